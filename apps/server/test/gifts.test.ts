import {
  blocksApi,
  chatApi,
  checkInApi,
  luckyWheelApi,
  tasksApi,
  GiftCode,
  giftsApi,
  SocialCode,
  walletApi,
  WalletCode,
  type Gift,
  type SendGiftBody,
} from '@mingle/protocol';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DAY_MS } from '../src/infra/clock';
import { rewardWheelPrizes } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { testApi } from './kit/api';
import { dataOf } from './kit/envelope';
import { factories, type TestUser } from './kit/factories';
import { createTestApp, type TestApp } from './test-app';

const START = Date.UTC(2031, 4, 1, 12);
const clock = new ManualClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const call = () => testApi(t);
const kit = () => factories(t);
const balance = (who: { id: number }) => t.ctx.ledger.balance(who.id);
const key = () => randomUUID();
const ledgerProblems = () => checkLedger(t.ctx.database.db);

async function seeded(name: string): Promise<Gift> {
  const { gifts } = dataOf(await call()(await kit().user(), giftsApi.catalogue));
  const gift = gifts.find((g) => g.name === name);
  if (!gift) throw new Error(`no seeded gift ${name}`);
  return gift;
}

function send(who: TestUser, body: Partial<SendGiftBody> & Pick<SendGiftBody, 'toUserId' | 'giftId'>) {
  return call()(who, giftsApi.send, { idempotencyKey: key(), context: 'profile', ...body });
}

async function funded(coins: number): Promise<TestUser> {
  const who = await kit().completeUser();
  if (coins > 0) await kit().fund(who, coins);
  return who;
}

describe('gift catalogue', () => {
  it('offers the seeded gifts with prices, stars and the points the receiver earns, and the terms', async () => {
    const ann = await kit().user();
    const catalogue = dataOf(await call()(ann, giftsApi.catalogue));
    expect(catalogue.terms).toEqual({
      hostShare: 0.5,
      rate: { pointsPerCurrencyUnit: 100, currency: 'USD' },
    });
    expect(catalogue.backpack).toEqual({
      backpackEntrance: true,
      backpackGiftEntrance: true,
      backpackUrl: '/backpack',
    });
    expect(catalogue.gifts.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.gifts[0]).toMatchObject({ name: 'Rose', coins: 10, points: 5, stars: 1 });
    for (const g of catalogue.gifts) {
      expect(g.image).toMatch(/^\/gifts\/[a-z-]+\.svg$/);
      expect(g.points).toBe(Math.floor(g.coins / 2));
    }
  });
});

describe('sending a gift', () => {
  it('moves coins from the sender to the receiver as points in one movement labelled gift, with the name', async () => {
    const rose = await seeded('Rose');
    const ann = await funded(100);
    const bo = await kit().completeUser();
    const sent = dataOf(await send(ann, { toUserId: bo.id, giftId: rose.giftId }));
    expect(sent).toMatchObject({ name: 'Rose', coins: 10, points: 5, from: 'coins', replayed: false });
    expect(await balance(ann)).toEqual({ coins: 90, heldCoins: 0, points: 0 });
    expect((await balance(bo)).points).toBe(5);
    const history = dataOf(await call()(ann, walletApi.history, {}));
    expect(history.list[0]).toMatchObject({ coins: -10, kind: 'spend', label: 'gift' });
    expect(history.list[0]?.reference).toBe(`gift:${sent.sendId}:Rose`);
    const points = dataOf(await call()(bo, walletApi.pointHistory, {}));
    expect(points.list[0]).toMatchObject({ points: 5, kind: 'spend', label: 'gift' });
    expect(points.list[0]?.reference).toBe(`gift:${sent.sendId}:Rose`);
    const received = dataOf(await call()(bo, giftsApi.history, { direction: 'received' }));
    expect(received).toMatchObject({
      total: 1,
      list: [{ sendId: sent.sendId, points: 5, fromUserId: ann.id }],
    });
    const mine = dataOf(await call()(ann, giftsApi.history, { direction: 'sent' }));
    expect(mine.list[0]?.sendId).toBe(sent.sendId);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('a retried send (same key) answers the first and never charges twice, also when sent at once', async () => {
    const rose = await seeded('Rose');
    const ann = await funded(100);
    const bo = await kit().completeUser();
    const body = { toUserId: bo.id, giftId: rose.giftId, idempotencyKey: key(), context: 'profile' as const };
    const first = dataOf(await call()(ann, giftsApi.send, body));
    const again = dataOf(await call()(ann, giftsApi.send, body));
    expect(again).toMatchObject({ sendId: first.sendId, replayed: true });
    const concurrentKey = key();
    const both = await Promise.all(
      [1, 2, 3].map(() => call()(ann, giftsApi.send, { ...body, idempotencyKey: concurrentKey })),
    );
    const ids = new Set(both.map((a) => dataOf(a).sendId));
    expect(ids.size).toBe(1);
    expect(both.filter((a) => !dataOf(a).replayed)).toHaveLength(1);
    expect(await balance(ann)).toMatchObject({ coins: 80 });
    expect((await balance(bo)).points).toBe(10);
    // The same key for another gift is a client bug, refused.
    const star = await seeded('Star');
    expect(await call()(ann, giftsApi.send, { ...body, giftId: star.giftId })).toBeRefusedWith(
      GiftCode.SEND_KEY_REUSED,
    );
    expect(await ledgerProblems()).toEqual([]);
  });

  it('refuses a gift to oneself, to a blocked user, unknown and inactive gifts, and a missing receiver', async () => {
    const rose = await seeded('Rose');
    const ann = await funded(100);
    const bo = await kit().completeUser();
    expect(await send(ann, { toUserId: ann.id, giftId: rose.giftId })).toBeRefusedWith(GiftCode.GIFT_SELF);
    expect(await send(ann, { toUserId: bo.id, giftId: 999_999 })).toBeRefusedWith(GiftCode.GIFT_UNAVAILABLE);
    expect(await send(ann, { toUserId: 2_000_000_000, giftId: rose.giftId })).toBeRefusedWith(
      SocialCode.USER_NOT_FOUND,
    );
    dataOf(await call()(bo, blocksApi.add, { targetUserId: ann.id }));
    expect(await send(ann, { toUserId: bo.id, giftId: rose.giftId })).toBeRefusedWith(
      SocialCode.USER_UNAVAILABLE,
    );
    expect(await send(bo, { toUserId: ann.id, giftId: rose.giftId })).toBeRefusedWith(
      SocialCode.YOU_BLOCKED_USER,
    );
    // A gift out of its dates (the admin ended it an hour ago) is refused.
    const admin = await kit().admin();
    const ended = dataOf(
      await call()(admin, giftsApi.adminSave, {
        name: 'Snowflake',
        image: '/gifts/star.svg',
        animation: 'rain',
        coins: 5,
        stars: 1,
        activeFrom: START - DAY_MS,
        activeTo: clock.now() - 3_600_000,
      }),
    );
    const cy = await kit().completeUser();
    expect(await send(ann, { toUserId: cy.id, giftId: ended.giftId })).toBeRefusedWith(
      GiftCode.GIFT_UNAVAILABLE,
    );
    expect(await balance(ann)).toMatchObject({ coins: 100 });
  });

  it('refuses a banned account', async () => {
    const rose = await seeded('Rose');
    const ann = await funded(100);
    const bo = await kit().completeUser();
    await t.ctx.bans.ban({ kind: 'account', userId: ann.id, by: 'test' });
    const answer = await send(ann, { toUserId: bo.id, giftId: rose.giftId });
    expect(answer.code).not.toBe(200);
    expect(await balance(ann)).toMatchObject({ coins: 100 });
  });

  it("insufficient coins: spec §8.2's text, nothing moves, and the same key works once there are coins", async () => {
    const crown = await seeded('Crown');
    const ann = await funded(100);
    const bo = await kit().completeUser();
    const body = {
      toUserId: bo.id,
      giftId: crown.giftId,
      idempotencyKey: key(),
      context: 'profile' as const,
    };
    const refused = await call()(ann, giftsApi.send, body);
    expect(refused).toBeRefusedWith(WalletCode.INSUFFICIENT_BALANCE);
    expect(refused.msg).toBe('Insufficient Balance');
    expect(await balance(ann)).toMatchObject({ coins: 100 });
    expect((await balance(bo)).points).toBe(0);
    await kit().fund(ann, 1000);
    expect(dataOf(await call()(ann, giftsApi.send, body))).toMatchObject({ coins: 999, replayed: false });
    expect(await balance(ann)).toMatchObject({ coins: 101 });
    expect(await ledgerProblems()).toEqual([]);
  });

  it('concurrent sends never overdraw: with coins for 3 roses, 3 of 8 go through', async () => {
    const rose = await seeded('Rose');
    const ann = await funded(30);
    const bo = await kit().completeUser();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(ann, { toUserId: bo.id, giftId: rose.giftId })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code === WalletCode.INSUFFICIENT_BALANCE)).toHaveLength(5);
    expect(await balance(ann)).toMatchObject({ coins: 0 });
    expect((await balance(bo)).points).toBe(15);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('in a chat the gift is a message of the conversation', async () => {
    const heart = await seeded('Heart');
    const [ann, bo] = await kit().friendPair();
    await kit().fund(ann, 50);
    const sent = dataOf(await send(ann, { toUserId: bo.id, giftId: heart.giftId, context: 'chat' }));
    const page = dataOf(await call()(bo, chatApi.history, { peerUserId: ann.id }));
    expect(page.messages[0]).toMatchObject({
      type: 'gift',
      content: 'Heart',
      messageId: `gift-${heart.giftId}-${sent.sendId}`,
      fromUserId: ann.id,
    });
    // The chat itself does not let a client write a gift message.
    const forged = await call()(ann, chatApi.send, {
      toUserId: bo.id,
      messageId: key(),
      type: 'gift' as never,
      content: 'Heart',
    });
    expect(forged.code).not.toBe(200);
  });

  it('a call gift needs the live call of both', async () => {
    const rose = await seeded('Rose');
    const ann = await funded(50);
    const bo = await kit().completeUser();
    expect(
      await send(ann, { toUserId: bo.id, giftId: rose.giftId, context: 'call', roomNum: 'no-such-room' }),
    ).toBeRefusedWith(GiftCode.NOT_IN_CALL);
    expect(await send(ann, { toUserId: bo.id, giftId: rose.giftId, context: 'call' })).not.toBeOk();
  });
});

describe('the backpack', () => {
  it('lists granted gifts with counts and expiry; a send from it costs no coins and pays points from the promotion', async () => {
    const rose = await seeded('Rose');
    const ann = await funded(0);
    const bo = await kit().completeUser();
    const expiresAt = new Date(clock.now() + 7 * DAY_MS);
    const grant = { userId: ann.id, giftId: rose.giftId, count: 2, expiresAt, source: 'reward' as const };
    await t.ctx.gifts.backpack.grant({ ...grant, key: `test:${ann.id}:a` });
    // The same key grants once.
    await t.ctx.gifts.backpack.grant({ ...grant, key: `test:${ann.id}:a` });
    const pack = dataOf(await call()(ann, giftsApi.backpack));
    expect(pack.items).toEqual([
      expect.objectContaining({
        giftId: rose.giftId,
        count: 2,
        expiresAt: expiresAt.getTime(),
        expired: false,
      }),
    ]);
    const sent = dataOf(await send(ann, { toUserId: bo.id, giftId: rose.giftId, from: 'backpack' }));
    expect(sent).toMatchObject({ coins: 0, points: 5, from: 'backpack' });
    expect(await balance(ann)).toEqual({ coins: 0, heldCoins: 0, points: 0 });
    expect((await balance(bo)).points).toBe(5);
    expect(dataOf(await call()(ann, walletApi.history, {})).total).toBe(0);
    dataOf(await send(ann, { toUserId: bo.id, giftId: rose.giftId, from: 'backpack' }));
    expect(await send(ann, { toUserId: bo.id, giftId: rose.giftId, from: 'backpack' })).toBeRefusedWith(
      GiftCode.BACKPACK_EMPTY,
    );
    expect(dataOf(await call()(ann, giftsApi.backpack)).items).toEqual([]);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('two sends of the last backpack gift at once: one goes, one finds the backpack empty', async () => {
    const star = await seeded('Star');
    const ann = await funded(0);
    const bo = await kit().completeUser();
    await t.ctx.gifts.backpack.grant({
      userId: ann.id,
      giftId: star.giftId,
      count: 1,
      expiresAt: new Date(clock.now() + DAY_MS),
      source: 'promotion',
      key: `test:${ann.id}:one`,
    });
    const answers = await Promise.all([
      send(ann, { toUserId: bo.id, giftId: star.giftId, from: 'backpack' }),
      send(ann, { toUserId: bo.id, giftId: star.giftId, from: 'backpack' }),
    ]);
    expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([200, GiftCode.BACKPACK_EMPTY]);
    expect((await balance(bo)).points).toBe(star.points);
  });

  it('expired gifts cannot be sent, stay listed for 30 days, then are gone (and the job purges them)', async () => {
    const cake = await seeded('Cake');
    const ann = await funded(0);
    const bo = await kit().completeUser();
    const expiresAt = clock.now() + DAY_MS;
    await t.ctx.gifts.backpack.grant({
      userId: ann.id,
      giftId: cake.giftId,
      count: 3,
      expiresAt: new Date(expiresAt),
      source: 'wheel',
      key: `test:${ann.id}:cake`,
    });
    await clock.advance(DAY_MS - 1);
    expect(dataOf(await call()(ann, giftsApi.backpack)).items).toHaveLength(1);
    await clock.advance(1);
    const pack = dataOf(await call()(ann, giftsApi.backpack));
    expect(pack.items).toEqual([]);
    expect(pack.expired).toEqual([expect.objectContaining({ giftId: cake.giftId, count: 3, expired: true })]);
    expect(await send(ann, { toUserId: bo.id, giftId: cake.giftId, from: 'backpack' })).toBeRefusedWith(
      GiftCode.BACKPACK_EMPTY,
    );
    await clock.advance(30 * DAY_MS - 1);
    expect(dataOf(await call()(ann, giftsApi.backpack)).expired).toHaveLength(1);
    await clock.advance(1);
    expect(dataOf(await call()(ann, giftsApi.backpack))).toEqual({ items: [], expired: [] });
    expect(await t.ctx.gifts.backpack.purge()).toBeGreaterThanOrEqual(1);
  });
});

describe('admin', () => {
  it('only admins edit the catalogue and the terms; the terms change the points of the next gift', async () => {
    const member = await kit().user();
    expect((await call()(member, giftsApi.adminList)).code).not.toBe(200);
    const admin = await kit().admin();
    const listed = dataOf(await call()(admin, giftsApi.adminList));
    expect(listed.gifts.length).toBeGreaterThanOrEqual(8);
    const rose = listed.gifts.find((g) => g.name === 'Rose');
    if (!rose) throw new Error('no Rose');
    const renamed = dataOf(await call()(admin, giftsApi.adminSave, { ...rose, name: 'Red rose' }));
    expect(renamed).toMatchObject({ giftId: rose.giftId, name: 'Red rose' });
    expect(await call()(admin, giftsApi.adminSave, { ...rose, giftId: 999_999 })).toBeRefusedWith(
      GiftCode.GIFT_NOT_FOUND,
    );
    const bad = await call()(admin, giftsApi.adminSave, { ...rose, image: 'https://example.com/x.png' });
    expect(bad.code).not.toBe(200);
    const old = listed.terms;
    // The rate shown with the gifts is the hosts' one (host configuration), not a second one of gifts.
    expect(old.rate).toEqual({ pointsPerCurrencyUnit: 100, currency: 'USD' });
    dataOf(await call()(admin, giftsApi.adminTerms, { hostShare: 0.8 }));
    const ann = await funded(10);
    const bo = await kit().completeUser();
    expect(dataOf(await send(ann, { toUserId: bo.id, giftId: rose.giftId }))).toMatchObject({ points: 8 });
    dataOf(await call()(admin, giftsApi.adminTerms, { hostShare: old.hostShare }));
    dataOf(await call()(admin, giftsApi.adminSave, rose));
  });

  it('a report of asking for gifts can be shown with the gifts between the two around it', async () => {
    const rose = await seeded('Rose');
    const ann = await funded(50);
    const bo = await kit().completeUser();
    const sent = dataOf(await send(ann, { toUserId: bo.id, giftId: rose.giftId }));
    const admin = await kit().admin();
    const around = { userA: bo.id, userB: ann.id, at: clock.now() };
    expect(dataOf(await call()(admin, giftsApi.adminBetween, around))).toEqual([
      expect.objectContaining({ sendId: sent.sendId, fromUserId: ann.id, toUserId: bo.id }),
    ]);
    expect(
      dataOf(await call()(admin, giftsApi.adminBetween, { ...around, at: clock.now() + 8 * DAY_MS })),
    ).toEqual([]);
    expect((await call()(bo, giftsApi.adminBetween, around)).code).not.toBe(200);
  });
});

describe('the lucky wheel', () => {
  it('can give a backpack gift as a prize: in the backpack for its days, no coins moved', async () => {
    const star = await seeded('Star');
    const db = t.ctx.database.db;
    // Only the gift prize on the wheel for this test.
    await db.update(rewardWheelPrizes).set({ active: false });
    const [prize] = await db
      .insert(rewardWheelPrizes)
      .values({ coins: 0, weight: 1, giftId: star.giftId, giftCount: 2, giftDays: 7 })
      .returning();
    try {
      const ann = await funded(0);
      const wheel = dataOf(await call()(ann, luckyWheelApi.wheel));
      expect(wheel.prizes).toEqual([
        expect.objectContaining({
          coins: 0,
          chance: 1,
          gift: expect.objectContaining({ name: 'Star', count: 2, days: 7 }),
        }),
      ]);
      dataOf(await call()(ann, checkInApi.save));
      dataOf(await call()(ann, tasksApi.claim, { code: 'daily-check-in' }));
      const won = dataOf(await call()(ann, luckyWheelApi.spin, { idempotencyKey: key().slice(0, 32) }));
      expect(won).toMatchObject({ coins: 0, gift: { giftId: star.giftId, count: 2 } });
      const pack = dataOf(await call()(ann, giftsApi.backpack));
      expect(pack.items).toEqual([
        expect.objectContaining({ giftId: star.giftId, count: 2, expiresAt: clock.now() + 7 * DAY_MS }),
      ]);
      expect((await balance(ann)).coins).toBe(0);
      const draws = dataOf(await call()(ann, luckyWheelApi.draws, {}));
      expect(draws.list[0]).toMatchObject({ drawId: won.drawId, gift: { name: 'Star', count: 2 } });
      expect(await ledgerProblems()).toEqual([]);
    } finally {
      if (prize)
        await db.update(rewardWheelPrizes).set({ active: false }).where(eq(rewardWheelPrizes.id, prize.id));
      await db.update(rewardWheelPrizes).set({ active: true }).where(eq(rewardWheelPrizes.giftCount, 0));
    }
  });
});
