import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `endsAt` (ms epoch), never negative; a started second counts as left. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** 'HH:MM:SS' for a countdown, with days in front once it is a day or more ('2d 03:04:05'). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${String(days)}d ${clock}` : clock;
}

/**
 * Seconds left until `endsAt` (ms epoch), updated every second by itself; null while there is no end. The
 * value is read from the clock on every tick rather than decremented, so a throttled background tab does not
 * fall behind.
 */
export function useCountdown(endsAt: number | null, now: () => number = Date.now): number | null {
  // Only a re-render is needed each second; the value itself always comes from the clock.
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      setTicks((n) => n + 1);
      if (secondsUntil(endsAt, now()) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);
  return endsAt === null ? null : secondsUntil(endsAt, now());
}
