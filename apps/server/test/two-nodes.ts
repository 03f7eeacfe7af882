import { afterAll, beforeAll } from 'vitest';
import type { IssuedSession } from '../src/modules/session/service';
import { connect, nextEvent, realtimeAuth, type TestSocket } from './realtime-client';
import { createTestApp, type TestApp } from './test-app';

export type NodeIndex = 0 | 1;

/**
 * Two server processes over one database and one Redis prefix, each listening on its own port, as a scaled
 * deployment runs them. Call it inside a describe: it starts both nodes in beforeAll and closes them in
 * afterAll. Sockets opened with `online` stay open until the test calls `disconnect` (usually in afterEach;
 * some suites need to clean up around it, so it is not a hook of its own).
 */
export function twoNodes(env: Record<string, string> = {}) {
  const started: TestApp[] = [];
  const urls: string[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const a = await createTestApp({ env });
    // Kept as soon as it exists, so afterAll closes it even if the second node fails to start.
    started.push(a);
    started.push(
      await createTestApp({ env, databaseLocation: a.databaseLocation, redisPrefix: a.ctx.redisPrefix }),
    );
    for (const t of started) urls.push(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    for (const t of started.splice(0).reverse()) await t.close();
  });

  function node(i: NodeIndex): TestApp {
    const t = started[i];
    if (!t) throw new Error('the nodes start in beforeAll');
    return t;
  }

  return {
    node,
    /** A socket for `session` on node `i`, once the server has said it is ready. */
    async online(i: NodeIndex, session: IssuedSession): Promise<TestSocket> {
      const url = urls[i];
      if (!url) throw new Error('the nodes listen in beforeAll');
      const socket = connect(url, realtimeAuth(session));
      sockets.push(socket);
      await nextEvent(socket, 'session:ready');
      return socket;
    },
    /** Disconnects every socket opened with `online` so far. */
    disconnect(): void {
      for (const s of sockets.splice(0)) s.disconnect();
    },
  };
}
