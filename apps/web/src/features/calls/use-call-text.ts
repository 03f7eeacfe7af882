import { formatCallDuration } from '@mingle/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorKey } from './call-errors';
import type { CallFailure } from './call-store';

/** The text of a refused call request: ours for the call and coin codes, the server's otherwise. */
export function useCallFailureText(): (failure: CallFailure) => string {
  const { t } = useTranslation('calls');
  const { t: tBase } = useTranslation('base');
  return (failure) => {
    const key = callErrorKey(failure);
    if (key) return t(key);
    return failure.msg || tBase('errors.generic');
  };
}

/**
 * The running length of a call in the spec §9 format (mm:ss, HH:mm:ss from an hour), from the local moment
 * media started to flow; null before that. Re-read from the clock every second.
 */
export function useCallDuration(since: number | null, now: () => number = Date.now): string | null {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setTicks((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? null : formatCallDuration((now() - since) / 1000);
}
