import { friendsApi } from '@mingle/protocol';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Clock } from '../src/infra/clock';
import type { IssuedSession } from '../src/modules/session/service';
import { connect, nextEvent, realtimeAuth, type TestSocket } from './realtime-client';
import { socialClient } from './social-client';
import { createTestApp, type TestApp } from './test-app';

export interface SocialAppOptions {
  /** The server's time (a ManualClock lets the file move it); sockets and requests are signed at it. */
  clock?: Clock;
}

/**
 * One listening test app for a social test file, with realtime sockets that are closed after each test.
 * Call it at the top of the file: it registers the file's beforeAll/afterEach/afterAll hooks.
 */
export function useSocialApp(env: Record<string, string>, options: SocialAppOptions = {}) {
  let started: TestApp | undefined;
  let url = '';
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    started = await createTestApp({ env, ...options });
    url = await started.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => started?.close());

  const app = (): TestApp => {
    if (!started) throw new Error('the test app starts in beforeAll');
    return started;
  };
  // The client reads the app on each call, so it can be made here, before beforeAll has started it.
  const c = socialClient({
    get app() {
      return app().app;
    },
    get ctx() {
      return app().ctx;
    },
  });

  /** Connects the user's realtime socket and waits until the server has it. */
  async function online(session: IssuedSession): Promise<TestSocket> {
    const socket = connect(url, realtimeAuth(session, {}, app().ctx.clock.now()));
    sockets.push(socket);
    await nextEvent(socket, 'session:ready');
    return socket;
  }

  /** A free friend request accepted: the two are friends. */
  async function befriend(a: IssuedSession, b: IssuedSession): Promise<void> {
    await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
    await c.post(b, friendsApi.accept.path, { friendUserId: a.userId });
  }

  return {
    get t(): TestApp {
      return app();
    },
    c,
    online,
    befriend,
  };
}
