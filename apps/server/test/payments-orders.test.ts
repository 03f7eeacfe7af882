import { randomBytes } from 'node:crypto';
import {
  answerText,
  cardsApi,
  Code,
  FIRST_PURCHASE_BONUS_COINS,
  PaymentCode,
  payApi,
  refundsApi,
  walletApi,
  webhookPath,
  type CreateOrderAnswer,
  type Order,
  type PackagesAnswer,
  type PayStatus,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coinPackages } from '../src/infra/db/schema';
import { SANDBOX_TEST_CARDS } from '../src/infra/payments/sandbox/sandbox-cards';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '../src/infra/payments/sandbox/sandbox-signature';
import { PaymentsRepo } from '../src/modules/payments/repo';
import { VipStatus } from '../src/modules/payments/vip';
import type { IssuedSession } from '../src/modules/session/service';
import { must, payOnHostedPage, usePaymentsApp } from './payments-app';
import { connect, nextEvent, realtimeAuth } from './realtime-client';

const SECRET = 'sandbox-test-secret-0123456789abcdef';
const pay = usePaymentsApp({ SANDBOX_WEBHOOK_SECRET: SECRET });
const { newUser, get, post, coins } = pay;
/** VIP as other modules read it, over the real payments tables. */
const vipStatus = () => new VipStatus(new PaymentsRepo(pay.t.ctx.database.db));

/** The provider's reference of an order's checkout: the last segment of its hosted page address. */
function refOf(created: CreateOrderAnswer): string {
  return must(new URL(must(created.redirectUrl)).pathname.split('/').pop());
}

async function packages(user: IssuedSession): Promise<PackagesAnswer> {
  const res = await get(payApi.packages.path, user);
  expect(res.json().code).toBe(200);
  return res.json().data as PackagesAnswer;
}

async function packByCoins(user: IssuedSession, n: number) {
  const pack = (await packages(user)).packs.find((p) => p.coins === n && p.offer === null);
  if (!pack) throw new Error(`no pack of ${n} coins`);
  return pack;
}

async function createOrder(user: IssuedSession, body: Record<string, unknown>): Promise<CreateOrderAnswer> {
  const res = await post(payApi.createOrder.path, user, body);
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data as CreateOrderAnswer;
}

async function order(user: IssuedSession, orderNo: string): Promise<Order> {
  const res = await get(payApi.order.path, user, { orderNo });
  expect(res.json().code).toBe(200);
  return res.json().data as Order;
}

async function buy(user: IssuedSession, coinsOfPack: number, number: string = SANDBOX_TEST_CARDS.succeeds) {
  const pack = await packByCoins(user, coinsOfPack);
  const created = await createOrder(user, { packageId: pack.id, methodId: 'card' });
  const paid = await payOnHostedPage(must(created.redirectUrl), number);
  await pay.sandbox.idle();
  return { pack, created, paid };
}

function lastSent(type: string, orderNo: string) {
  const sent = [...pay.sandbox.sent]
    .reverse()
    .find((s) => s.body.includes(`"type":"${type}"`) && s.body.includes(orderNo));
  if (!sent) throw new Error(`no ${type} webhook for ${orderNo}`);
  return sent;
}

/** A webhook signed with the sandbox secret, as the sandbox would send it, delivered over HTTP. */
async function sendEvent(
  type: string,
  data: Record<string, unknown>,
  opts: { secret?: string; t?: number } = {},
) {
  const body = JSON.stringify({
    id: `evt_test_${randomBytes(6).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data,
  });
  const ts = opts.t ?? Math.floor(Date.now() / 1000);
  return fetch(`${pay.base}${webhookPath('sandbox')}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(opts.secret ?? SECRET, body, ts),
    },
    body,
  });
}

describe('shop', () => {
  it('lists the seeded packs with the up-to-20% bubble, the subscriptions and the first-purchase bonus', async () => {
    const user = await newUser();
    const shop = await packages(user);
    expect(shop.packs.map((p) => [p.coins, p.bonusCoins, p.priceMinor])).toEqual([
      [60, 0, 99],
      [300, 15, 499],
      [980, 98, 1499],
      [1980, 297, 2999],
      [3000, 600, 3999],
    ]);
    expect(shop.upToExtraPercent).toBe(20);
    expect(shop.subscriptions.map((s) => s.interval)).toEqual(['week', 'month']);
    expect(shop.firstPurchaseBonus).toEqual({ coins: FIRST_PURCHASE_BONUS_COINS, eligible: true });
    expect(shop.offer).toBeNull();
    const methods = await get(payApi.methods.path, user);
    expect(methods.json().data.methods).toContainEqual({ id: 'card', route: 'pay' });
  });
});

describe('buying coins through the sandbox checkout', () => {
  it('credits the pack and the first-purchase bonus once, turns VIP on and tells the browser live', async () => {
    const user = await newUser();
    const socket = connect(pay.base, realtimeAuth(user));
    await nextEvent(socket, 'session:ready');
    const settled = nextEvent(socket, 'payment:order');
    const vip = nextEvent(socket, 'vip:status');
    try {
      const { created, paid } = await buy(user, 300);
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`${pay.base}/payRes?orderNo=${created.orderNo}`);
      expect(await settled).toEqual({ orderNo: created.orderNo, status: 'success' });
      expect((await vip).isVip).toBe(true);
    } finally {
      socket.close();
    }
    expect(await coins(user.userId)).toBe(315 + FIRST_PURCHASE_BONUS_COINS);
    expect(await vipStatus().isVip(user.userId)).toBe(true);
    const status = (await get(payApi.checkUserPayStatus.path, user)).json().data as PayStatus;
    expect(status).toMatchObject({ isPay: true, isVip: true, firstPurchaseBonus: { eligible: false } });
    expect(status.vipSince).not.toBeNull();
    expect((await packages(user)).firstPurchaseBonus.eligible).toBe(false);

    // The second purchase brings its coins only: the bonus was for the first.
    const second = await buy(user, 60);
    const o = await order(user, second.created.orderNo);
    expect(o).toMatchObject({ status: 'success', firstPurchaseBonusCoins: 0, adConversion: null });
    expect(await coins(user.userId)).toBe(315 + FIRST_PURCHASE_BONUS_COINS + 60);
  });

  it('credits once when the same webhook is delivered again', async () => {
    const user = await newUser();
    const { created } = await buy(user, 60);
    const before = await coins(user.userId);
    expect(before).toBe(60 + FIRST_PURCHASE_BONUS_COINS);
    const sent = lastSent('payment.succeeded', created.orderNo);
    const again = await fetch(sent.url, { method: 'POST', headers: sent.headers, body: sent.body });
    expect(again.status).toBe(200);
    expect(await coins(user.userId)).toBe(before);
  });

  it('credits once when the same and different success events for one order arrive at the same time', async () => {
    const user = await newUser();
    const pack = await packByCoins(user, 300);
    const created = await createOrder(user, { packageId: pack.id, methodId: 'card' });
    const providerRef = refOf(created);
    const data = { orderNo: created.orderNo, providerRef, amountMinor: 499, currency: 'USD' };
    const body = JSON.stringify({
      id: 'evt_same_' + created.orderNo,
      type: 'payment.succeeded',
      created: 0,
      data,
    });
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SECRET, body, Math.floor(Date.now() / 1000)),
    };
    const url = `${pay.base}${webhookPath('sandbox')}`;
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => fetch(url, { method: 'POST', headers, body })),
      ...Array.from({ length: 3 }, () => sendEvent('payment.succeeded', data)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    expect(await coins(user.userId)).toBe(315 + FIRST_PURCHASE_BONUS_COINS);
  });

  it('marks a declined card failed with its reason and credits nothing', async () => {
    const user = await newUser();
    const { created, paid } = await buy(user, 60, SANDBOX_TEST_CARDS.declined);
    expect(paid.status).toBe(303);
    expect(await order(user, created.orderNo)).toMatchObject({
      status: 'failed',
      failureReason: 'card_declined',
    });
    expect(await coins(user.userId)).toBe(0);
    expect(((await get(payApi.checkUserPayStatus.path, user)).json().data as PayStatus).isVip).toBe(false);
    expect(await vipStatus().isVip(user.userId)).toBe(false);
  });

  it('lets a late success win over a failure, and ignores a failure after a success', async () => {
    const user = await newUser();
    const { created } = await buy(user, 60, SANDBOX_TEST_CARDS.declined);
    const failed = await order(user, created.orderNo);
    expect(failed.status).toBe('failed');
    const providerRef = refOf(created);
    const success = { orderNo: created.orderNo, providerRef, amountMinor: 99, currency: 'USD' };
    expect((await sendEvent('payment.succeeded', success)).status).toBe(200);
    expect(await order(user, created.orderNo)).toMatchObject({ status: 'success', failureReason: null });
    expect(await coins(user.userId)).toBe(60 + FIRST_PURCHASE_BONUS_COINS);

    // A failure arriving after the success (another event id) changes nothing and takes nothing back.
    await sendEvent('payment.failed', { orderNo: created.orderNo, providerRef, reason: 'card_declined' });
    expect((await order(user, created.orderNo)).status).toBe('success');
    // A second success event with another id credits nothing more either.
    await sendEvent('payment.succeeded', success);
    expect(await coins(user.userId)).toBe(60 + FIRST_PURCHASE_BONUS_COINS);
  });

  it('does not credit a success whose amount differs from the order', async () => {
    const user = await newUser();
    const pack = await packByCoins(user, 3000);
    const created = await createOrder(user, { packageId: pack.id, methodId: 'card' });
    const providerRef = refOf(created);
    await sendEvent('payment.succeeded', {
      orderNo: created.orderNo,
      providerRef,
      amountMinor: 99,
      currency: 'USD',
    });
    expect((await order(user, created.orderNo)).status).toBe('processing');
    expect(await coins(user.userId)).toBe(0);
  });

  it('refuses a forged or stale signature and changes nothing', async () => {
    const user = await newUser();
    const pack = await packByCoins(user, 60);
    const created = await createOrder(user, { packageId: pack.id, methodId: 'card' });
    const providerRef = refOf(created);
    const data = { orderNo: created.orderNo, providerRef, amountMinor: 99, currency: 'USD' };

    const forged = await sendEvent('payment.succeeded', data, { secret: 'someone-elses-secret-0000000000' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      code: PaymentCode.WEBHOOK_REJECTED,
      data: null,
      msg: answerText(PaymentCode.WEBHOOK_REJECTED),
    });
    const stale = await sendEvent('payment.succeeded', data, { t: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    const unsigned = await fetch(`${pay.base}${webhookPath('sandbox')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_x', type: 'payment.succeeded', created: 0, data }),
    });
    expect(unsigned.status).toBe(400);
    const otherProvider = await fetch(`${pay.base}${webhookPath('stripe')}`, { method: 'POST', body: '{}' });
    expect(otherProvider.status).toBe(404);
    expect((await order(user, created.orderNo)).status).toBe('processing');
    expect(await coins(user.userId)).toBe(0);

    // The same event correctly signed is accepted: the refusals above were about the signature only.
    expect((await sendEvent('payment.succeeded', data)).status).toBe(200);
    expect((await order(user, created.orderNo)).status).toBe('success');
    expect(await coins(user.userId)).toBe(60 + FIRST_PURCHASE_BONUS_COINS);
  });

  it('shows the form again with a message for an invalid card, and keeps the checkout open', async () => {
    const user = await newUser();
    const pack = await packByCoins(user, 60);
    const created = await createOrder(user, { packageId: pack.id, methodId: 'card' });
    const wrong = await payOnHostedPage(must(created.redirectUrl), '4242424242424241');
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('Your card number is incorrect.');
    const expired = await payOnHostedPage(must(created.redirectUrl), SANDBOX_TEST_CARDS.succeeds, '01/20');
    expect(expired.html).toContain('Your card has expired.');
    await pay.sandbox.idle();
    expect((await order(user, created.orderNo)).status).toBe('processing');
  });

  it('keeps a 3220 card processing until the provider settles it', async () => {
    const user = await newUser();
    const { created, paid } = await buy(user, 60, SANDBOX_TEST_CARDS.processing);
    expect(paid.status).toBe(303);
    expect((await order(user, created.orderNo)).status).toBe('processing');
    const providerRef = refOf(created);
    pay.sandbox.completeProcessing(providerRef);
    await pay.sandbox.idle();
    expect((await order(user, created.orderNo)).status).toBe('success');
  });

  it("verifies a processing order with the provider, and asks for a retry when the provider's event is missing", async () => {
    const user = await newUser();
    const empty = await post(payApi.verifyOrder.path, user, { orderNo: '' });
    expect(empty.json()).toEqual({
      code: PaymentCode.ORDER_ID_EMPTY,
      data: null,
      msg: 'The order id cannot be empty',
    });
    const pack = await packByCoins(user, 60);
    const created = await createOrder(user, { packageId: pack.id, methodId: 'card' });
    const verified = await post(payApi.verifyOrder.path, user, { orderNo: created.orderNo });
    expect(verified.json()).toMatchObject({
      code: 200,
      data: { orderNo: created.orderNo, status: 'processing' },
    });

    // The provider has taken the money, but its webhook never arrived (lost on the way).
    must(pay.sandbox.checkouts.get(refOf(created))).status = 'succeeded';
    const retry = await post(payApi.verifyOrder.path, user, { orderNo: created.orderNo });
    expect(retry.json()).toEqual({
      code: PaymentCode.VERIFICATION_FAILED,
      data: null,
      msg: answerText(PaymentCode.VERIFICATION_FAILED),
    });
    // Only a signed event settles an order.
    expect((await order(user, created.orderNo)).status).toBe('processing');
    expect(await coins(user.userId)).toBe(0);
  });

  it('charges a saved card without a page', async () => {
    const user = await newUser();
    const tokenRes = await fetch(`${pay.base}/sandbox-pay/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: SANDBOX_TEST_CARDS.succeeds,
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
        name: 'Test Buyer',
      }),
    });
    const token = (await tokenRes.json()) as { token: string; last4: string };
    expect(token.last4).toBe('4242');
    expect(JSON.stringify(token)).not.toContain(SANDBOX_TEST_CARDS.succeeds);
    const saved = await post(cardsApi.add.path, user, {
      cardToken: token.token,
      holderName: 'Test Buyer',
      billingEmail: 'buyer@example.com',
      mobile: '+4915112345678',
    });
    expect(saved.json().code).toBe(200);
    const pack = await packByCoins(user, 60);
    const created = await createOrder(user, {
      packageId: pack.id,
      methodId: 'card',
      savedCardId: saved.json().data.id,
    });
    expect(created.redirectUrl).toBeNull();
    await pay.sandbox.idle();
    expect((await order(user, created.orderNo)).status).toBe('success');

    const stranger = await newUser();
    const refused = await post(payApi.createOrder.path, stranger, {
      packageId: pack.id,
      methodId: 'card',
      savedCardId: saved.json().data.id,
    });
    expect(refused.json().code).toBe(PaymentCode.CARD_NOT_FOUND);
  });

  it("lists the user's orders newest first and hides other users' orders", async () => {
    const user = await newUser();
    const first = await buy(user, 60);
    const second = await buy(user, 300, SANDBOX_TEST_CARDS.declined);
    const list = (await get(payApi.orders.path, user, { page: 1, pageSize: 10 })).json().data;
    expect(list.total).toBe(2);
    expect(list.items.map((o: Order) => [o.orderNo, o.status])).toEqual([
      [second.created.orderNo, 'failed'],
      [first.created.orderNo, 'success'],
    ]);
    const stranger = await newUser();
    const res = await get(payApi.order.path, stranger, { orderNo: first.created.orderNo });
    expect(res.json()).toEqual({
      code: PaymentCode.ORDER_NOT_FOUND,
      data: null,
      msg: answerText(PaymentCode.ORDER_NOT_FOUND),
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses unknown packages and methods', async () => {
    const user = await newUser();
    expect(
      (await post(payApi.createOrder.path, user, { packageId: 999999, methodId: 'card' })).json().code,
    ).toBe(PaymentCode.PACKAGE_NOT_FOUND);
    const pack = await packByCoins(user, 60);
    expect(
      (await post(payApi.createOrder.path, user, { packageId: pack.id, methodId: 'gold-bars' })).json().code,
    ).toBe(PaymentCode.METHOD_UNAVAILABLE);
  });
});

describe('limited-time offer', () => {
  it('is sold with its countdown while it runs, and not after', async () => {
    const admin = await newUser();
    await pay.t.ctx.users.setAdmin(admin.userId, true);
    const pack = await packByCoins(admin, 980);
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await post(payApi.adminOffer.path, admin, {
      basePackageId: pack.id,
      discountPercent: 50,
      endsAt,
    });
    expect(created.json().code).toBe(200);
    const offerId = created.json().data.id as number;

    const user = await newUser();
    const shop = await packages(user);
    expect(shop.offer).toEqual({ packageId: offerId, endsAt });
    const offer = must(shop.packs.find((p) => p.id === offerId));
    expect(offer).toMatchObject({ priceMinor: 750, offer: { discountPercent: 50, regularPriceMinor: 1499 } });
    const order1 = await createOrder(user, { packageId: offerId, methodId: 'card' });
    expect((await order(user, order1.orderNo)).amountMinor).toBe(750);

    await pay.t.ctx.database.db
      .update(coinPackages)
      .set({ offerEndsAt: new Date(Date.now() - 1000) })
      .where(eq(coinPackages.id, offerId));
    const after = await packages(user);
    expect(after.offer).toBeNull();
    expect(after.packs.some((p) => p.id === offerId)).toBe(false);
    const refused = await post(payApi.createOrder.path, user, { packageId: offerId, methodId: 'card' });
    expect(refused.json().code).toBe(PaymentCode.OFFER_EXPIRED);

    const notAdmin = await post(payApi.adminOffer.path, user, {
      basePackageId: pack.id,
      discountPercent: 10,
      endsAt,
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});

describe('checkUserPayStatus', () => {
  it('answers checkUserPayStatus for a user who never paid', async () => {
    const user = await newUser();
    expect((await get(payApi.checkUserPayStatus.path, user)).json().data).toEqual({
      isPay: false,
      isVip: false,
      vipSince: null,
      firstPaidAt: null,
      firstPurchaseBonus: { coins: FIRST_PURCHASE_BONUS_COINS, eligible: true },
      subscriptionRenewsAt: null,
    });
  });
});

describe('hostile input to the money endpoints', () => {
  it('refuses NUL bytes, lone surrogates and ids past 32 bits as validation errors, never a 500', async () => {
    const user = await newUser();
    const pack = await packByCoins(user, 300);
    const TOO_BIG = 2_147_483_648;
    const answers = [
      await post(payApi.createOrder.path, user, { packageId: pack.id, methodId: 'card\u0000' }),
      await post(payApi.createOrder.path, user, { packageId: pack.id, methodId: '\ud800card' }),
      await post(payApi.createOrder.path, user, { packageId: TOO_BIG, methodId: 'card' }),
      await post(payApi.verifyOrder.path, user, { orderNo: 'MG\udc00' }),
      await get(payApi.order.path, user, { orderNo: 'MG\u0000' }),
      await get(payApi.orders.path, user, { page: TOO_BIG }),
      await post(cardsApi.add.path, user, {
        cardToken: 'tok_sbx_x',
        holderName: 'Ann\u0000Lee',
        billingEmail: 'ann@example.com',
        mobile: '+49 151 2345 6789',
      }),
      await post(cardsApi.remove.path, user, { cardId: TOO_BIG }),
      await get(refundsApi.proofImage.path, user, { id: TOO_BIG }),
      await post(refundsApi.submit.path, user, {
        orderNo: 'MG1',
        category: 'other',
        description: 'never arrived \ud83d',
        captchaId: 'x',
        captchaCode: 'y',
      }),
      await get(walletApi.history.path, user, { page: TOO_BIG }),
    ];
    for (const res of answers) {
      expect(res.json()).toMatchObject({ code: Code.VALIDATION, data: null });
      expect(res.statusCode).toBe(400);
    }
  });

  it("answers spec §5's 'The order id cannot be empty' for an order asked for without its number", async () => {
    expect((await get(payApi.order.path, await newUser())).json()).toEqual({
      code: PaymentCode.ORDER_ID_EMPTY,
      data: null,
      msg: answerText(PaymentCode.ORDER_ID_EMPTY),
    });
  });
});
