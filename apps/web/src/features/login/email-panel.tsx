import { AccountCode, normalizeEmail, PHONE_CODE_RESEND_SECONDS } from '@mingle/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, FormError, FormNotice, TextField } from '../../components/form-fields';
import { ApiError } from '../../lib/api-client';
import { placeAccountError } from '../accounts/account-errors';
import {
  ResendButton,
  StepHeading,
  SubmitButton,
  useCountdown,
  type FieldErrors,
} from '../accounts/form-kit';
import {
  checkCode,
  checkEmail,
  checkRequired,
  checkSignUpPassword,
  normalizeCode,
  runChecks,
} from '../accounts/validation';
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
  const [step, setStep] = useState<EmailStep>('signIn');
  // After the first change of step, the new step's heading takes focus.
  const [moved, setMoved] = useState(false);
  const [email, setEmail] = useState('');
  const verifyCountdown = useCountdown();
  const go = (next: EmailStep) => {
    setMoved(true);
    setStep(next);
  };
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const login = useEmailLogin();
  const sendLink = useSendLoginLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = runChecks({ email: checkEmail(email), password: checkRequired(password) });
    setErrors(found);
    setLinkSentTo(null);
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { email: normalizeEmail(email), password },
      {
        onSuccess: onSignedIn,
        onError: (error) => setErrors(placeAccountError(error, ['email', 'password'])),
      },
    );
  };

  const mailLink = () => {
    const found = runChecks({ email: checkEmail(email) });
    setErrors(found);
    setLinkSentTo(null);
    if (found.email) return;
    const address = normalizeEmail(email);
    sendLink.mutate(address, {
      onSuccess: () => setLinkSentTo(address),
      onError: (error) => setErrors(placeAccountError(error, ['email'])),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="account-form">
      <StepHeading focusOnMount={focus}>{t('login.email.signInHeading')}</StepHeading>
      <TextField
        label={t('login.email.email')}
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={onEmailChange}
        error={errors.email}
      />
      <TextField
        label={t('login.email.password')}
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <FormError error={errors.form} />
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useEmailRegister();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = runChecks({ email: checkEmail(email), password: checkSignUpPassword(password) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      { email: normalizeEmail(email), password },
      {
        onSuccess: (result) => onRegistered(result.email ?? normalizeEmail(email)),
        onError: (error) => setErrors(placeAccountError(error, ['email', 'password'])),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="account-form">
      <StepHeading focusOnMount>{t('login.signUp.heading')}</StepHeading>
      <TextField
        label={t('login.email.email')}
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={onEmailChange}
        error={errors.email}
      />
      <TextField
        label={t('login.email.password')}
        type="password"
        autoComplete="new-password"
        revealable
        hint={t('login.signUp.passwordHint')}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <FormError error={errors.form} />
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resent, setResent] = useState(false);
  const verify = useVerifyEmailCode();
  const resend = useSendVerifyEmail();
  const done = verify.data?.emailVerified === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = runChecks({ code: checkCode(code) });
    setErrors(found);
    setResent(false);
    if (found.code) return;
    verify.mutate(code.trim(), { onError: (error) => setErrors(placeAccountError(error, ['code'])) });
  };

  const sendAgain = () => {
    setErrors({});
    resend.mutate(undefined, {
      onSuccess: () => {
        setResent(true);
        countdown.start(EMAIL_RESEND_SECONDS);
      },
      onError: (error) => {
        // Verified meanwhile (through the link, say): nothing left to do here.
        if (error instanceof ApiError && error.code === AccountCode.EMAIL_ALREADY_VERIFIED) onFinish();
        else setErrors(placeAccountError(error, ['code']));
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
    <form noValidate onSubmit={submit} className="account-form">
      <StepHeading focusOnMount>{t('login.verify.heading')}</StepHeading>
      <p>{t('login.verify.sent', { email })}</p>
      <CodeField
        label={t('login.code')}
        value={code}
        onValueChange={(v) => setCode(normalizeCode(v))}
        error={errors.code}
      />
      <FormError error={errors.form} />
      {resent && <FormNotice>{t('login.resent')}</FormNotice>}
      <SubmitButton pending={verify.isPending}>{t('login.verify.submit')}</SubmitButton>
      <div className="form-links">
        <ResendButton remaining={countdown.remaining} pending={resend.isPending} onResend={sendAgain} />
        <button type="button" className="button-link" onClick={onFinish}>
          {t('login.verify.later')}
        </button>
      </div>
    </form>
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resent, setResent] = useState(false);
  const countdown = useCountdown();
  const sendCode = useSendForgetEmail();
  const checkForgetCode = useCheckForgetCode();
  const reset = useResetEmailPassword();
  const address = normalizeEmail(email);
  const timedOut = errors.form && 'key' in errors.form && errors.form.key === 'accountErrors.resetTimedOut';

  const requestCode = (again: boolean) => {
    const found = runChecks({ email: checkEmail(email) });
    setErrors(found);
    setResent(false);
    if (found.email) return;
    sendCode.mutate(address, {
      onSuccess: () => {
        countdown.start(EMAIL_RESEND_SECONDS);
        if (again) setResent(true);
        setStep('code');
      },
      onError: (error) => setErrors(placeAccountError(error, ['email'])),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const found = runChecks({ code: checkCode(code) });
    setErrors(found);
    setResent(false);
    if (found.code) return;
    checkForgetCode.mutate(
      { email: address, code: code.trim() },
      {
        onSuccess: () => setStep('password'),
        onError: (error) => setErrors(placeAccountError(error, ['code'])),
      },
    );
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const found = runChecks({ password: checkSignUpPassword(password) });
    setErrors(found);
    if (found.password) return;
    reset.mutate(
      { email: address, code: code.trim(), password },
      {
        onSuccess: onSignedIn,
        onError: (error) => setErrors(placeAccountError(error, ['password'])),
      },
    );
  };

  const startAgain = () => {
    setCode('');
    setPassword('');
    setErrors({});
    setStep('request');
  };

  const progress = (
    <p className="form-progress">
      {t('login.forgot.progress', { step: FORGOT_STEPS.indexOf(step) + 1, total: FORGOT_STEPS.length })}
    </p>
  );
  const back = (
    <div className="form-links">
      <button type="button" className="button-link" onClick={onBack}>
        {t('login.forgot.back')}
      </button>
    </div>
  );

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
        <TextField
          label={t('login.email.email')}
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={onEmailChange}
          error={errors.email}
        />
        <FormError error={errors.form} />
        <SubmitButton pending={sendCode.isPending}>{t('login.forgot.send')}</SubmitButton>
        {back}
      </form>
    );
  }

  if (step === 'code') {
    return (
      <form noValidate className="account-form" onSubmit={submitCode}>
        <StepHeading focusOnMount>{t('login.forgot.heading')}</StepHeading>
        {progress}
        <p>{t('login.forgot.codeIntro', { email: address })}</p>
        <CodeField
          label={t('login.code')}
          value={code}
          onValueChange={(v) => setCode(normalizeCode(v))}
          error={errors.code}
        />
        <FormError error={errors.form} />
        {resent && <FormNotice>{t('login.resent')}</FormNotice>}
        <SubmitButton pending={checkForgetCode.isPending}>{t('login.forgot.checkCode')}</SubmitButton>
        <div className="form-links">
          <ResendButton
            remaining={countdown.remaining}
            pending={sendCode.isPending}
            onResend={() => requestCode(true)}
          />
          <button type="button" className="button-link" onClick={onBack}>
            {t('login.forgot.back')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate className="account-form" onSubmit={submitPassword}>
      <StepHeading focusOnMount>{t('login.forgot.heading')}</StepHeading>
      {progress}
      <p>{t('login.forgot.passwordIntro', { email: address })}</p>
      <TextField
        label={t('login.forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        revealable
        hint={t('login.signUp.passwordHint')}
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
