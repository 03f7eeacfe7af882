import { randomInt } from 'node:crypto';
import {
  currencyMark,
  PaymentCode,
  type AdminOfferBody,
  type CoinPackage,
  type MethodsAnswer,
  type PackagesAnswer,
} from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import type { CoinPackageRow } from '../../infra/db/schema';
import type { PaymentProvider } from '../../infra/payments/payment-provider';
import { DEFAULT_PACKAGES } from './default-packages';
import { PaymentError } from './errors';
import { firstPurchaseBonusOf } from './pay-status';
import type { PaymentsRepo } from './repo';

/** The end of a running offer, or null when the package has none or it is over. */
function runningOfferEnd(row: CoinPackageRow, now: Date): Date | null {
  return row.offerEndsAt !== null && row.offerEndsAt.getTime() > now.getTime() ? row.offerEndsAt : null;
}

export function isOfferRunning(row: CoinPackageRow, now: Date): boolean {
  return runningOfferEnd(row, now) !== null;
}

/** The price and coins of a package as sold now (a running offer applies its discount or extra coins). */
export function effectiveTerms(row: CoinPackageRow, now: Date) {
  const offer = runningOfferEnd(row, now);
  const priceMinor = offer
    ? Math.max(1, Math.round((row.priceMinor * (100 - row.offerDiscountPercent)) / 100))
    : row.priceMinor;
  const bonusCoins = row.bonusCoins + (offer ? row.offerExtraCoins : 0);
  return { priceMinor, bonusCoins, offer };
}

export function itemNameOf(row: CoinPackageRow): string {
  if (row.kind === 'subscription') return row.interval === 'week' ? 'Weekly coins' : 'Monthly coins';
  return `${row.coins} coins`;
}

function packageOf(row: CoinPackageRow, now: Date): CoinPackage {
  const { priceMinor, bonusCoins, offer } = effectiveTerms(row, now);
  return {
    id: row.id,
    kind: row.kind as CoinPackage['kind'],
    interval: (row.interval as CoinPackage['interval']) ?? null,
    coins: row.coins,
    bonusCoins,
    totalCoins: row.coins + bonusCoins,
    extraPercent: Math.floor((bonusCoins * 100) / row.coins),
    priceMinor,
    currency: row.currency,
    currencyMark: currencyMark(row.currency),
    itemName: itemNameOf(row),
    offer: offer
      ? {
          endsAt: offer.toISOString(),
          discountPercent: row.offerDiscountPercent,
          extraCoins: row.offerExtraCoins,
          regularPriceMinor: row.priceMinor,
        }
      : null,
  };
}

/** Packages on sale: an offer package is on sale only until its end, then it is gone. */
function onSale(rows: CoinPackageRow[], now: Date): CoinPackageRow[] {
  return rows.filter((r) => r.offerEndsAt === null || isOfferRunning(r, now));
}

/**
 * What the shop sells and at which terms: the seeded packages, limited-time offers (sold only until their end)
 * and the provider's payment methods. The terms functions above are the one place a price is worked out, so
 * the shop shows exactly what checkout charges.
 */
export class Catalogue {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  async ensureDefaultPackages(): Promise<void> {
    await this.repo.insertMissingPackages(DEFAULT_PACKAGES);
  }

  async packages(userId: number): Promise<PackagesAnswer> {
    const now = this.clock.date();
    const rows = onSale(await this.repo.activePackages(), now);
    const all = rows.map((r) => packageOf(r, now));
    const packs = all.filter((p) => p.kind === 'pack');
    const offers = rows
      .flatMap((r) => {
        const endsAt = runningOfferEnd(r, now);
        return endsAt ? [{ id: r.id, endsAt }] : [];
      })
      .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
    return {
      packs,
      subscriptions: all.filter((p) => p.kind === 'subscription'),
      upToExtraPercent: Math.max(0, ...packs.map((p) => p.extraPercent)),
      firstPurchaseBonus: firstPurchaseBonusOf(await this.repo.payStatus(userId)),
      offer: offers[0] ? { packageId: offers[0].id, endsAt: offers[0].endsAt.toISOString() } : null,
      serverTime: now.toISOString(),
    };
  }

  methods(): MethodsAnswer {
    return { provider: this.provider.name, methods: this.provider.methods() };
  }

  /** Admin: a limited-time offer as its own package, copied from a regular pack. */
  async createOffer(body: AdminOfferBody): Promise<CoinPackage> {
    const now = this.clock.date();
    const base = await this.repo.packageById(body.basePackageId);
    if (!base || base.kind !== 'pack' || base.offerEndsAt !== null) {
      throw new PaymentError(PaymentCode.PACKAGE_NOT_FOUND, 404);
    }
    const endsAt = new Date(body.endsAt);
    if (endsAt.getTime() <= now.getTime()) throw new PaymentError(PaymentCode.OFFER_EXPIRED);
    const row = await this.repo.insertPackage({
      code: `offer-${base.code}-${endsAt.getTime()}-${randomInt(0, 1_000_000)}`,
      kind: 'pack',
      coins: base.coins,
      bonusCoins: base.bonusCoins,
      priceMinor: base.priceMinor,
      currency: base.currency,
      sort: base.sort - 1,
      offerDiscountPercent: body.discountPercent,
      offerExtraCoins: body.extraCoins,
      offerEndsAt: endsAt,
    });
    return packageOf(row, now);
  }
}
