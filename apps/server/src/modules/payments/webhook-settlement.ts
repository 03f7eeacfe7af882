import { PaymentCode } from '@mingle/protocol';
import type { Logger } from 'pino';
import { crashPoint } from '../../infra/crash-points';
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from '../../infra/payments/payment-provider';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import { PaymentError } from './errors';
import type { OrderSettlement, Outcome } from './order-settlement';
import type { PaymentsRepo } from './repo';
import type { Subscriptions } from './subscriptions';

type PaymentSucceeded = Extract<PaymentEvent, { type: 'payment.succeeded' }>;
type PaymentFailed = Extract<PaymentEvent, { type: 'payment.failed' }>;

/**
 * Provider events, the only thing that moves an order's money: a webhook is verified by the provider, then
 * each event is recorded and handled in one ledger transaction, once however often it arrives. What changed is
 * told to the user only after that transaction committed.
 */
export class WebhookSettlement {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly ledger: Ledger,
    private readonly provider: PaymentProvider,
    private readonly settlement: OrderSettlement,
    private readonly subscriptions: Subscriptions,
    private readonly realtime: RealtimeTarget,
    private readonly logger: Logger,
  ) {}

  /** A webhook as received: verified by the provider, then each event handled once. */
  async handleWebhook(
    providerName: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    if (providerName !== this.provider.name) throw new PaymentError(PaymentCode.PROVIDER_UNKNOWN, 404);
    let events: PaymentEvent[];
    try {
      events = this.provider.parseWebhook(rawBody, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        this.logger.warn({ reason: err.message }, 'webhook rejected');
        throw new PaymentError(PaymentCode.WEBHOOK_REJECTED, 400);
      }
      throw err;
    }
    for (const event of events) await this.handleEvent(event);
  }

  async handleEvent(event: PaymentEvent): Promise<void> {
    const outcomes: Outcome[] = [];
    await this.ledger.run(async (tx) => {
      outcomes.length = 0; // the ledger may run the work again after a deadlock
      const reference =
        'orderNo' in event
          ? event.orderNo
          : 'subscriptionRef' in event
            ? event.subscriptionRef
            : event.providerRef;
      const fresh = await this.repo.recordEvent(tx, {
        provider: this.provider.name,
        eventId: event.eventId,
        type: event.type,
        reference,
      });
      if (!fresh) return;
      switch (event.type) {
        case 'payment.succeeded':
          return this.onPaymentSucceeded(tx, event, outcomes);
        case 'payment.failed':
          return this.onPaymentFailed(tx, event, outcomes);
        case 'subscription.invoice_paid':
          return this.subscriptions.onInvoicePaid(tx, event, outcomes);
        case 'subscription.ended':
          return this.subscriptions.onEnded(tx, event);
        case 'refund.succeeded':
          // Refunds are decided and booked by the refunds module when it asks the provider; the event only
          // confirms it, so recording it is enough here.
          this.logger.info({ refundRef: event.refundRef }, 'refund confirmed by the provider');
          return;
      }
    });
    crashPoint('purchase:committed');
    for (const o of outcomes) {
      this.realtime.emitToUser(o.userId, 'payment:order', { orderNo: o.orderNo, status: o.status });
      if (o.vipSince) {
        this.realtime.emitToUser(o.userId, 'vip:status', { isVip: true, vipSince: o.vipSince.toISOString() });
      }
    }
  }

  private async onPaymentSucceeded(
    tx: LedgerTx,
    event: PaymentSucceeded,
    outcomes: Outcome[],
  ): Promise<void> {
    const order = await this.settlement.lockKnownOrder(tx, event.orderNo);
    if (!order || !this.settlement.amountMatches(order, event.amountMinor, event.currency)) return;
    if (order.kind === 'subscription' && event.subscriptionRef) {
      // The subscription exists from its first payment; its coins come with the invoice event.
      await this.subscriptions.ensureFor(tx, order, event.subscriptionRef, null);
    }
    await this.settlement.settleSuccess(tx, order, event.providerRef, event.occurredAt, outcomes);
  }

  private async onPaymentFailed(tx: LedgerTx, event: PaymentFailed, outcomes: Outcome[]): Promise<void> {
    const order = await this.settlement.lockKnownOrder(tx, event.orderNo);
    if (!order) return;
    // Only a processing order fails: after a success the failure is stale and ignored.
    if (await this.repo.failIfProcessing(order.orderNo, event.reason || 'failed', tx)) {
      outcomes.push({ userId: order.userId, orderNo: order.orderNo, status: 'failed', vipSince: null });
    }
  }
}
