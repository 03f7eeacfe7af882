import { OnlineStatus, sessionApi } from '@mingle/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, disconnected, nextEvent, realtimeAuth, type TestSocket } from './realtime-client';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

// Two nodes over one PostgreSQL and one Redis (the server-scaled project).
let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => t.close());

describe('the realtime gateway across two nodes with Redis', () => {
  it('delivers an emit made on one node to a socket on the other, and ends sessions there too', async () => {
    const nodeB = await createTestApp({
      databaseLocation: t.databaseLocation,
      redisPrefix: t.ctx.redisPrefix,
    });
    try {
      const session = await t.ctx.sessions.createUserWithSession(
        `rt2-${Math.random().toString(36).slice(2)}`,
      );
      const socket = connect(url, realtimeAuth(session));
      sockets.push(socket);
      await nextEvent(socket, 'session:ready');
      const received = nextEvent(socket, 'presence:self');
      nodeB.ctx.realtime.emitToUser(session.userId, 'presence:self', { status: 1 });
      expect(await received).toEqual({ status: 1 });

      // Presence written on node A is visible from node B.
      expect(await nodeB.ctx.presence.ownStatus(session.userId)).toBe(OnlineStatus.ONLINE);

      const gone = disconnected(socket);
      await nodeB.app.inject(
        signedInject({ method: 'PUT', path: sessionApi.logout.path, credentials: { ...session } }),
      );
      expect(await gone).toBe('io server disconnect');
    } finally {
      await nodeB.close();
    }
  });
});
