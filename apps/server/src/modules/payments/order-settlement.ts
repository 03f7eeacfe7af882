import { FIRST_PURCHASE_BONUS_COINS, type OrderStatus } from '@mingle/protocol';
import type { Logger } from 'pino';
import type { OrderRow } from '../../infra/db/schema';
import { crashPoint } from '../../infra/crash-points';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import type { PaymentsRepo } from './repo';

/** What settling an event changed, published to the user after the transaction committed. */
export interface Outcome {
  userId: number;
  orderNo: string;
  status: OrderStatus;
  vipSince: Date | null;
}

/**
 * The rules every provider event that pays an order goes through, whether a one-off payment or a subscription
 * invoice: the order row locked for the transaction, the amount checked, and success applied once.
 */
export class OrderSettlement {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly ledger: Ledger,
    private readonly logger: Logger,
  ) {}

  /** Locks the order row for the rest of the transaction, so events about one order are handled one at a time. */
  async lockKnownOrder(tx: LedgerTx, orderNo: string): Promise<OrderRow | undefined> {
    const order = await this.repo.lockOrder(tx, orderNo);
    if (!order) this.logger.warn({ orderNo }, 'provider event for an unknown order');
    return order;
  }

  /** The amount paid must be the order's: a mismatch is never credited and is left for a person to check. */
  amountMatches(order: OrderRow, amountMinor: number, currency: string): boolean {
    const ok = order.amountMinor === amountMinor && order.currency === currency.toUpperCase();
    if (!ok)
      this.logger.error(
        { orderNo: order.orderNo, amountMinor, currency },
        'paid amount differs from the order',
      );
    return ok;
  }

  /**
   * Makes an order successful once: coins of a pack (subscriptions credit per invoice), the first-purchase bonus,
   * first payment and VIP. A failed order can still succeed (a late success wins); a success is never undone.
   */
  async settleSuccess(
    tx: LedgerTx,
    order: OrderRow,
    providerRef: string | null,
    paidAt: Date,
    outcomes: Outcome[],
  ): Promise<void> {
    if (order.status === 'success') return;
    const status = await this.repo.lockPayStatus(tx, order.userId);
    let firstBonusCoins = 0;
    if (order.kind === 'pack') {
      await this.ledger.credit(tx, {
        key: `order:${order.orderNo}`,
        userId: order.userId,
        coins: order.coins + order.bonusCoins,
        source: 'purchase',
        reference: order.orderNo,
      });
      if (!status.firstBonusOrderNo) {
        firstBonusCoins = FIRST_PURCHASE_BONUS_COINS;
        await this.ledger.credit(tx, {
          key: `first-bonus:${order.userId}`,
          userId: order.userId,
          coins: FIRST_PURCHASE_BONUS_COINS,
          source: 'promotion',
          reference: order.orderNo,
        });
      }
    }
    crashPoint('purchase:credited');
    const becameVip = !status.vipSince;
    await this.repo.updatePayStatus(tx, order.userId, {
      firstPaidAt: status.firstPaidAt ?? paidAt,
      vipSince: status.vipSince ?? paidAt,
      ...(firstBonusCoins > 0 ? { firstBonusOrderNo: order.orderNo } : {}),
    });
    await this.repo.markOrderSuccess(tx, order.orderNo, { providerRef, paidAt, firstBonusCoins });
    outcomes.push({
      userId: order.userId,
      orderNo: order.orderNo,
      status: 'success',
      vipSince: becameVip ? paidAt : null,
    });
  }
}
