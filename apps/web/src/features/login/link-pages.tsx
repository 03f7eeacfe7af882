import { AccountCode, BAN_CODES, Code, isAnswerCode } from '@mingle/protocol';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePopupStore } from '../../app/popup-store';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { useFormMessageText } from '../../components/form-fields';
import { withPrefix } from '../../i18n/language-prefix';
import { classifyError } from '../../lib/error-catalogue';
import { accountErrorFor, type FormMessage } from '../accounts/account-errors';
import { useEmailLinkLogin, useOnceFor, useRedeemSocialTicket, useVerifyEmailLink } from './queries';
import { useSessionStore } from '../session/store';
import { socialReturnPath } from './social-start';

interface LinkPageProps {
  title: string;
  busy: boolean;
  busyText: string;
  done?: ReactNode;
  error: FormMessage | null;
}

/** The frame of the pages that mailed links and the social callback open: working, done, or why not. */
function LinkPage({ title, busy, busyText, done, error }: LinkPageProps) {
  const { t } = useTranslation();
  const text = useFormMessageText();
  const prefix = useLanguagePrefix();
  const headingId = useId();
  return (
    <section className="page link-page" aria-labelledby={headingId} aria-busy={busy}>
      <h1 id={headingId}>{title}</h1>
      {busy && <p role="status">{busyText}</p>}
      {done && <p role="status">{done}</p>}
      {error && (
        <div role="alert" className="link-page-error">
          <p>{text(error)}</p>
        </div>
      )}
      {(error || done) && (
        <p className="link-page-actions">
          {error && (
            <Link className="button button-primary" to={withPrefix(prefix, '/login')}>
              {t('linkPages.tryAgain')}
            </Link>
          )}
          <Link className="button button-secondary" to={withPrefix(prefix, '/')}>
            {t('linkPages.home')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Reads a one-time value from the address once; the address bar then drops it (it must not be re-used). */
function useOneTimeParam(name: string): string | null {
  const [params] = useSearchParams();
  const [value] = useState(() => params.get(name));
  return value;
}

function useDropQuery(when: boolean): void {
  const navigate = useNavigate();
  const location = useLocation();
  useOnceFor(when ? location.pathname : null, (pathname) => void navigate(pathname, { replace: true }));
}

/** /verify-email?token=: the link in the verification mail. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const token = useOneTimeParam('token');
  const verify = useVerifyEmailLink();
  useDropQuery(token !== null);
  useOnceFor(token, (value) => verify.mutate(value));
  const error = token === null ? { code: AccountCode.LINK_INVALID } : failure(verify.error);
  return (
    <LinkPage
      title={t('linkPages.verifyTitle')}
      busy={token !== null && (verify.isPending || verify.isIdle)}
      busyText={t('linkPages.verifying')}
      done={verify.data && t('linkPages.verified', { email: verify.data.email })}
      error={error}
    />
  );
}

/** /email-login?token=: the sign-in link mail. Spec §4: not logged in until the token is exchanged. */
export function EmailLoginPage() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const token = useOneTimeParam('token');
  const login = useEmailLinkLogin();
  useOnceFor(token, (value) => {
    const session = useSessionStore.getState();
    session.setAutoLoginPending(true);
    // Signing in clears the flag; a refused link leaves the session as it was.
    login.mutate(value, { onError: () => session.setAutoLoginPending(false) });
  });
  if (login.isSuccess) return <Navigate to={withPrefix(prefix, '/')} replace />;
  const error = token === null ? { code: AccountCode.LINK_INVALID } : failure(login.error);
  return (
    <LinkPage
      title={t('linkPages.signInTitle')}
      busy={token !== null && (login.isPending || login.isIdle)}
      busyText={t('linkPages.signingIn')}
      error={error}
    />
  );
}

/** A refusal the server sent in the address (social callback): ours to translate, or the ban notice. */
function codeMessage(raw: string | null): FormMessage | null {
  const code = Number(raw);
  if (!raw || !Number.isInteger(code)) return null;
  const known = code === Code.TOO_MANY_REQUESTS || Object.values<number>(AccountCode).includes(code);
  return { code: known && isAnswerCode(code) ? code : AccountCode.SOCIAL_SIGN_IN_FAILED };
}

/**
 * /login/social: where the social callback lands, with a one-time ticket to trade for the session, or with the
 * code of what went wrong (11201: the person declined the permission at the provider).
 */
export function SocialLoginPage() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const ticket = useOneTimeParam('ticket');
  const errorParam = useOneTimeParam('error');
  const redirect = useOneTimeParam('redirect');
  const redeem = useRedeemSocialTicket();
  useDropQuery(true);
  useOnceFor(ticket, (value) => redeem.mutate(value));
  useOnceFor(errorParam, (raw) => {
    // A ban reaches the one banned notice, as any ban answer does.
    const action = classifyError({ code: Number(raw) });
    if (action?.kind === 'banned' && BAN_CODES.includes(Number(raw))) {
      usePopupStore.getState().open('banned', { message: action.message, goHome: action.goHome });
    }
  });
  if (redeem.isSuccess) return <Navigate to={socialReturnPath(redirect, withPrefix(prefix, '/'))} replace />;
  const error =
    ticket === null
      ? (codeMessage(errorParam) ?? { code: AccountCode.SOCIAL_SIGN_IN_FAILED })
      : failure(redeem.error);
  return (
    <LinkPage
      title={t('linkPages.socialTitle')}
      busy={ticket !== null && (redeem.isPending || redeem.isIdle)}
      busyText={t('linkPages.signingIn')}
      error={error}
    />
  );
}

/** What went wrong, for the page; a refusal the catalogue already showed (a ban) still says it did not work. */
function failure(error: unknown): FormMessage | null {
  if (!error) return null;
  return accountErrorFor(error)?.message ?? { key: 'linkPages.failed' };
}
