/**
 * One interface for every payment provider (guide: payments = sandbox | Stripe). The payments module never
 * knows which one runs: it starts a checkout, sends the browser where the provider says, and trusts only
 * signed provider events (webhooks) to mark an order paid. Card numbers and CVVs never reach our server: the
 * browser hands them to the provider, which gives back a token; we keep the token, brand and last 4 digits.
 */
export type ProviderName = 'sandbox' | 'stripe';

/** A way to pay offered on the payment-methods page (spec §2.1 paymentMethodsList). */
export interface PaymentMethodInfo {
  /** Stable id, e.g. 'card', 'wallet' (Apple Pay / Google Pay, the appplePay route), 'redirect' (pagsmile). */
  id: string;
  /** Which web route serves it: 'pay' (hosted checkout), 'appplePay' or 'pagsmile'. */
  route: 'pay' | 'appplePay' | 'pagsmile';
}

export interface CheckoutInput {
  /** Our order number; the provider echoes it back in its events (metadata / client reference). */
  orderNo: string;
  userId: number;
  email: string | null;
  /** Price in the currency's minor unit (cents). */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Shown on the provider's page and in ad-conversion events. */
  itemName: string;
  methodId: string;
  /** A card saved earlier (the provider's token); absent means the provider's own page collects the card. */
  cardToken?: string | undefined;
  /** Our payRes page; the provider sends the browser back here with the order number. */
  returnUrl: string;
  /** Subscriptions: the provider bills again every period and sends an invoice event each time. */
  recurring?: { interval: 'week' | 'month' } | undefined;
}

export interface CheckoutStart {
  /** The provider's id of this payment (checkout session, payment intent). */
  providerRef: string;
  /** Where to send the browser; null when nothing needs the user (a saved card charged directly). */
  redirectUrl: string | null;
}

interface EventBase {
  /** The provider's event id: an event is handled once however often it arrives. */
  eventId: string;
  occurredAt: Date;
}

/** What a verified webhook says, in our words. Events may arrive twice and in any order. */
export type PaymentEvent =
  | (EventBase & {
      type: 'payment.succeeded';
      orderNo: string;
      providerRef: string;
      amountMinor: number;
      currency: string;
      /** Set when the checkout started a subscription. */
      subscriptionRef?: string | undefined;
    })
  | (EventBase & { type: 'payment.failed'; orderNo: string; providerRef: string; reason: string })
  | (EventBase & {
      /** A subscription period was paid (the first one too); coins are credited on this event. */
      type: 'subscription.invoice_paid';
      orderNo: string;
      subscriptionRef: string;
      invoiceRef: string;
      amountMinor: number;
      currency: string;
      periodStart: Date;
      periodEnd: Date;
    })
  | (EventBase & { type: 'subscription.ended'; subscriptionRef: string })
  | (EventBase & { type: 'refund.succeeded'; providerRef: string; refundRef: string; amountMinor: number });

export interface SavedCardInfo {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`webhook rejected: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

/** A provider refused or failed a request (declined, network, unknown reference). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly declined = false,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  methods(): PaymentMethodInfo[];
  startCheckout(input: CheckoutInput): Promise<CheckoutStart>;
  /** The payment's state as the provider sees it; payRes asks when the browser returns before the webhook. */
  lookup(providerRef: string): Promise<'processing' | 'succeeded' | 'failed'>;
  /**
   * Verifies the signature (timestamp tolerance 300 s) and translates the event; throws WebhookSignatureError.
   * Event types we do not use give [].
   */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent[];
  /** Stops renewal at the end of the paid period; throws PaymentProviderError ('unsubscribe failed'). */
  cancelSubscription(subscriptionRef: string): Promise<{ endsAt: Date }>;
  /** Returns money for a payment; the idempotency key makes a retried call refund once. */
  refund(input: {
    providerRef: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }>;
  /** Looks up a card token the browser got from the provider; only these details are ever stored. */
  describeCard(cardToken: string): Promise<SavedCardInfo>;
}
