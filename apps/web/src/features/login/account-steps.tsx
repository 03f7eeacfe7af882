import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, FormError, FormNotice, TextField } from '../../components/form-fields';
import { placeAccountError, type AccountField } from '../accounts/account-errors';
import { ResendButton, StepHeading, SubmitButton, type FieldErrors } from '../accounts/form-kit';
import { normalizeCode, runChecks, type Check } from '../accounts/validation';

/**
 * The errors of one account form: client checks first, then the server's answer code placed next to the input it
 * concerns. Every login and settings form follows these two steps, so they live here once.
 */
export function useAccountForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    clear: () => setErrors({}),
    /** Shows what the checks found; true when there is nothing, so the call may go out. */
    passes: <F extends AccountField>(checks: Record<F, Check>) => {
      const found = runChecks(checks);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    /** An onError handler: the answer goes next to one of `fields`, or above the buttons. */
    failOn:
      (fields: readonly AccountField[], overrides?: Readonly<Partial<Record<number, AccountField>>>) =>
      (error: unknown) =>
        setErrors(placeAccountError(error, fields, overrides)),
  };
}

interface PasswordFieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error: FieldErrors['password'];
  /**
   * Set for a password being chosen: its length rule is shown as the hint (e-mail and phone passwords differ,
   * spec §4 and §5) and password managers are told to suggest a new one.
   */
  rule?: 'email' | 'phone';
}

/** A password input with show/hide and its validation message right below it. */
export function PasswordField({ label, value, onValueChange, error, rule }: PasswordFieldProps) {
  const { t } = useTranslation();
  const hint =
    rule === 'email'
      ? t('login.signUp.passwordHint')
      : rule === 'phone'
        ? t('login.phone.newPasswordHint')
        : undefined;
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={rule ? 'new-password' : 'current-password'}
      revealable
      hint={hint}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}

/** The "Code" input of every code step; whatever is typed or pasted is kept to its digits. */
export function CodeInput({
  code,
  onCodeChange,
  error,
}: {
  code: string;
  onCodeChange(code: string): void;
  error: FieldErrors['code'];
}) {
  const { t } = useTranslation();
  return (
    <CodeField
      label={t('login.code')}
      value={code}
      onValueChange={(v) => onCodeChange(normalizeCode(v))}
      error={error}
    />
  );
}

interface CodeEntryStepProps {
  heading: string;
  /** What was sent where (and, in a multi-step flow, the progress line). */
  intro: ReactNode;
  code: string;
  onCodeChange(code: string): void;
  errors: FieldErrors;
  /** True right after "send a new code" worked, so the person knows a new one is on its way. */
  resent: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit(event: FormEvent): void;
  resend: { remaining: number; pending: boolean; onResend(): void };
  /** The step's other way out (later, back, change number), beside the resend button. */
  links: ReactNode;
}

/** A step that asks for a code that was sent by mail, SMS or WhatsApp, with a resend countdown. */
export function CodeEntryStep({
  heading,
  intro,
  code,
  onCodeChange,
  errors,
  resent,
  submitLabel,
  pending,
  onSubmit,
  resend,
  links,
}: CodeEntryStepProps) {
  const { t } = useTranslation();
  return (
    <form noValidate className="account-form" onSubmit={onSubmit}>
      <StepHeading focusOnMount>{heading}</StepHeading>
      {intro}
      <CodeInput code={code} onCodeChange={onCodeChange} error={errors.code} />
      <FormError error={errors.form} />
      {resent && <FormNotice>{t('login.resent')}</FormNotice>}
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      <div className="form-links">
        <ResendButton {...resend} />
        {links}
      </div>
    </form>
  );
}

/**
 * The step a login tab shows. `moved` turns true at the first change of step: from then on the new step's heading
 * takes focus, while the tab's first step, shown when the pop-up opens, leaves focus where the dialog put it.
 */
export function useSteps<S extends string>(first: S) {
  const [step, setStep] = useState<S>(first);
  const [moved, setMoved] = useState(false);
  const go = (next: S) => {
    setMoved(true);
    setStep(next);
  };
  return { step, moved, go };
}
