import { AccountCode, normalizeEmail, PHONE_CODE_RESEND_SECONDS } from '@mingle/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, FormNotice, TextField } from '../../components/form-fields';
import { ApiError } from '../../lib/api-client';
import { StepHeading, SubmitButton, useCountdown, type FieldErrors } from '../accounts/form-kit';
import { checkCode, checkEmail, checkRequired, checkSignUpPassword } from '../accounts/validation';
import { CodeEntryStep, PasswordField, useAccountForm, useSteps } from './account-steps';
import {
  useCheckForgetCode,
  useEmailLogin,
  useEmailRegister,
  useResetEmailPassword,
  useSendForgetEmail,
  useSendLoginLink,
  useSendVerifyEmail,
  useVerifyEmailCode,
} from './queries';

/** Mailed codes may be asked for again after this long (the mail limits are per hour; this keeps clicks calm). */
const EMAIL_RESEND_SECONDS = PHONE_CODE_RESEND_SECONDS;

type EmailStep = 'signIn' | 'signUp' | 'verify' | 'forgot';

interface PanelProps {
  /** Closes the login pop-up and returns to the page the person came from. */
  onFinish(): void;
}

/** The e-mail tab: sign in, sign up and confirm the address, or reset a forgotten password in three steps. */
export function EmailPanel({ onFinish }: PanelProps) {
  const { step, moved, go } = useSteps<EmailStep>('signIn');
  const [email, setEmail] = useState('');
  const verifyCountdown = useCountdown();
  switch (step) {
    case 'signIn':
      return (
        <EmailSignIn
          focus={moved}
          email={email}
          onEmailChange={setEmail}
          onSignedIn={onFinish}
          onCreate={() => go('signUp')}
          onForgot={() => go('forgot')}
        />
      );
    case 'signUp':
      return (
        <EmailSignUp
          email={email}
          onEmailChange={setEmail}
          onRegistered={(registered) => {
            setEmail(registered);
            verifyCountdown.start(EMAIL_RESEND_SECONDS);
            go('verify');
          }}
          onSignIn={() => go('signIn')}
        />
      );
    case 'verify':
      return <EmailVerify email={email} countdown={verifyCountdown} onFinish={onFinish} />;
    case 'forgot':
      return (
        <ForgotPassword
          email={email}
          onEmailChange={setEmail}
          onSignedIn={onFinish}
          onBack={() => go('signIn')}
        />
      );
  }
}

interface EmailFieldProps {
  email: string;
  onEmailChange(email: string): void;
}

function EmailField({ email, onEmailChange, error }: EmailFieldProps & { error: FieldErrors['email'] }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('login.email.email')}
      type="email"
      autoComplete="email"
      value={email}
      onValueChange={onEmailChange}
      error={error}
    />
  );
}

function EmailSignIn({
  email,
  onEmailChange,
  onSignedIn,
  onCreate,
  onForgot,
  focus,
}: EmailFieldProps & { onSignedIn(): void; onCreate(): void; onForgot(): void; focus: boolean }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const form = useAccountForm();
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const login = useEmailLogin();
  const sendLink = useSendLoginLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLinkSentTo(null);
    if (!form.passes({ email: checkEmail(email), password: checkRequired(password) })) return;
    login.mutate(
      { email: normalizeEmail(email), password },
      { onSuccess: onSignedIn, onError: form.failOn(['email', 'password']) },
    );
  };

  const mailLink = () => {
    setLinkSentTo(null);
    if (!form.passes({ email: checkEmail(email) })) return;
    const address = normalizeEmail(email);
    sendLink.mutate(address, {
      onSuccess: () => setLinkSentTo(address),
      onError: form.failOn(['email']),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="account-form">
      <StepHeading focusOnMount={focus}>{t('login.email.signInHeading')}</StepHeading>
      <EmailField email={email} onEmailChange={onEmailChange} error={form.errors.email} />
      <PasswordField
        label={t('login.email.password')}
        value={password}
        onValueChange={setPassword}
        error={form.errors.password}
      />
      <FormError error={form.errors.form} />
      {linkSentTo && <FormNotice>{t('login.email.linkSent', { email: linkSentTo })}</FormNotice>}
      <SubmitButton pending={login.isPending}>{t('login.email.signIn')}</SubmitButton>
      <div className="form-links">
        <button type="button" className="button-link" onClick={onForgot}>
          {t('login.email.forgot')}
        </button>
        <button type="button" className="button-link" onClick={mailLink} disabled={sendLink.isPending}>
          {t('login.email.sendLink')}
        </button>
      </div>
      <p className="form-switch">
        {t('login.email.newHere')}{' '}
        <button type="button" className="button-link" onClick={onCreate}>
          {t('login.email.createAccount')}
        </button>
      </p>
    </form>
  );
}

function EmailSignUp({
  email,
  onEmailChange,
  onRegistered,
  onSignIn,
}: EmailFieldProps & { onRegistered(email: string): void; onSignIn(): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const form = useAccountForm();
  const register = useEmailRegister();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.passes({ email: checkEmail(email), password: checkSignUpPassword(password) })) return;
    register.mutate(
      { email: normalizeEmail(email), password },
      {
        onSuccess: (result) => onRegistered(result.email ?? normalizeEmail(email)),
        onError: form.failOn(['email', 'password']),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="account-form">
      <StepHeading focusOnMount>{t('login.signUp.heading')}</StepHeading>
      <EmailField email={email} onEmailChange={onEmailChange} error={form.errors.email} />
      <PasswordField
        label={t('login.email.password')}
        rule="email"
        value={password}
        onValueChange={setPassword}
        error={form.errors.password}
      />
      <FormError error={form.errors.form} />
      <SubmitButton pending={register.isPending}>{t('login.signUp.submit')}</SubmitButton>
      <p className="form-switch">
        {t('login.signUp.haveAccount')}{' '}
        <button type="button" className="button-link" onClick={onSignIn}>
          {t('login.signUp.signIn')}
        </button>
      </p>
    </form>
  );
}

interface EmailVerifyProps {
  email: string;
  countdown: ReturnType<typeof useCountdown>;
  onFinish(): void;
}

/** Right after sign-up: the code from the mail (the link in it works as well, on its own page). */
export function EmailVerify({ email, countdown, onFinish }: EmailVerifyProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const form = useAccountForm();
  const [resent, setResent] = useState(false);
  const verify = useVerifyEmailCode();
  const resend = useSendVerifyEmail();
  const done = verify.data?.emailVerified === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResent(false);
    if (!form.passes({ code: checkCode(code) })) return;
    verify.mutate(code.trim(), { onError: form.failOn(['code']) });
  };

  const sendAgain = () => {
    form.clear();
    resend.mutate(undefined, {
      onSuccess: () => {
        setResent(true);
        countdown.start(EMAIL_RESEND_SECONDS);
      },
      onError: (error) => {
        // Verified meanwhile (through the link, say): nothing left to do here.
        if (error instanceof ApiError && error.code === AccountCode.EMAIL_ALREADY_VERIFIED) onFinish();
        else form.failOn(['code'])(error);
      },
    });
  };

  if (done) {
    return (
      <div className="account-form">
        <StepHeading focusOnMount>{t('login.verify.heading')}</StepHeading>
        <FormNotice>{t('login.verify.done')}</FormNotice>
        <button type="button" className="button button-primary form-submit" onClick={onFinish}>
          {t('login.verify.continue')}
        </button>
      </div>
    );
  }

  return (
    <CodeEntryStep
      heading={t('login.verify.heading')}
      intro={<p>{t('login.verify.sent', { email })}</p>}
      code={code}
      onCodeChange={setCode}
      errors={form.errors}
      resent={resent}
      submitLabel={t('login.verify.submit')}
      pending={verify.isPending}
      onSubmit={submit}
      resend={{ remaining: countdown.remaining, pending: resend.isPending, onResend: sendAgain }}
      links={
        <button type="button" className="button-link" onClick={onFinish}>
          {t('login.verify.later')}
        </button>
      }
    />
  );
}

type ForgotStep = 'request' | 'code' | 'password';
const FORGOT_STEPS: readonly ForgotStep[] = ['request', 'code', 'password'];

/** Forgot password, spec §4: request a code, enter it, choose a new password (which also signs in). */
function ForgotPassword({
  email,
  onEmailChange,
  onSignedIn,
  onBack,
}: EmailFieldProps & { onSignedIn(): void; onBack(): void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<ForgotStep>('request');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const form = useAccountForm();
  const { errors } = form;
  const [resent, setResent] = useState(false);
  const countdown = useCountdown();
  const sendCode = useSendForgetEmail();
  const checkForgetCode = useCheckForgetCode();
  const reset = useResetEmailPassword();
  const address = normalizeEmail(email);
  const timedOut = errors.form && 'code' in errors.form && errors.form.code === AccountCode.RESET_TIMED_OUT;

  const requestCode = (again: boolean) => {
    setResent(false);
    if (!form.passes({ email: checkEmail(email) })) return;
    sendCode.mutate(address, {
      onSuccess: () => {
        countdown.start(EMAIL_RESEND_SECONDS);
        if (again) setResent(true);
        setStep('code');
      },
      onError: form.failOn(['email']),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setResent(false);
    if (!form.passes({ code: checkCode(code) })) return;
    checkForgetCode.mutate(
      { email: address, code: code.trim() },
      { onSuccess: () => setStep('password'), onError: form.failOn(['code']) },
    );
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!form.passes({ password: checkSignUpPassword(password) })) return;
    reset.mutate(
      { email: address, code: code.trim(), password },
      { onSuccess: onSignedIn, onError: form.failOn(['password']) },
    );
  };

  const startAgain = () => {
    setCode('');
    setPassword('');
    form.clear();
    setStep('request');
  };

  const progress = (
    <p className="form-progress">
      {t('login.forgot.progress', { step: FORGOT_STEPS.indexOf(step) + 1, total: FORGOT_STEPS.length })}
    </p>
  );
  const backButton = (
    <button type="button" className="button-link" onClick={onBack}>
      {t('login.forgot.back')}
    </button>
  );
  const back = <div className="form-links">{backButton}</div>;

  if (step === 'request') {
    return (
      <form
        noValidate
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          requestCode(false);
        }}
      >
        <StepHeading focusOnMount>{t('login.forgot.heading')}</StepHeading>
        {progress}
        <p>{t('login.forgot.requestIntro')}</p>
        <EmailField email={email} onEmailChange={onEmailChange} error={errors.email} />
        <FormError error={errors.form} />
        <SubmitButton pending={sendCode.isPending}>{t('login.forgot.send')}</SubmitButton>
        {back}
      </form>
    );
  }

  if (step === 'code') {
    return (
      <CodeEntryStep
        heading={t('login.forgot.heading')}
        intro={
          <>
            {progress}
            <p>{t('login.forgot.codeIntro', { email: address })}</p>
          </>
        }
        code={code}
        onCodeChange={setCode}
        errors={errors}
        resent={resent}
        submitLabel={t('login.forgot.checkCode')}
        pending={checkForgetCode.isPending}
        onSubmit={submitCode}
        resend={{
          remaining: countdown.remaining,
          pending: sendCode.isPending,
          onResend: () => requestCode(true),
        }}
        links={backButton}
      />
    );
  }

  return (
    <form noValidate className="account-form" onSubmit={submitPassword}>
      <StepHeading focusOnMount>{t('login.forgot.heading')}</StepHeading>
      {progress}
      <p>{t('login.forgot.passwordIntro', { email: address })}</p>
      <PasswordField
        label={t('login.forgot.newPassword')}
        rule="email"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <FormError error={errors.form} />
      {timedOut ? (
        <button type="button" className="button button-primary form-submit" onClick={startAgain}>
          {t('login.forgot.startAgain')}
        </button>
      ) : (
        <SubmitButton pending={reset.isPending}>{t('login.forgot.save')}</SubmitButton>
      )}
      {back}
    </form>
  );
}
