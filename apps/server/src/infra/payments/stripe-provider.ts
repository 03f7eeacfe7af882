import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutInput,
  type CheckoutStart,
  type PaymentEvent,
  type PaymentMethodInfo,
  type PaymentProvider,
  type SavedCardInfo,
} from './payment-provider';

/** Stripe's own default is 300 s too; we pass it explicitly so an SDK upgrade cannot widen the replay window. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Marks PaymentIntents we create ourselves for a saved card, so their events are ours to translate. */
const SAVED_CARD_FLOW = 'saved_card';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local counterpart in tests); Stripe's own when absent. */
  apiBase?: string | undefined;
}

function clientFor(options: StripeProviderOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  return new Stripe(options.secretKey, {
    // The webhook translation below reads fields of this version (invoice.parent, items' periods).
    apiVersion: '2026-10-28.endive',
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const idOf = (v: string | { id: string } | null | undefined): string | undefined =>
  typeof v === 'string' ? v : (v?.id ?? undefined);

/**
 * Stripe behind our PaymentProvider interface: Checkout Sessions for new cards and wallets (Apple Pay and
 * Google Pay come with Checkout's automatic methods), PaymentIntents for a saved card, webhooks verified by
 * signature and translated into PaymentEvents. Every object we create carries our order number in metadata,
 * so an event can always be tied to an order without another API call.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = clientFor(options);
  }

  methods(): PaymentMethodInfo[] {
    return [
      { id: 'card', route: 'pay' },
      { id: 'wallet', route: 'appplePay' },
    ];
  }

  async startCheckout(input: CheckoutInput): Promise<CheckoutStart> {
    const metadata = { orderNo: input.orderNo, userId: String(input.userId) };
    try {
      if (input.cardToken && !input.recurring) return await this.chargeSavedCard(input, metadata);
      const returnUrl = new URL(input.returnUrl);
      returnUrl.searchParams.set('orderNo', input.orderNo);
      const session = await this.stripe.checkout.sessions.create({
        mode: input.recurring ? 'subscription' : 'payment',
        client_reference_id: input.orderNo,
        metadata,
        ...(input.email ? { customer_email: input.email } : {}),
        // 'card' shows the card form only; the wallet route leaves the choice to Stripe's automatic methods,
        // which offer Apple Pay / Google Pay where the browser supports them.
        ...(input.methodId === 'card' ? { payment_method_types: ['card' as const] } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: input.itemName },
              ...(input.recurring ? { recurring: { interval: input.recurring.interval } } : {}),
            },
          },
        ],
        ...(input.recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
        success_url: returnUrl.toString(),
        cancel_url: returnUrl.toString(),
      });
      return { providerRef: session.id, redirectUrl: session.url };
    } catch (err) {
      throw providerError(err, 'checkout could not be started');
    }
  }

  private async chargeSavedCard(
    input: CheckoutInput,
    metadata: Record<string, string>,
  ): Promise<CheckoutStart> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        payment_method: input.cardToken,
        confirm: true,
        metadata: { ...metadata, flow: SAVED_CARD_FLOW },
        description: input.itemName,
        return_url: input.returnUrl,
      },
      // A retried start of the same order must not charge twice.
      { idempotencyKey: `checkout:${input.orderNo}` },
    );
    return { providerRef: intent.id, redirectUrl: intent.next_action?.redirect_to_url?.url ?? null };
  }

  async lookup(providerRef: string): Promise<'processing' | 'succeeded' | 'failed'> {
    try {
      if (providerRef.startsWith('pi_')) {
        const intent = await this.stripe.paymentIntents.retrieve(providerRef);
        if (intent.status === 'succeeded') return 'succeeded';
        if (intent.status === 'canceled' || intent.last_payment_error) return 'failed';
        return 'processing';
      }
      const session = await this.stripe.checkout.sessions.retrieve(providerRef);
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
        return 'succeeded';
      }
      if (session.status === 'expired') return 'failed';
      return 'processing';
    } catch (err) {
      throw providerError(err, 'payment lookup failed');
    }
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent[] {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string' || header === '') throw new WebhookSignatureError('no signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header,
        this.options.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'invalid signature');
    }
    return translateStripeEvent(event);
  }

  async cancelSubscription(subscriptionRef: string): Promise<{ endsAt: Date }> {
    try {
      const sub = await this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
      const end = sub.cancel_at ?? sub.items.data[0]?.current_period_end;
      if (!end) throw new Error('subscription has no period end');
      return { endsAt: new Date(end * 1000) };
    } catch (err) {
      throw providerError(err, 'unsubscribe failed');
    }
  }

  async refund(input: {
    providerRef: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }> {
    try {
      const paymentIntent = await this.paymentIntentOf(input.providerRef);
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: input.amountMinor },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new PaymentProviderError(`refund ${refund.status}`, true);
      }
      return { refundRef: refund.id };
    } catch (err) {
      throw providerError(err, 'refund failed');
    }
  }

  /** Our providerRef is a Checkout Session for most payments; refunds are made against its PaymentIntent. */
  private async paymentIntentOf(providerRef: string): Promise<string> {
    if (providerRef.startsWith('pi_')) return providerRef;
    const session = await this.stripe.checkout.sessions.retrieve(providerRef);
    const intent = idOf(session.payment_intent);
    if (!intent) throw new PaymentProviderError('the payment has nothing to refund', true);
    return intent;
  }

  async describeCard(cardToken: string): Promise<SavedCardInfo> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(cardToken);
      if (!method.card) throw new PaymentProviderError('not a card', true);
      return {
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    } catch (err) {
      throw providerError(err, 'card lookup failed');
    }
  }
}

/**
 * Stripe's refusals (invalid request, card declined, unknown id) become declined PaymentProviderErrors; network
 * and server failures become plain ones. The message never carries card data: Stripe's errors do not either.
 */
function providerError(err: unknown, message: string): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  const declined =
    err instanceof Stripe.errors.StripeCardError || err instanceof Stripe.errors.StripeInvalidRequestError;
  const detail = err instanceof Error ? `: ${err.message}` : '';
  return new PaymentProviderError(`${message}${detail}`, declined);
}

type EventWith<T> = { id: string; created: number; data: { object: T } };

const base = (event: { id: string; created: number }) => ({
  eventId: event.id,
  occurredAt: new Date(event.created * 1000),
});

function sessionSucceeded(event: EventWith<Stripe.Checkout.Session>): PaymentEvent[] {
  const session = event.data.object;
  const orderNo = session.metadata?.orderNo ?? session.client_reference_id;
  // 'unpaid' on completion means an asynchronous method (bank debit); async_payment_succeeded follows.
  if (!orderNo || (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')) {
    return [];
  }
  return [
    {
      ...base(event),
      type: 'payment.succeeded',
      orderNo,
      providerRef: session.id,
      amountMinor: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
      subscriptionRef: idOf(session.subscription),
    },
  ];
}

function sessionFailed(event: EventWith<Stripe.Checkout.Session>, reason: string): PaymentEvent[] {
  const session = event.data.object;
  const orderNo = session.metadata?.orderNo ?? session.client_reference_id;
  if (!orderNo) return [];
  return [{ ...base(event), type: 'payment.failed', orderNo, providerRef: session.id, reason }];
}

function invoicePaid(event: EventWith<Stripe.Invoice>): PaymentEvent[] {
  const invoice = event.data.object;
  const details = invoice.parent?.subscription_details;
  const orderNo = details?.metadata?.orderNo;
  const subscriptionRef = idOf(details?.subscription);
  if (!orderNo || !subscriptionRef || !invoice.id) return [];
  // The invoice's own period is the one before it for subscriptions; the line's period is what it pays for.
  const period = invoice.lines?.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return [
    {
      ...base(event),
      type: 'subscription.invoice_paid',
      orderNo,
      subscriptionRef,
      invoiceRef: invoice.id,
      amountMinor: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      periodStart: new Date(period.start * 1000),
      periodEnd: new Date(period.end * 1000),
    },
  ];
}

function savedCardIntent(event: EventWith<Stripe.PaymentIntent>, succeeded: boolean): PaymentEvent[] {
  const intent = event.data.object;
  const orderNo = intent.metadata?.orderNo;
  // Checkout's own PaymentIntents also carry orderNo; their outcome arrives as checkout.session.* events.
  if (!orderNo || intent.metadata?.flow !== SAVED_CARD_FLOW) return [];
  if (succeeded) {
    return [
      {
        ...base(event),
        type: 'payment.succeeded',
        orderNo,
        providerRef: intent.id,
        amountMinor: intent.amount_received,
        currency: intent.currency.toUpperCase(),
      },
    ];
  }
  const reason = intent.last_payment_error?.code ?? 'payment failed';
  return [{ ...base(event), type: 'payment.failed', orderNo, providerRef: intent.id, reason }];
}

/** A verified Stripe event in our words; events we do not use give []. Exported for tests of the mapping. */
export function translateStripeEvent(event: Stripe.Event): PaymentEvent[] {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionSucceeded(event);
    case 'checkout.session.async_payment_failed':
      return sessionFailed(event, 'payment failed');
    case 'checkout.session.expired':
      return sessionFailed(event, 'checkout expired');
    case 'invoice.paid':
      return invoicePaid(event);
    case 'customer.subscription.deleted':
      return [{ ...base(event), type: 'subscription.ended', subscriptionRef: event.data.object.id }];
    case 'charge.refunded': {
      const charge = event.data.object;
      // A charge's PaymentIntent: our providerRef for saved-card payments; for Checkout payments the
      // payments module matches it through the session's payment_intent (docs/decisions/012).
      const providerRef = idOf(charge.payment_intent) ?? charge.id;
      const refundRef = charge.refunds?.data[0]?.id ?? `${charge.id}:${charge.amount_refunded}`;
      return [
        {
          ...base(event),
          type: 'refund.succeeded',
          providerRef,
          refundRef,
          amountMinor: charge.amount_refunded,
        },
      ];
    }
    case 'payment_intent.succeeded':
      return savedCardIntent(event, true);
    case 'payment_intent.payment_failed':
      return savedCardIntent(event, false);
    default:
      return [];
  }
}
