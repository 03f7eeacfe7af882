import { formatCallDuration } from '@mingle/protocol';
import { useEffect, useState } from 'react';
import { useCatalogueTexts } from '../../components/use-catalogue-text';
import { answerMessage } from '../../lib/error-catalogue';
import type { CallFailure } from './call-store';

/**
 * The text of a refused call request: the answer code's text in the language shown (the shared 'codes'
 * namespace), the server's words only for a code this build does not know, else the general apology.
 */
export function useCallFailureText(): (failure: CallFailure) => string {
  const texts = useCatalogueTexts();
  return (failure) => texts(answerMessage(failure.code, failure.msg));
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
