import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, readEnv } from '../src/config';
import { PaymentProviderError, WebhookSignatureError } from '../src/infra/payments/payment-provider';
import { StripeProvider } from '../src/infra/payments/stripe-provider';
import { startStripeApiServer, type StripeApiServer } from './stripe-api-server';

/** The value, or a failed test naming what was missing. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

const WEBHOOK_SECRET = 'whsec_test_provider_secret';
let api: StripeApiServer;
let provider: StripeProvider;
beforeAll(async () => {
  api = await startStripeApiServer();
  provider = new StripeProvider({
    secretKey: 'sk_test_local',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: api.url,
  });
});
afterAll(() => api.close());

/** A webhook as Stripe sends it: JSON body and a Stripe-Signature header made by Stripe's own test helper. */
function signed(
  event: { id: string; type: string; created?: number; data: { object: unknown } },
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2026-10-28.endive',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    ...event,
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, headers: { 'stripe-signature': header } };
}

const checkoutInput = {
  orderNo: 'M20261121000001',
  userId: 100001,
  email: 'buyer@example.com',
  amountMinor: 499,
  currency: 'USD',
  itemName: '500 coins',
  methodId: 'card',
  returnUrl: 'https://mingle.test/payRes',
};

describe('StripeProvider against a local Stripe API', () => {
  it('starts a Checkout Session with the order number on it and reads its state back', async () => {
    const start = await provider.startCheckout(checkoutInput);
    expect(start.providerRef).toMatch(/^cs_test_/);
    expect(start.redirectUrl).toContain(start.providerRef);
    const sent = api.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: checkoutInput.orderNo,
      'metadata[orderNo]': checkoutInput.orderNo,
      'payment_intent_data[metadata][orderNo]': checkoutInput.orderNo,
      'payment_method_types[0]': 'card',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][currency]': 'usd',
      customer_email: 'buyer@example.com',
    });
    expect(sent?.form.success_url).toBe('https://mingle.test/payRes?orderNo=M20261121000001');

    expect(await provider.lookup(start.providerRef)).toBe('processing');
    present(api.sessions.get(start.providerRef), 'session').payment_status = 'paid';
    expect(await provider.lookup(start.providerRef)).toBe('succeeded');
  });

  it('leaves wallets to automatic methods and reports an expired session as failed', async () => {
    const start = await provider.startCheckout({ ...checkoutInput, orderNo: 'W1', methodId: 'wallet' });
    const sent = api.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(Object.keys(sent?.form ?? {}).some((k) => k.startsWith('payment_method_types'))).toBe(false);
    expect(provider.methods().find((m) => m.id === 'wallet')?.route).toBe('appplePay');
    present(api.sessions.get(start.providerRef), 'session').status = 'expired';
    expect(await provider.lookup(start.providerRef)).toBe('failed');
  });

  it('starts a subscription with the order number on the subscription', async () => {
    await provider.startCheckout({ ...checkoutInput, orderNo: 'S1', recurring: { interval: 'week' } });
    const sent = api.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      'subscription_data[metadata][orderNo]': 'S1',
      'line_items[0][price_data][recurring][interval]': 'week',
    });
  });

  it('refunds through the session payment intent once per idempotency key', async () => {
    const start = await provider.startCheckout({ ...checkoutInput, orderNo: 'R1' });
    const input = { providerRef: start.providerRef, amountMinor: 499, idempotencyKey: 'refund:report:1' };
    const first = await provider.refund(input);
    const again = await provider.refund(input);
    expect(again.refundRef).toBe(first.refundRef);
    expect(api.refunds.size).toBe(1);
    const sent = api.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['refund:report:1', 'refund:report:1']);
    expect(sent[0]?.form.payment_intent).toBe(api.sessions.get(start.providerRef)?.payment_intent);
  });

  it('refuses a refund of an unknown payment as declined', async () => {
    const err = await provider
      .refund({ providerRef: 'cs_test_unknown', amountMinor: 1, idempotencyKey: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).declined).toBe(true);
  });

  it('describes a card token with brand, last 4 and expiry only, and refuses an unknown token', async () => {
    api.cards.set('pm_card_visa', { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    expect(await provider.describeCard('pm_card_visa')).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    const err = await provider.describeCard('pm_nope').catch((e: unknown) => e);
    expect((err as PaymentProviderError).declined).toBe(true);
  });

  it('charges a saved card with a PaymentIntent marked as ours', async () => {
    api.cards.set('pm_saved', { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 });
    const start = await provider.startCheckout({ ...checkoutInput, orderNo: 'P1', cardToken: 'pm_saved' });
    expect(start).toEqual({ providerRef: expect.stringMatching(/^pi_test_/), redirectUrl: null });
    expect(await provider.lookup(start.providerRef)).toBe('succeeded');
  });

  it('cancels a subscription at the end of its period', async () => {
    await provider.startCheckout({ ...checkoutInput, orderNo: 'S2', recurring: { interval: 'month' } });
    const session = present([...api.sessions.values()].at(-1), 'session');
    const { endsAt } = await provider.cancelSubscription(session.subscription as string);
    expect(endsAt).toEqual(new Date(1_900_000_000 * 1000));
    expect(api.requests.at(-1)?.form.cancel_at_period_end).toBe('true');
    const err = await provider.cancelSubscription('sub_unknown').catch((e: unknown) => e);
    expect((err as Error).message).toContain('unsubscribe failed');
  });
});

describe('StripeProvider webhooks', () => {
  const session = {
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: 'M1',
    metadata: { orderNo: 'M1' },
    payment_status: 'paid',
    amount_total: 999,
    currency: 'eur',
    subscription: null,
  };

  it('translates a paid checkout into payment.succeeded', () => {
    const { payload, headers } = signed({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1_800_000_000,
      data: { object: session },
    });
    expect(provider.parseWebhook(payload, headers)).toEqual([
      {
        type: 'payment.succeeded',
        eventId: 'evt_1',
        occurredAt: new Date(1_800_000_000 * 1000),
        orderNo: 'M1',
        providerRef: 'cs_test_1',
        amountMinor: 999,
        currency: 'EUR',
        subscriptionRef: undefined,
      },
    ]);
  });

  it('waits for async_payment_succeeded when the completed session is still unpaid', () => {
    const unpaid = { ...session, payment_status: 'unpaid' };
    const completed = signed({ id: 'evt_2', type: 'checkout.session.completed', data: { object: unpaid } });
    expect(provider.parseWebhook(completed.payload, completed.headers)).toEqual([]);
    const later = signed({
      id: 'evt_3',
      type: 'checkout.session.async_payment_succeeded',
      data: { object: session },
    });
    expect(provider.parseWebhook(later.payload, later.headers)).toMatchObject([
      { type: 'payment.succeeded', orderNo: 'M1' },
    ]);
  });

  it('translates failed and expired sessions into payment.failed', () => {
    for (const type of ['checkout.session.async_payment_failed', 'checkout.session.expired']) {
      const { payload, headers } = signed({ id: `evt_${type}`, type, data: { object: session } });
      expect(provider.parseWebhook(payload, headers)).toMatchObject([
        { type: 'payment.failed', orderNo: 'M1', providerRef: 'cs_test_1' },
      ]);
    }
  });

  it('translates a paid invoice with the order number from the subscription details', () => {
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      amount_paid: 1999,
      currency: 'usd',
      period_start: 1_700_000_000,
      period_end: 1_700_000_000,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { orderNo: 'S9' } },
      },
      lines: { object: 'list', data: [{ period: { start: 1_700_000_000, end: 1_700_604_800 } }] },
    };
    const { payload, headers } = signed({ id: 'evt_inv', type: 'invoice.paid', data: { object: invoice } });
    expect(provider.parseWebhook(payload, headers)).toMatchObject([
      {
        type: 'subscription.invoice_paid',
        orderNo: 'S9',
        subscriptionRef: 'sub_1',
        invoiceRef: 'in_1',
        amountMinor: 1999,
        currency: 'USD',
        periodStart: new Date(1_700_000_000_000),
        periodEnd: new Date(1_700_604_800_000),
      },
    ]);
  });

  it('translates subscription deletion and refunds, and ignores other events', () => {
    const ended = signed({
      id: 'evt_del',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription' } },
    });
    expect(provider.parseWebhook(ended.payload, ended.headers)).toMatchObject([
      { type: 'subscription.ended', subscriptionRef: 'sub_1' },
    ]);
    const refunded = signed({
      id: 'evt_ref',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount_refunded: 499 } },
    });
    expect(provider.parseWebhook(refunded.payload, refunded.headers)).toMatchObject([
      { type: 'refund.succeeded', providerRef: 'pi_1', amountMinor: 499 },
    ]);
    const other = signed({ id: 'evt_x', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(provider.parseWebhook(other.payload, other.headers)).toEqual([]);
  });

  it('ignores PaymentIntent events of Checkout (their outcome comes as session events)', () => {
    const intent = {
      id: 'pi_9',
      object: 'payment_intent',
      amount_received: 499,
      currency: 'usd',
      metadata: { orderNo: 'M1' },
    };
    const checkoutIntent = signed({
      id: 'evt_pi1',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    expect(provider.parseWebhook(checkoutIntent.payload, checkoutIntent.headers)).toEqual([]);
    const ours = signed({
      id: 'evt_pi2',
      type: 'payment_intent.succeeded',
      data: { object: { ...intent, metadata: { orderNo: 'M1', flow: 'saved_card' } } },
    });
    expect(provider.parseWebhook(ours.payload, ours.headers)).toMatchObject([
      { type: 'payment.succeeded', orderNo: 'M1', providerRef: 'pi_9', amountMinor: 499 },
    ]);
  });

  it('refuses a signature older than 300 s, accepts one just inside', () => {
    const now = Math.floor(Date.now() / 1000);
    const event = { id: 'evt_old', type: 'checkout.session.completed', data: { object: session } };
    const stale = signed(event, { timestamp: now - 301 });
    expect(() => provider.parseWebhook(stale.payload, stale.headers)).toThrow(WebhookSignatureError);
    const recent = signed(event, { timestamp: now - 240 });
    expect(provider.parseWebhook(recent.payload, recent.headers)).toHaveLength(1);
  });

  it('refuses a wrong secret, a changed body and a missing header', () => {
    const event = { id: 'evt_w', type: 'checkout.session.completed', data: { object: session } };
    const wrong = signed(event, { secret: 'whsec_someone_else' });
    expect(() => provider.parseWebhook(wrong.payload, wrong.headers)).toThrow(WebhookSignatureError);
    const good = signed(event);
    const tampered = good.payload.replace('"amount_total":999', '"amount_total":1');
    expect(() => provider.parseWebhook(tampered, good.headers)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(good.payload, {})).toThrow(WebhookSignatureError);
  });
});

describe('Stripe configuration', () => {
  it('needs both keys when PAYMENT_PROVIDER=stripe, and hides them when printed', () => {
    expect(() => readEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => readEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'pk_live_wrong_kind' })).toThrow(/STRIPE_SECRET_KEY/);
    const config = readEnv({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: undefined });
    const printed = JSON.stringify(describeConfig(config));
    expect(printed).not.toContain('sk_test_1');
    expect(printed).not.toContain('whsec_1');
  });
});
