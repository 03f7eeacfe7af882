import { Code, profileApi, walletApi, walletBalanceSchema, walletHistoryPageSchema } from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedSession } from '../src/modules/session/service';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let alice: IssuedSession;
let bob: IssuedSession;

const get = (path: string, user: IssuedSession | undefined, query?: Record<string, string | number>) =>
  t.app.inject(signedInject({ method: 'GET', path, query, credentials: user ? { ...user } : undefined }));

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.ctx.sessions.createUserWithSession('wallet-api-a');
  bob = await t.ctx.sessions.createUserWithSession('wallet-api-b');
  const { ledger } = t.ctx;
  await ledger.run(async (tx) => {
    await ledger.credit(tx, {
      key: 'a-buy',
      userId: alice.userId,
      coins: 500,
      source: 'purchase',
      reference: 'order-1',
    });
    await ledger.spend(tx, {
      key: 'a-gift',
      userId: alice.userId,
      coins: 120,
      purpose: 'gift',
      reference: 'gift-7',
      host: { userId: bob.userId, points: 60 },
    });
    await ledger.hold(tx, {
      key: 'a-minute',
      userId: alice.userId,
      coins: 30,
      purpose: 'call',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  });
});
afterAll(() => t.close());

describe('wallet endpoints', () => {
  it('answers the own balance: spendable coins, held coins, points', async () => {
    const res = await get(walletApi.balance.path, alice);
    expect(res.json()).toEqual({ code: Code.OK, data: { coins: 350, heldCoins: 30, points: 0 } });
    expect(walletBalanceSchema.parse(res.json().data)).toBeTruthy();
    expect((await get(walletApi.balance.path, bob)).json().data).toEqual({
      coins: 0,
      heldCoins: 0,
      points: 60,
    });
  });

  it('lists the own coin movements newest first, paged', async () => {
    const first = walletHistoryPageSchema.parse(
      (await get(walletApi.history.path, alice, { size: 1 })).json().data,
    );
    expect(first.total).toBe(2);
    expect(first.list).toEqual([
      expect.objectContaining({ coins: -120, kind: 'spend', label: 'gift', reference: 'gift-7' }),
    ]);
    const second = walletHistoryPageSchema.parse(
      (await get(walletApi.history.path, alice, { size: 1, page: 2 })).json().data,
    );
    expect(second.list).toEqual([
      expect.objectContaining({ coins: 500, kind: 'credit', label: 'purchase', reference: 'order-1' }),
    ]);
    // Points are not coins: the host's coin history stays empty.
    expect((await get(walletApi.history.path, bob)).json().data).toMatchObject({ list: [], total: 0 });
  });

  it('needs a session', async () => {
    expect((await get(walletApi.balance.path, undefined)).json().code).toBe(Code.LOGIN_REQUIRED);
    expect((await get(walletApi.history.path, undefined)).json().code).toBe(Code.LOGIN_REQUIRED);
  });
});

describe('goldNum in the user info', () => {
  it("is the owner's spendable balance, and 0 in what others see", async () => {
    expect((await get(profileApi.getUserInfo.path, alice)).json().data.goldNum).toBe(350);
    const seenByBob = await get(profileApi.getUserInfo.path, bob, { searchUserId: alice.userId });
    expect(seenByBob.json().data.goldNum).toBe(0);
  });
});
