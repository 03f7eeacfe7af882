import type { CoinPackage, PackagesAnswer } from '@mingle/protocol';

/** What the discount page asks of the page that framed it: check out this package (the normal flow). */
export const DISCOUNT_CHECKOUT_MESSAGE = 'mingle:discount-checkout';

export interface DiscountCheckoutMessage {
  type: typeof DISCOUNT_CHECKOUT_MESSAGE;
  packageId: number;
}

export function isDiscountCheckoutMessage(data: unknown): data is DiscountCheckoutMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<DiscountCheckoutMessage>;
  return message.type === DISCOUNT_CHECKOUT_MESSAGE && typeof message.packageId === 'number';
}

/** The running limited-time offer of the packages answer (the soonest to end), with its package; or null. */
export function runningOffer(
  answer: PackagesAnswer | undefined,
): { pack: CoinPackage; endsAt: string } | null {
  const offer = answer?.offer;
  if (!offer) return null;
  const pack = answer.packs.find((p) => p.id === offer.packageId);
  return pack?.offer ? { pack, endsAt: offer.endsAt } : null;
}
