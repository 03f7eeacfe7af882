import {
  callsApi,
  matchingApi,
  type CallData,
  type MatchingAnswer,
  type ServerEventName,
  type ServerEventPayload,
} from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedSession } from '../src/modules/session/service';
import { connect, realtimeAuth, type TestSocket } from './realtime-client';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestApp, type TestApp } from './test-app';

/**
 * The scaled setup of the issue, exactly: two server processes (src/main.ts, as `npm start` runs it) sharing
 * one PostgreSQL database and one Redis. Users connected to different processes match, ring, signal and call
 * each other. Runs in CI's second pass, where DATABASE_URL and REDIS_URL are set.
 */
// Runs in the server-scaled project: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).
describe('two server processes over PostgreSQL and Redis', () => {
  // This in-process app only creates the throw-away database (migrated) and the users' sessions.
  let control: TestApp;
  let one: ServerProcess;
  let two: ServerProcess;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    control = await createTestApp();
    const location = control.databaseLocation;
    if (location.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const env = {
      DATABASE_URL: location.url,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: control.ctx.redisPrefix,
    };
    [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([one?.stop(), two?.stop()]);
    await control?.close();
  });

  /** Records every event of a socket, so a test can wait for one that may already have arrived. */
  function listen(socket: TestSocket) {
    const seen: Array<{ event: string; payload: unknown }> = [];
    const waiters: Array<() => void> = [];
    socket.onAny((event: string, payload: unknown) => {
      seen.push({ event, payload });
      for (const w of waiters.splice(0)) w();
    });
    return async function next<E extends ServerEventName>(
      event: E,
      match: (p: ServerEventPayload<E>) => boolean = () => true,
    ): Promise<ServerEventPayload<E>> {
      for (;;) {
        const index = seen.findIndex((s) => s.event === event && match(s.payload as ServerEventPayload<E>));
        if (index >= 0) return seen.splice(index, 1)[0]?.payload as ServerEventPayload<E>;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
  }

  async function online(server: ServerProcess, name: string) {
    const session: IssuedSession = await control.ctx.sessions.createUserWithSession(
      `proc-${name}-${Date.now()}`,
    );
    await server.call(session, 'POST', '/facade/api/user/update', { nickname: name });
    const socket = connect(server.url, realtimeAuth(session));
    sockets.push(socket);
    const next = listen(socket);
    await next('session:ready');
    return { session, socket, next, server };
  }

  it('matches users on different processes, starts their call and relays signals between them', async () => {
    const ana = await online(one, 'Ana');
    const ben = await online(two, 'Ben');

    const first = await ana.server.call<MatchingAnswer>(ana.session, 'POST', matchingApi.matching.path, {});
    expect(first.code, ana.server.output()).toBe(200);
    const second = await ben.server.call<MatchingAnswer>(ben.session, 'POST', matchingApi.matching.path, {});
    expect(second.code, ben.server.output()).toBe(200);

    const [offerA, offerB] = await Promise.all([ana.next('match:found'), ben.next('match:found')]);
    expect(offerA.matchId).toBe(offerB.matchId);
    expect(offerA.peer.id).toBe(ben.session.userId);
    expect(offerB.peer.id).toBe(ana.session.userId);

    const answers = await Promise.all([
      ana.server.call(ana.session, 'POST', matchingApi.matchAnswer.path, {
        matchId: offerA.matchId,
        answer: 'accept',
      }),
      ben.server.call(ben.session, 'POST', matchingApi.matchAnswer.path, {
        matchId: offerB.matchId,
        answer: 'accept',
      }),
    ]);
    expect(answers.map((a) => a.code)).toEqual([200, 200]);
    const [startedA, startedB] = await Promise.all([ana.next('match:accepted'), ben.next('match:accepted')]);
    expect(startedA.roomNum).toBe(startedB.roomNum);
    const { roomNum } = startedA;

    const info = await ben.server.call<CallData>(ben.session, 'GET', callsApi.info.path, { roomNum });
    expect(info.data).toMatchObject({ roomNum, matchUserId: ana.session.userId });

    // Signalling crosses processes through the Redis adapter, to the other party only.
    ana.socket.emit('call:signal', { roomNum, description: { type: 'offer', sdp: 'v=0 (test offer)' } });
    const offer = await ben.next('call:signal');
    expect(offer).toMatchObject({
      roomNum,
      fromUserId: ana.session.userId,
      description: { type: 'offer' },
    });

    await ben.server.call(ben.session, 'POST', callsApi.notifyStartCall.path, { roomNum });
    await ana.server.call(ana.session, 'POST', callsApi.hangup.path, { roomNum });
    const [receiptA, receiptB] = await Promise.all([ana.next('call:receipt'), ben.next('call:receipt')]);
    expect(receiptA.roomNum).toBe(roomNum);
    expect(receiptB.roomNum).toBe(roomNum);
    expect(receiptA.coins).toBe(receiptB.coins);
  });

  it('rings a user on the other process, who declines, then answers the next call', async () => {
    const cai = await online(one, 'Cai');
    const dee = await online(two, 'Dee');

    const launched = await cai.server.call<CallData>(cai.session, 'POST', callsApi.launch.path, {
      matchUserId: dee.session.userId,
    });
    expect(launched.code, cai.server.output()).toBe(200);
    const incoming = await dee.next('call:incoming');
    expect(incoming).toMatchObject({ roomNum: launched.data.roomNum, callRole: 'callee' });
    await dee.server.call(dee.session, 'POST', callsApi.refuse.path, { roomNum: incoming.roomNum });
    const declined = await cai.next(
      'call:state',
      (s) => s.roomNum === incoming.roomNum && s.phase === 'ended',
    );
    expect(declined.callStatus).toBe('declined');

    const again = await cai.server.call<CallData>(cai.session, 'POST', callsApi.launch.path, {
      matchUserId: dee.session.userId,
    });
    const ringing = await dee.next('call:incoming', (c) => c.roomNum === again.data.roomNum);
    await dee.server.call(dee.session, 'POST', callsApi.answer.path, { roomNum: ringing.roomNum });
    const answered = await cai.next(
      'call:state',
      (s) => s.roomNum === ringing.roomNum && s.phase === 'accepted',
    );
    expect(answered.callStatus).toBe('connected');
    await cai.server.call(cai.session, 'POST', callsApi.hangup.path, { roomNum: ringing.roomNum });
    expect((await dee.next('call:receipt', (r) => r.roomNum === ringing.roomNum)).callRole).toBe('callee');
  });
});
