import {
  answerText,
  AddFriendType,
  friendsApi,
  SocialCode,
  WalletCode,
  type AddFriendInfo,
  type AddFriendResult,
  type FriendInfo,
  type FriendRequests,
} from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../src/infra/clock';
import { ManualClock } from '../src/infra/manual-clock';
import { connect, nextEvent, realtimeAuth } from './realtime-client';
import { socialClient } from './social-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let c: ReturnType<typeof socialClient>;

let url: string;
// The server's time moves only when a test moves it (the day's reset).
const clock = new ManualClock();

beforeAll(async () => {
  t = await createTestApp({
    env: { FREE_FRIEND_ADDS_PER_DAY: '2', FRIEND_ADD_PRICE: '20' },
    clock,
  });
  c = socialClient(t);
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const grant = (userId: number, coins: number) =>
  t.ctx.ledger.run((tx) =>
    t.ctx.ledger.credit(tx, {
      key: `test-grant-${userId}-${coins}-${Math.random()}`,
      userId,
      coins,
      source: 'grant',
    }),
  );
const coinsOf = async (userId: number) => (await t.ctx.ledger.balance(userId)).coins;

describe('adding friends', () => {
  it('refuses adding oneself, with the spec §5 rule as text', async () => {
    const a = await c.user('Ann');
    const res = await c.post(a, friendsApi.add.path, { friendUserId: a.userId, price: 0 });
    expect(res).toMatchObject({
      code: SocialCode.CANNOT_ADD_SELF,
      msg: 'You cannot add yourself as a friend.',
    });
    const quote = await c.get(a, friendsApi.quote.path, { friendUserId: a.userId });
    expect(quote.code).toBe(SocialCode.CANNOT_ADD_SELF);
  });

  it('refuses an unknown user', async () => {
    const a = await c.user();
    const res = await c.get(a, friendsApi.quote.path, { friendUserId: 99_999_999 });
    expect(res).toMatchObject({
      code: SocialCode.USER_NOT_FOUND,
      msg: answerText(SocialCode.USER_NOT_FOUND),
    });
  });

  it('goes request sent -> accepted -> friends, with the user info shape and online status', async () => {
    const a = await c.user('Alice');
    const b = await c.user('Bob');
    expect((await c.get<AddFriendInfo>(a, friendsApi.quote.path, { friendUserId: b.userId })).data).toEqual({
      friendId: b.userId,
      type: AddFriendType.FREE,
      times: 2,
      freePerDay: 2,
      price: 0,
      state: 'none',
    });
    const added = await c.post<AddFriendResult>(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
    expect(added.data).toMatchObject({ state: 'requested', friendId: b.userId, coins: 0 });

    // A second add answers the open request again and uses no further free addition.
    const again = await c.post<AddFriendResult>(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
    expect(again.data.requestId).toBe(added.data.requestId);
    expect(
      (await c.get<AddFriendInfo>(a, friendsApi.quote.path, { friendUserId: b.userId })).data,
    ).toMatchObject({
      times: 1,
      state: 'requested',
    });

    const incoming = (await c.get<FriendRequests>(b, friendsApi.requests.path)).data;
    expect(incoming.incoming.map((r) => [r.fromUserId, r.user.userName])).toEqual([[a.userId, 'Alice']]);
    expect(incoming.outgoing).toEqual([]);
    expect(
      (await c.get<AddFriendInfo>(b, friendsApi.quote.path, { friendUserId: a.userId })).data.state,
    ).toBe('incoming');

    expect((await c.post(b, friendsApi.accept.path, { friendUserId: a.userId })).code).toBe(200);
    const listA = (await c.get<FriendInfo[]>(a, friendsApi.list.path)).data;
    expect(listA).toHaveLength(1);
    expect(listA[0]).toMatchObject({
      id: b.userId,
      userName: 'Bob',
      alias: null,
      onlineStatus: 0,
      notifyOnline: false,
      headImg: '',
      email: null,
    });
    expect((await c.get<FriendInfo[]>(b, friendsApi.list.path)).data.map((f) => f.id)).toEqual([a.userId]);
    expect((await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 })).code).toBe(
      SocialCode.ALREADY_FRIENDS,
    );
    expect((await c.post(b, friendsApi.accept.path, { friendUserId: a.userId })).code).toBe(
      SocialCode.REQUEST_NOT_FOUND,
    );
  });

  it('makes two users friends at once when the other had already asked, free of charge', async () => {
    const a = await c.user();
    const b = await c.user();
    await c.post(b, friendsApi.add.path, { friendUserId: a.userId, price: 0 });
    const res = await c.post<AddFriendResult>(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
    expect(res.data).toMatchObject({ state: 'friends', coins: 0 });
    expect(
      (await c.get<AddFriendInfo>(a, friendsApi.quote.path, { friendUserId: b.userId })).data,
    ).toMatchObject({
      state: 'friends',
      times: 2,
    });
  });

  it('declines and withdraws requests', async () => {
    const a = await c.user();
    const b = await c.user();
    await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
    expect((await c.post(b, friendsApi.decline.path, { friendUserId: a.userId })).code).toBe(200);
    expect((await c.get<FriendRequests>(a, friendsApi.requests.path)).data.outgoing).toEqual([]);
    await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
    expect((await c.post(a, friendsApi.cancel.path, { friendUserId: b.userId })).code).toBe(200);
    expect((await c.get<FriendRequests>(b, friendsApi.requests.path)).data.incoming).toEqual([]);
    expect((await c.post(a, friendsApi.cancel.path, { friendUserId: b.userId })).code).toBe(
      SocialCode.REQUEST_NOT_FOUND,
    );
  });
});

describe('live friend events', () => {
  it('tells the receiver of a request, both sides of an acceptance and of a removal', async () => {
    const a = await c.user('Eve');
    const b = await c.user('Finn');
    const socketA = connect(url, realtimeAuth(a, {}, clock.now()));
    const socketB = connect(url, realtimeAuth(b, {}, clock.now()));
    try {
      await Promise.all([nextEvent(socketA, 'session:ready'), nextEvent(socketB, 'session:ready')]);
      const request = nextEvent(socketB, 'friend:request');
      await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
      expect(await request).toMatchObject({
        fromUserId: a.userId,
        toUserId: b.userId,
        user: { userName: 'Eve' },
      });

      const acceptedA = nextEvent(socketA, 'friend:accepted');
      const acceptedB = nextEvent(socketB, 'friend:accepted');
      await c.post(b, friendsApi.accept.path, { friendUserId: a.userId });
      expect(await acceptedA).toEqual({ friendUserId: b.userId });
      expect(await acceptedB).toEqual({ friendUserId: a.userId });

      const removed = nextEvent(socketB, 'friend:removed');
      await c.post(a, friendsApi.remove.path, { friendUserId: b.userId });
      expect(await removed).toEqual({ friendUserId: a.userId });
    } finally {
      socketA.disconnect();
      socketB.disconnect();
    }
  });
});

describe('free additions, then coins', () => {
  it('quotes the price before paying, refuses another price, spends through the ledger and refunds a decline', async () => {
    const a = await c.user();
    const [b1, b2, b3, b4] = await Promise.all([c.user(), c.user(), c.user(), c.user()]);
    for (const b of [b1, b2]) {
      expect((await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 })).data).toMatchObject(
        {
          coins: 0,
        },
      );
    }
    const quote = (await c.get<AddFriendInfo>(a, friendsApi.quote.path, { friendUserId: b3.userId })).data;
    expect(quote).toMatchObject({ type: AddFriendType.PAID, times: 0, price: 20, state: 'none' });

    // The price the user was shown must be the price paid.
    expect((await c.post(a, friendsApi.add.path, { friendUserId: b3.userId, price: 0 })).code).toBe(
      SocialCode.PRICE_CHANGED,
    );
    const broke = await c.post(a, friendsApi.add.path, { friendUserId: b3.userId, price: 20 });
    expect(broke).toMatchObject({ code: WalletCode.INSUFFICIENT_BALANCE, msg: 'Insufficient Balance' });
    expect((await c.get<FriendRequests>(a, friendsApi.requests.path)).data.outgoing).toHaveLength(2);

    await grant(a.userId, 50);
    const paid = await c.post<AddFriendResult>(a, friendsApi.add.path, {
      friendUserId: b3.userId,
      price: 20,
    });
    expect(paid.data).toMatchObject({ state: 'requested', coins: 20 });
    expect(await coinsOf(a.userId)).toBe(30);
    // Asking again answers the paid request; nothing is charged twice.
    expect(
      (await c.post<AddFriendResult>(a, friendsApi.add.path, { friendUserId: b3.userId, price: 20 })).data
        .coins,
    ).toBe(0);
    expect(await coinsOf(a.userId)).toBe(30);

    const incoming = (await c.get<FriendRequests>(b3, friendsApi.requests.path)).data.incoming;
    expect(incoming[0]).toMatchObject({ fromUserId: a.userId, coins: 20 });
    await c.post(b3, friendsApi.decline.path, { friendUserId: a.userId });
    expect(await coinsOf(a.userId)).toBe(50);

    // An accepted paid request keeps its coins.
    await c.post(a, friendsApi.add.path, { friendUserId: b4.userId, price: 20 });
    await c.post(b4, friendsApi.accept.path, { friendUserId: a.userId });
    expect(await coinsOf(a.userId)).toBe(30);
  });

  it('gives the free additions back at 0:00 UTC, not a millisecond before', async () => {
    const a = await c.user();
    const [b1, b2, b3] = await Promise.all([c.user(), c.user(), c.user()]);
    await c.post(a, friendsApi.add.path, { friendUserId: b1.userId, price: 0 });
    await c.post(a, friendsApi.add.path, { friendUserId: b2.userId, price: 0 });
    const midnight = nextUtcMidnight(clock.now());
    await clock.advanceTo(midnight - 1);
    expect(
      (await c.get<AddFriendInfo>(a, friendsApi.quote.path, { friendUserId: b3.userId })).data.times,
    ).toBe(0);
    await clock.advanceTo(midnight);
    expect(
      (await c.get<AddFriendInfo>(a, friendsApi.quote.path, { friendUserId: b3.userId })).data,
    ).toMatchObject({
      type: AddFriendType.FREE,
      times: 2,
      price: 0,
    });
  });
});

describe('friends list', () => {
  async function friends() {
    const a = await c.user('Carla');
    const b = await c.user('Dan');
    await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
    await c.post(b, friendsApi.accept.path, { friendUserId: a.userId });
    return { a, b };
  }

  it('keeps a private, sanitised alias per side and clears it when empty', async () => {
    const { a, b } = await friends();
    expect((await c.post(a, friendsApi.alias.path, { friendUserId: b.userId, alias: 'Danny' })).code).toBe(
      200,
    );
    expect((await c.get<FriendInfo[]>(a, friendsApi.list.path)).data[0]?.alias).toBe('Danny');
    expect((await c.get<FriendInfo[]>(b, friendsApi.list.path)).data[0]?.alias).toBeNull();
    await c.post(a, friendsApi.alias.path, { friendUserId: b.userId, alias: '<script>x</script>' });
    expect((await c.get<FriendInfo[]>(a, friendsApi.list.path)).data[0]?.alias).toBe('*script*x*/script*');
    await c.post(a, friendsApi.alias.path, { friendUserId: b.userId, alias: '' });
    expect((await c.get<FriendInfo[]>(a, friendsApi.list.path)).data[0]?.alias).toBeNull();
  });

  it('removes a friend on both sides', async () => {
    const { a, b } = await friends();
    expect((await c.post(b, friendsApi.remove.path, { friendUserId: a.userId })).code).toBe(200);
    expect((await c.get<FriendInfo[]>(a, friendsApi.list.path)).data).toEqual([]);
    expect((await c.post(b, friendsApi.remove.path, { friendUserId: a.userId })).code).toBe(
      SocialCode.NOT_FRIENDS,
    );
    expect((await c.post(a, friendsApi.alias.path, { friendUserId: b.userId, alias: 'x' })).code).toBe(
      SocialCode.NOT_FRIENDS,
    );
  });

  it('shows a friend online unless they are invisible', async () => {
    const { a, b } = await friends();
    await t.ctx.presence.heartbeat(b.userId);
    expect((await c.get<FriendInfo[]>(a, friendsApi.list.path)).data[0]?.onlineStatus).toBe(2);
    await t.ctx.presence.heartbeat(b.userId, 3);
    expect((await c.get<FriendInfo[]>(a, friendsApi.list.path)).data[0]?.onlineStatus).toBe(0);
  });

  it('needs a session', async () => {
    expect((await c.get(undefined, friendsApi.list.path)).code).toBe(10005);
  });
});
