import { ROUTE_LANGUAGE_PREFIXES } from '../tables/route-prefixes';

/**
 * The discount-coin page (spec §2.3 "discount-coin iframe"): our own page showing the running limited-time
 * offer, opened inside the offer's pop-up in an iframe. It is the one page that a frame may show, and only a
 * frame of our own origin: the server relaxes frame-ancestors to 'self' for it (every other page: 'none').
 */
export const DISCOUNT_COINS_PAGE = '/discountCoins';

/** Whether a request path (with or without a language prefix, query ignored) is the discount-coin page. */
export function isDiscountCoinsPath(url: string): boolean {
  const pathname = url.split('?')[0]?.replace(/\/+$/, '') ?? '';
  if (pathname === DISCOUNT_COINS_PAGE) return true;
  return ROUTE_LANGUAGE_PREFIXES.some((prefix) => pathname === `/${prefix}${DISCOUNT_COINS_PAGE}`);
}
