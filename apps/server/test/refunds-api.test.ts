import { randomBytes } from 'node:crypto';
import {
  answerText,
  RefundCode,
  refundsApi,
  type AdminRefundItem,
  type Captcha,
  type RefundReport,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/infra/clock';
import { orders, users } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { plainCaptchaKey } from '../src/modules/refunds/captcha';
import type { IssuedSession } from '../src/modules/session/service';
import { buyCoins, deliverWebhook, proofPng } from './refunds-purchase';
import { signedUpload } from './multipart-upload';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

/** The value, or a failed test naming what was missing. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

let t: TestApp;
let admin: IssuedSession;
// The server's time (and the sandbox provider's) moves only when a test moves it (the refund window).
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await newUser();
  await t.ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
});
afterAll(() => t.close());

function newUser() {
  return t.ctx.sessions.createUserWithSession(`dev-${randomBytes(4).toString('hex')}`);
}
const post = (p: string, user: IssuedSession, body: Record<string, unknown>) =>
  t.app.inject(
    signedInject({ method: 'POST', path: p, body, credentials: { ...user }, timestamp: clock.now() }),
  );
const get = (p: string, user: IssuedSession, query?: Record<string, string | number>) =>
  t.app.inject(
    signedInject({ method: 'GET', path: p, query, credentials: { ...user }, timestamp: clock.now() }),
  );
const balance = async (user: IssuedSession) => (await t.ctx.ledger.balance(user.userId)).coins;

/** A captcha as the form shows it, and the code a person reads off the picture. */
async function captcha(
  user: IssuedSession,
): Promise<{ captchaId: string; captchaCode: string; image: string }> {
  const data = (await get(refundsApi.captcha.path, user)).json().data as Captcha;
  const code = await t.ctx.kv.get(plainCaptchaKey(data.captchaId));
  return { captchaId: data.captchaId, captchaCode: code ?? '', image: data.image };
}

async function uploadProof(user: IssuedSession): Promise<number> {
  const file = { data: await proofPng(), filename: 'proof.png', contentType: 'image/png' };
  const res = await t.app.inject(signedUpload(refundsApi.proof.path, user, file, clock.now()));
  expect(res.json().code).toBe(200);
  return res.json().data.proofId as number;
}

async function fileReport(
  user: IssuedSession,
  orderNo: string,
  category: 'refund' | 'coins_not_credited' | 'other' = 'refund',
) {
  const proofId = await uploadProof(user);
  const { captchaId, captchaCode } = await captcha(user);
  return post(refundsApi.submit.path, user, {
    orderNo,
    category,
    description: 'I bought the wrong package',
    proofId,
    captchaId,
    captchaCode,
  });
}

const decide = (id: number, decision: string, note?: string, by = admin) =>
  post(refundsApi.adminDecide.path, by, { id, decision, ...(note ? { note } : {}) });

function refused(res: { statusCode: number; json(): unknown }, code: RefundCode, status = 400) {
  expect(res.json()).toEqual({ code, data: null, msg: answerText(code) });
  expect(res.statusCode).toBe(status);
}

describe('captcha', () => {
  it('is an SVG picture made of shapes, without the code as text', async () => {
    const user = await newUser();
    const { image, captchaCode } = await captcha(user);
    expect(captchaCode).toMatch(/^[A-Z0-9]{5}$/);
    const svg = Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(captchaCode);
  });

  it("answers 'wrong captcha' on a mismatch, and a captcha works once", async () => {
    const user = await newUser();
    const { orderNo } = await buyCoins(t.app, t.ctx, user.userId);
    const proofId = await uploadProof(user);
    const c = await captcha(user);
    const body = { orderNo, category: 'refund', description: 'x', proofId, captchaId: c.captchaId };
    refused(
      await post(refundsApi.submit.path, user, { ...body, captchaCode: 'WRONG' }),
      RefundCode.WRONG_CAPTCHA,
    );
    // The right code after a wrong try: that captcha is used up.
    refused(
      await post(refundsApi.submit.path, user, { ...body, captchaCode: c.captchaCode }),
      RefundCode.WRONG_CAPTCHA,
    );
    const fresh = await captcha(user);
    const res = await post(refundsApi.submit.path, user, {
      ...body,
      captchaId: fresh.captchaId,
      captchaCode: fresh.captchaCode.toLowerCase(),
    });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'processing', orderNo } });
  });
});

describe('filing a report', () => {
  it("refuses an empty order id with spec §5's text", async () => {
    const user = await newUser();
    const res = await fileReport(user, '  ');
    refused(res, RefundCode.ORDER_ID_EMPTY);
    expect(res.json().msg).toBe('The order id cannot be empty');
  });

  it("refuses another user's order like a missing one, and a second open report of one order", async () => {
    const owner = await newUser();
    const { orderNo } = await buyCoins(t.app, t.ctx, owner.userId);
    refused(await fileReport(await newUser(), orderNo), RefundCode.ORDER_NOT_FOUND, 404);
    expect((await fileReport(owner, orderNo)).json().code).toBe(200);
    refused(await fileReport(owner, orderNo, 'other'), RefundCode.REPORT_OPEN, 409);
  });

  it('asks for a refund within 14 days of the payment, not a millisecond later', async () => {
    const user = await newUser();
    const inTime = await buyCoins(t.app, t.ctx, user.userId);
    const late = await buyCoins(t.app, t.ctx, user.userId);
    const paidAt = async (orderNo: string) => {
      const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
      return present(row?.paidAt, 'paidAt').getTime();
    };
    // The clock stood still while both were bought: one moment of payment.
    expect(await paidAt(late.orderNo)).toBe(await paidAt(inTime.orderNo));
    await clock.advanceTo((await paidAt(inTime.orderNo)) + 14 * DAY_MS);
    expect((await fileReport(user, inTime.orderNo)).json().code).toBe(200);
    await clock.advance(1);
    refused(await fileReport(user, late.orderNo), RefundCode.WINDOW_PASSED);
  });
});

describe('admin decisions', () => {
  it('refunds: money back at the provider, exactly the purchased coins out of the balance, once', async () => {
    const user = await newUser();
    const { orderNo, providerRef, coins } = await buyCoins(t.app, t.ctx, user.userId);
    expect(await balance(user)).toBe(coins);
    const filed = (await fileReport(user, orderNo)).json().data as RefundReport;

    const queue = (await get(refundsApi.adminQueue.path, admin, { status: 'processing' })).json()
      .data as AdminRefundItem[];
    expect(queue.find((r) => r.id === filed.id)).toMatchObject({
      reporterId: user.userId,
      hasProof: true,
      order: { status: 'success', coins, credited: true },
      reporterCoins: coins,
    });
    const proof = (await get(refundsApi.proofImage.path, admin, { id: filed.id })).json().data
      .image as string;
    expect(proof).toMatch(/^data:image\/webp;base64,/);

    const res = await decide(filed.id, 'refund');
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'refunded', coins } });
    expect(await balance(user)).toBe(0);
    // The sandbox provider refunded the payment: a second refund with the same key answers the same refund.
    const again = present(t.ctx.sandboxPay, 'sandbox').refund(providerRef, 1, `refund:order:${orderNo}`);
    expect(again).toBe(
      (
        await t.ctx.paymentProvider.refund({
          providerRef,
          amountMinor: 1,
          idempotencyKey: `refund:order:${orderNo}`,
        })
      ).refundRef,
    );
    refused(await decide(filed.id, 'refund'), RefundCode.ALREADY_DECIDED, 409);

    const mine = (await get(refundsApi.list.path, user)).json().data as RefundReport[];
    expect(mine[0]).toMatchObject({ id: filed.id, status: 'refunded', coins });
  });

  it('refuses to refund coins already spent, and nothing moves', async () => {
    const user = await newUser();
    const { orderNo } = await buyCoins(t.app, t.ctx, user.userId);
    await t.ctx.ledger.run((tx) =>
      t.ctx.ledger.spend(tx, {
        key: `test-spend:${orderNo}`,
        userId: user.userId,
        coins: 10,
        purpose: 'gift',
      }),
    );
    const before = await balance(user);
    const filed = (await fileReport(user, orderNo)).json().data as RefundReport;
    refused(await decide(filed.id, 'refund'), RefundCode.COINS_SPENT, 409);
    expect(await balance(user)).toBe(before);
    const mine = (await get(refundsApi.list.path, user)).json().data as RefundReport[];
    expect(mine[0]?.status).toBe('processing');
  });

  it('credits the coins of a paid order whose webhook never arrived, once', async () => {
    const user = await newUser();
    const { orderNo, coins } = await buyCoins(t.app, t.ctx, user.userId, { deliver: false });
    expect(await balance(user)).toBe(0);
    const filed = (await fileReport(user, orderNo, 'coins_not_credited')).json().data as RefundReport;
    const res = await decide(filed.id, 'credit', 'Sorry for the delay');
    expect(res.json()).toMatchObject({
      code: 200,
      data: { status: 'coins_credited', note: 'Sorry for the delay' },
    });
    const credited = await balance(user);
    expect(credited).toBeGreaterThanOrEqual(coins);
    // The provider's webhook arriving late credits nothing more.
    await deliverWebhook(t.app, t.ctx, orderNo, 'payment.succeeded');
    expect(await balance(user)).toBe(credited);
  });

  it('does not credit an order that was credited already, nor for another category', async () => {
    const user = await newUser();
    const { orderNo } = await buyCoins(t.app, t.ctx, user.userId);
    const filed = (await fileReport(user, orderNo, 'coins_not_credited')).json().data as RefundReport;
    refused(await decide(filed.id, 'credit'), RefundCode.ALREADY_CREDITED, 409);
    const other = await newUser();
    const bought = await buyCoins(t.app, t.ctx, other.userId);
    const otherReport = (await fileReport(other, bought.orderNo, 'other')).json().data as RefundReport;
    refused(await decide(otherReport.id, 'credit'), RefundCode.DECISION_NOT_FOR_CATEGORY);
  });

  it('rejects with a note the user sees, and only admins decide', async () => {
    const user = await newUser();
    const { orderNo } = await buyCoins(t.app, t.ctx, user.userId);
    const filed = (await fileReport(user, orderNo, 'other')).json().data as RefundReport;
    expect((await decide(filed.id, 'reject', 'no', user)).statusCode).toBe(403);
    expect((await get(refundsApi.adminQueue.path, user)).statusCode).toBe(403);
    refused(await decide(filed.id, 'reject'), RefundCode.NOTE_REQUIRED);
    await decide(filed.id, 'reject', 'The coins were used in calls.');
    const mine = (await get(refundsApi.list.path, user)).json().data as RefundReport[];
    expect(mine[0]).toMatchObject({ status: 'rejected', note: 'The coins were used in calls.' });
    // Another user cannot see the proof.
    expect((await get(refundsApi.proofImage.path, await newUser(), { id: filed.id })).statusCode).toBe(404);
  });
});
