import { Code, PaymentCode } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { checkoutAttemptKey, endCheckoutAttempt, outcomeUnknown } from './checkout-attempt';

/** A tab's sessionStorage of its own, so that the cases below do not share attempts. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const card = { methodId: 'card', savedCardId: null };

describe('checkout attempts', () => {
  it('keeps one key per package until the attempt ends', () => {
    const tab = tabStorage();
    const key = checkoutAttemptKey(2, card, tab);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(checkoutAttemptKey(2, card, tab)).toBe(key);
    // Another package is another attempt, which leaves this one alone.
    expect(checkoutAttemptKey(3, card, tab)).not.toBe(key);
    expect(checkoutAttemptKey(2, card, tab)).toBe(key);

    endCheckoutAttempt(2, tab);
    expect(checkoutAttemptKey(2, card, tab)).not.toBe(key);
  });

  it('starts a new attempt for another method or saved card, which the old key would be refused for', () => {
    const tab = tabStorage();
    const key = checkoutAttemptKey(2, card, tab);
    const savedCard = checkoutAttemptKey(2, { methodId: 'card', savedCardId: 31 }, tab);
    expect(savedCard).not.toBe(key);
    expect(checkoutAttemptKey(2, { methodId: 'redirect', savedCardId: null }, tab)).not.toBe(savedCard);
  });

  it('still gives a key when the tab keeps nothing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(checkoutAttemptKey(2, card, broken)).toMatch(/^[0-9a-f]{32}$/);
    expect(() => endCheckoutAttempt(2, broken)).not.toThrow();
  });

  it('goes on after an answer that may hide an order, and ends after one that tells the outcome', () => {
    const answer = (code: number) => new ApiError('answer', code, `code ${code}`, 200);
    expect(outcomeUnknown(new ApiError('timeout', null, 'request timed out after 50000 ms'))).toBe(true);
    expect(outcomeUnknown(new ApiError('network', null, 'Failed to fetch'))).toBe(true);
    expect(outcomeUnknown(new ApiError('http', null, 'HTTP 502', 502))).toBe(true);
    expect(outcomeUnknown(answer(PaymentCode.ORDER_IN_PROGRESS))).toBe(true);
    expect(outcomeUnknown(answer(Code.INTERNAL))).toBe(true);
    expect(outcomeUnknown(answer(PaymentCode.PURCHASE_FAILED))).toBe(false);
    expect(outcomeUnknown(answer(PaymentCode.IDEMPOTENCY_CONFLICT))).toBe(false);
    expect(outcomeUnknown(answer(PaymentCode.OFFER_EXPIRED))).toBe(false);
  });
});
