import { WalletCode, type ServerEventName, type ServerEventPayload } from '@mingle/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { IdempotencyConflictError, InsufficientCoinsError } from '../src/modules/wallet/errors';
import type { Ledger } from '../src/modules/wallet/ledger';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let ledger: Ledger;
let events: { userId: number; event: string; payload: unknown }[];
let seq = 0;
const key = (name: string) => `${name}-${++seq}`;

async function newUser(): Promise<number> {
  return (await t.ctx.sessions.createUserWithSession(`wallet-${++seq}`)).userId;
}

async function grant(userId: number, coins: number): Promise<void> {
  await ledger.run((tx) => ledger.credit(tx, { key: key('grant'), userId, coins, source: 'grant' }));
}

beforeAll(async () => {
  t = await createTestApp();
  ledger = t.ctx.ledger;
  // The realtime hub forwards to whatever gateway is bound; a recording target stands in for the sockets.
  t.ctx.realtime.bind({
    emitToUser<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>) {
      events.push({ userId, event, payload });
    },
    disconnectUser: () => undefined,
  });
});
afterAll(() => t.close());
beforeEach(() => {
  events = [];
});

describe('credits and idempotency', () => {
  it('credits coins once per key and replays the first movement', async () => {
    const userId = await newUser();
    const input = { key: key('buy'), userId, coins: 120, source: 'purchase' as const, reference: 'order-1' };
    const first = await ledger.run((tx) => ledger.credit(tx, input));
    const again = await ledger.run((tx) => ledger.credit(tx, input));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await ledger.balance(userId)).toEqual({ coins: 120, heldCoins: 0, points: 0 });
  });

  it('refuses the same key with other parameters and moves nothing', async () => {
    const userId = await newUser();
    const k = key('buy');
    await ledger.run((tx) => ledger.credit(tx, { key: k, userId, coins: 50, source: 'purchase' }));
    await expect(
      ledger.run((tx) => ledger.credit(tx, { key: k, userId, coins: 60, source: 'purchase' })),
    ).rejects.toMatchObject({ code: WalletCode.IDEMPOTENCY_CONFLICT });
    await expect(
      ledger.run((tx) => ledger.spend(tx, { key: k, userId, coins: 5, purpose: 'gift' })),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect((await ledger.balance(userId)).coins).toBe(50);
  });

  it('refuses a hold key that a movement already used', async () => {
    const userId = await newUser();
    const k = key('buy');
    await ledger.run((tx) => ledger.credit(tx, { key: k, userId, coins: 50, source: 'purchase' }));
    const hold = {
      key: k,
      userId,
      coins: 5,
      purpose: 'call' as const,
      expiresAt: new Date(Date.now() + 60_000),
    };
    await expect(ledger.run((tx) => ledger.hold(tx, hold))).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('opens an account once and never again, so movements do not use up the account id sequence', async () => {
    const userId = await newUser();
    await grant(userId, 5);
    const lastId = async () =>
      JSON.stringify(await t.ctx.database.db.execute(sql`select last_value from wallet_accounts_id_seq`));
    const before = await lastId();
    for (let i = 0; i < 5; i++) await grant(userId, 5);
    expect(await lastId()).toBe(before);
    expect((await ledger.balance(userId)).coins).toBe(30);
  });
});

describe('spending', () => {
  it("refuses a spend beyond the balance with 'Insufficient Balance' and writes nothing", async () => {
    const userId = await newUser();
    await grant(userId, 30);
    const err = await ledger
      .run((tx) => ledger.spend(tx, { key: key('gift'), userId, coins: 31, purpose: 'gift' }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientCoinsError);
    expect(err).toMatchObject({ code: WalletCode.INSUFFICIENT_BALANCE, message: 'Insufficient Balance' });
    expect((await ledger.balance(userId)).coins).toBe(30);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it('leaves nothing behind when the caller catches a refused spend and commits its other writes', async () => {
    const userId = await newUser();
    await grant(userId, 10);
    const refusedKey = key('like');
    await ledger.run(async (tx) => {
      await expect(
        ledger.spend(tx, { key: refusedKey, userId, coins: 11, purpose: 'like' }),
      ).rejects.toBeInstanceOf(InsufficientCoinsError);
      await ledger.spend(tx, { key: key('like'), userId, coins: 4, purpose: 'like' });
    });
    expect((await ledger.balance(userId)).coins).toBe(6);
    // The refused key was never used, so it is free for a later attempt that can be paid.
    await grant(userId, 5);
    const later = await ledger.run((tx) =>
      ledger.spend(tx, { key: refusedKey, userId, coins: 11, purpose: 'like' }),
    );
    expect(later.replayed).toBe(false);
    expect((await ledger.balance(userId)).coins).toBe(0);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("rolls the movement back when the caller's work fails after it", async () => {
    const userId = await newUser();
    await grant(userId, 10);
    await expect(
      ledger.run(async (tx) => {
        await ledger.spend(tx, { key: key('friend'), userId, coins: 10, purpose: 'friend' });
        throw new Error('friendship could not be stored');
      }),
    ).rejects.toThrow('friendship could not be stored');
    expect((await ledger.balance(userId)).coins).toBe(10);
  });

  it('refuses writes on a transaction that ledger.run did not open', async () => {
    const userId = await newUser();
    await expect(
      t.ctx.database.db.transaction((tx) =>
        ledger.credit(tx, { key: key('rogue'), userId, coins: 1, source: 'grant' }),
      ),
    ).rejects.toThrow(/inside ledger\.run/);
    expect((await ledger.balance(userId)).coins).toBe(0);
  });

  it('20 concurrent spends of 10 against 100 coins: exactly 10 succeed and the balance ends at 0', async () => {
    const userId = await newUser();
    await grant(userId, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        ledger.run((tx) => ledger.spend(tx, { key: key(`match${i}`), userId, coins: 10, purpose: 'match' })),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientCoinsError);
    expect(await ledger.balance(userId)).toEqual({ coins: 0, heldCoins: 0, points: 0 });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("pays the host's points in the same movement", async () => {
    const [caller, host] = [await newUser(), await newUser()];
    await grant(caller, 100);
    await ledger.run((tx) =>
      ledger.spend(tx, {
        key: key('gift'),
        userId: caller,
        coins: 40,
        purpose: 'gift',
        host: { userId: host, points: 20 },
      }),
    );
    expect(await ledger.balance(caller)).toEqual({ coins: 60, heldCoins: 0, points: 0 });
    expect(await ledger.balance(host)).toEqual({ coins: 0, heldCoins: 0, points: 20 });
  });
});

describe('holds', () => {
  const soon = () => new Date(Date.now() + 60_000);

  it('reserves coins, posts part of them and releases the rest', async () => {
    const [userId, host] = [await newUser(), await newUser()];
    await grant(userId, 100);
    const hold = await ledger.run((tx) =>
      ledger.hold(tx, { key: key('minute'), userId, coins: 30, purpose: 'call', expiresAt: soon() }),
    );
    expect(hold.status).toBe('pending');
    expect(await ledger.balance(userId)).toEqual({ coins: 70, heldCoins: 30, points: 0 });
    await expect(
      ledger.run((tx) => ledger.spend(tx, { key: key('gift'), userId, coins: 71, purpose: 'gift' })),
    ).rejects.toBeInstanceOf(InsufficientCoinsError);

    const postKey = key('post');
    const post = { key: postKey, holdId: hold.id, coins: 20, host: { userId: host, points: 10 } };
    const posted = await ledger.run((tx) => ledger.postHold(tx, post));
    expect(await ledger.run((tx) => ledger.postHold(tx, post))).toEqual({ ...posted, replayed: true });
    expect(await ledger.balance(userId)).toEqual({ coins: 80, heldCoins: 0, points: 0 });
    expect((await ledger.balance(host)).points).toBe(10);
    await expect(
      ledger.run((tx) => ledger.postHold(tx, { key: key('post'), holdId: hold.id })),
    ).rejects.toMatchObject({ code: WalletCode.HOLD_NOT_PENDING });
    await expect(ledger.run((tx) => ledger.voidHold(tx, { holdId: hold.id }))).rejects.toMatchObject({
      code: WalletCode.HOLD_NOT_PENDING,
    });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it('refuses a hold beyond the spendable balance', async () => {
    const userId = await newUser();
    await grant(userId, 10);
    await expect(
      ledger.run((tx) =>
        ledger.hold(tx, { key: key('minute'), userId, coins: 11, purpose: 'call', expiresAt: soon() }),
      ),
    ).rejects.toBeInstanceOf(InsufficientCoinsError);
    expect(await ledger.balance(userId)).toEqual({ coins: 10, heldCoins: 0, points: 0 });
  });

  it('voids and expires holds, giving the coins back', async () => {
    const userId = await newUser();
    await grant(userId, 50);
    const a = await ledger.run((tx) =>
      ledger.hold(tx, { key: key('minute'), userId, coins: 10, purpose: 'call', expiresAt: soon() }),
    );
    const b = await ledger.run((tx) =>
      ledger.hold(tx, {
        key: key('minute'),
        userId,
        coins: 15,
        purpose: 'call',
        // Far away, so the app's own sweeper (real time) never gets to it first.
        expiresAt: new Date(Date.UTC(2099, 0, 1)),
      }),
    );
    expect(await ledger.balance(userId)).toEqual({ coins: 25, heldCoins: 25, points: 0 });
    const voided = await ledger.run((tx) => ledger.voidHold(tx, { holdId: a.id }));
    expect(voided.status).toBe('voided');
    expect(await ledger.expireHolds(new Date(Date.UTC(2099, 0, 1)))).toBe(1);
    expect(await ledger.balance(userId)).toEqual({ coins: 50, heldCoins: 0, points: 0 });
    await expect(
      ledger.run((tx) => ledger.postHold(tx, { key: key('post'), holdId: b.id })),
    ).rejects.toMatchObject({ code: WalletCode.HOLD_NOT_PENDING });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe('refunds and reversals', () => {
  it('takes back unspent coins only', async () => {
    const userId = await newUser();
    await grant(userId, 100);
    await ledger.run((tx) => ledger.spend(tx, { key: key('call'), userId, coins: 70, purpose: 'call' }));
    await expect(
      ledger.run((tx) => ledger.refund(tx, { key: key('refund'), userId, coins: 31 })),
    ).rejects.toBeInstanceOf(InsufficientCoinsError);
    await ledger.run((tx) =>
      ledger.refund(tx, { key: key('refund'), userId, coins: 30, reference: 'order-9' }),
    );
    expect((await ledger.balance(userId)).coins).toBe(0);
  });

  it('reverses a movement once, never a reversal, and not into the red', async () => {
    const [userId, host] = [await newUser(), await newUser()];
    await grant(userId, 100);
    const gift = await ledger.run((tx) =>
      ledger.spend(tx, {
        key: key('gift'),
        userId,
        coins: 40,
        purpose: 'gift',
        host: { userId: host, points: 8 },
      }),
    );
    const reversal = await ledger.run((tx) =>
      ledger.reverse(tx, { key: key('rev'), movementId: gift.id, reason: 'support ticket 1' }),
    );
    expect(await ledger.balance(userId)).toEqual({ coins: 100, heldCoins: 0, points: 0 });
    expect((await ledger.balance(host)).points).toBe(0);
    await expect(
      ledger.run((tx) => ledger.reverse(tx, { key: key('rev'), movementId: gift.id, reason: 'again' })),
    ).rejects.toMatchObject({ code: WalletCode.ALREADY_REVERSED });
    await expect(
      ledger.run((tx) => ledger.reverse(tx, { key: key('rev'), movementId: reversal.id, reason: 'undo' })),
    ).rejects.toMatchObject({ code: WalletCode.NOT_REVERSIBLE });

    const credit = await ledger.run((tx) =>
      ledger.credit(tx, { key: key('buy'), userId, coins: 10, source: 'purchase' }),
    );
    await ledger.run((tx) => ledger.spend(tx, { key: key('call'), userId, coins: 105, purpose: 'call' }));
    await expect(
      ledger.run((tx) =>
        ledger.reverse(tx, { key: key('rev'), movementId: credit.id, reason: 'chargeback' }),
      ),
    ).rejects.toBeInstanceOf(InsufficientCoinsError);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe('balance events', () => {
  it('tells each touched user their balance after commit, and nobody after a rollback', async () => {
    const [userId, host] = [await newUser(), await newUser()];
    await grant(userId, 50);
    events = [];
    await ledger.run((tx) =>
      ledger.spend(tx, {
        key: key('call'),
        userId,
        coins: 20,
        purpose: 'call',
        host: { userId: host, points: 5 },
      }),
    );
    expect(events).toEqual(
      expect.arrayContaining([
        { userId, event: 'wallet:balance', payload: { coins: 30, heldCoins: 0, points: 0 } },
        { userId: host, event: 'wallet:balance', payload: { coins: 0, heldCoins: 0, points: 5 } },
      ]),
    );
    expect(events).toHaveLength(2);
    events = [];
    await ledger
      .run(async (tx) => {
        await ledger.spend(tx, { key: key('call'), userId, coins: 5, purpose: 'call' });
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(events).toEqual([]);
  });
});
