import { randomBytes } from 'node:crypto';
import {
  Code,
  FIRST_PURCHASE_BONUS_COINS,
  PaymentCode,
  payApi,
  type CreateOrderAnswer,
  type CreateOrderBody,
} from '@mingle/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { SANDBOX_TEST_CARDS } from '../src/infra/payments/sandbox/sandbox-cards';
import { PaymentsRepo } from '../src/modules/payments/repo';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { testApi } from './kit/api';
import { dataOf } from './kit/envelope';
import { factories, type TestUser } from './kit/factories';
import { must, payOnHostedPage, usePaymentsApp } from './payments-app';
import { createTestApp, type TestApp } from './test-app';

/** A fresh key of one checkout attempt, as the web app makes it. */
const newKey = () => randomBytes(16).toString('hex');

/** The orders a user has for a key, read from the table itself (the unique index is what is under test). */
async function ordersWithKey(t: TestApp, userId: number, key: string) {
  return t.ctx.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
}

describe('an order per checkout attempt (sandbox provider, real time)', () => {
  const pay = usePaymentsApp({ SANDBOX_WEBHOOK_SECRET: 'sandbox-test-secret-0123456789abcdef' });
  const api = () => testApi(pay.t);
  const kit = () => factories(pay.t);

  async function packId(user: TestUser, coins: number): Promise<number> {
    const shop = dataOf(await api()(user, payApi.packages));
    return must(shop.packs.find((p) => p.coins === coins && p.offer === null)).id;
  }

  const createOrder = (user: TestUser, body: CreateOrderBody) => api()(user, payApi.createOrder, body);
  const orderCount = async (user: TestUser) =>
    dataOf(await api()(user, payApi.orders, { page: 1, pageSize: 50 })).total;

  it('answers a repeat of the key with the same order and page, and the purchase credits once', async () => {
    const user = await kit().user();
    const body = { packageId: await packId(user, 60), methodId: 'card', idempotencyKey: newKey() };
    const first = dataOf(await createOrder(user, body));
    expect(first).toMatchObject({ status: 'processing', redirectUrl: expect.any(String) });
    // A reload of the pay page asks again with the key the page kept.
    expect(dataOf(await createOrder(user, { ...body, lang: 'de' }))).toEqual(first);
    expect(await orderCount(user)).toBe(1);

    await payOnHostedPage(must(first.redirectUrl), SANDBOX_TEST_CARDS.succeeds);
    await pay.sandbox.idle();
    expect(await pay.coins(user.id)).toBe(60 + FIRST_PURCHASE_BONUS_COINS);

    // Asked again after paying: the same order, settled, and no page to pay on again.
    expect(dataOf(await createOrder(user, body))).toEqual({
      orderNo: first.orderNo,
      redirectUrl: null,
      status: 'success',
    });
    expect(await orderCount(user)).toBe(1);
    expect(await pay.coins(user.id)).toBe(60 + FIRST_PURCHASE_BONUS_COINS);
    expect(await checkLedger(pay.t.ctx.database.db)).toEqual([]);
  });

  it('makes one order of requests of one attempt that arrive together', async () => {
    const user = await kit().user();
    const body = { packageId: await packId(user, 300), methodId: 'card', idempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => createOrder(user, body)));
    const created = answers.map((a) => dataOf(a));
    const first = must(created[0]);
    for (const answer of created) expect(answer).toEqual(first);
    expect(await ordersWithKey(pay.t, user.id, body.idempotencyKey)).toHaveLength(1);
    expect(await orderCount(user)).toBe(1);
  });

  it('makes one order when requests of one attempt all look for it before any has inserted it', async () => {
    const user = await kit().user();
    const body = { packageId: await packId(user, 300), methodId: 'card', idempotencyKey: newKey() };
    // Straight at the service, so that every request's first look finds nothing and all of them insert: the
    // unique index refuses all but one, and the others answer the winner's order once its checkout started.
    const created = await Promise.all(
      Array.from({ length: 6 }, () => pay.t.ctx.payments.createOrder(user.id, body)),
    );
    const first = must(created[0]);
    expect(first.redirectUrl).not.toBeNull();
    for (const answer of created) expect(answer).toEqual(first);
    expect(await ordersWithKey(pay.t, user.id, body.idempotencyKey)).toHaveLength(1);
  });

  it('makes a new order for a new key, and for every request without one (as before keys)', async () => {
    const user = await kit().user();
    const packageId = await packId(user, 60);
    const a = dataOf(await createOrder(user, { packageId, methodId: 'card', idempotencyKey: newKey() }));
    const b = dataOf(await createOrder(user, { packageId, methodId: 'card', idempotencyKey: newKey() }));
    const c = dataOf(await createOrder(user, { packageId, methodId: 'card' }));
    const d = dataOf(await createOrder(user, { packageId, methodId: 'card' }));
    expect(new Set([a, b, c, d].map((o) => o.orderNo)).size).toBe(4);
    expect(new Set([a, b, c, d].map((o) => o.redirectUrl)).size).toBe(4);
    expect(await orderCount(user)).toBe(4);
  });

  it('refuses a key sent again for another package or method, and keys belong to their user', async () => {
    const user = await kit().user();
    const key = newKey();
    const first = dataOf(
      await createOrder(user, { packageId: await packId(user, 60), methodId: 'card', idempotencyKey: key }),
    );
    const otherPackage = await createOrder(user, {
      packageId: await packId(user, 300),
      methodId: 'card',
      idempotencyKey: key,
    });
    expect(otherPackage).toBeRefusedWith(PaymentCode.IDEMPOTENCY_CONFLICT);
    expect(otherPackage.msg).toBe('This request was already made with other details.');
    const otherMethod = await createOrder(user, {
      packageId: await packId(user, 60),
      methodId: 'redirect',
      idempotencyKey: key,
    });
    expect(otherMethod).toBeRefusedWith(PaymentCode.IDEMPOTENCY_CONFLICT);
    expect(await orderCount(user)).toBe(1);

    // Another user's attempt with the same key is theirs alone.
    const stranger = await kit().user();
    const theirs = dataOf(
      await createOrder(stranger, {
        packageId: await packId(stranger, 60),
        methodId: 'card',
        idempotencyKey: key,
      }),
    );
    expect(theirs.orderNo).not.toBe(first.orderNo);
  });

  it('answers a repeat of a declined attempt with the failed order, which payRes then shows', async () => {
    const user = await kit().user();
    const body = { packageId: await packId(user, 60), methodId: 'card', idempotencyKey: newKey() };
    const first: CreateOrderAnswer = dataOf(await createOrder(user, body));
    await payOnHostedPage(must(first.redirectUrl), SANDBOX_TEST_CARDS.declined);
    await pay.sandbox.idle();
    expect(dataOf(await createOrder(user, body))).toEqual({
      orderNo: first.orderNo,
      redirectUrl: null,
      status: 'failed',
    });
  });

  it('refuses keys that are too short, too long or unstorable as validation errors', async () => {
    const user = await kit().user();
    const packageId = await packId(user, 60);
    for (const idempotencyKey of ['1234567', 'k'.repeat(65), 'abcdefgh\u0000', '\ud800abcdefgh']) {
      expect(await createOrder(user, { packageId, methodId: 'card', idempotencyKey })).toBeRefusedWith(
        Code.VALIDATION,
      );
    }
    expect(await orderCount(user)).toBe(0);
  });
});

describe('a repeat while the first request waits for the provider (manual clock)', () => {
  const clock = new ManualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  /**
   * The state the first request of an attempt leaves while the provider has not answered its checkout yet: the
   * order inserted with its key, no provider reference. Written through the module's own repo, since the
   * sandbox answers at once and a real request cannot be held at that point.
   */
  async function orderAwaitingProvider(user: TestUser, key: string) {
    const shop = dataOf(await testApi(t)(user, payApi.packages));
    const pack = must(shop.packs.find((p) => p.coins === 60));
    const row = must(
      await new PaymentsRepo(t.ctx.database.db).insertOrder({
        orderNo: `MGTEST${randomBytes(5).toString('hex')}`,
        userId: user.id,
        packageId: pack.id,
        kind: 'pack',
        itemName: pack.itemName,
        amountMinor: pack.priceMinor,
        currency: pack.currency,
        coins: pack.coins,
        bonusCoins: pack.bonusCoins,
        provider: 'sandbox',
        method: 'card',
        idempotencyKey: key,
        createdAt: clock.date(),
      }),
    );
    return { row, body: { packageId: pack.id, methodId: 'card', idempotencyKey: key } };
  }

  /** A repeat of such an attempt, sent and waiting on the clock (it set a timer besides the jobs' timers). */
  async function repeatWhileAwaitingProvider() {
    const user = await factories(t).user();
    const { row, body } = await orderAwaitingProvider(user, newKey());
    const timers = clock.pendingTimers;
    const repeat = testApi(t)(user, payApi.createOrder, body);
    await vi.waitFor(() => expect(clock.pendingTimers).toBeGreaterThan(timers));
    return { user, row, body, repeat };
  }

  it("waits for the first request's checkout, then answers its order and page", async () => {
    const { row, repeat } = await repeatWhileAwaitingProvider();

    // The provider answers the first request, which records its checkout as it does.
    const page = 'http://127.0.0.1/sandbox-pay/checkout/chk_test_waited';
    await new PaymentsRepo(t.ctx.database.db).setCheckoutStarted(row.orderNo, 'chk_test_waited', page);
    await clock.advance(1_000);
    expect(dataOf(await repeat)).toEqual({ orderNo: row.orderNo, redirectUrl: page, status: 'processing' });
  });

  it('asks to try again when the provider takes long, and fails an attempt it never answered', async () => {
    const { user, row, body, repeat } = await repeatWhileAwaitingProvider();
    await clock.advance(30_000);
    expect(await repeat).toBeRefusedWith(PaymentCode.ORDER_IN_PROGRESS);

    // Two minutes after the order was made its checkout start is given up: the order fails, and the buyer's
    // next attempt (a new key) is a new order.
    await clock.advance(91_000);
    expect(dataOf(await testApi(t)(user, payApi.createOrder, body))).toEqual({
      orderNo: row.orderNo,
      redirectUrl: null,
      status: 'failed',
    });
    expect(dataOf(await testApi(t)(user, payApi.order, { orderNo: row.orderNo }))).toMatchObject({
      status: 'failed',
      failureReason: 'checkout_not_started',
    });
    const next = dataOf(await testApi(t)(user, payApi.createOrder, { ...body, idempotencyKey: newKey() }));
    expect(next).toMatchObject({ status: 'processing', redirectUrl: expect.any(String) });
    expect(next.orderNo).not.toBe(row.orderNo);
  });
});
