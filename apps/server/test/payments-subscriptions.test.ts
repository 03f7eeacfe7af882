import {
  answerText,
  PaymentCode,
  payApi,
  type CoinPackage,
  type CreateOrderAnswer,
  type Order,
  type PackagesAnswer,
  type PayStatus,
  type Subscription,
} from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../src/infra/db/schema';
import { SANDBOX_TEST_CARDS } from '../src/infra/payments/sandbox/sandbox-cards';
import type { IssuedSession } from '../src/modules/session/service';
import { must, payOnHostedPage, usePaymentsApp } from './payments-app';

const AD_TAG = 'AW-123456789/abcDEF';
const DAY_MS = 86_400_000;

const pay = usePaymentsApp({ AD_CONVERSION_TAG: AD_TAG });
const { newUser, get, post, coins } = pay;

async function plan(user: IssuedSession, interval: 'week' | 'month'): Promise<CoinPackage> {
  const shop = (await get(payApi.packages.path, user)).json().data as PackagesAnswer;
  return must(shop.subscriptions.find((s) => s.interval === interval));
}

async function subscribe(user: IssuedSession, interval: 'week' | 'month') {
  const pkg = await plan(user, interval);
  const res = await post(payApi.createOrder.path, user, { packageId: pkg.id, methodId: 'card' });
  expect(res.json().code).toBe(200);
  const created = res.json().data as CreateOrderAnswer;
  const paid = await payOnHostedPage(must(created.redirectUrl), SANDBOX_TEST_CARDS.succeeds);
  expect(paid.status).toBe(303);
  await pay.sandbox.idle();
  return { pkg, created };
}

async function subscription(user: IssuedSession): Promise<Subscription | null> {
  return (await get(payApi.subscription.path, user)).json().data.subscription as Subscription | null;
}

function sandboxSubscriptionOf(orderNo: string) {
  const sub = [...pay.sandbox.subscriptions.values()].find((s) => s.orderNo === orderNo);
  if (!sub) throw new Error(`no sandbox subscription for ${orderNo}`);
  return sub;
}

describe('coin subscriptions', () => {
  it('credits each paid period, refuses a second one, and ends at the period end after a cancel', async () => {
    const user = await newUser();
    const { pkg, created } = await subscribe(user, 'week');
    expect(pkg.totalCoins).toBe(500);
    // The first invoice brings the period's coins; the first-purchase bonus is for coin packs only.
    expect(await coins(user.userId)).toBe(500);
    const order = (await get(payApi.order.path, user, { orderNo: created.orderNo })).json().data as Order;
    expect(order).toMatchObject({ status: 'success', kind: 'subscription' });
    const status = (await get(payApi.checkUserPayStatus.path, user)).json().data as PayStatus;
    expect(status.isVip).toBe(true);

    const sub = must(await subscription(user));
    expect(sub).toMatchObject({
      status: 'active',
      interval: 'week',
      cancelAtPeriodEnd: false,
      coinsPerPeriod: 500,
    });
    const end = new Date(sub.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(6 * DAY_MS);
    expect(end - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(status.subscriptionRenewsAt).toBe(sub.currentPeriodEnd);

    // Spec §4: while subscribed, one cannot subscribe again.
    const monthly = await plan(user, 'month');
    const second = await post(payApi.createOrder.path, user, { packageId: monthly.id, methodId: 'card' });
    expect(second.json()).toEqual({
      code: PaymentCode.ALREADY_SUBSCRIBED,
      data: null,
      msg: answerText(PaymentCode.ALREADY_SUBSCRIBED),
    });

    // The provider bills the next period: coins again, renewal date a week later.
    const remote = sandboxSubscriptionOf(created.orderNo);
    pay.sandbox.renew(remote.ref);
    await pay.sandbox.idle();
    expect(await coins(user.userId)).toBe(1000);
    const renewed = must(await subscription(user));
    expect(new Date(renewed.currentPeriodEnd).getTime() - end).toBe(7 * DAY_MS);

    // The same invoice delivered again credits nothing.
    const invoice = must([...pay.sandbox.sent].reverse().find((s) => s.body.includes('"invoice.paid"')));
    await fetch(invoice.url, { method: 'POST', headers: invoice.headers, body: invoice.body });
    expect(await coins(user.userId)).toBe(1000);

    // Cancelling keeps it running until the end of the paid period.
    const cancelled = await post(payApi.cancelSubscription.path, user);
    expect(cancelled.json().data.subscription).toMatchObject({
      status: 'canceling',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: renewed.currentPeriodEnd,
    });
    expect(
      (await post(payApi.createOrder.path, user, { packageId: monthly.id, methodId: 'card' })).json().code,
    ).toBe(PaymentCode.ALREADY_SUBSCRIBED);

    // At the period end the provider ends it instead of billing: no coins, and a new one may start.
    pay.sandbox.renew(remote.ref);
    await pay.sandbox.idle();
    expect(await coins(user.userId)).toBe(1000);
    expect(await subscription(user)).toBeNull();
    await subscribe(user, 'month');
    expect(await coins(user.userId)).toBe(1000 + 2400);
  });

  it("answers 'unsubscribe failed' when the provider cannot cancel", async () => {
    const user = await newUser();
    const pkg = await plan(user, 'month');
    // A subscription the provider does not know (e.g. removed on its side).
    await pay.t.ctx.database.db.insert(subscriptions).values({
      userId: user.userId,
      packageId: pkg.id,
      orderNo: 'MG-unknown',
      provider: 'sandbox',
      providerRef: `sub_sbx_unknown_${user.userId}`,
      currentPeriodEnd: new Date(Date.now() + 10 * DAY_MS),
    });
    const res = await post(payApi.cancelSubscription.path, user);
    expect(res.json()).toEqual({
      code: PaymentCode.UNSUBSCRIBE_FAILED,
      data: null,
      msg: answerText(PaymentCode.UNSUBSCRIBE_FAILED),
    });
    expect(must(await subscription(user)).status).toBe('active');
    expect((await post(payApi.cancelSubscription.path, await newUser())).json().code).toBe(
      PaymentCode.NO_SUBSCRIPTION,
    );
  });
});

describe('ad conversion', () => {
  it('carries price, currency, order id, item and currency mark on a successful order when a tag is set', async () => {
    const user = await newUser();
    const shop = (await get(payApi.packages.path, user)).json().data as PackagesAnswer;
    const pack = must(shop.packs.find((p) => p.coins === 300));
    const created = (
      await post(payApi.createOrder.path, user, { packageId: pack.id, methodId: 'card' })
    ).json().data as CreateOrderAnswer;
    // Not before it is paid.
    expect(
      ((await get(payApi.order.path, user, { orderNo: created.orderNo })).json().data as Order).adConversion,
    ).toBeNull();
    await payOnHostedPage(must(created.redirectUrl), SANDBOX_TEST_CARDS.succeeds);
    await pay.sandbox.idle();
    const paid = (await get(payApi.order.path, user, { orderNo: created.orderNo })).json().data as Order;
    expect(paid.adConversion).toEqual({
      price: '4.99',
      currency: 'USD',
      orderId: created.orderNo,
      itemName: '300 coins',
      currencyMark: '$',
      tag: AD_TAG,
    });
  });
});
