import { CallCode, Code, LANGUAGE_IDS, OnlineStatus, REALTIME_PATH } from '@mingle/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { IssuedSession } from '../src/modules/session/service';
import {
  connect,
  connectError,
  disconnected,
  nextEvent,
  realtimeAuth,
  type TestSocket,
} from './realtime-client';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];
const open = (auth: Record<string, unknown> | undefined) => {
  const socket = connect(url, auth);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => t.close());

async function newSession(): Promise<IssuedSession> {
  return t.ctx.sessions.createUserWithSession(`rt-${Math.random().toString(36).slice(2)}`);
}

describe('handshake', () => {
  it('accepts a signed handshake, joins the user room and marks the user online', async () => {
    const session = await newSession();
    const socket = open(realtimeAuth(session));
    expect(await nextEvent(socket, 'session:ready')).toEqual({
      userId: session.userId,
      status: OnlineStatus.ONLINE,
    });
    expect(await t.ctx.presence.ownStatus(session.userId)).toBe(OnlineStatus.ONLINE);
    t.ctx.realtime.emitToUser(session.userId, 'presence:self', { status: 2 });
    expect(await nextEvent(socket, 'presence:self')).toEqual({ status: 2 });
  });

  it('refuses a handshake without credentials', async () => {
    const err = await connectError(open(undefined));
    expect(err.data?.code).toBe(Code.LOGIN_REQUIRED);
  });

  it('refuses a bad sign, a stale timestamp and a replayed nonce', async () => {
    const session = await newSession();
    expect((await connectError(open(realtimeAuth(session, { sign: 'A'.repeat(64) })))).data?.code).toBe(
      Code.BAD_SIGN,
    );

    const stale = realtimeAuth(session, { timestamp: Date.now() - 10 * 60_000 });
    expect((await connectError(open(stale))).data?.code).toBe(Code.REQUEST_EXPIRED);

    const auth = realtimeAuth(session);
    await nextEvent(open(auth), 'session:ready');
    expect((await connectError(open(auth))).data?.code).toBe(Code.REPLAYED);
  });

  it('refuses a token that is not the current one', async () => {
    const session = await newSession();
    const err = await connectError(open(realtimeAuth({ ...session, loginToken: 'b'.repeat(32) })));
    expect(err.data?.code).toBe(Code.SESSION_EXPIRED);
  });

  it('closes a connection that never completes the handshake', async () => {
    const raw = new WebSocket(`${url.replace('http', 'ws')}${REALTIME_PATH}?EIO=4&transport=websocket`);
    const closed = new Promise<number>((resolve) => raw.on('close', (code) => resolve(code)));
    // The engine is opened ("0" packet) but the Socket.IO CONNECT ("40") is never sent.
    expect(await closed).toBeGreaterThan(0);
  }, 15_000);
});

describe('the language of the handshake (languageId)', () => {
  it('words a refused handshake in German under languageId de, in English without one', async () => {
    const session = await newSession();
    const badSign = { sign: 'A'.repeat(64) };
    const german = await connectError(
      open(realtimeAuth(session, { ...badSign, languageId: LANGUAGE_IDS.de })),
    );
    expect(german.message).toBe('Ungültige Signatur der Anfrage');
    expect(german.data).toEqual({ code: Code.BAD_SIGN, msg: 'Ungültige Signatur der Anfrage' });
    const english = await connectError(open(realtimeAuth(session, badSign)));
    expect(english.data).toEqual({ code: Code.BAD_SIGN, msg: 'Invalid request signature' });
  });

  it('words server:error in the language the socket was opened with', async () => {
    const session = await newSession();
    const socket = open(realtimeAuth(session, { languageId: LANGUAGE_IDS.de }));
    await nextEvent(socket, 'session:ready');
    socket.emit('call:signal', { roomNum: 'no-such-room' });
    expect(await nextEvent(socket, 'server:error')).toEqual({
      event: 'call:signal',
      code: CallCode.NOT_IN_CALL,
      msg: 'Du bist nicht Teil dieses Anrufs.',
    });
  });
});

describe('events', () => {
  it('answers an unknown event with server:error and keeps the socket', async () => {
    const session = await newSession();
    const socket = open(realtimeAuth(session));
    await nextEvent(socket, 'session:ready');
    (socket.emit as (e: string, p: unknown) => void)('launch-rockets', {});
    expect(await nextEvent(socket, 'server:error')).toMatchObject({
      event: 'launch-rockets',
      code: Code.NOT_FOUND,
    });
    expect(socket.connected).toBe(true);
  });

  it('answers a malformed heartbeat with a validation error', async () => {
    const session = await newSession();
    const socket = open(realtimeAuth(session));
    await nextEvent(socket, 'session:ready');
    (socket.emit as (e: string, p: unknown) => void)('heartbeat', { status: 'dancing' });
    expect(await nextEvent(socket, 'server:error')).toMatchObject({
      event: 'heartbeat',
      code: Code.VALIDATION,
    });
    (socket.emit as (e: string, p: unknown) => void)('heartbeat', 'not even an object');
    expect(await nextEvent(socket, 'server:error')).toMatchObject({
      event: 'heartbeat',
      code: Code.VALIDATION,
    });
  });

  it('records invisible presence from a heartbeat; others see the user offline', async () => {
    const session = await newSession();
    const socket = open(realtimeAuth(session));
    await nextEvent(socket, 'session:ready');
    socket.emit('heartbeat', { status: OnlineStatus.INVISIBLE });
    expect(await nextEvent(socket, 'presence:self')).toEqual({ status: OnlineStatus.INVISIBLE });
    expect(await t.ctx.presence.publicStatuses([session.userId])).toEqual([OnlineStatus.OFFLINE]);
  });

  it('marks the user offline when their last socket leaves', async () => {
    const session = await newSession();
    const a = open(realtimeAuth(session));
    const b = open(realtimeAuth(session));
    await Promise.all([nextEvent(a, 'session:ready'), nextEvent(b, 'session:ready')]);
    a.disconnect();
    // A round trip on b sent after a's goodbye: the server reads the goodbye first and has handled it by the
    // time b is answered (an unknown event, so that nothing touches presence on the way).
    (b.emit as (e: string, p: unknown) => void)('after-a-left', {});
    await nextEvent(b, 'server:error');
    expect(await t.ctx.presence.ownStatus(session.userId)).toBe(OnlineStatus.ONLINE);
    b.disconnect();
    await expect.poll(() => t.ctx.presence.ownStatus(session.userId)).toBe(OnlineStatus.OFFLINE);
  });
});

describe('session end', () => {
  it('tells the sockets and closes them when the user logs out over HTTP', async () => {
    const session = await newSession();
    const socket = open(realtimeAuth(session));
    await nextEvent(socket, 'session:ready');
    const ended = nextEvent(socket, 'session:ended');
    const gone = disconnected(socket);
    await t.app.inject(
      signedInject({ method: 'PUT', path: '/facade/api/user/logout', credentials: { ...session } }),
    );
    expect(await ended).toMatchObject({ code: Code.SESSION_EXPIRED });
    expect(await gone).toBe('io server disconnect');
  });

  it('closes the older device when the user logs in elsewhere', async () => {
    const session = await newSession();
    const socket = open(realtimeAuth(session));
    await nextEvent(socket, 'session:ready');
    const gone = disconnected(socket);
    await t.ctx.sessions.issueSession(session.userId, 'another-device');
    expect(await gone).toBe('io server disconnect');
  });
});
