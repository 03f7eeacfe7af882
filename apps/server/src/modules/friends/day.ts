/** Day counters reset at UTC midnight (spec §4 day counters, §9 'tasks reset daily at UTC 0:00'). */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** 'YYYY-MM-DD' of the UTC day, for counter keys. */
export function utcDayKey(now: Date): string {
  return utcDayStart(now).toISOString().slice(0, 10);
}

/** Milliseconds until the next UTC midnight (a day counter's time to live), plus an hour of slack. */
export function msUntilNextUtcDay(now: Date): number {
  return utcDayStart(now).getTime() + 25 * 3_600_000 - now.getTime();
}
