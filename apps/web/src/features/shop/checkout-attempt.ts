import { Code, PaymentCode } from '@mingle/protocol';
import { ApiError } from '../../lib/api-client';
import { randomHex } from '../../lib/random';

/** sessionStorage, one entry per package: the tab's attempt to buy it. */
const STORAGE_PREFIX = 'shop.checkoutAttempt.';

/** What a checkout attempt buys, besides its package: another method or card is another purchase. */
export interface AttemptPurchase {
  methodId: string;
  savedCardId: number | null;
}

interface StoredAttempt extends AttemptPurchase {
  key: string;
}

type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: AttemptStorage, packageId: number): StoredAttempt | null {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_PREFIX + packageId) ?? 'null') as StoredAttempt | null;
    return typeof parsed?.key === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The idempotency key of the tab's checkout attempt for a package (docs/decisions/019-idempotent-orders.md).
 * Made when the user starts paying for it and kept in sessionStorage, so that a retry after a lost answer, a
 * second click and a reload of the pay page all send the same key and the server makes one order of them. A
 * different method or card starts a new attempt: the server would refuse the old key for it.
 */
export function checkoutAttemptKey(
  packageId: number,
  purchase: AttemptPurchase,
  storage: AttemptStorage = sessionStorage,
): string {
  const stored = read(storage, packageId);
  if (stored && stored.methodId === purchase.methodId && stored.savedCardId === purchase.savedCardId) {
    return stored.key;
  }
  const key = randomHex(16);
  try {
    storage.setItem(STORAGE_PREFIX + packageId, JSON.stringify({ key, ...purchase } satisfies StoredAttempt));
  } catch {
    // Storage full or switched off: the key still covers this page's retries, only not a reload.
  }
  return key;
}

/** The attempt has its answer (its order, or a refusal): the next Pay is a new attempt with a new key. */
export function endCheckoutAttempt(packageId: number, storage: AttemptStorage = sessionStorage): void {
  try {
    storage.removeItem(STORAGE_PREFIX + packageId);
  } catch {
    // Nothing was kept, so nothing lingers.
  }
}

/** Answers after which an order may exist that the answer did not tell about. */
const UNKNOWN_OUTCOME_CODES: readonly number[] = [
  PaymentCode.ORDER_IN_PROGRESS,
  Code.INTERNAL,
  // Made by the client when an answer could not be read: the order may well have been made.
  Code.DATA_INVALID,
];

/**
 * Whether a failed order request may have made an order the answer did not tell about: no answer at all (the
 * network, a time-out, an HTTP error, the session), an unreadable or internal one, or 'still being set up'.
 * Then the attempt goes on, and its retry asks with the same key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'answer') return true;
  return error.code !== null && UNKNOWN_OUTCOME_CODES.includes(error.code);
}
