import type { PhoneChannel, PhoneCodePurpose, SendCodeAnswer } from '@mingle/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, FormError, FormNotice, RadioGroup, TextField } from '../../components/form-fields';
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
  checkPhone,
  checkPhonePassword,
  checkRequired,
  normalizeCode,
  runChecks,
} from '../accounts/validation';
import {
  useCheckPhoneCode,
  usePhoneCodeLogin,
  usePhonePasswordLogin,
  usePhonePasswordReset,
  useSendPhoneCode,
  useUpdatePhonePassword,
} from './queries';

type PhoneMode = 'code' | 'password' | 'reset';

interface PanelProps {
  onFinish(): void;
}

/**
 * The phone tab: a code by SMS or WhatsApp (sign-in and sign-up alike), an optional password afterwards, sign-in
 * with that password, and a forgotten password reset by code.
 */
export function PhonePanel({ onFinish }: PanelProps) {
  const [mode, setMode] = useState<PhoneMode>('code');
  const [moved, setMoved] = useState(false);
  const [phone, setPhone] = useState('');
  const go = (next: PhoneMode) => {
    setMoved(true);
    setMode(next);
  };
  switch (mode) {
    case 'code':
      return (
        <PhoneCodeSignIn
          focus={moved}
          phone={phone}
          onPhoneChange={setPhone}
          onFinish={onFinish}
          onUsePassword={() => go('password')}
        />
      );
    case 'password':
      return (
        <PhonePasswordSignIn
          phone={phone}
          onPhoneChange={setPhone}
          onFinish={onFinish}
          onUseCode={() => go('code')}
          onForgot={() => go('reset')}
        />
      );
    case 'reset':
      return (
        <PhonePasswordReset
          phone={phone}
          onPhoneChange={setPhone}
          onFinish={onFinish}
          onBack={() => go('password')}
        />
      );
  }
}

interface PhoneFieldProps {
  phone: string;
  onPhoneChange(phone: string): void;
}

function PhoneNumberField({
  phone,
  onPhoneChange,
  error,
}: PhoneFieldProps & { error: FieldErrors['phone'] }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('login.phone.number')}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      dir="ltr"
      hint={t('login.phone.numberHint')}
      value={phone}
      onValueChange={onPhoneChange}
      error={error}
    />
  );
}

function ChannelChoice({ value, onChange }: { value: PhoneChannel; onChange(value: PhoneChannel): void }) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      legend={t('login.phone.channel')}
      name="channel"
      value={value}
      onValueChange={onChange}
      options={[
        { value: 'sms', label: t('login.phone.sms') },
        { value: 'whatsapp', label: t('login.phone.whatsapp') },
      ]}
    />
  );
}

/** Sends a code and keeps what the server said about it (the number as E.164, channel, resend wait). */
function useCodeRequest(purpose: PhoneCodePurpose) {
  const send = useSendPhoneCode();
  const countdown = useCountdown();
  const [sent, setSent] = useState<SendCodeAnswer | null>(null);
  const request = (
    phone: string,
    channel: PhoneChannel,
    handlers: { onSent?: () => void; onError: (error: unknown) => void },
  ) =>
    send.mutate(
      { phone: phone.trim(), channel, purpose },
      {
        onSuccess: (answer) => {
          setSent(answer);
          countdown.start(answer.resendInSeconds);
          handlers.onSent?.();
        },
        onError: handlers.onError,
      },
    );
  return {
    request,
    sent,
    reset: () => setSent(null),
    pending: send.isPending,
    remaining: countdown.remaining,
  };
}

/** Left-to-right isolate: a number keeps its order inside Arabic text. */
const isolateLtr = (text: string) => `\u2066${text}\u2069`;

function CodeSentNote({ sent }: { sent: SendCodeAnswer }) {
  const { t } = useTranslation();
  const phone = isolateLtr(sent.phone);
  return (
    <p>
      {sent.channel === 'whatsapp'
        ? t('login.phone.codeSentWhatsapp', { phone })
        : t('login.phone.codeSentSms', { phone })}
    </p>
  );
}

function PhoneCodeSignIn({
  phone,
  onPhoneChange,
  onFinish,
  onUsePassword,
  focus,
}: PhoneFieldProps & { onFinish(): void; onUsePassword(): void; focus: boolean }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<PhoneChannel>('sms');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resent, setResent] = useState(false);
  const [askPassword, setAskPassword] = useState(false);
  const codes = useCodeRequest('login');
  const login = usePhoneCodeLogin();

  const send = (again: boolean) => {
    const found = runChecks({ phone: checkPhone(phone) });
    setErrors(found);
    setResent(false);
    if (found.phone) return;
    codes.request(phone, channel, {
      onSent: () => setResent(again),
      onError: (error) => setErrors(placeAccountError(error, ['phone'])),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!codes.sent) return;
    const found = runChecks({ code: checkCode(code) });
    setErrors(found);
    setResent(false);
    if (found.code) return;
    login.mutate(
      { phone: codes.sent.phone, code: code.trim() },
      {
        // A first sign-in by code may add a password; someone who has one is done.
        onSuccess: (result) => (result.hasPassword ? onFinish() : setAskPassword(true)),
        onError: (error) => setErrors(placeAccountError(error, ['code'])),
      },
    );
  };

  if (askPassword) return <AddPhonePassword onFinish={onFinish} />;

  if (!codes.sent) {
    return (
      <form
        noValidate
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          send(false);
        }}
      >
        <StepHeading focusOnMount={focus}>{t('login.phone.signInHeading')}</StepHeading>
        <PhoneNumberField phone={phone} onPhoneChange={onPhoneChange} error={errors.phone} />
        <ChannelChoice value={channel} onChange={setChannel} />
        <FormError error={errors.form} />
        <SubmitButton pending={codes.pending}>{t('login.phone.sendCode')}</SubmitButton>
        <div className="form-links">
          <button type="button" className="button-link" onClick={onUsePassword}>
            {t('login.phone.usePassword')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate className="account-form" onSubmit={submitCode}>
      <StepHeading focusOnMount>{t('login.phone.signInHeading')}</StepHeading>
      <CodeSentNote sent={codes.sent} />
      <CodeField
        label={t('login.code')}
        value={code}
        onValueChange={(v) => setCode(normalizeCode(v))}
        error={errors.code}
      />
      <FormError error={errors.form} />
      {resent && <FormNotice>{t('login.resent')}</FormNotice>}
      <SubmitButton pending={login.isPending}>{t('login.phone.signIn')}</SubmitButton>
      <div className="form-links">
        <ResendButton remaining={codes.remaining} pending={codes.pending} onResend={() => send(true)} />
        <button
          type="button"
          className="button-link"
          onClick={() => {
            setCode('');
            setErrors({});
            codes.reset();
          }}
        >
          {t('login.phone.changeNumber')}
        </button>
      </div>
    </form>
  );
}

/** After a first sign-in by code: an optional password (at least 8 characters) for next time. */
function AddPhonePassword({ onFinish }: { onFinish(): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdatePhonePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = runChecks({ password: checkPhonePassword(password) });
    setErrors(found);
    if (found.password) return;
    update.mutate(
      { password },
      { onSuccess: onFinish, onError: (error) => setErrors(placeAccountError(error, ['password'])) },
    );
  };
  return (
    <form noValidate className="account-form" onSubmit={submit}>
      <StepHeading focusOnMount>{t('login.phone.addPasswordHeading')}</StepHeading>
      <p>{t('login.phone.addPasswordIntro')}</p>
      <TextField
        label={t('login.phone.newPassword')}
        type="password"
        autoComplete="new-password"
        revealable
        hint={t('login.phone.newPasswordHint')}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <FormError error={errors.form} />
      <SubmitButton pending={update.isPending}>{t('login.phone.savePassword')}</SubmitButton>
      <div className="form-links">
        <button type="button" className="button-link" onClick={onFinish}>
          {t('login.phone.skip')}
        </button>
      </div>
    </form>
  );
}

function PhonePasswordSignIn({
  phone,
  onPhoneChange,
  onFinish,
  onUseCode,
  onForgot,
}: PhoneFieldProps & { onFinish(): void; onUseCode(): void; onForgot(): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = usePhonePasswordLogin();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = runChecks({ phone: checkPhone(phone), password: checkRequired(password) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { phone: phone.trim(), password },
      { onSuccess: onFinish, onError: (error) => setErrors(placeAccountError(error, ['phone', 'password'])) },
    );
  };
  return (
    <form noValidate className="account-form" onSubmit={submit}>
      <StepHeading focusOnMount>{t('login.phone.signInHeading')}</StepHeading>
      <PhoneNumberField phone={phone} onPhoneChange={onPhoneChange} error={errors.phone} />
      <TextField
        label={t('login.phone.password')}
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <FormError error={errors.form} />
      <SubmitButton pending={login.isPending}>{t('login.phone.signIn')}</SubmitButton>
      <div className="form-links">
        <button type="button" className="button-link" onClick={onForgot}>
          {t('login.phone.forgot')}
        </button>
        <button type="button" className="button-link" onClick={onUseCode}>
          {t('login.phone.useCode')}
        </button>
      </div>
    </form>
  );
}

type ResetStep = 'number' | 'code' | 'password';

/** Forgotten phone password: a reset code to the number, then a new password, which also signs in. */
function PhonePasswordReset({
  phone,
  onPhoneChange,
  onFinish,
  onBack,
}: PhoneFieldProps & { onFinish(): void; onBack(): void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<ResetStep>('number');
  const [channel, setChannel] = useState<PhoneChannel>('sms');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resent, setResent] = useState(false);
  const codes = useCodeRequest('reset');
  const check = useCheckPhoneCode();
  const reset = usePhonePasswordReset();

  const send = (again: boolean) => {
    const found = runChecks({ phone: checkPhone(phone) });
    setErrors(found);
    setResent(false);
    if (found.phone) return;
    codes.request(phone, channel, {
      onSent: () => {
        setResent(again);
        setStep('code');
      },
      onError: (error) => setErrors(placeAccountError(error, ['phone'])),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!codes.sent) return;
    const found = runChecks({ code: checkCode(code) });
    setErrors(found);
    setResent(false);
    if (found.code) return;
    check.mutate(
      { phone: codes.sent.phone, code: code.trim(), purpose: 'reset' },
      {
        onSuccess: () => setStep('password'),
        onError: (error) => setErrors(placeAccountError(error, ['code'])),
      },
    );
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!codes.sent) return;
    const found = runChecks({ password: checkPhonePassword(password) });
    setErrors(found);
    if (found.password) return;
    reset.mutate(
      { phone: codes.sent.phone, code: code.trim(), password },
      { onSuccess: onFinish, onError: (error) => setErrors(placeAccountError(error, ['password'])) },
    );
  };

  const back = (
    <button type="button" className="button-link" onClick={onBack}>
      {t('login.forgot.back')}
    </button>
  );

  if (step === 'number' || !codes.sent) {
    return (
      <form
        noValidate
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          send(false);
        }}
      >
        <StepHeading focusOnMount>{t('login.phone.resetHeading')}</StepHeading>
        <p>{t('login.phone.resetIntro')}</p>
        <PhoneNumberField phone={phone} onPhoneChange={onPhoneChange} error={errors.phone} />
        <ChannelChoice value={channel} onChange={setChannel} />
        <FormError error={errors.form} />
        <SubmitButton pending={codes.pending}>{t('login.phone.sendCode')}</SubmitButton>
        <div className="form-links">{back}</div>
      </form>
    );
  }

  if (step === 'code') {
    return (
      <form noValidate className="account-form" onSubmit={submitCode}>
        <StepHeading focusOnMount>{t('login.phone.resetHeading')}</StepHeading>
        <CodeSentNote sent={codes.sent} />
        <CodeField
          label={t('login.code')}
          value={code}
          onValueChange={(v) => setCode(normalizeCode(v))}
          error={errors.code}
        />
        <FormError error={errors.form} />
        {resent && <FormNotice>{t('login.resent')}</FormNotice>}
        <SubmitButton pending={check.isPending}>{t('login.phone.checkCode')}</SubmitButton>
        <div className="form-links">
          <ResendButton remaining={codes.remaining} pending={codes.pending} onResend={() => send(true)} />
          {back}
        </div>
      </form>
    );
  }

  return (
    <form noValidate className="account-form" onSubmit={submitPassword}>
      <StepHeading focusOnMount>{t('login.phone.resetHeading')}</StepHeading>
      <TextField
        label={t('login.phone.newPassword')}
        type="password"
        autoComplete="new-password"
        revealable
        hint={t('login.phone.newPasswordHint')}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <FormError error={errors.form} />
      <SubmitButton pending={reset.isPending}>{t('login.phone.saveAndSignIn')}</SubmitButton>
      <div className="form-links">{back}</div>
    </form>
  );
}
