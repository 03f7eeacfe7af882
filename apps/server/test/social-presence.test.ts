import {
  blocksApi,
  chatApi,
  Code,
  friendsApi,
  OnlineStatus,
  presenceApi,
  SocialCode,
  type OnlineNotifyResult,
  type PresenceEntry,
} from '@mingle/protocol';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { utcDayOf } from '../src/infra/clock';
import type { IssuedSession } from '../src/modules/session/service';
import { nextEvent } from './realtime-client';
import { useSocialApp } from './social-app';
import { messageId } from './social-client';

const social = useSocialApp({ FRIEND_ONLINE_NOTIFY_PER_DAY: '1' });
const { c, online, befriend } = social;

const batch = async (viewer: IssuedSession | undefined, userIds: string) =>
  (await c.get<PresenceEntry[]>(viewer, presenceApi.batch.path, { userIds })).data;

describe('online status calls (spec §7.1)', () => {
  it('answers a comma list in order; invalid ids become 0; visitors may ask', async () => {
    const a = await c.user();
    const b = await c.user();
    await c.post(a, presenceApi.heartbeat.path);
    expect(await batch(undefined, `${a.userId},abc,${b.userId},-5`)).toEqual([
      { userId: a.userId, status: OnlineStatus.ONLINE },
      { userId: 0, status: 0 },
      { userId: b.userId, status: 0 },
      { userId: 0, status: 0 },
    ]);
    expect((await c.get(undefined, presenceApi.batch.path)).code).toBe(Code.VALIDATION);
  });

  it('keeps the signed-in user alive and lets them appear invisible, which others read as offline', async () => {
    const a = await c.user();
    const b = await c.user();
    expect((await c.post(undefined, presenceApi.heartbeat.path)).code).toBe(Code.LOGIN_REQUIRED);
    expect((await c.post(a, presenceApi.upload.path, { status: 3 })).data).toEqual({ status: 3 });
    expect(await batch(b, String(a.userId))).toEqual([{ userId: a.userId, status: 0 }]);
    // A heartbeat without a status does not reveal an invisible user.
    expect((await c.post(a, presenceApi.heartbeat.path)).data).toEqual({ status: 3 });
    expect((await c.post(a, presenceApi.upload.path, { status: 2 })).data).toEqual({ status: 2 });
    expect(await batch(b, String(a.userId))).toEqual([{ userId: a.userId, status: 2 }]);
    expect((await c.post(a, presenceApi.upload.path, { status: 1 })).code).toBe(Code.VALIDATION);
  });

  it('keeps an invisible user invisible through socket heartbeats and a second tab', async () => {
    const a = await c.user();
    const b = await c.user();
    const socket = await online(a);
    expect((await c.post(a, presenceApi.upload.path, { status: OnlineStatus.INVISIBLE })).data).toEqual({
      status: OnlineStatus.INVISIBLE,
    });
    // The web client beats with an empty payload every 25 s: that must not reveal the user.
    const beat = nextEvent(socket, 'presence:self');
    socket.emit('heartbeat', {});
    expect(await beat).toEqual({ status: OnlineStatus.INVISIBLE });
    expect(await batch(b, String(a.userId))).toEqual([{ userId: a.userId, status: OnlineStatus.OFFLINE }]);
    // Opening another tab is a beat too.
    await online(a);
    expect(await batch(b, String(a.userId))).toEqual([{ userId: a.userId, status: OnlineStatus.OFFLINE }]);
    // Choosing to be seen over the socket works, and later empty beats keep that choice.
    const seen = nextEvent(socket, 'presence:self');
    socket.emit('heartbeat', { status: OnlineStatus.ONLINE });
    expect(await seen).toEqual({ status: OnlineStatus.ONLINE });
    const again = nextEvent(socket, 'presence:self');
    socket.emit('heartbeat', {});
    expect(await again).toEqual({ status: OnlineStatus.ONLINE });
    expect(await batch(b, String(a.userId))).toEqual([{ userId: a.userId, status: OnlineStatus.ONLINE }]);
  });

  it('shows users blocked either way as offline to a signed-in caller', async () => {
    const a = await c.user();
    const b = await c.user();
    const d = await c.user();
    await c.post(b, presenceApi.heartbeat.path);
    await c.post(a, presenceApi.heartbeat.path);
    await c.post(a, blocksApi.add.path, { targetUserId: b.userId });
    expect(await batch(a, String(b.userId))).toEqual([{ userId: b.userId, status: 0 }]);
    expect(await batch(b, String(a.userId))).toEqual([{ userId: a.userId, status: 0 }]);
    expect(await batch(d, `${a.userId},${b.userId}`)).toEqual([
      { userId: a.userId, status: 2 },
      { userId: b.userId, status: 2 },
    ]);
  });
});

describe('friend online notices', () => {
  it('tells a user when a friend they asked about comes online, within the daily limit', async () => {
    const a = await c.user();
    const [b1, b2] = [await c.user(), await c.user()];
    await befriend(a, b1);
    await befriend(a, b2);
    const on = await c.post<OnlineNotifyResult>(a, friendsApi.onlineNotify.path, {
      friendUserId: b1.userId,
      enabled: true,
    });
    expect(on.data).toEqual({ friendUserId: b1.userId, enabled: true, remainingToday: 0 });
    // Asking about a second friend the same day: the spec §8.2 text.
    const more = await c.post(a, friendsApi.onlineNotify.path, { friendUserId: b2.userId, enabled: true });
    expect(more).toMatchObject({
      code: SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT,
      msg: 'Friend online notification limit reached. Please try again tomorrow.',
    });
    // Switching off is always possible; a stranger is refused.
    expect(
      (await c.post(a, friendsApi.onlineNotify.path, { friendUserId: b2.userId, enabled: false })).code,
    ).toBe(200);
    const stranger = await c.user();
    expect(
      (await c.post(a, friendsApi.onlineNotify.path, { friendUserId: stranger.userId, enabled: true })).code,
    ).toBe(SocialCode.NOT_FRIENDS);

    const socketA = await online(a);
    const notice = nextEvent(socketA, 'presence:friend');
    await online(b1);
    expect(await notice).toEqual({ userId: b1.userId, status: OnlineStatus.ONLINE });
  });

  it('sends no more notices than the daily limit to one receiver', async () => {
    const a = await c.user();
    const [b1, b2] = [await c.user(), await c.user()];
    await befriend(a, b1);
    await befriend(a, b2);
    await c.post(a, friendsApi.onlineNotify.path, { friendUserId: b1.userId, enabled: true });
    // The second switch is set straight in the database: only the delivery limit is under test here.
    await social.t.ctx.database.db.execute(
      sql`update friendships set notify_online = true where user_id = ${a.userId}`,
    );
    const socketA = await online(a);
    const seen: string[] = [];
    socketA.onAny((event: string, payload: { userId?: number }) =>
      seen.push(`${event}:${payload.userId ?? ''}`),
    );

    await c.post(b1, presenceApi.heartbeat.path);
    await c.post(b2, presenceApi.heartbeat.path);
    const counter = `social:online-notices:${a.userId}:${utcDayOf(social.t.ctx.clock.now())}`;
    await expect.poll(async () => Number(await social.t.ctx.kv.get(counter))).toBe(2);
    // Anything emitted for the arrivals went out before this message.
    const marker = nextEvent(socketA, 'chat:message');
    await c.post(b1, chatApi.send.path, { toUserId: a.userId, messageId: messageId(), content: 'marker' });
    await marker;
    expect(seen.filter((e) => e.startsWith('presence:friend'))).toEqual([`presence:friend:${b1.userId}`]);
  });
});
