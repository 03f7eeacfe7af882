import { describe, expect, it } from 'vitest';
import { nextResetAt, quotaOf, quotaRefusal } from './quota';

const limits = { freePerDay: 3, dailyLimit: 10 };

describe('match quota', () => {
  it('resets at the next UTC midnight, whatever the time of day', () => {
    expect(nextResetAt(new Date('2026-03-01T00:00:00Z'))).toBe(Date.parse('2026-03-02T00:00:00Z'));
    expect(nextResetAt(new Date('2026-03-01T23:59:59.999Z'))).toBe(Date.parse('2026-03-02T00:00:00Z'));
    expect(nextResetAt(new Date('2026-12-31T12:00:00Z'))).toBe(Date.parse('2027-01-01T00:00:00Z'));
  });

  it('counts down the free matches and never below zero; VIP has no count', () => {
    const now = new Date('2026-03-01T10:00:00Z');
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
