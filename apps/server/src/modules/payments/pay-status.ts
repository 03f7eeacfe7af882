import { FIRST_PURCHASE_BONUS_COINS, type PayStatus } from '@mingle/protocol';
import type { UserPayStatusRow } from '../../infra/db/schema';
import type { PaymentsRepo } from './repo';

/** The first-purchase bonus as the shop and the pay status show it: on offer until an order earned it. */
export function firstPurchaseBonusOf(status: UserPayStatusRow | undefined) {
  return { coins: FIRST_PURCHASE_BONUS_COINS, eligible: !status?.firstBonusOrderNo };
}

/** Spec §7 checkUserPayStatus: paid before, VIP since when, the first-purchase bonus, subscription renewal. */
export class PayStatusReader {
  constructor(private readonly repo: PaymentsRepo) {}

  async read(userId: number): Promise<PayStatus> {
    const status = await this.repo.payStatus(userId);
    const sub = await this.repo.runningSubscription(userId);
    return {
      isPay: Boolean(status?.firstPaidAt),
      isVip: Boolean(status?.vipSince),
      vipSince: status?.vipSince?.toISOString() ?? null,
      firstPaidAt: status?.firstPaidAt?.toISOString() ?? null,
      firstPurchaseBonus: firstPurchaseBonusOf(status),
      subscriptionRenewsAt: sub && !sub.cancelAtPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
    };
  }
}
