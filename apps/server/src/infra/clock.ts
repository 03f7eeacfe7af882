/**
 * Where the server's time comes from. Every rule that reads the time (day counters, ban and lock ends, refund
 * windows, call deadlines, timestamps' freshness) and every timer asks the one Clock built by the composition
 * root, so tests swap in a ManualClock (infra/manual-clock.ts) and move time instead of waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** now() as a Date. */
  date(): Date;
  /**
   * Runs `run` once after `ms`. The system clock never lets such a timer keep the process alive (shutdown
   * clears them instead); a promise `run` returns is awaited by ManualClock.advance.
   */
  setTimeout(run: () => unknown, ms: number): TimerHandle;
  clearTimeout(timer: TimerHandle): void;
}

declare const timerBrand: unique symbol;
/** A timer of one clock; only that clock's clearTimeout understands it. */
export type TimerHandle = { readonly [timerBrand]: true };

/** The real time and Node's timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  date: () => new Date(),
  setTimeout(run, ms) {
    const timer = setTimeout(() => void run(), ms);
    timer.unref();
    return timer as unknown as TimerHandle;
  },
  clearTimeout(timer) {
    clearTimeout(timer as unknown as NodeJS.Timeout);
  },
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// The day rule: every day counter (free matches, say hi, friend additions, notices, SMS caps) resets at
// 0:00 UTC (spec §4 day counters, §9 'tasks reset daily at UTC 0:00'), whatever the user's time zone.

/** The start (0:00 UTC) of the UTC day that `ms` falls in. */
export function utcDayStart(ms: number): number {
  return ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The next 0:00 UTC after `ms`: when the day's counters start again. */
export function nextUtcMidnight(ms: number): number {
  return utcDayStart(ms) + DAY_MS;
}

/** 'YYYY-MM-DD' of the UTC day that `ms` falls in, for counter keys. */
export function utcDayOf(ms: number): string {
  return new Date(utcDayStart(ms)).toISOString().slice(0, 10);
}

/**
 * How long a counter keyed by utcDayOf(ms) must live: to the next UTC midnight, plus an hour of slack so that a
 * node whose clock runs a little behind still finds it.
 */
export function dayCounterTtlMs(ms: number): number {
  return nextUtcMidnight(ms) + HOUR_MS - ms;
}
