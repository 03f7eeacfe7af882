import { describe, expect, it } from 'vitest';
import {
  billingProblem,
  CardCode,
  isCardExpired,
  isLuhnValid,
  isMobileNumber,
  parseCardExpiry,
} from './cards';

describe('card rules', () => {
  it('checks the Luhn sum', () => {
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(true);
    expect(isLuhnValid('5555-5555-5555-4444')).toBe(true);
    expect(isLuhnValid('4242 4242 4242 4241')).toBe(false);
    expect(isLuhnValid('4242')).toBe(false);
    expect(isLuhnValid('4242 4242 4242 424a')).toBe(false);
  });

  it('treats a card as valid through the last day of its month', () => {
    const now = new Date('2026-11-30T23:00:00Z');
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(12, 2025, now)).toBe(true);
  });

  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('04/29')).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseCardExpiry(' 4 / 2031 ')).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseCardExpiry('13/29')).toBeNull();
    expect(parseCardExpiry('0429')).toBeNull();
  });

  it('names the first wrong billing field in form order', () => {
    const ok = { holderName: 'Ann Lee', billingEmail: 'ann@example.com', mobile: '+49 151 2345678' };
    expect(billingProblem(ok)).toBeNull();
    expect(billingProblem({ ...ok, holderName: 'Ann', billingEmail: 'x' })).toBe(CardCode.NAME_REQUIRED);
    expect(billingProblem({ ...ok, holderName: 'José Ñúñez' })).toBeNull();
    expect(billingProblem({ ...ok, billingEmail: 'ann@example' })).toBe(CardCode.EMAIL_INVALID);
    expect(billingProblem({ ...ok, mobile: '123' })).toBe(CardCode.MOBILE_INVALID);
    expect(isMobileNumber('(030) 1234-5678')).toBe(true);
    expect(isMobileNumber('+1 555 CALL ME')).toBe(false);
  });
});
