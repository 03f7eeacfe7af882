import type { PayStatus } from '@mingle/protocol';
import { usePopupStore } from '../../app/popup-store';
import { ApiError } from '../../lib/api-client';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useSessionStore } from '../session/store';

/**
 * For a beforeEach: the shop pages are for signed-in users (user 9), and with the age gate and the cookie notice
 * already answered neither covers the page under test; no pop-up is left over from the test before.
 */
export function signInToShop(): void {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
  useSessionStore.getState().signIn(9, 'tok');
}

/** A fake server's answer to a path it was not given: the API's not-found, so an unexpected request shows. */
export function notFound(path: string): never {
  throw new ApiError('answer', 10404, `Not found: ${path}`, 404);
}

/** The pay status of a user who has never paid and still gets the first-purchase bonus. */
export function fakePayStatus(overrides: Partial<PayStatus> = {}): PayStatus {
  return {
    isPay: false,
    isVip: false,
    vipSince: null,
    firstPaidAt: null,
    firstPurchaseBonus: { coins: 100, eligible: true },
    subscriptionRenewsAt: null,
    ...overrides,
  };
}
