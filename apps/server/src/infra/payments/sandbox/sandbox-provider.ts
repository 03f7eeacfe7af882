import type { Clock } from '../../clock';
import {
  PaymentProviderError,
  type CheckoutInput,
  type CheckoutStart,
  type PaymentEvent,
  type PaymentMethodInfo,
  type PaymentProvider,
  type SavedCardInfo,
  WebhookSignatureError,
} from '../payment-provider';
import type { SandboxGateway, SandboxWireEvent } from './sandbox-gateway';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature';

/** Our side of the sandbox: what the payments module calls, translating to and from the sandbox's terms. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    readonly gateway: SandboxGateway,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  methods(): PaymentMethodInfo[] {
    // Both are served by the hosted checkout; 'redirect' stands for the pagsmile-style provider pages.
    return [
      { id: 'card', route: 'pay' },
      { id: 'redirect', route: 'pagsmile' },
    ];
  }

  async startCheckout(input: CheckoutInput): Promise<CheckoutStart> {
    const checkout = this.gateway.createCheckout({
      orderNo: input.orderNo,
      amountMinor: input.amountMinor,
      currency: input.currency,
      itemName: input.itemName,
      returnUrl: input.returnUrl,
      recurring: input.recurring,
    });
    if (input.cardToken) {
      const card = this.gateway.card(input.cardToken);
      if (!card) throw new PaymentProviderError('unknown card token', true);
      this.gateway.pay(checkout.ref, card.outcome);
      return { providerRef: checkout.ref, redirectUrl: null };
    }
    return {
      providerRef: checkout.ref,
      redirectUrl: `${this.gateway.publicUrl}/sandbox-pay/checkout/${checkout.ref}`,
    };
  }

  async lookup(providerRef: string): Promise<'processing' | 'succeeded' | 'failed'> {
    const checkout = this.gateway.checkouts.get(providerRef);
    if (!checkout) throw new PaymentProviderError('unknown payment');
    return checkout.status === 'open' ? 'processing' : checkout.status;
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent[] {
    verifySandboxSignature(
      this.secret,
      rawBody,
      headers[SANDBOX_SIGNATURE_HEADER],
      Math.floor(this.clock.now() / 1000),
    );
    let event: SandboxWireEvent;
    try {
      event = JSON.parse(rawBody) as SandboxWireEvent;
    } catch {
      throw new WebhookSignatureError('body is not JSON');
    }
    const d = event.data;
    const str = (k: string) => String(d[k] ?? '');
    const num = (k: string) => Number(d[k] ?? 0);
    const base = { eventId: event.id, occurredAt: new Date(event.created * 1000) };
    switch (event.type) {
      case 'payment.succeeded':
        return [
          {
            ...base,
            type: 'payment.succeeded',
            orderNo: str('orderNo'),
            providerRef: str('providerRef'),
            amountMinor: num('amountMinor'),
            currency: str('currency'),
            subscriptionRef: d.subscriptionRef ? str('subscriptionRef') : undefined,
          },
        ];
      case 'payment.failed':
        return [
          {
            ...base,
            type: 'payment.failed',
            orderNo: str('orderNo'),
            providerRef: str('providerRef'),
            reason: str('reason'),
          },
        ];
      case 'invoice.paid':
        return [
          {
            ...base,
            type: 'subscription.invoice_paid',
            orderNo: str('orderNo'),
            subscriptionRef: str('subscriptionRef'),
            invoiceRef: str('invoiceRef'),
            amountMinor: num('amountMinor'),
            currency: str('currency'),
            periodStart: new Date(str('periodStart')),
            periodEnd: new Date(str('periodEnd')),
          },
        ];
      case 'subscription.ended':
        return [{ ...base, type: 'subscription.ended', subscriptionRef: str('subscriptionRef') }];
      case 'refund.succeeded':
        return [
          {
            ...base,
            type: 'refund.succeeded',
            providerRef: str('providerRef'),
            refundRef: str('refundRef'),
            amountMinor: num('amountMinor'),
          },
        ];
      default:
        return [];
    }
  }

  async cancelSubscription(subscriptionRef: string): Promise<{ endsAt: Date }> {
    const sub = this.gateway.cancelSubscription(subscriptionRef);
    if (!sub) throw new PaymentProviderError('unsubscribe failed');
    return { endsAt: sub.periodEnd };
  }

  async refund(input: {
    providerRef: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }> {
    const refundRef = this.gateway.refund(input.providerRef, input.amountMinor, input.idempotencyKey);
    if (!refundRef) throw new PaymentProviderError('refund refused');
    return { refundRef };
  }

  async describeCard(cardToken: string): Promise<SavedCardInfo> {
    const card = this.gateway.card(cardToken);
    if (!card) throw new PaymentProviderError('unknown card token', true);
    return { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  }
}
