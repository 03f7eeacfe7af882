import type { PhoneChannel, PhoneCodePurpose, SendCodeAnswer } from '@mingle/protocol';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, RadioGroup, TextField } from '../../components/form-fields';
import { StepHeading, SubmitButton, useCountdown, type FieldErrors } from '../accounts/form-kit';
import { checkCode, checkPhone, checkPhonePassword, checkRequired } from '../accounts/validation';
import { CodeEntryStep, PasswordField, useAccountForm, useSteps } from './account-steps';
import {
  useCheckPhoneCode,
  usePhoneCodeLogin,
  usePhonePasswordLogin,
  usePhonePasswordReset,
  useSendPhoneCode,
  useUpdatePassword,
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
  const { step, moved, go } = useSteps<PhoneMode>('code');
  const [phone, setPhone] = useState('');
  switch (step) {
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

/**
 * The "send a code" half of a phone step: the channel, the phone check, the call, and what the server said about
 * it (the number as E.164, channel, resend wait). Sign-in and reset share it.
 */
function usePhoneCode(purpose: PhoneCodePurpose, form: ReturnType<typeof useAccountForm>) {
  const send = useSendPhoneCode();
  const countdown = useCountdown();
  const [channel, setChannel] = useState<PhoneChannel>('sms');
  const [sent, setSent] = useState<SendCodeAnswer | null>(null);
  const [resent, setResent] = useState(false);
  const request = (phone: string, again: boolean, onSent?: () => void) => {
    setResent(false);
    if (!form.passes({ phone: checkPhone(phone) })) return;
    send.mutate(
      { phone: phone.trim(), channel, purpose },
      {
        onSuccess: (answer) => {
          setSent(answer);
          countdown.start(answer.resendInSeconds);
          setResent(again);
          onSent?.();
        },
        onError: form.failOn(['phone']),
      },
    );
  };
  /** Checks the typed code before `call` sends it with the number it went to. */
  const withCode = (code: string, call: (sentTo: SendCodeAnswer) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    setResent(false);
    if (!form.passes({ code: checkCode(code) })) return;
    call(sent);
  };
  return {
    channel,
    setChannel,
    request,
    withCode,
    sent,
    resent,
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
  const [code, setCode] = useState('');
  const form = useAccountForm();
  const [askPassword, setAskPassword] = useState(false);
  const codes = usePhoneCode('login', form);
  const login = usePhoneCodeLogin();

  const submitCode = codes.withCode(code, (sent) =>
    login.mutate(
      { phone: sent.phone, code: code.trim() },
      {
        // A first sign-in by code may add a password; someone who has one is done.
        onSuccess: (result) => (result.hasPhonePassword ? onFinish() : setAskPassword(true)),
        onError: form.failOn(['code']),
      },
    ),
  );

  if (askPassword) return <AddPhonePassword onFinish={onFinish} />;

  if (!codes.sent) {
    return (
      <PhoneNumberStep
        heading={<StepHeading focusOnMount={focus}>{t('login.phone.signInHeading')}</StepHeading>}
        phone={phone}
        onPhoneChange={onPhoneChange}
        codes={codes}
        errors={form.errors}
        links={
          <button type="button" className="button-link" onClick={onUsePassword}>
            {t('login.phone.usePassword')}
          </button>
        }
      />
    );
  }

  return (
    <CodeEntryStep
      heading={t('login.phone.signInHeading')}
      intro={<CodeSentNote sent={codes.sent} />}
      code={code}
      onCodeChange={setCode}
      errors={form.errors}
      resent={codes.resent}
      submitLabel={t('login.phone.signIn')}
      pending={login.isPending}
      onSubmit={submitCode}
      resend={{
        remaining: codes.remaining,
        pending: codes.pending,
        onResend: () => codes.request(phone, true),
      }}
      links={
        <button
          type="button"
          className="button-link"
          onClick={() => {
            setCode('');
            form.clear();
            codes.reset();
          }}
        >
          {t('login.phone.changeNumber')}
        </button>
      }
    />
  );
}

/** The number and channel to send a code to, the first step of sign-in by code and of a password reset. */
function PhoneNumberStep({
  heading,
  intro,
  phone,
  onPhoneChange,
  codes,
  errors,
  onSent,
  links,
}: PhoneFieldProps & {
  heading: ReactNode;
  intro?: ReactNode;
  codes: ReturnType<typeof usePhoneCode>;
  errors: FieldErrors;
  onSent?: () => void;
  links: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      className="account-form"
      onSubmit={(event) => {
        event.preventDefault();
        codes.request(phone, false, onSent);
      }}
    >
      {heading}
      {intro}
      <PhoneNumberField phone={phone} onPhoneChange={onPhoneChange} error={errors.phone} />
      <ChannelChoice value={codes.channel} onChange={codes.setChannel} />
      <FormError error={errors.form} />
      <SubmitButton pending={codes.pending}>{t('login.phone.sendCode')}</SubmitButton>
      <div className="form-links">{links}</div>
    </form>
  );
}

/** A new phone password (at least 8 characters): added after a first sign-in by code, or chosen in a reset. */
function NewPhonePasswordForm({
  heading,
  intro,
  submitLabel,
  save,
  pending,
  links,
  form,
}: {
  heading: string;
  intro?: ReactNode;
  submitLabel: string;
  save(password: string): void;
  pending: boolean;
  links: ReactNode;
  form: ReturnType<typeof useAccountForm>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.passes({ password: checkPhonePassword(password) })) save(password);
  };
  return (
    <form noValidate className="account-form" onSubmit={submit}>
      <StepHeading focusOnMount>{heading}</StepHeading>
      {intro}
      <PasswordField
        label={t('login.phone.newPassword')}
        rule="phone"
        value={password}
        onValueChange={setPassword}
        error={form.errors.password}
      />
      <FormError error={form.errors.form} />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      <div className="form-links">{links}</div>
    </form>
  );
}

/** After a first sign-in by code: an optional password (at least 8 characters) for next time. */
function AddPhonePassword({ onFinish }: { onFinish(): void }) {
  const { t } = useTranslation();
  const form = useAccountForm();
  const update = useUpdatePassword('phone');
  return (
    <NewPhonePasswordForm
      form={form}
      heading={t('login.phone.addPasswordHeading')}
      intro={<p>{t('login.phone.addPasswordIntro')}</p>}
      submitLabel={t('login.phone.savePassword')}
      pending={update.isPending}
      save={(password) =>
        update.mutate({ password }, { onSuccess: onFinish, onError: form.failOn(['password']) })
      }
      links={
        <button type="button" className="button-link" onClick={onFinish}>
          {t('login.phone.skip')}
        </button>
      }
    />
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
  const form = useAccountForm();
  const login = usePhonePasswordLogin();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.passes({ phone: checkPhone(phone), password: checkRequired(password) })) return;
    login.mutate(
      { phone: phone.trim(), password },
      { onSuccess: onFinish, onError: form.failOn(['phone', 'password']) },
    );
  };
  return (
    <form noValidate className="account-form" onSubmit={submit}>
      <StepHeading focusOnMount>{t('login.phone.signInHeading')}</StepHeading>
      <PhoneNumberField phone={phone} onPhoneChange={onPhoneChange} error={form.errors.phone} />
      <PasswordField
        label={t('login.phone.password')}
        value={password}
        onValueChange={setPassword}
        error={form.errors.password}
      />
      <FormError error={form.errors.form} />
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
  const [code, setCode] = useState('');
  const form = useAccountForm();
  const codes = usePhoneCode('reset', form);
  const check = useCheckPhoneCode();
  const reset = usePhonePasswordReset();

  const submitCode = codes.withCode(code, (sent) =>
    check.mutate(
      { phone: sent.phone, code: code.trim(), purpose: 'reset' },
      { onSuccess: () => setStep('password'), onError: form.failOn(['code']) },
    ),
  );

  const back = (
    <button type="button" className="button-link" onClick={onBack}>
      {t('login.forgot.back')}
    </button>
  );

  if (step === 'number' || !codes.sent) {
    return (
      <PhoneNumberStep
        heading={<StepHeading focusOnMount>{t('login.phone.resetHeading')}</StepHeading>}
        intro={<p>{t('login.phone.resetIntro')}</p>}
        phone={phone}
        onPhoneChange={onPhoneChange}
        codes={codes}
        errors={form.errors}
        onSent={() => setStep('code')}
        links={back}
      />
    );
  }

  if (step === 'code') {
    return (
      <CodeEntryStep
        heading={t('login.phone.resetHeading')}
        intro={<CodeSentNote sent={codes.sent} />}
        code={code}
        onCodeChange={setCode}
        errors={form.errors}
        resent={codes.resent}
        submitLabel={t('login.phone.checkCode')}
        pending={check.isPending}
        onSubmit={submitCode}
        resend={{
          remaining: codes.remaining,
          pending: codes.pending,
          onResend: () => codes.request(phone, true, () => setStep('code')),
        }}
        links={back}
      />
    );
  }

  const sentTo = codes.sent.phone;
  return (
    <NewPhonePasswordForm
      form={form}
      heading={t('login.phone.resetHeading')}
      submitLabel={t('login.phone.saveAndSignIn')}
      pending={reset.isPending}
      save={(password) =>
        reset.mutate(
          { phone: sentTo, code: code.trim(), password },
          { onSuccess: onFinish, onError: form.failOn(['password']) },
        )
      }
      links={back}
    />
  );
}
