import { describe, expect, it } from 'vitest';
import { quotaOf, quotaRefusal } from './quota';

const limits = { freePerDay: 3, dailyLimit: 10 };

describe('match quota', () => {
  it('counts down the free matches and never below zero; VIP has no count', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    const resetAt = Date.parse('2026-03-02T00:00:00Z');
    expect(quotaOf(1, false, limits, now)).toEqual({ freePerDay: 3, remaining: 2, resetAt, vip: false });
    expect(quotaOf(5, false, limits, now).remaining).toBe(0);
    expect(quotaOf(5, true, limits, now)).toEqual({ freePerDay: 3, remaining: null, resetAt, vip: true });
  });

  it('refuses at the free quota, and everyone at the daily cap', () => {
    expect(quotaRefusal(2, false, limits)).toBeNull();
    expect(quotaRefusal(3, false, limits)).toBe('quota_used');
    expect(quotaRefusal(3, true, limits)).toBeNull();
    expect(quotaRefusal(9, true, limits)).toBeNull();
    expect(quotaRefusal(10, true, limits)).toBe('daily_limit');
    expect(quotaRefusal(10, false, limits)).toBe('daily_limit');
  });
});
