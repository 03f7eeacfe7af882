import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { DAY_MS, type Clock, type TimerHandle } from '../../clock';
import type { CardOutcome, CheckedCard } from './sandbox-cards';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature';

/**
 * The sandbox payment provider itself: a fake third party that lives in our process but deals with us only the
 * way a real one does. The browser visits its hosted checkout (sandbox-routes.ts) and comes back to our payRes
 * page; the result reaches our server only as a signed webhook POSTed over HTTP to PUBLIC_URL. Its state is in
 * memory: it is a test provider, and a restart forgets open checkouts (docs/decisions/011-payments-providers.md).
 */
export type SandboxInterval = 'week' | 'month';

export interface SandboxCheckout {
  ref: string;
  orderNo: string;
  amountMinor: number;
  currency: string;
  itemName: string;
  returnUrl: string;
  recurring: { interval: SandboxInterval } | undefined;
  status: 'open' | 'processing' | 'succeeded' | 'failed';
  subscriptionRef: string | undefined;
  /** An open checkout nobody paid fails with 'expired' after this (a provider's session lifetime). */
  expiresAt: Date;
}

export interface SandboxSubscription {
  ref: string;
  checkoutRef: string;
  orderNo: string;
  amountMinor: number;
  currency: string;
  interval: SandboxInterval;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  status: 'active' | 'ended';
  invoices: number;
}

/** The wire format of a sandbox webhook body (what parseWebhook reads). */
export interface SandboxWireEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'invoice.paid' | 'subscription.ended' | 'refund.succeeded';
  created: number;
  data: Record<string, string | number | null>;
}

export interface SentWebhook {
  url: string;
  body: string;
  headers: Record<string, string>;
  status: number | 'error';
}

export interface SandboxGatewayOptions {
  secret: string;
  /** Where webhooks go: our PUBLIC_URL + webhook path. */
  webhookUrl: string;
  /** The sandbox's own public base (same server), for hosted page links. */
  publicUrl: string;
  logger: Logger;
  clock: Clock;
  /** How long card 4000 0000 0000 3220 stays processing before it pays. */
  processingDelayMs?: number;
  /** Delivery attempts per webhook (the first and retries with growing waits) before it is given up. */
  deliveryAttempts?: number;
}

const PERIOD_DAYS: Record<SandboxInterval, number> = { week: 7, month: 30 };
const CHECKOUT_LIFETIME_MS = DAY_MS;

function newRef(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export class SandboxGateway {
  readonly checkouts = new Map<string, SandboxCheckout>();
  readonly subscriptions = new Map<string, SandboxSubscription>();
  /** Saved card tokens: only what a provider may reveal (brand, last 4, expiry) and the test outcome. */
  private readonly tokens = new Map<string, CheckedCard>();
  private readonly refunds = new Map<string, { refundRef: string; providerRef: string }>();
  /** Every webhook sent, newest last (bounded): support can see them, tests can replay one. */
  readonly sent: SentWebhook[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<TimerHandle>();
  private closed = false;

  /**
   * Renewals and abandoned checkouts are found by renewDue() and expireCheckouts(), which the composition root
   * runs as a job: a month exceeds what one timer can wait.
   */
  constructor(private readonly options: SandboxGatewayOptions) {}

  /** The provider's time (the server's clock: a test moves both together). */
  now(): number {
    return this.options.clock.now();
  }

  get publicUrl(): string {
    return this.options.publicUrl;
  }

  createCheckout(
    input: Omit<SandboxCheckout, 'ref' | 'status' | 'subscriptionRef' | 'expiresAt'>,
  ): SandboxCheckout {
    const checkout: SandboxCheckout = {
      ...input,
      ref: newRef('cs_sbx'),
      status: 'open',
      subscriptionRef: undefined,
      expiresAt: new Date(this.now() + CHECKOUT_LIFETIME_MS),
    };
    this.checkouts.set(checkout.ref, checkout);
    return checkout;
  }

  tokenize(card: CheckedCard): string {
    const token = newRef('tok_sbx');
    this.tokens.set(token, card);
    return token;
  }

  card(token: string): CheckedCard | undefined {
    return this.tokens.get(token);
  }

  /** The customer submitted the hosted form (or a saved card was charged): settle by the card's outcome. */
  pay(ref: string, outcome: CardOutcome): SandboxCheckout | undefined {
    const checkout = this.checkouts.get(ref);
    if (!checkout || checkout.status !== 'open') return checkout;
    if (outcome === 'decline') {
      this.fail(checkout, 'card_declined');
    } else if (outcome === 'delay') {
      checkout.status = 'processing';
      this.later(this.options.processingDelayMs ?? 20_000, () => this.succeed(checkout));
    } else {
      this.succeed(checkout);
    }
    return checkout;
  }

  /** The customer left the hosted page with 'cancel'. */
  cancelCheckout(ref: string): SandboxCheckout | undefined {
    const checkout = this.checkouts.get(ref);
    if (checkout?.status === 'open') this.fail(checkout, 'canceled_by_customer');
    return checkout;
  }

  /** Settles a checkout held in 'processing' now, instead of after the delay (admin/test hook). */
  completeProcessing(ref: string): void {
    const checkout = this.checkouts.get(ref);
    if (checkout?.status === 'processing') this.succeed(checkout);
  }

  cancelSubscription(ref: string): SandboxSubscription | undefined {
    const sub = this.subscriptions.get(ref);
    if (!sub || sub.status !== 'active') return undefined;
    sub.cancelAtPeriodEnd = true;
    return sub;
  }

  /**
   * Bills the next period of a subscription, or ends it when it was cancelled. Called by the sweep when a
   * period is over, and by tests or an admin to move time on.
   */
  renew(ref: string): SandboxSubscription | undefined {
    const sub = this.subscriptions.get(ref);
    if (!sub || sub.status !== 'active') return sub;
    if (sub.cancelAtPeriodEnd) {
      sub.status = 'ended';
      this.emit('subscription.ended', { subscriptionRef: sub.ref });
      return sub;
    }
    sub.periodStart = sub.periodEnd;
    sub.periodEnd = new Date(sub.periodStart.getTime() + PERIOD_DAYS[sub.interval] * DAY_MS);
    this.invoice(sub);
    return sub;
  }

  /** Abandoned checkouts fail, so their orders do not stay 'processing' for ever. */
  expireCheckouts(): void {
    const now = this.now();
    for (const checkout of this.checkouts.values()) {
      if (checkout.status === 'open' && checkout.expiresAt.getTime() <= now) this.fail(checkout, 'expired');
    }
  }

  renewDue(): void {
    const now = this.now();
    for (const sub of this.subscriptions.values()) {
      if (sub.status === 'active' && sub.periodEnd.getTime() <= now) this.renew(sub.ref);
    }
  }

  refund(providerRef: string, amountMinor: number, idempotencyKey: string): string | undefined {
    const known = this.refunds.get(idempotencyKey);
    if (known) return known.providerRef === providerRef ? known.refundRef : undefined;
    const checkout = this.checkouts.get(providerRef);
    if (checkout?.status !== 'succeeded' || amountMinor <= 0 || amountMinor > checkout.amountMinor) {
      return undefined;
    }
    const refundRef = newRef('re_sbx');
    this.refunds.set(idempotencyKey, { refundRef, providerRef });
    this.emit('refund.succeeded', { providerRef, refundRef, amountMinor });
    return refundRef;
  }

  /** Resolves when every webhook sent so far has been delivered or given up (tests wait on this). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) this.options.clock.clearTimeout(timer);
    this.timers.clear();
  }

  private succeed(checkout: SandboxCheckout): void {
    checkout.status = 'succeeded';
    let sub: SandboxSubscription | undefined;
    if (checkout.recurring) {
      const start = new Date(this.now());
      sub = {
        ref: newRef('sub_sbx'),
        checkoutRef: checkout.ref,
        orderNo: checkout.orderNo,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
        interval: checkout.recurring.interval,
        periodStart: start,
        periodEnd: new Date(start.getTime() + PERIOD_DAYS[checkout.recurring.interval] * DAY_MS),
        cancelAtPeriodEnd: false,
        status: 'active',
        invoices: 0,
      };
      this.subscriptions.set(sub.ref, sub);
      checkout.subscriptionRef = sub.ref;
    }
    this.emit('payment.succeeded', {
      orderNo: checkout.orderNo,
      providerRef: checkout.ref,
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
      subscriptionRef: sub?.ref ?? null,
    });
    if (sub) this.invoice(sub);
  }

  private fail(checkout: SandboxCheckout, reason: string): void {
    checkout.status = 'failed';
    this.emit('payment.failed', { orderNo: checkout.orderNo, providerRef: checkout.ref, reason });
  }

  private invoice(sub: SandboxSubscription): void {
    sub.invoices += 1;
    this.emit('invoice.paid', {
      orderNo: sub.orderNo,
      subscriptionRef: sub.ref,
      invoiceRef: `in_sbx_${sub.ref.slice(8)}_${sub.invoices}`,
      amountMinor: sub.amountMinor,
      currency: sub.currency,
      periodStart: sub.periodStart.toISOString(),
      periodEnd: sub.periodEnd.toISOString(),
    });
  }

  private later(ms: number, work: () => void): void {
    const timer = this.options.clock.setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) work();
    }, ms);
    this.timers.add(timer);
  }

  /** Sends a signed event asynchronously, as a provider does after the fact; never inside the caller's request. */
  private emit(type: SandboxWireEvent['type'], data: SandboxWireEvent['data']): void {
    const event: SandboxWireEvent = {
      id: newRef('evt_sbx'),
      type,
      created: Math.floor(this.now() / 1000),
      data,
    };
    const delivery = this.deliver(JSON.stringify(event), 1);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(body: string, attempt: number): Promise<void> {
    // Yield first, so the event arrives after the request that caused it has answered, as with a real provider.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.closed) return;
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
        this.options.secret,
        body,
        Math.floor(this.now() / 1000),
      ),
    };
    const record: SentWebhook = { url: this.options.webhookUrl, body, headers, status: 'error' };
    this.sent.push(record);
    if (this.sent.length > 500) this.sent.shift();
    try {
      const res = await fetch(this.options.webhookUrl, { method: 'POST', headers, body });
      record.status = res.status;
      await res.arrayBuffer();
      if (res.ok) return;
    } catch (err) {
      this.options.logger.warn({ err, attempt }, 'sandbox webhook delivery failed');
    }
    const attempts = this.options.deliveryAttempts ?? 5;
    if (attempt >= attempts || this.closed) return;
    // Retries wait 1 s, 4 s, 16 s, ... like a provider's backoff; they are not awaited by idle().
    this.later(4 ** (attempt - 1) * 1000, () => {
      const retry = this.deliver(body, attempt + 1);
      this.inFlight.add(retry);
      void retry.finally(() => this.inFlight.delete(retry));
    });
  }
}
