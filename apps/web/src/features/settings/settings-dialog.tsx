import {
  AccountCode,
  BIND_CODE_TTL_MINUTES,
  normalizeEmail,
  PHONE_CODE_RESEND_SECONDS,
  RELINK_LOCK_DAYS,
} from '@mingle/protocol';
import type { UserInfo } from '@mingle/protocol';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoHome } from '../../app/use-go-home';
import { FormError, FormNotice, TextField } from '../../components/form-fields';
import { PopupDialog } from '../../components/popup-dialog';
import { ResendButton, SubmitButton, useCountdown } from '../accounts/form-kit';
import { CallPrivacySetting } from '../calls/call-privacy-setting';
import { VisitorTraceSetting } from '../discover/visitor-trace-setting';
import { PushSettingsSection } from '../reach/push-settings';
import {
  checkCode,
  checkEmail,
  checkPhone,
  checkPhonePassword,
  checkRequired,
  checkSignUpPassword,
} from '../accounts/validation';
import { LanguageSwitcher } from '../language/language-switcher';
import { CodeInput, PasswordField, useAccountForm } from '../login/account-steps';
import { EmailVerify } from '../login/email-panel';
import { useUpdatePassword } from '../login/queries';
import { useMe } from '../profile/queries';
import { useSignOut } from '../session/session-actions';
import { useBindConfirm, useBindStart, type BindingKind } from './queries';

/** The settings pop-up (spec §2.3), opened from the Me page: language, e-mail and phone, phone password, logout. */
export function SettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const me = useMe();
  const goHome = useGoHome();
  // The page on screen may be one a visitor cannot see.
  const signOut = useSignOut({ onSignedOut: () => goHome({ replace: true }) });
  const logout = () => signOut.mutate();
  return (
    <PopupDialog title={t('settings.title')} onClose={onClose} className="settings-dialog">
      <Section title={t('settings.language')}>
        <LanguageSwitcher />
      </Section>
      <CallPrivacySetting />
      <VisitorTraceSetting asSection />
      {me.data && <PushSettingsSection />}
      {me.data && (
        <Section title={t('settings.account')}>
          <EmailSetting user={me.data} />
          <PhoneSetting user={me.data} />
          {me.data.email && <PasswordSetting kind="email" has={me.data.hasEmailPassword} />}
          {me.data.phone && <PasswordSetting kind="phone" has={me.data.hasPhonePassword} />}
          <p className="field-hint">{t('settings.relinkNote', { days: RELINK_LOCK_DAYS })}</p>
        </Section>
      )}
      <div className="popup-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={logout}
          disabled={signOut.isPending}
          aria-busy={signOut.isPending}
        >
          {t('settings.logout')}
        </button>
      </div>
    </PopupDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h3 id={id} className="settings-heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

type Editing = 'none' | 'bind' | 'verify';

/** Which editor a settings row has open, and whether its last edit was saved (the row then says so). */
function useRowEditor<E extends string = 'edit'>(closed: E | 'none' = 'none') {
  const [mode, setMode] = useState<E | 'none'>(closed);
  const [saved, setSaved] = useState(false);
  return {
    mode,
    editing: mode !== 'none',
    saved,
    open: (next?: E) => {
      setSaved(false);
      setMode(next ?? ('edit' as E));
    },
    finish: () => {
      setSaved(true);
      setMode('none');
    },
    cancel: () => setMode('none'),
  };
}

function SettingRow({
  label,
  value,
  status,
  actions,
  children,
}: {
  label: string;
  value: ReactNode;
  status?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="setting-row">
      <div className="setting-summary">
        <span className="setting-label">{label}</span>
        <span className="setting-value">{value}</span>
        {status}
        <span className="setting-actions">{actions}</span>
      </div>
      {children}
    </div>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="badge" data-tone={verified ? 'ok' : 'warn'}>
      {verified ? t('settings.verified') : t('settings.unverified')}
    </span>
  );
}

function EmailSetting({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const editor = useRowEditor<Exclude<Editing, 'none'>>();
  const countdown = useCountdown();
  return (
    <SettingRow
      label={t('settings.email')}
      value={user.email ? <bdi>{user.email}</bdi> : t('settings.notLinked')}
      status={user.email && <VerifiedBadge verified={user.emailVerified} />}
      actions={
        !editor.editing && (
          <>
            {user.email && !user.emailVerified && (
              <button type="button" className="button-link" onClick={() => editor.open('verify')}>
                {t('settings.verify')}
              </button>
            )}
            <button type="button" className="button-link" onClick={() => editor.open('bind')}>
              {user.email ? t('settings.change') : t('settings.add')}
            </button>
          </>
        )
      }
    >
      {editor.mode === 'bind' && <BindForm kind="email" onDone={editor.finish} onCancel={editor.cancel} />}
      {editor.mode === 'verify' && user.email && (
        <VerifyFromSettings email={user.email} countdown={countdown} onDone={editor.cancel} />
      )}
      {editor.saved && <FormNotice>{t('settings.linked')}</FormNotice>}
    </SettingRow>
  );
}

/** The sign-up's verification form, started from here with a fresh code. */
function VerifyFromSettings({
  email,
  countdown,
  onDone,
}: {
  email: string;
  countdown: ReturnType<typeof useCountdown>;
  onDone(): void;
}) {
  return <EmailVerify email={email} countdown={countdown} onFinish={onDone} />;
}

function PhoneSetting({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const editor = useRowEditor();
  return (
    <SettingRow
      label={t('settings.phone')}
      value={user.phone ? <bdi dir="ltr">{user.phone}</bdi> : t('settings.notLinked')}
      status={user.phone && <VerifiedBadge verified={user.phoneVerified} />}
      actions={
        !editor.editing && (
          <button type="button" className="button-link" onClick={() => editor.open()}>
            {user.phone ? t('settings.change') : t('settings.add')}
          </button>
        )
      }
    >
      {editor.editing && <BindForm kind="phone" onDone={editor.finish} onCancel={editor.cancel} />}
      {editor.saved && <FormNotice>{t('settings.linked')}</FormNotice>}
    </SettingRow>
  );
}

/** A new address or number in two steps: send a code to it, then confirm with the code. */
function BindForm({ kind, onDone, onCancel }: { kind: BindingKind; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const form = useAccountForm();
  const { errors } = form;
  const [sentTo, setSentTo] = useState<{ target: string; minutes: number } | null>(null);
  const countdown = useCountdown();
  const start = useBindStart(kind);
  const confirm = useBindConfirm(kind);
  const field = kind === 'email' ? 'email' : 'phone';
  const cleaned = kind === 'email' ? normalizeEmail(value) : value.trim();

  const send = () => {
    const valid =
      kind === 'email'
        ? form.passes({ email: checkEmail(value) })
        : form.passes({ phone: checkPhone(value) });
    if (!valid) return;
    start.mutate(cleaned, {
      onSuccess: (answer) => {
        setSentTo({ target: answer.target, minutes: Math.round(answer.expiresInSeconds / 60) });
        countdown.start(PHONE_CODE_RESEND_SECONDS);
      },
      onError: form.failOn([field]),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) {
      send();
      return;
    }
    if (!form.passes({ code: checkCode(code) })) return;
    confirm.mutate(
      { value: sentTo.target, code: code.trim() },
      { onSuccess: onDone, onError: form.failOn(['code', field]) },
    );
  };

  return (
    <form noValidate className="account-form setting-form" onSubmit={submit}>
      <TextField
        label={kind === 'email' ? t('settings.newEmail') : t('settings.newPhone')}
        type={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        dir={kind === 'phone' ? 'ltr' : undefined}
        value={value}
        readOnly={sentTo !== null}
        onValueChange={setValue}
        error={errors[field]}
      />
      {sentTo && (
        <>
          <p>
            {t('settings.codeSentTo', {
              target: sentTo.target,
              minutes: sentTo.minutes || BIND_CODE_TTL_MINUTES,
            })}
          </p>
          <CodeInput code={code} onCodeChange={setCode} error={errors.code} />
        </>
      )}
      <FormError error={errors.form} />
      <div className="form-row">
        <SubmitButton pending={start.isPending || confirm.isPending}>
          {sentTo ? t('settings.confirm') : t('settings.sendCode')}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('settings.cancel')}
        </button>
      </div>
      {sentTo && (
        <div className="form-links">
          <ResendButton remaining={countdown.remaining} pending={start.isPending} onResend={send} />
        </div>
      )}
    </form>
  );
}

const PASSWORD_TEXT = {
  email: {
    label: 'settings.emailPassword',
    set: 'settings.emailPasswordSet',
    none: 'settings.emailPasswordNone',
  },
  phone: {
    label: 'settings.phonePassword',
    set: 'settings.phonePasswordSet',
    none: 'settings.phonePasswordNone',
  },
} as const;

/**
 * Set a first sign-in password, or change it with the current one. The rules differ (spec §5): 6-16
 * characters for e-mail sign-in, at least 8 for phone sign-in.
 */
function PasswordSetting({ kind, has }: { kind: 'email' | 'phone'; has: boolean }) {
  const { t } = useTranslation();
  const update = useUpdatePassword(kind);
  const editor = useRowEditor();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const form = useAccountForm();
  const text = PASSWORD_TEXT[kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checks = {
      oldPassword: has ? checkRequired(oldPassword) : null,
      password: kind === 'email' ? checkSignUpPassword(password) : checkPhonePassword(password),
    };
    if (!form.passes(checks)) return;
    update.mutate(has ? { password, oldPassword } : { password }, {
      onSuccess: () => {
        editor.finish();
        setOldPassword('');
        setPassword('');
      },
      // Here a wrong password is the current one the person typed.
      onError: form.failOn(['oldPassword', 'password'], { [AccountCode.WRONG_PASSWORD]: 'oldPassword' }),
    });
  };

  return (
    <SettingRow
      label={t(text.label)}
      value={has ? t(text.set) : t(text.none)}
      actions={
        !editor.editing && (
          <button type="button" className="button-link" onClick={() => editor.open()}>
            {has ? t('settings.changePassword') : t('settings.setPassword')}
          </button>
        )
      }
    >
      {editor.editing && (
        <form noValidate className="account-form setting-form" onSubmit={submit}>
          {has && (
            <PasswordField
              label={t('settings.currentPassword')}
              value={oldPassword}
              onValueChange={setOldPassword}
              error={form.errors.oldPassword}
            />
          )}
          <PasswordField
            label={t('settings.newPassword')}
            rule={kind}
            value={password}
            onValueChange={setPassword}
            error={form.errors.password}
          />
          <FormError error={form.errors.form} />
          <div className="form-row">
            <SubmitButton pending={update.isPending}>{t('settings.save')}</SubmitButton>
            <button type="button" className="button button-secondary" onClick={editor.cancel}>
              {t('settings.cancel')}
            </button>
          </div>
        </form>
      )}
      {editor.saved && <FormNotice>{t('settings.passwordSaved')}</FormNotice>}
    </SettingRow>
  );
}
