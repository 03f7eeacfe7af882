import {
  answerText,
  Code,
  DEFAULT_FLOW_CONFIG,
  MatchCode,
  matchingApi,
  WalletCode,
  type GlobalConf,
  type MatchQuota,
} from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { DAY_MS, nextUtcMidnight } from '../src/infra/clock';
import { ManualClock } from '../src/infra/manual-clock';
import { countryId, until, useMatchingApp, type Person } from './matching-app';
import { nextEvent } from './realtime-client';
import { buyCoins } from './refunds-purchase';

// Who may match how often, and what filtered matches cost. Small limits so that a test reaches them.
const FREE = 2;
const CAP = 4;
// The server's time moves only when a test moves it (the day's reset).
const clock = new ManualClock();
const m = useMatchingApp(
  {
    FREE_MATCHES_PER_DAY: String(FREE),
    MATCH_DAILY_LIMIT: String(CAP),
    MATCH_GENDER_FILTER_PRICE: '15',
    MATCH_COUNTRY_FILTER_PRICE: '7',
  },
  { clock },
);

const resetAt = () => nextUtcMidnight(clock.now());

/** One more match for `p` with a new partner; the pop-up is then left, so `p` is free to match again. */
async function oneMatch(p: Person): Promise<void> {
  const partner = await m.person('Partner');
  const { matchId } = await m.match(partner, p);
  const ended = nextEvent(partner.socket, 'match:ended');
  expect((await m.c.post(p.session, matchingApi.exitMatch.path)).code).toBe(200);
  expect((await ended).matchId).toBe(matchId);
  await m.c.post(partner.session, matchingApi.exitMatch.path);
}

async function grant(userId: number, coins: number): Promise<void> {
  const { ledger } = m.t.ctx;
  await ledger.run((tx) =>
    ledger.credit(tx, { key: `test-grant:${userId}:${coins}`, userId, coins, source: 'grant' }),
  );
}

const coins = async (userId: number) => (await m.t.ctx.ledger.balance(userId)).coins;

describe('globalconf', () => {
  it('gives the filter prices, the own quota, the minute-call switch and the flows', async () => {
    const ann = await m.person('Ann');
    const answer = await m.c.get<GlobalConf>(ann.session, matchingApi.globalconf.path);
    const { config } = m.t.ctx;
    expect(answer.data).toEqual({
      filterPrice: { gender: 15, country: 7 },
      quota: { freePerDay: FREE, remaining: FREE, resetAt: resetAt(), vip: false },
      minuteCallSwitch: config.calls.matchMinuteSwitch,
      // Spec §9's flows as the database was seeded with them, ringing as long as the call engine rings.
      matchingFlow: { ...DEFAULT_FLOW_CONFIG.matchingFlow, ringSeconds: config.calls.ringSeconds },
      cardFlow: { ...DEFAULT_FLOW_CONFIG.cardFlow, ringSeconds: config.calls.ringSeconds },
      searchFlow: { ...DEFAULT_FLOW_CONFIG.searchFlow, ringSeconds: config.calls.ringSeconds },
      ringSeconds: config.calls.ringSeconds,
      discover: DEFAULT_FLOW_CONFIG.discover,
    });
    expect(answer.data.cardFlow).toMatchObject({
      normalPrice: 40,
      playPrice: 12,
      locations: [140, 141, 142, 102],
    });
    expect((await m.c.get(undefined, matchingApi.globalconf.path)).code).toBe(Code.LOGIN_REQUIRED);
  });
});

describe('the free daily quota', () => {
  it('counts every shown match and then refuses with the countdown to the reset', async () => {
    const ann = await m.person('Ann');
    await oneMatch(ann);
    expect((await m.search(ann)).quota.remaining).toBe(FREE - 1);
    await m.c.post(ann.session, matchingApi.exitMatch.path);
    await oneMatch(ann);

    const refused = await m.start(ann);
    const quota: MatchQuota = { freePerDay: FREE, remaining: 0, resetAt: resetAt(), vip: false };
    expect(refused).toEqual({
      code: MatchCode.QUOTA_USED,
      data: quota,
      msg: 'You have used your daily meet chance. Please come back tomorrow.',
    });
    expect(await m.t.ctx.matchQueue.isWaiting(ann.userId)).toBe(false);
    expect((await m.c.get<GlobalConf>(ann.session, matchingApi.globalconf.path)).data.quota).toEqual(quota);
  });

  it('gives the free matches back at 0:00 UTC, not a millisecond before', async () => {
    const ann = await m.person('Ann');
    await oneMatch(ann);
    await oneMatch(ann);
    expect((await m.start(ann)).code).toBe(MatchCode.QUOTA_USED);

    const midnight = nextUtcMidnight(clock.now());
    await clock.advanceTo(midnight - 1);
    // Her socket's heartbeats keep her online while the day passes.
    await m.t.ctx.presence.heartbeat(ann.userId);
    expect((await m.start(ann)).code).toBe(MatchCode.QUOTA_USED);
    await clock.advanceTo(midnight);
    await m.t.ctx.presence.heartbeat(ann.userId);
    expect((await m.search(ann)).quota).toEqual({
      freePerDay: FREE,
      remaining: FREE,
      resetAt: midnight + DAY_MS,
      vip: false,
    });
  });

  it('does not put someone whose quota ran out back into the queue after a decline', async () => {
    const ann = await m.person('Ann');
    await oneMatch(ann);
    const bob = await m.person('Bob');
    const { matchId } = await m.match(ann, bob);
    const ended = [nextEvent(ann.socket, 'match:ended'), nextEvent(bob.socket, 'match:ended')];
    expect((await m.reply(bob, matchId, 'decline')).code).toBe(200);
    const [forAnn, forBob] = await Promise.all(ended);
    expect(forAnn).toEqual({ matchId, reason: 'declined', searching: false });
    expect(forBob).toEqual({ matchId, reason: 'declined', searching: true });
    expect((await m.start(ann)).code).toBe(MatchCode.QUOTA_USED);
  });

  it('lets VIP users match beyond it, up to the daily cap', async () => {
    const vip = await m.person('Vip');
    await buyCoins(m.t.app, m.t.ctx, vip.userId);
    const first = await m.search(vip);
    expect(first.quota).toEqual({ freePerDay: FREE, remaining: null, resetAt: resetAt(), vip: true });
    await m.c.post(vip.session, matchingApi.exitMatch.path);
    for (let i = 0; i < CAP; i++) await oneMatch(vip);

    expect(await m.start(vip)).toEqual({
      code: MatchCode.DAILY_LIMIT,
      data: null,
      msg: answerText(MatchCode.DAILY_LIMIT),
    });
    expect(answerText(MatchCode.DAILY_LIMIT)).toMatch(/^You have reached the limit of matching for today/);
  });
});

describe('filtered matches', () => {
  it('charge the shown price once, when the match is found, and only the side that filtered', async () => {
    const ann = await m.person('Ann', { gender: 2, country: 'DE' });
    const bob = await m.person('Bob', { gender: 1, country: 'BR' });
    await grant(ann.userId, 100);
    const price = 15 + 7;

    expect((await m.search(ann, { gender: 1, countryId: countryId('BR'), price })).state).toBe('searching');
    // Waiting costs nothing.
    expect(await coins(ann.userId)).toBe(100);
    const found = nextEvent(ann.socket, 'match:found');
    const answer = await m.search(bob);
    expect(answer.offer?.price).toBe(0);
    expect((await found).price).toBe(price);
    expect(await coins(ann.userId)).toBe(100 - price);
    expect(await coins(bob.userId)).toBe(0);
    const history = await m.t.ctx.ledger.history(ann.userId, 1, 10);
    expect(history.items.filter((i) => i.label === 'match')).toEqual([
      expect.objectContaining({ coins: -price, kind: 'spend', reference: `match:${answer.offer?.matchId}` }),
    ]);
  });

  it("refuse with 'Insufficient Balance' when the coins do not reach", async () => {
    const ann = await m.person('Ann', { gender: 2 });
    await grant(ann.userId, 14);
    expect(await m.start(ann, { gender: 1, price: 15 })).toEqual({
      code: WalletCode.INSUFFICIENT_BALANCE,
      data: null,
      msg: 'Insufficient Balance',
    });
    expect(answerText(WalletCode.INSUFFICIENT_BALANCE)).toBe('Insufficient Balance');
    expect(await m.t.ctx.matchQueue.isWaiting(ann.userId)).toBe(false);
  });

  it('end the search of a waiting seeker who can no longer pay when matched, and charge nobody', async () => {
    const ann = await m.person('Ann', { gender: 2 });
    const bob = await m.person('Bob', { gender: 1 });
    await grant(ann.userId, 15);
    expect((await m.search(ann, { gender: 1, price: 15 })).state).toBe('searching');
    // Meanwhile Ann spends her coins on something else.
    const { ledger } = m.t.ctx;
    await ledger.run((tx) =>
      ledger.spend(tx, { key: `gift:${ann.userId}`, userId: ann.userId, coins: 10, purpose: 'gift' }),
    );
    const ended = nextEvent(ann.socket, 'match:ended');
    expect((await m.search(bob)).state).toBe('searching');
    expect(await ended).toMatchObject({ searching: false });
    expect(await coins(ann.userId)).toBe(5);
    expect(await m.t.ctx.matchQueue.isWaiting(ann.userId)).toBe(false);
    expect(await m.t.ctx.matchQueue.isWaiting(bob.userId)).toBe(true);
  });

  it('refuse a price other than the current one, and a gender filter without an own gender', async () => {
    const ann = await m.person('Ann', { gender: 2 });
    const noGender = await m.person('Nog');
    await grant(ann.userId, 100);
    expect((await m.start(ann, { gender: 1, price: 10 })).code).toBe(MatchCode.PRICE_CHANGED);
    expect((await m.start(ann, { gender: 1 })).code).toBe(MatchCode.PRICE_CHANGED);
    expect((await m.start(ann, { price: 15 })).code).toBe(MatchCode.PRICE_CHANGED);
    expect(await m.start(noGender, { gender: 2, price: 15 })).toEqual({
      code: MatchCode.PROFILE_INCOMPLETE,
      data: null,
      msg: answerText(MatchCode.PROFILE_INCOMPLETE),
    });
    expect(await coins(ann.userId)).toBe(100);
  });
});

describe('who may not match', () => {
  it('a banned user leaves the queue at once and cannot start again', async () => {
    const ann = await m.person('Ann');
    await m.search(ann);
    await m.t.ctx.bans.ban({ kind: 'account', userId: ann.userId, by: 'test' });
    await until(async () => !(await m.t.ctx.matchQueue.isWaiting(ann.userId)), 'Ann out of the queue');
    expect((await m.start(ann)).code).toBe(Code.SESSION_EXPIRED);
  });

  it('visitors are asked to log in', async () => {
    expect((await m.c.post(undefined, matchingApi.matching.path, {})).code).toBe(Code.LOGIN_REQUIRED);
  });
});
