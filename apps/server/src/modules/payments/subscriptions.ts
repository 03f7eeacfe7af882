import { currencyMark, PaymentCode, type Subscription } from '@mingle/protocol';
import type { Logger } from 'pino';
import { DAY_MS, type Clock } from '../../infra/clock';
import type { OrderRow, SubscriptionRow } from '../../infra/db/schema';
import type { PaymentEvent, PaymentProvider } from '../../infra/payments/payment-provider';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import { itemNameOf } from './catalogue';
import { PaymentError } from './errors';
import type { OrderSettlement, Outcome } from './order-settlement';
import type { PaymentsRepo } from './repo';

type InvoicePaid = Extract<PaymentEvent, { type: 'subscription.invoice_paid' }>;
type SubscriptionEnded = Extract<PaymentEvent, { type: 'subscription.ended' }>;

/**
 * Weekly and monthly coin subscriptions (spec §4): at most one running per user, coins credited per paid
 * invoice, cancelled at the end of the paid period. The provider bills; its events drive the rows here.
 */
export class Subscriptions {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly ledger: Ledger,
    private readonly provider: PaymentProvider,
    private readonly settlement: OrderSettlement,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  private async toSubscription(row: SubscriptionRow): Promise<Subscription> {
    const pkg = await this.repo.packageById(row.packageId);
    return {
      id: row.id,
      packageId: row.packageId,
      itemName: pkg ? itemNameOf(pkg) : 'Coins',
      interval: (pkg?.interval as Subscription['interval']) ?? 'month',
      coinsPerPeriod: pkg ? pkg.coins + pkg.bonusCoins : 0,
      priceMinor: pkg?.priceMinor ?? 0,
      currency: pkg?.currency ?? 'USD',
      currencyMark: currencyMark(pkg?.currency ?? 'USD'),
      status: row.status as Subscription['status'],
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  async subscription(userId: number): Promise<Subscription | null> {
    const row = await this.repo.runningSubscription(userId);
    return row ? this.toSubscription(row) : null;
  }

  /** Spec §4: cancelling takes effect at the end of the paid period; 'unsubscribe failed' when the provider fails. */
  async cancel(userId: number): Promise<Subscription> {
    const row = await this.repo.runningSubscription(userId);
    if (!row) throw new PaymentError(PaymentCode.NO_SUBSCRIPTION, 404);
    if (row.status === 'canceling') return this.toSubscription(row);
    let endsAt: Date;
    try {
      ({ endsAt } = await this.provider.cancelSubscription(row.providerRef));
    } catch (err) {
      this.logger.warn({ err, subscriptionId: row.id }, 'provider refused to cancel a subscription');
      throw new PaymentError(PaymentCode.UNSUBSCRIBE_FAILED, 502);
    }
    const updated = await this.repo.updateSubscription(row.id, {
      status: 'canceling',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: endsAt,
    });
    return this.toSubscription(updated);
  }

  /**
   * The subscription an order started, created on the first event that names it; undefined when the user
   * already runs another one (the one-running-per-user index refused it).
   */
  async ensureFor(
    tx: LedgerTx,
    order: OrderRow,
    subscriptionRef: string,
    periodEnd: Date | null,
  ): Promise<SubscriptionRow | undefined> {
    const pkg = await this.repo.packageById(order.packageId, tx);
    const days = pkg?.interval === 'week' ? 7 : 30;
    const row = await this.repo.ensureSubscription(tx, {
      userId: order.userId,
      packageId: order.packageId,
      orderNo: order.orderNo,
      provider: this.provider.name,
      providerRef: subscriptionRef,
      currentPeriodEnd: periodEnd ?? new Date(this.clock.now() + days * DAY_MS),
    });
    if (!row) {
      this.logger.error(
        { orderNo: order.orderNo, subscriptionRef },
        'a second subscription was paid while one runs; it needs a refund',
      );
    }
    return row;
  }

  /** A paid period: its coins are credited once per invoice, and the first invoice also settles the order. */
  async onInvoicePaid(tx: LedgerTx, event: InvoicePaid, outcomes: Outcome[]): Promise<void> {
    const order = await this.settlement.lockKnownOrder(tx, event.orderNo);
    if (!order || !this.settlement.amountMatches(order, event.amountMinor, event.currency)) return;
    const sub = await this.ensureFor(tx, order, event.subscriptionRef, event.periodEnd);
    const coins = order.coins + order.bonusCoins;
    if (sub) {
      // Before the first invoice the period end is our estimate from the payment; invoices are the truth,
      // and an older invoice arriving late never moves the renewal date back.
      const latest = await this.repo.latestInvoiceEnd(tx, sub.id);
      const fresh = await this.repo.insertInvoice(tx, {
        subscriptionId: sub.id,
        invoiceRef: event.invoiceRef,
        amountMinor: event.amountMinor,
        currency: event.currency,
        coins,
        periodStart: event.periodStart,
        periodEnd: event.periodEnd,
      });
      if (!fresh) return;
      if (!latest || event.periodEnd.getTime() > latest.getTime()) {
        await this.repo.updateSubscription(sub.id, { currentPeriodEnd: event.periodEnd }, tx);
      }
    }
    await this.ledger.credit(tx, {
      key: `invoice:${event.invoiceRef}`,
      userId: order.userId,
      coins,
      source: 'subscription',
      reference: order.orderNo,
    });
    await this.settlement.settleSuccess(tx, order, null, event.occurredAt, outcomes);
  }

  async onEnded(tx: LedgerTx, event: SubscriptionEnded): Promise<void> {
    const sub = await this.repo.subscriptionByRef(tx, this.provider.name, event.subscriptionRef);
    if (sub && sub.status !== 'ended') await this.repo.updateSubscription(sub.id, { status: 'ended' }, tx);
  }
}
