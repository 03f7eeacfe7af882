import { Code } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { connect, disconnected, nextEvent, realtimeAuth } from './realtime-client';
import { createTestApp } from './test-app';

describe('graceful shutdown', () => {
  it('lets in-flight requests finish, closes sockets, then refuses new work and closes the database', async () => {
    let release: () => void = () => undefined;
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const t = await createTestApp({
      configure: (app) => {
        app.get('/facade/api/probe/exempt/slow', async () => {
          markStarted();
          await new Promise<void>((resolve) => (release = resolve));
          return { code: 200, data: 'finished' };
        });
      },
    });
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const session = await t.ctx.sessions.createUserWithSession('shutdown-device');
    const socket = connect(url, realtimeAuth(session));
    await nextEvent(socket, 'session:ready');
    const socketClosed = disconnected(socket);

    const inFlight = fetch(`${url}/facade/api/probe/exempt/slow`).then((r) => r.json());
    await started;
    const closing = t.app.close();
    // A transport close, not a server disconnect: the client reconnects by itself after a restart.
    expect(await socketClosed).toBe('transport close');
    release();
    expect(await inFlight).toEqual({ code: 200, data: 'finished' });
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    await t.close();
    await expect(t.ctx.database.ping()).rejects.toThrow();
  });

  it('closes the database only after a request whose client hung up has made its last query', async () => {
    let release: () => void = () => undefined;
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    let lastQuery: Promise<unknown> = Promise.resolve();
    const t = await createTestApp({
      configure: (app) => {
        app.get('/facade/api/probe/exempt/two-reads', async () => {
          markStarted();
          await new Promise<void>((resolve) => (release = resolve));
          // The second read of a handler whose caller is gone: it must still find the database open.
          lastQuery = t.ctx.database.ping();
          await lastQuery;
          return { code: 200, data: 'finished' };
        });
        // As main.ts does: the database closes with the server.
        app.addHook('onClose', () => t.ctx.close());
      },
    });
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const abort = new AbortController();
    const request = fetch(`${url}/facade/api/probe/exempt/two-reads`, { signal: abort.signal });
    await started;
    abort.abort();
    await expect(request).rejects.toThrow();
    // The connection is gone, so Fastify's own wait for connections is over at once; ours is not.
    let closed = false;
    const closing = t.app.close().then(() => (closed = true));
    // Without the wait, close (database included) is over well within this second; with it, it waits for us.
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1000))]);
    expect(closed).toBe(false);
    release();
    await closing;
    await expect(lastQuery).resolves.toBeUndefined();
    await expect(t.ctx.database.ping()).rejects.toThrow();
  });
});

describe('rate limit', () => {
  it("answers 'too many attempts' in the envelope once a client passes the limit", async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await t.app.inject({ method: 'GET', url: '/facade/api/function/exempt/country/byip' })).json()
            .code,
        );
      }
      expect(codes).toEqual([200, 200, 200, Code.TOO_MANY_REQUESTS]);
    } finally {
      await t.close();
    }
  });
});
