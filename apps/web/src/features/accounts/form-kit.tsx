import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountField, FormMessage } from './account-errors';

export type FieldErrors = Partial<Record<AccountField, FormMessage>>;

/**
 * A countdown for "send a new code": the seconds left, and start(seconds). It ticks only while it runs.
 */
export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, []);
  return { remaining: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}

interface ResendButtonProps {
  remaining: number;
  pending: boolean;
  onResend(): void;
}

/** Disabled with the seconds left while the countdown runs, so the wait is visible rather than a dead button. */
export function ResendButton({ remaining, pending, onResend }: ResendButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button-link"
      disabled={remaining > 0 || pending}
      aria-live="polite"
      onClick={onResend}
    >
      {remaining > 0 ? t('login.resendIn', { seconds: remaining }) : t('login.resend')}
    </button>
  );
}

interface StepHeadingProps {
  children: ReactNode;
  /** Moves focus here when a step replaces another, so keyboard and screen-reader users land on it. */
  focusOnMount?: boolean;
}

export function StepHeading({ children, focusOnMount = false }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h3 className="step-heading" tabIndex={-1} ref={ref}>
      {children}
    </h3>
  );
}

/** The submit button of a form, busy while its call runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button-primary form-submit"
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? t('login.working') : children}
    </button>
  );
}
