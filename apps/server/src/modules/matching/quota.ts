import type { MatchQuota } from '@mingle/protocol';
import { nextUtcMidnight } from '../../infra/clock';

export interface MatchLimits {
  /** Free matches a user is shown each UTC day (VIP: unlimited). */
  freePerDay: number;
  /** Matches anyone, VIP included, is shown each UTC day. */
  dailyLimit: number;
}

/**
 * The quota as globalconf and the matching answer show it (`now` in epoch ms). Every shown match counts,
 * filtered ones too; the count starts again at the next UTC midnight.
 */
export function quotaOf(shownToday: number, vip: boolean, limits: MatchLimits, now: number): MatchQuota {
  return {
    freePerDay: limits.freePerDay,
    remaining: vip ? null : Math.max(0, limits.freePerDay - shownToday),
    resetAt: nextUtcMidnight(now),
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
