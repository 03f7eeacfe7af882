import type { MatchQuota } from '@mingle/protocol';
import { utcDayStart } from '../friends/day';

export interface MatchLimits {
  /** Free matches a user is shown each UTC day (VIP: unlimited). */
  freePerDay: number;
  /** Matches anyone, VIP included, is shown each UTC day. */
  dailyLimit: number;
}

/** The next UTC midnight: when the day's counters start again. */
export function nextResetAt(now: Date): number {
  return utcDayStart(now).getTime() + 86_400_000;
}

/** The quota as globalconf and the matching answer show it. Every shown match counts, filtered ones too. */
export function quotaOf(shownToday: number, vip: boolean, limits: MatchLimits, now: Date): MatchQuota {
  return {
    freePerDay: limits.freePerDay,
    remaining: vip ? null : Math.max(0, limits.freePerDay - shownToday),
    resetAt: nextResetAt(now),
    vip,
  };
}

/** Why the user may not be shown another match today, if anything stops them. */
export function quotaRefusal(
  shownToday: number,
  vip: boolean,
  limits: MatchLimits,
): 'daily_limit' | 'quota_used' | null {
  if (shownToday >= limits.dailyLimit) return 'daily_limit';
  if (!vip && shownToday >= limits.freePerDay) return 'quota_used';
  return null;
}
