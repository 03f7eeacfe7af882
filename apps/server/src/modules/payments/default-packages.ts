import type { NewPackage } from './repo';

/**
 * What the shop sells out of the box, upserted by code at start-up (existing rows are never overwritten, so
 * prices changed in the database stay). Bonuses grow with the pack so the best one gives 20% extra, the top of
 * the spec's 'up to 20% extra' bubble (SHOP_EXTRA_PERCENT_MAX).
 */
export const DEFAULT_PACKAGES: NewPackage[] = [
  { code: 'pack-60', kind: 'pack', coins: 60, bonusCoins: 0, priceMinor: 99, sort: 10 },
  { code: 'pack-300', kind: 'pack', coins: 300, bonusCoins: 15, priceMinor: 499, sort: 20 },
  { code: 'pack-980', kind: 'pack', coins: 980, bonusCoins: 98, priceMinor: 1499, sort: 30 },
  { code: 'pack-1980', kind: 'pack', coins: 1980, bonusCoins: 297, priceMinor: 2999, sort: 40 },
  { code: 'pack-3000', kind: 'pack', coins: 3000, bonusCoins: 600, priceMinor: 3999, sort: 50 },
  { code: 'sub-week', kind: 'subscription', interval: 'week', coins: 500, priceMinor: 499, sort: 100 },
  { code: 'sub-month', kind: 'subscription', interval: 'month', coins: 2400, priceMinor: 1999, sort: 110 },
].map((p) => ({ currency: 'USD', ...p }));
