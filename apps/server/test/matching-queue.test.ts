import {
  answerText,
  blocksApi,
  Code,
  MATCHING_FLOW,
  MatchCode,
  matchingApi,
  OnlineStatus,
  reportsApi,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { collect, countryId, until, useMatchingApp } from './matching-app';
import { nextEvent } from './realtime-client';

// The queue, the matched pop-up and its answers on the real app with real sockets. With REDIS_URL set (CI's
// second pass) the Redis queue and the Redis key-value store carry it all. The server's time stands still
// unless a test moves it: the pop-up's countdowns pass in no time.
const clock = new ManualClock();
const m = useMatchingApp({}, { clock });
const waitingIds = async (ids: number[]) => {
  const queue = m.t.ctx.matchQueue;
  return Promise.all(ids.map((id) => queue.isWaiting(id)));
};

describe('pairing', () => {
  it('pairs two seekers and shows each the other on their socket', async () => {
    const ann = await m.person('Ann', { gender: 2, country: 'DE' });
    const bob = await m.person('Bob', { gender: 1, country: 'BR' });
    const { matchId, forWaiting, forJoiner, answer } = await m.match(ann, bob);

    expect(forWaiting.matchId).toBe(matchId);
    expect(answer.offer).toEqual(forJoiner);
    expect(forWaiting.peer).toEqual({
      id: bob.userId,
      userName: 'Bob',
      headImg: '',
      age: expect.any(Number),
      gender: 1,
      countryId: countryId('BR'),
      interests: [],
    });
    expect(forJoiner.peer).toMatchObject({ id: ann.userId, userName: 'Ann', gender: 2 });
    expect(forJoiner.price).toBe(0);
    expect(forJoiner.expiresAt - forJoiner.nextAt).toBe(
      (MATCHING_FLOW.countdownSeconds - MATCHING_FLOW.nextCountdownSeconds) * 1000,
    );
    // Nothing private travels with the pop-up.
    expect(Object.keys(forJoiner.peer).sort()).toEqual(
      ['age', 'countryId', 'gender', 'headImg', 'id', 'interests', 'userName'].sort(),
    );
    expect(await waitingIds([ann.userId, bob.userId])).toEqual([false, false]);
  });

  it('never pairs a user with themself: starting twice keeps one place in the queue', async () => {
    const ann = await m.person('Ann');
    expect((await m.search(ann)).state).toBe('searching');
    expect((await m.search(ann)).state).toBe('searching');
    expect(await m.t.ctx.matchQueue.size()).toBe(1);
  });

  it('answers an open pop-up again instead of matching twice', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const { matchId } = await m.match(ann, bob);
    const again = await m.search(bob);
    expect(again).toMatchObject({ state: 'matched', offer: { matchId } });
    expect(await m.t.ctx.matchQueue.size()).toBe(0);
  });

  it('never pairs two people when either blocked the other', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const cid = await m.person('Cid');
    const dan = await m.person('Dan');
    expect((await m.c.post(bob.session, blocksApi.add.path, { targetUserId: ann.userId })).code).toBe(200);

    expect((await m.search(ann)).state).toBe('searching');
    // Bob blocked Ann: neither side's search may pick the other.
    expect((await m.search(bob)).state).toBe('searching');
    expect((await m.search(cid)).offer?.peer.id).toBe(ann.userId);
    expect((await m.search(dan)).offer?.peer.id).toBe(bob.userId);
  });

  it('never pairs a user with someone they reported, even after unblocking them', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const cid = await m.person('Cid');
    const report = { targetUserId: bob.userId, reason: 3 };
    expect((await m.c.post(ann.session, reportsApi.add.path, report)).code).toBe(200);
    expect((await m.c.post(ann.session, blocksApi.remove.path, { targetUserId: bob.userId })).code).toBe(200);

    expect((await m.search(bob)).state).toBe('searching');
    expect((await m.search(ann)).state).toBe('searching');
    expect((await m.search(cid)).offer?.peer.id).toBe(bob.userId);
  });

  it("respects both sides' gender filters", async () => {
    // Filters cost coins; these people can pay.
    const [ann, bob, cid] = await Promise.all([
      m.person('Ann', { gender: 1 }),
      m.person('Bob', { gender: 1 }),
      m.person('Cid', { gender: 2 }),
    ]);
    const price = m.t.ctx.config.matching.filterPrice.gender;
    for (const p of [ann, cid]) await grant(p.userId, price);

    // Ann (a man) wants women; Bob, a man who wants anyone, does not suit her.
    expect((await m.search(ann, { gender: 2, price })).state).toBe('searching');
    expect((await m.search(bob)).state).toBe('searching');
    // Cid, a woman who wants men, is paired with Ann, who waited longest.
    expect((await m.search(cid, { gender: 1, price })).offer?.peer.id).toBe(ann.userId);
    expect(await waitingIds([bob.userId])).toEqual([true]);
  });

  it("respects both sides' country filters", async () => {
    const [ann, bob, cid] = await Promise.all([
      m.person('Ann', { gender: 2, country: 'BR' }),
      m.person('Bob', { gender: 1, country: 'US' }),
      m.person('Cid', { gender: 1, country: 'DE' }),
    ]);
    const price = m.t.ctx.config.matching.filterPrice.country;
    for (const p of [ann, bob, cid]) await grant(p.userId, price);

    expect((await m.search(ann, { countryId: countryId('DE'), price })).state).toBe('searching');
    // Bob wants Brazilians and Ann is one, but she wants Germans.
    expect((await m.search(bob, { countryId: countryId('BR'), price })).state).toBe('searching');
    expect((await m.search(cid, { countryId: countryId('BR'), price })).offer?.peer.id).toBe(ann.userId);
  });

  it('pairs each of many racing seekers exactly once, never with themself', async () => {
    const people = await Promise.all(Array.from({ length: 16 }, (_, i) => m.person(`P${i}`)));
    const found = people.map((p) => collect(p.socket, 'match:found'));
    const answers = await Promise.all(people.map((p) => m.search(p)));
    expect(answers.filter((a) => a.state === 'matched')).toHaveLength(8);
    await until(() => found.every((f) => f.length === 1), 'a pop-up for everyone');
    const partner = new Map(people.map((p, i) => [p.userId, found[i]?.[0]?.peer.id]));
    for (const [id, peer] of partner) {
      expect(peer).not.toBe(id);
      expect(partner.get(peer ?? 0)).toBe(id);
    }
  });
});

describe('the matched pop-up', () => {
  it('declining ends it for both, puts both back to searching, and never re-pairs the two', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const cid = await m.person('Cid');
    const { matchId } = await m.match(ann, bob);
    const ended = [nextEvent(ann.socket, 'match:ended'), nextEvent(bob.socket, 'match:ended')];
    expect((await m.reply(bob, matchId, 'decline')).code).toBe(200);
    for (const event of await Promise.all(ended)) {
      expect(event).toEqual({ matchId, reason: 'declined', searching: true });
    }
    // Both wait again, but not for each other (the re-match window): Ann, who was declined, waits first.
    expect(await waitingIds([ann.userId, bob.userId])).toEqual([true, true]);
    expect((await m.search(cid)).offer?.peer.id).toBe(ann.userId);
    // The pop-up is gone for good.
    expect((await m.reply(ann, matchId, 'accept')).code).toBe(MatchCode.MATCH_GONE);
  });

  it('offers Next only after its countdown, then puts both back to searching', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const { matchId, forJoiner } = await m.match(ann, bob);
    await clock.advanceTo(forJoiner.nextAt - 1);
    const early = await m.reply(bob, matchId, 'next');
    expect(early.code).toBe(Code.VALIDATION);
    await clock.advanceTo(forJoiner.nextAt);
    const ended = [nextEvent(ann.socket, 'match:ended'), nextEvent(bob.socket, 'match:ended')];
    expect((await m.reply(bob, matchId, 'next')).code).toBe(200);
    for (const event of await Promise.all(ended)) {
      expect(event).toEqual({ matchId, reason: 'next', searching: true });
    }
    expect(await waitingIds([ann.userId, bob.userId])).toEqual([true, true]);
  });

  it('expires after its countdown: who accepted searches again, who did not answer stops', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const { matchId, forJoiner } = await m.match(ann, bob);
    const ended = [nextEvent(ann.socket, 'match:ended'), nextEvent(bob.socket, 'match:ended')];
    expect((await m.reply(ann, matchId, 'accept')).code).toBe(200);
    await clock.advanceTo(forJoiner.expiresAt - 1);
    expect(await m.t.ctx.matchQueue.isWaiting(ann.userId)).toBe(false);
    await clock.advanceTo(forJoiner.expiresAt);
    const [forAnn, forBob] = await Promise.all(ended);
    expect(forAnn).toEqual({ matchId, reason: 'expired', searching: true });
    expect(forBob).toEqual({ matchId, reason: 'expired', searching: false });
    expect(await waitingIds([ann.userId, bob.userId])).toEqual([true, false]);
    expect((await m.reply(bob, matchId, 'accept')).code).toBe(MatchCode.MATCH_GONE);
  });

  it('refuses answers from anyone but the two, and to unknown matches', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const eve = await m.person('Eve');
    const { matchId } = await m.match(ann, bob);
    expect((await m.reply(eve, matchId, 'decline')).code).toBe(MatchCode.MATCH_GONE);
    expect((await m.reply(ann, 'no-such-match', 'accept')).code).toBe(MatchCode.MATCH_GONE);
  });

  it('lets exactly one of two racing answers decide', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const { matchId } = await m.match(ann, bob);
    const ends = [collect(ann.socket, 'match:ended'), collect(bob.socket, 'match:ended')];
    const answers = await Promise.all([m.reply(ann, matchId, 'decline'), m.reply(bob, matchId, 'decline')]);
    expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([200, MatchCode.MATCH_GONE]);
    await until(() => ends.every((e) => e.length === 1), 'one end for each');
    expect(await waitingIds([ann.userId, bob.userId])).toEqual([true, true]);
  });
});

describe('accepting', () => {
  it('starts one call when both accept, and tells both its room', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const { matchId } = await m.match(ann, bob);
    const accepted = [
      nextEvent(ann.socket, 'match:accepted'),
      nextEvent(bob.socket, 'match:accepted'),
    ] as const;
    expect((await m.reply(ann, matchId, 'accept')).code).toBe(200);
    expect((await m.reply(bob, matchId, 'accept')).code).toBe(200);
    const [forAnn, forBob] = await Promise.all(accepted);
    // Each side's own call data comes with the event: no second request to enter the call.
    expect(forAnn).toMatchObject({ matchId, roomNum: expect.any(String) });
    expect(forBob.roomNum).toBe(forAnn.roomNum);
    expect(forAnn.call).toMatchObject({ roomNum: forAnn.roomNum, source: 'match', callStatus: 'connected' });
    expect(forAnn.call.bizData.remoteUserInfo.id).toBe(bob.userId);
    expect(forBob.call.bizData.remoteUserInfo.id).toBe(ann.userId);
    expect([forAnn.call.callRole, forBob.call.callRole].sort()).toEqual(['callee', 'caller']);
    expect(await m.t.ctx.calls.activeCallOf(ann.userId)).toBe(forAnn.roomNum);
    expect(await m.t.ctx.calls.activeCallOf(bob.userId)).toBe(forAnn.roomNum);
    // In a call, nobody matches.
    expect(await m.start(ann)).toEqual({
      code: MatchCode.IN_CALL,
      data: null,
      msg: answerText(MatchCode.IN_CALL),
    });
    expect((await m.reply(ann, matchId, 'decline')).code).toBe(MatchCode.MATCH_GONE);
  });

  it('starts no call when one blocked the other while the pop-up was open; both stop searching', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const { matchId } = await m.match(ann, bob);
    expect((await m.c.post(bob.session, blocksApi.add.path, { targetUserId: ann.userId })).code).toBe(200);
    const ended = [nextEvent(ann.socket, 'match:ended'), nextEvent(bob.socket, 'match:ended')] as const;
    expect((await m.reply(ann, matchId, 'accept')).code).toBe(200);
    expect((await m.reply(bob, matchId, 'accept')).code).toBe(200);
    for (const event of await Promise.all(ended)) expect(event).toMatchObject({ matchId, searching: false });
    expect(await m.t.ctx.calls.activeCallOf(ann.userId)).toBeNull();
    expect(await m.t.ctx.calls.activeCallOf(bob.userId)).toBeNull();
  });

  it('starts exactly one call when both accept at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const ann = await m.person('Ann');
      const bob = await m.person('Bob');
      const { matchId } = await m.match(ann, bob);
      const events = [collect(ann.socket, 'match:accepted'), collect(bob.socket, 'match:accepted')];
      const answers = await Promise.all([m.reply(ann, matchId, 'accept'), m.reply(bob, matchId, 'accept')]);
      expect(answers.map((a) => a.code)).toEqual([200, 200]);
      await until(() => events.every((e) => e.length === 1), 'match:accepted on both sockets');
      expect(events[0]?.[0]?.roomNum).toBe(events[1]?.[0]?.roomNum);
      const rows = await m.t.ctx.database.db.select().from(calls).where(eq(calls.matchId, matchId));
      expect(rows).toHaveLength(1);
    }
  });

  it('either starts the call or ends the pop-up when an accept races a decline, never both', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const { matchId } = await m.match(ann, bob);
    expect((await m.reply(ann, matchId, 'accept')).code).toBe(200);
    const accepted = [collect(ann.socket, 'match:accepted'), collect(bob.socket, 'match:accepted')];
    const ended = [collect(ann.socket, 'match:ended'), collect(bob.socket, 'match:ended')];
    await Promise.all([m.reply(bob, matchId, 'accept'), m.reply(bob, matchId, 'decline')]);
    const outcome = () => [...accepted, ...ended].map((e) => e.length);
    await until(() => outcome().join() === '1,1,0,0' || outcome().join() === '0,0,1,1', 'one outcome');
  });
});

describe('leaving', () => {
  it('exitMatch leaves the queue', async () => {
    const ann = await m.person('Ann');
    await m.search(ann);
    expect((await m.c.post(ann.session, matchingApi.exitMatch.path)).code).toBe(200);
    expect(await waitingIds([ann.userId])).toEqual([false]);
  });

  it('exitMatch during the pop-up ends it like Next: the other keeps searching', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const { matchId } = await m.match(ann, bob);
    const ended = [nextEvent(ann.socket, 'match:ended'), nextEvent(bob.socket, 'match:ended')];
    expect((await m.c.post(bob.session, matchingApi.exitMatch.path)).code).toBe(200);
    const [forAnn, forBob] = await Promise.all(ended);
    expect(forAnn).toEqual({ matchId, reason: 'peer_left', searching: true });
    expect(forBob).toEqual({ matchId, reason: 'next', searching: false });
    expect(await waitingIds([ann.userId, bob.userId])).toEqual([true, false]);
  });

  it('a user whose last socket closes leaves the queue, and the pop-up', async () => {
    const ann = await m.person('Ann');
    await m.search(ann);
    ann.socket.disconnect();
    await until(async () => !(await m.t.ctx.matchQueue.isWaiting(ann.userId)), 'Ann out of the queue');

    const bob = await m.person('Bob');
    const cid = await m.person('Cid');
    const { matchId } = await m.match(bob, cid);
    const ended = nextEvent(bob.socket, 'match:ended');
    cid.socket.disconnect();
    expect(await ended).toEqual({ matchId, reason: 'peer_left', searching: true });
  });

  it('skips a waiting seeker who went offline without the queue hearing of it', async () => {
    const ann = await m.person('Ann');
    const bob = await m.person('Bob');
    const cid = await m.person('Cid');
    await m.search(ann);
    // Ann's presence lapses (a node died with her socket on it): the queue still holds her entry.
    await m.t.ctx.presence.setStatus(ann.userId, OnlineStatus.OFFLINE);
    expect(await waitingIds([ann.userId])).toEqual([true]);
    expect((await m.search(bob)).state).toBe('searching');
    expect(await waitingIds([ann.userId, bob.userId])).toEqual([false, true]);
    expect((await m.search(cid)).offer?.peer.id).toBe(bob.userId);
  });
});

async function grant(userId: number, coins: number): Promise<void> {
  const { ledger } = m.t.ctx;
  await ledger.run((tx) =>
    ledger.credit(tx, { key: `test-grant:${userId}:${coins}`, userId, coins, source: 'grant' }),
  );
}
