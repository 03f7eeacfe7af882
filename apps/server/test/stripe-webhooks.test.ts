import { randomBytes } from 'node:crypto';
import { webhookPath } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/infra/db/schema';
import { startStripeApiServer, type StripeApiServer } from './stripe-api-server';
import { signedStripeEvent } from './stripe-events';
import { createTestApp, type TestApp } from './test-app';

/** The value, or a failed test naming what was missing. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

const WEBHOOK_SECRET = 'whsec_test_app_secret';
let api: StripeApiServer;
let t: TestApp;
beforeAll(async () => {
  api = await startStripeApiServer();
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: api.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await api.close();
});

const newUser = () => t.ctx.sessions.createUserWithSession(`dev-${randomBytes(4).toString('hex')}`);

/** An order at the payments module, its checkout started at (the local) Stripe. */
async function startOrder(userId: number) {
  const { payments } = t.ctx;
  const pkg = present((await payments.packages(userId)).packs[0], 'package');
  const { orderNo, redirectUrl } = await payments.createOrder(userId, {
    packageId: pkg.id,
    methodId: 'card',
  });
  const [order] = await t.ctx.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return { order: present(order, 'order'), redirectUrl };
}

/** The session object Stripe puts into checkout.session.* events. */
function sessionOf(order: typeof orders.$inferSelect, paymentStatus: 'paid' | 'unpaid') {
  return {
    ...api.sessions.get(present(order.providerRef, 'providerRef')),
    payment_status: paymentStatus,
    status: paymentStatus === 'paid' ? 'complete' : 'open',
  };
}

/** Posts an event to our webhook endpoint the way Stripe does. */
function deliver(
  id: string,
  type: string,
  object: unknown,
  options: { timestamp?: number; secret?: string } = {},
) {
  const { payload, headers } = signedStripeEvent(
    { id, type, object },
    options.secret ?? WEBHOOK_SECRET,
    options.timestamp,
  );
  return t.app.inject({ method: 'POST', url: webhookPath('stripe'), payload, headers });
}

const orderRow = async (orderNo: string) =>
  present((await t.ctx.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0], 'order');
const credited = (o: typeof orders.$inferSelect) => o.coins + o.bonusCoins + o.firstBonusCoins;

describe('Stripe webhooks through the payments endpoint (PAYMENT_PROVIDER=stripe)', () => {
  it('sends the buyer to a Stripe Checkout Session carrying the order number', async () => {
    const user = await newUser();
    const { order, redirectUrl } = await startOrder(user.userId);
    expect(order.provider).toBe('stripe');
    expect(order.providerRef).toMatch(/^cs_test_/);
    expect(redirectUrl).toContain(order.providerRef);
    expect(api.sessions.get(present(order.providerRef, 'providerRef'))?.client_reference_id).toBe(
      order.orderNo,
    );
  });

  it('credits once when the same event arrives twice', async () => {
    const user = await newUser();
    const { order } = await startOrder(user.userId);
    const id = `evt_${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 2; i++) {
      const res = await deliver(id, 'checkout.session.completed', sessionOf(order, 'paid'));
      expect(res.statusCode).toBe(200);
    }
    const after = await orderRow(order.orderNo);
    expect(after.status).toBe('success');
    expect((await t.ctx.ledger.balance(user.userId)).coins).toBe(credited(after));
  });

  it('credits once when events arrive out of order and as several events about one payment', async () => {
    const user = await newUser();
    const { order } = await startOrder(user.userId);
    const ev = () => `evt_${randomBytes(6).toString('hex')}`;
    // The async success first, then the (unpaid) completion it follows, then a late expiry and a redelivery.
    expect(
      (await deliver(ev(), 'checkout.session.async_payment_succeeded', sessionOf(order, 'paid'))).statusCode,
    ).toBe(200);
    expect((await deliver(ev(), 'checkout.session.completed', sessionOf(order, 'unpaid'))).statusCode).toBe(
      200,
    );
    expect((await deliver(ev(), 'checkout.session.completed', sessionOf(order, 'paid'))).statusCode).toBe(
      200,
    );
    expect((await deliver(ev(), 'checkout.session.expired', sessionOf(order, 'unpaid'))).statusCode).toBe(
      200,
    );
    const after = await orderRow(order.orderNo);
    expect(after.status).toBe('success');
    expect((await t.ctx.ledger.balance(user.userId)).coins).toBe(credited(after));
  });

  it('a failure before the success: the late success wins and credits once', async () => {
    const user = await newUser();
    const { order } = await startOrder(user.userId);
    const ev = () => `evt_${randomBytes(6).toString('hex')}`;
    await deliver(ev(), 'checkout.session.async_payment_failed', sessionOf(order, 'unpaid'));
    expect((await orderRow(order.orderNo)).status).toBe('failed');
    await deliver(ev(), 'checkout.session.async_payment_succeeded', sessionOf(order, 'paid'));
    await deliver(ev(), 'checkout.session.async_payment_succeeded', sessionOf(order, 'paid'));
    const after = await orderRow(order.orderNo);
    expect(after.status).toBe('success');
    expect((await t.ctx.ledger.balance(user.userId)).coins).toBe(credited(after));
  });

  it('refuses a stale signature and a wrong secret, and credits nothing', async () => {
    const user = await newUser();
    const { order } = await startOrder(user.userId);
    const stale = await deliver('evt_stale', 'checkout.session.completed', sessionOf(order, 'paid'), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.statusCode).toBe(400);
    const forged = await deliver('evt_forged', 'checkout.session.completed', sessionOf(order, 'paid'), {
      secret: 'whsec_attacker',
    });
    expect(forged.statusCode).toBe(400);
    expect((await orderRow(order.orderNo)).status).toBe('processing');
    expect((await t.ctx.ledger.balance(user.userId)).coins).toBe(0);
  });
});
