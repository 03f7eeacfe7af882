import {
  chatApi,
  friendsApi,
  PUSH_GRANT_COINS,
  PushCode,
  pushApi,
  pushPayloadSchema,
  RewardCode,
  WEBAPP_GRANT_COINS,
  type PushController,
  type PushPayload,
  type PushSettings,
  type RewardGrant,
  type VapidKey,
  type WebappStatus,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notices, pushDeliveries, pushSubscriptions, pushVapidKeys } from '../src/infra/db/schema';
import type { IssuedSession } from '../src/modules/session/service';
import { data, eventWhere, useCallsApp } from './calls-app';
import { freePort } from './free-port';
import { startPushService, type TestSubscription } from './web-push-service';

const FRIEND_ONLINE_PER_DAY = 2;
const calls = useCallsApp({
  CALL_RING_SECONDS: '2',
  FRIEND_ONLINE_NOTIFY_PER_DAY: String(FRIEND_ONLINE_PER_DAY),
});
const { c } = calls;

let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

let messageSeq = 0;
const messageId = () => `push-test-${Date.now()}-${++messageSeq}`;

/** The browser side: a subscription at the local push service for the server's key, stored for this device. */
async function subscribe(who: IssuedSession): Promise<TestSubscription> {
  const { publicKey } = data(await c.get<VapidKey>(undefined, pushApi.vapidKey.path));
  const sub = await service.subscribe(publicKey);
  data(await c.post<PushController>(who, pushApi.subscribe.path, { endpoint: sub.endpoint, keys: sub.keys }));
  return sub;
}

/** What the push service received for the subscription, decrypted by it and parsed by the protocol's schema. */
async function received(sub: TestSubscription): Promise<PushPayload[]> {
  return (await service.messages(sub.clientHash)).map((m) => pushPayloadSchema.parse(JSON.parse(m)));
}

async function waitForPush(sub: TestSubscription, match: (p: PushPayload) => boolean): Promise<PushPayload> {
  return vi.waitFor(
    async () => {
      const found = (await received(sub)).find(match);
      if (!found) throw new Error('no such push yet');
      return found;
    },
    { timeout: 8000, interval: 50 },
  );
}

describe('VAPID keys', () => {
  it('are made at the first start, kept in the database and served to browsers', async () => {
    const { publicKey } = data(await c.get<VapidKey>(undefined, pushApi.vapidKey.path));
    const [row] = await calls.t.ctx.database.db.select().from(pushVapidKeys);
    expect(row?.publicKey).toBe(publicKey);
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('the push grant (isInitNotification / initNotificationGiveCoin)', () => {
  it('needs push switched on, then grants once per account, as bonus coins', async () => {
    const ann = await c.user('Ann');
    const before = data(await c.get<PushController>(ann, pushApi.isInitNotification.path));
    expect(before).toMatchObject({ initialised: false, support: true, status: false, hasCoin: true });
    expect(before.gold).toBe(PUSH_GRANT_COINS);
    expect(await c.post(ann, pushApi.initNotificationGiveCoin.path, {})).toMatchObject({
      code: PushCode.NOT_ENABLED,
    });

    await subscribe(ann);
    // Four taps at once: one grant.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => c.post<RewardGrant>(ann, pushApi.initNotificationGiveCoin.path, {})),
    );
    expect(answers.filter((a) => a.code === 200).map((a) => a.data)).toEqual([
      { coins: PUSH_GRANT_COINS, spins: 0 },
    ]);
    for (const refused of answers.filter((a) => a.code !== 200)) {
      expect(refused.code).toBe(RewardCode.ALREADY_CLAIMED);
    }
    expect((await calls.balance({ id: ann.userId })).coins).toBe(PUSH_GRANT_COINS);
    expect(data(await c.get<PushController>(ann, pushApi.isInitNotification.path))).toMatchObject({
      initialised: true,
      status: true,
      hasCoin: false,
      devices: 1,
    });
    // The assistant tells of it in its own words (a 'push' reward, not a wheel prize).
    const told = await calls.t.ctx.database.db.select().from(notices).where(eq(notices.userId, ann.userId));
    expect(told.map((n) => n.params)).toEqual([{ activity: 'push', coins: PUSH_GRANT_COINS, spins: 0 }]);
    await calls.expectLedgerSound();
  });

  it('the installed-app grant: not from a browser tab, once from the installed app', async () => {
    const bo = await c.user('Bo');
    expect(data(await c.get<WebappStatus>(bo, pushApi.isInitWebapp.path))).toEqual({
      initialised: false,
      hasCoin: true,
      gold: WEBAPP_GRANT_COINS,
    });
    expect(await c.post(bo, pushApi.initWebappGiveCoin.path, { displayMode: 'browser' })).toMatchObject({
      code: PushCode.NOT_INSTALLED,
    });
    expect(
      data(await c.post<RewardGrant>(bo, pushApi.initWebappGiveCoin.path, { displayMode: 'standalone' })),
    ).toEqual({
      coins: WEBAPP_GRANT_COINS,
      spins: 0,
    });
    expect(await c.post(bo, pushApi.initWebappGiveCoin.path, { displayMode: 'standalone' })).toMatchObject({
      code: RewardCode.ALREADY_CLAIMED,
    });
    expect(data(await c.get<WebappStatus>(bo, pushApi.isInitWebapp.path))).toMatchObject({
      initialised: true,
      hasCoin: false,
    });
    expect((await calls.balance({ id: bo.userId })).coins).toBe(WEBAPP_GRANT_COINS);
  });
});

describe('notifications through a real push service', () => {
  it('a friend request arrives encrypted, decrypted by the push service, with the sender named', async () => {
    const cy = await c.user('Cy');
    const dee = await c.user('Dee');
    const sub = await subscribe(cy);
    data(await c.post(dee, friendsApi.add.path, { friendUserId: cy.userId, price: 0 }));
    const push = await waitForPush(sub, (p) => p.kind === 'friendRequests');
    expect(push).toMatchObject({
      title: 'New friend request',
      body: 'Dee wants to be your friend.',
      url: '/friends',
    });
    // Sent pushes leave the queue.
    await vi.waitFor(async () =>
      expect(await calls.t.ctx.database.db.select().from(pushDeliveries)).toEqual([]),
    );
  });

  it('a message notifies the recipient only, and its switch in settings stops it', async () => {
    const eve = await c.user('Eve');
    const fay = await c.user('Fay');
    await calls.befriend(eve, fay);
    const eveSub = await subscribe(eve);
    const faySub = await subscribe(fay);
    data(
      await c.post(fay, chatApi.send.path, {
        toUserId: eve.userId,
        messageId: messageId(),
        content: 'Hi Eve!',
      }),
    );
    const push = await waitForPush(eveSub, (p) => p.kind === 'messages');
    expect(push).toMatchObject({
      title: 'New message from Fay',
      body: 'Hi Eve!',
      url: `/message/session/${fay.userId}`,
    });

    expect(
      data(await c.post<PushSettings>(eve, pushApi.setSetting.path, { kind: 'messages', enabled: false })),
    ).toEqual({ calls: true, messages: false, friendRequests: true, friendsOnline: true });
    data(
      await c.post(fay, chatApi.send.path, {
        toUserId: eve.userId,
        messageId: messageId(),
        content: 'Still there?',
      }),
    );
    // A later push of another kind arrives; the message in between never did.
    const gus = await c.user('Gus');
    data(await c.post(gus, friendsApi.add.path, { friendUserId: eve.userId, price: 0 }));
    await waitForPush(eveSub, (p) => p.kind === 'friendRequests');
    expect((await received(eveSub)).filter((p) => p.kind === 'messages')).toHaveLength(1);
    expect(await received(faySub)).toEqual([]);
  });

  it('an incoming call rings with its room and ring window; unanswered, it becomes a missed call', async () => {
    const caller = await calls.party('Hal');
    const callee = await calls.party('Ivy');
    await calls.host(callee);
    await calls.grant(caller, 500);
    const sub = await subscribe(callee.session);
    const missed = eventWhere(callee.socket, 'call:state', (s) => s.phase === 'ended');
    const call = await calls.ring(caller, callee);
    const ring = await waitForPush(sub, (p) => p.kind === 'calls');
    expect(ring).toMatchObject({
      title: 'Incoming video call',
      body: 'Hal is calling you. Tap to answer.',
      tag: `call:${call.roomNum}`,
      roomNum: call.roomNum,
      ringEndsAt: call.ringEndsAt,
      url: `/?call=${call.roomNum}`,
    });
    expect((await missed).callStatus).toBe('missed');
    const over = await waitForPush(sub, (p) => p.kind === 'callOver');
    expect(over).toMatchObject({ title: 'Missed call', body: 'Hal', tag: `call:${call.roomNum}` });
  });

  it(`friends coming online: ${FRIEND_ONLINE_PER_DAY} a day, the last with the spec §8.2 limit text`, async () => {
    const watcher = await calls.party('Jo');
    const sub = await subscribe(watcher.session);
    const friends: IssuedSession[] = [];
    for (const name of ['Kim', 'Lou', 'Max']) {
      const friend = await c.user(name);
      await calls.befriend(watcher.session, friend);
      friends.push(friend);
    }
    for (const friend of friends.slice(0, FRIEND_ONLINE_PER_DAY)) {
      data(
        await c.post(watcher.session, friendsApi.onlineNotify.path, {
          friendUserId: friend.userId,
          enabled: true,
        }),
      );
    }
    // The day's limit is one for the switch and the notices alike (the existing rule of the friends list).
    expect(
      await c.post(watcher.session, friendsApi.onlineNotify.path, {
        friendUserId: friends.at(-1)?.userId,
        enabled: true,
      }),
    ).toMatchObject({ code: 13201 });
    for (const friend of friends.slice(0, FRIEND_ONLINE_PER_DAY)) {
      const seen = eventWhere(watcher.socket, 'presence:friend', (e) => e.userId === friend.userId);
      const socket = await calls.online(friend);
      await seen;
      socket.disconnect();
      await waitForPush(sub, (p) => p.kind === 'friendsOnline' && p.url === `/profile/${friend.userId}`);
    }
    const online = (await received(sub)).filter((p) => p.kind === 'friendsOnline');
    expect(online.map((p) => p.body)).toEqual([
      'Kim is online now.',
      'Lou is online now. Friend online notification limit reached. Please try again tomorrow.',
    ]);
  });
});

describe('delivery', () => {
  it('removes a subscription the push service reports expired (410)', async () => {
    const ned = await c.user('Ned');
    const sub = await subscribe(ned);
    await service.expire(sub.clientHash);
    const ola = await c.user('Ola');
    data(await c.post(ola, friendsApi.add.path, { friendUserId: ned.userId, price: 0 }));
    const { db } = calls.t.ctx.database;
    await vi.waitFor(
      async () =>
        expect(
          await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ned.userId)),
        ).toEqual([]),
      { timeout: 8000 },
    );
    expect(data(await c.get<PushController>(ned, pushApi.isInitNotification.path))).toMatchObject({
      status: false,
      devices: 0,
    });
  });

  it('keeps a push whose service cannot be reached, for a retry later', async () => {
    const pat = await c.user('Pat');
    const real = await service.subscribe(
      data(await c.get<VapidKey>(undefined, pushApi.vapidKey.path)).publicKey,
    );
    // A push service that is down: nothing listens on this port.
    const endpoint = `http://127.0.0.1:${await freePort()}/notify/down`;
    data(await c.post(pat, pushApi.subscribe.path, { endpoint, keys: real.keys }));
    const quinn = await c.user('Quinn');
    data(await c.post(quinn, friendsApi.add.path, { friendUserId: pat.userId, price: 0 }));
    const { db } = calls.t.ctx.database;
    const [sub] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, pat.userId));
    if (!sub) throw new Error('the subscription was not stored');
    const row = await vi.waitFor(
      async () => {
        const [r] = await db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, sub.id));
        if (!r?.lastError) throw new Error('not tried yet');
        return r;
      },
      { timeout: 8000 },
    );
    expect(row.attempts).toBe(1);
    expect(row.nextAt.getTime()).toBeGreaterThan(Date.now());
    // The subscription stays: only 404/410 remove it.
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id))).toHaveLength(1);
  });

  it('refuses a plain-http push service address in production only (tested here: accepted outside it)', async () => {
    const rae = await c.user('Rae');
    const ctrl = data(
      await c.post<PushController>(rae, pushApi.subscribe.path, {
        endpoint: `${service.url}/notify/unknown`,
        keys: { p256dh: 'BAAA', auth: 'AAAA' },
      }),
    );
    expect(ctrl.status).toBe(true);
    data(
      await c.post<PushController>(rae, pushApi.unsubscribe.path, {
        endpoint: `${service.url}/notify/unknown`,
      }),
    );
    expect(data(await c.get<PushController>(rae, pushApi.isInitNotification.path)).status).toBe(false);
  });
});
