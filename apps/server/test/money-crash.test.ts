import { randomBytes } from 'node:crypto';
import {
  callsApi,
  FIRST_PURCHASE_BONUS_COINS,
  payApi,
  webhookPath,
  type CallData,
  type CallReceipt,
  type CreateOrderAnswer,
  type PackagesAnswer,
} from '@mingle/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, orders, walletTransactions } from '../src/infra/db/schema';
import type { CrashPoint } from '../src/infra/crash-points';
import type { IssuedSession } from '../src/modules/session/service';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { until } from './calls-app';
import { connect, realtimeAuth, type TestSocket } from './realtime-client';
import { startServerProcess, type ServerProcess } from './server-process';
import type { Answer } from './social-client';
import { startStripeApiServer, type StripeApiServer } from './stripe-api-server';
import { signedStripeEvent } from './stripe-events';
import { createTestApp, type TestApp } from './test-app';

/**
 * The money path survives the server dying at its worst moments (issue 13). A real server process (src/main.ts,
 * as `npm start` runs it) on PostgreSQL and Redis is killed with SIGKILL at each step of a purchase and of a
 * call's settlement: from outside between steps (after the order, after the hold, after media, after the
 * hang-up), and from inside, in the middle of a settlement transaction, by the crash points of
 * src/infra/crash-points.ts (CRASH_AT). A fresh process on the same database then carries on as the people and
 * the payment provider would (the provider delivers its webhook again until it gets a 2xx; the parties come
 * back and hang up). After every case the ledger check is sound and each coin is where it belongs: a purchase is
 * credited exactly once, a call costs its payer exactly its billed minutes and earns the host their share.
 */
const WEBHOOK_SECRET = 'whsec_crash_test_secret';
const PRICE = 10;
const HOST_SHARE = 0.5;
const GRANT = 1_000;
/** Long enough that a test's steps (and a restart) fit in the first minute. */
const LONG_MINUTE_MS = 60_000;
/** Short enough that minutes go by while the test watches. */
const SHORT_MINUTE_MS = 1_500;

// Runs in the server-scaled project: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). Each case starts two server
// processes, which takes seconds each on a busy machine: hence the longer time limit.
describe('the money path when the server process dies', { timeout: 120_000 }, () => {
  /** Creates the throw-away database and the users; never serves a request of the people under test. */
  let control: TestApp;
  let stripe: StripeApiServer;
  let server: ServerProcess | undefined;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    [control, stripe] = await Promise.all([createTestApp(), startStripeApiServer()]);
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.stop();
    await stripe?.close();
    await control?.close();
  });

  /** A server process on the shared database; the one before it must be gone. */
  async function start(env: { minuteMs?: number; crashAt?: CrashPoint } = {}): Promise<ServerProcess> {
    const location = control.databaseLocation;
    if (location.kind !== 'postgres') throw new Error('expected PostgreSQL');
    server = await startServerProcess({
      DATABASE_URL: location.url,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: control.ctx.redisPrefix,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      CALL_MINUTE_MS: String(env.minuteMs ?? LONG_MINUTE_MS),
      CALL_SWEEP_INTERVAL_MS: '200',
      HOST_POINTS_SHARE: String(HOST_SHARE),
      ...(env.crashAt ? { CRASH_AT: env.crashAt } : {}),
    });
    return server;
  }

  /** Waits until the process killed itself at its crash point (it must not have lived on). */
  async function crashed(process: ServerProcess): Promise<void> {
    await process.exited;
    server = undefined;
  }

  async function kill(process: ServerProcess): Promise<void> {
    await process.kill();
    server = undefined;
  }

  function ok<T>(answer: Answer<T>): T {
    expect(answer, `answer ${answer.code}: ${answer.msg ?? ''}\n${server?.output() ?? ''}`).toMatchObject({
      code: 200,
    });
    return answer.data;
  }

  const newUser = (name: string) =>
    control.ctx.sessions.createUserWithSession(`crash-${name}-${randomBytes(4).toString('hex')}`);

  /** Signed in with a socket on `on`, as an open page would be (a call needs both parties online). */
  async function online(on: ServerProcess, session: IssuedSession): Promise<void> {
    const socket = connect(on.url, realtimeAuth(session));
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('session:ready', () => resolve());
      socket.once('connect_error', reject);
    });
  }

  const balance = (userId: number) => control.ctx.ledger.balance(userId);

  async function expectLedgerSound(): Promise<void> {
    expect(await checkLedger(control.ctx.database.db)).toEqual([]);
  }

  // ------------------------------------------------------------------------------------------- purchases

  async function orderRow(orderNo: string) {
    const [row] = await control.ctx.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    if (!row) throw new Error(`no order ${orderNo}`);
    return row;
  }

  /** The buyer opens the shop and starts paying for the 60-coin pack: one order, at (the local) Stripe. */
  async function startPurchase(on: ServerProcess, buyer: IssuedSession, idempotencyKey: string) {
    const shop = ok(await on.call<PackagesAnswer>(buyer, 'GET', payApi.packages.path));
    const pack = shop.packs.find((p) => p.coins === 60 && p.offer === null);
    if (!pack) throw new Error('no 60-coin pack');
    const body = { packageId: pack.id, methodId: 'card', idempotencyKey };
    const answer = ok(await on.call<CreateOrderAnswer>(buyer, 'POST', payApi.createOrder.path, body));
    return { body, answer, order: await orderRow(answer.orderNo) };
  }

  /** The provider's news that the checkout was paid: one event id, however often it is delivered. */
  function paidEvent(order: typeof orders.$inferSelect) {
    const session = stripe.sessions.get(order.providerRef ?? '');
    if (!session) throw new Error(`no checkout session for ${order.orderNo}`);
    return signedStripeEvent(
      {
        id: `evt_${randomBytes(6).toString('hex')}`,
        type: 'checkout.session.completed',
        object: { ...session, payment_status: 'paid', status: 'complete' },
      },
      WEBHOOK_SECRET,
    );
  }

  /** One delivery attempt of the provider: the status, or 'dropped' when the connection died with the server. */
  async function deliver(on: ServerProcess, event: ReturnType<typeof paidEvent>) {
    try {
      const res = await fetch(`${on.url}${webhookPath('stripe')}`, {
        method: 'POST',
        body: event.payload,
        headers: event.headers,
      });
      return res.status;
    } catch {
      return 'dropped' as const;
    }
  }

  /** A purchase credited exactly once: the pack, the first-purchase bonus, nothing more, nothing held. */
  async function expectCreditedOnce(buyer: IssuedSession, orderNo: string): Promise<void> {
    expect((await orderRow(orderNo)).status).toBe('success');
    expect(await balance(buyer.userId)).toEqual({
      coins: 60 + FIRST_PURCHASE_BONUS_COINS,
      heldCoins: 0,
      points: 0,
    });
    await expectLedgerSound();
  }

  it('killed after the order was created: the buyer sees the same order again, paid once', async () => {
    const buyer = await newUser('buyer');
    const first = await start();
    const { body, answer, order } = await startPurchase(first, buyer, randomBytes(16).toString('hex'));
    await kill(first);

    const second = await start();
    // The pay page reloads and asks again with its key: the same order, not a second one.
    expect(ok(await second.call<CreateOrderAnswer>(buyer, 'POST', payApi.createOrder.path, body))).toEqual(
      answer,
    );
    const event = paidEvent(order);
    expect(await deliver(second, event)).toBe(200);
    expect(await deliver(second, event)).toBe(200);
    await expectCreditedOnce(buyer, order.orderNo);
    await kill(second);
  });

  it('killed mid-settlement (coins credited, order not yet paid): rolled back, credited once on redelivery', async () => {
    const buyer = await newUser('buyer');
    const armed = await start({ crashAt: 'purchase:credited' });
    const { order } = await startPurchase(armed, buyer, randomBytes(16).toString('hex'));
    const event = paidEvent(order);
    expect(await deliver(armed, event)).toBe('dropped');
    await crashed(armed);
    // The half-done settlement left nothing behind.
    expect((await orderRow(order.orderNo)).status).toBe('processing');
    expect((await balance(buyer.userId)).coins).toBe(0);
    await expectLedgerSound();

    const restarted = await start();
    expect(await deliver(restarted, event)).toBe(200);
    await expectCreditedOnce(buyer, order.orderNo);
    await kill(restarted);
  });

  it('killed after the settlement committed, before the provider heard back: the redelivery changes nothing', async () => {
    const buyer = await newUser('buyer');
    const armed = await start({ crashAt: 'purchase:committed' });
    const { order } = await startPurchase(armed, buyer, randomBytes(16).toString('hex'));
    const event = paidEvent(order);
    expect(await deliver(armed, event)).toBe('dropped');
    await crashed(armed);
    await expectCreditedOnce(buyer, order.orderNo);

    const restarted = await start();
    expect(await deliver(restarted, event)).toBe(200);
    await expectCreditedOnce(buyer, order.orderNo);
    await kill(restarted);
  });

  // ------------------------------------------------------------------------------------------------ calls

  interface PaidCall {
    payer: IssuedSession;
    host: IssuedSession;
    roomNum: string;
  }

  /** A payer with coins rings a host (PRICE a minute); the host answers and media flows: minute 1 is held. */
  async function connectedCall(on: ServerProcess): Promise<PaidCall> {
    const [payer, host] = await Promise.all([newUser('payer'), newUser('host')]);
    await control.ctx.calls.makeHost(host.userId, { callPrice: PRICE });
    await control.ctx.ledger.run((tx) =>
      control.ctx.ledger.credit(tx, {
        key: `crash-grant:${payer.userId}`,
        userId: payer.userId,
        coins: GRANT,
        source: 'grant',
      }),
    );
    await Promise.all([online(on, payer), online(on, host)]);
    const { roomNum } = ok(
      await on.call<CallData>(payer, 'POST', callsApi.launch.path, { matchUserId: host.userId }),
    );
    ok(await on.call(host, 'POST', callsApi.answer.path, { roomNum }));
    ok(await on.call(payer, 'POST', callsApi.notifyStartCall.path, { roomNum }));
    return { payer, host, roomNum };
  }

  async function callRow(roomNum: string) {
    const [row] = await control.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    if (!row) throw new Error(`no call ${roomNum}`);
    return row;
  }

  /** The parties' pages come back on the new process, find their call still live, and the payer hangs up. */
  async function comeBackAndHangUp(on: ServerProcess, call: PaidCall): Promise<CallReceipt> {
    await Promise.all([online(on, call.payer), online(on, call.host)]);
    const live = ok(await on.call<CallData | null>(call.payer, 'GET', callsApi.live.path));
    expect(live?.roomNum).toBe(call.roomNum);
    ok(await on.call(call.payer, 'POST', callsApi.hangup.path, { roomNum: call.roomNum }));
    return receiptOf(on, call);
  }

  async function receiptOf(on: ServerProcess, call: PaidCall): Promise<CallReceipt> {
    const receipts = ok(await on.call<CallReceipt[]>(call.payer, 'GET', callsApi.receipts.path));
    const receipt = receipts.find((r) => r.roomNum === call.roomNum);
    if (!receipt) throw new Error(`no receipt for ${call.roomNum}`);
    return receipt;
  }

  /**
   * The call cost exactly its billed minutes, each moved once: minutes = media time in whole started minutes,
   * one ledger movement per minute, the payer down by the coins, the host up by the points, nothing held.
   */
  async function expectBilledOnce(call: PaidCall, receipt: CallReceipt, minuteMs: number): Promise<void> {
    const row = await callRow(call.roomNum);
    expect(row.phase).toBe('ended');
    const media = (row.endedAt?.getTime() ?? 0) - (row.connectedAt?.getTime() ?? 0) - row.interruptedMs;
    expect(receipt.minutesBilled).toBe(Math.floor(media / minuteMs) + 1);
    expect(receipt).toMatchObject({
      coins: receipt.minutesBilled * PRICE,
      points: receipt.minutesBilled * PRICE * HOST_SHARE,
    });
    const movements = await control.ctx.database.db
      .select({ key: walletTransactions.idempotencyKey })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.reference, `call:${call.roomNum}`),
          inArray(walletTransactions.kind, ['hold_post', 'spend']),
        ),
      );
    expect(movements).toHaveLength(receipt.minutesBilled);
    expect(await balance(call.payer.userId)).toEqual({
      coins: GRANT - receipt.coins,
      heldCoins: 0,
      points: 0,
    });
    expect((await balance(call.host.userId)).points).toBe(receipt.points);
    await expectLedgerSound();
  }

  it('killed after the first minute was held: the call is still there, and costs that one minute', async () => {
    const first = await start();
    const call = await connectedCall(first);
    expect(await balance(call.payer.userId)).toMatchObject({ coins: GRANT - PRICE, heldCoins: PRICE });
    await kill(first);

    const second = await start();
    const receipt = await comeBackAndHangUp(second, call);
    expect(receipt.minutesBilled).toBe(1);
    await expectBilledOnce(call, receipt, LONG_MINUTE_MS);
    await kill(second);
  });

  it('killed after minutes of media: the minutes that passed while it was down are billed once', async () => {
    const first = await start({ minuteMs: SHORT_MINUTE_MS });
    const call = await connectedCall(first);
    await until(async () => (await callRow(call.roomNum)).minutesBilled >= 2);
    await kill(first);

    // Media goes on peer to peer while no server runs: the next one catches up on the minutes that ended.
    const second = await start({ minuteMs: SHORT_MINUTE_MS });
    const receipt = await comeBackAndHangUp(second, call);
    expect(receipt.minutesBilled).toBeGreaterThanOrEqual(3);
    await expectBilledOnce(call, receipt, SHORT_MINUTE_MS);
    await kill(second);
  });

  it('killed right after the hang-up: the receipt stands and nothing more is charged', async () => {
    const first = await start();
    const call = await connectedCall(first);
    ok(await first.call(call.payer, 'POST', callsApi.hangup.path, { roomNum: call.roomNum }));
    await kill(first);

    const second = await start();
    const receipt = await receiptOf(second, call);
    expect(receipt.minutesBilled).toBe(1);
    expect(ok(await second.call<CallData | null>(call.payer, 'GET', callsApi.live.path))).toBeNull();
    await expectBilledOnce(call, receipt, LONG_MINUTE_MS);
    await kill(second);
  });

  it('killed while a minute was being posted: rolled back, and the next process posts it once', async () => {
    const armed = await start({ minuteMs: SHORT_MINUTE_MS, crashAt: 'call:minute-posted' });
    const call = await connectedCall(armed);
    await crashed(armed);
    const atCrash = await callRow(call.roomNum);
    expect(atCrash).toMatchObject({ phase: 'connected', minutesBilled: 0 });
    expect(await balance(call.payer.userId)).toMatchObject({ coins: GRANT - PRICE, heldCoins: PRICE });
    await expectLedgerSound();

    const restarted = await start({ minuteMs: SHORT_MINUTE_MS });
    const receipt = await comeBackAndHangUp(restarted, call);
    expect(receipt.minutesBilled).toBeGreaterThanOrEqual(2);
    await expectBilledOnce(call, receipt, SHORT_MINUTE_MS);
    await kill(restarted);
  });

  it('killed in the middle of the hang-up settlement: rolled back, and hanging up again settles once', async () => {
    const armed = await start({ crashAt: 'call:settling' });
    const call = await connectedCall(armed);
    await expect(
      armed.call(call.payer, 'POST', callsApi.hangup.path, { roomNum: call.roomNum }),
    ).rejects.toThrow();
    await crashed(armed);
    expect(await callRow(call.roomNum)).toMatchObject({ phase: 'connected', minutesBilled: 0 });
    expect(await balance(call.payer.userId)).toMatchObject({ coins: GRANT - PRICE, heldCoins: PRICE });
    await expectLedgerSound();

    const restarted = await start();
    const receipt = await comeBackAndHangUp(restarted, call);
    expect(receipt.minutesBilled).toBe(1);
    await expectBilledOnce(call, receipt, LONG_MINUTE_MS);
    await kill(restarted);
  });
});
