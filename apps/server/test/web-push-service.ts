import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { freePort } from './free-port';

const require = createRequire(import.meta.url);

interface TestingServer {
  _server?: Server;
  startServer(): void;
}
type TestingServerClass = new (model: unknown, port: number) => TestingServer;

/** A browser's subscription at the local push service, and what the service received for it (decrypted). */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * A real push service on loopback (the web-push-testing package, in this process): it hands out subscriptions with
 * their own P-256 keys, checks the VAPID JWT of each push, decrypts the RFC 8291 payload and keeps it, and answers
 * 410 for a subscription marked expired, as browsers' push services do.
 */
export async function startPushService(): Promise<{
  url: string;
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  messages(clientHash: string): Promise<string[]>;
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}> {
  const TestingServer = require('web-push-testing/src/server.js') as TestingServerClass;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => unknown;
  };
  const port = await freePort();
  const server = new TestingServer(new PushApiModel(), port);
  server.startServer();
  const url = `http://localhost:${port}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res;
  };
  for (let i = 0; ; i++) {
    try {
      if ((await post('/status', {})).ok) break;
    } catch (err) {
      if (i > 50) throw err;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    async subscribe(applicationServerKey) {
      const res = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      const body = (await res.json()) as { data: TestSubscription };
      if (!res.ok) throw new Error(`subscribe failed: ${JSON.stringify(body)}`);
      return body.data;
    },
    async messages(clientHash) {
      const res = await post('/get-notifications', { clientHash });
      const body = (await res.json()) as { data: { messages: string[] } };
      return body.data.messages;
    },
    async expire(clientHash) {
      const res = await post(`/expire-subscription/${clientHash}`, {});
      if (!res.ok) throw new Error(`expire failed: ${res.status}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server._server) return resolve();
        server._server.closeAllConnections();
        server._server.close(() => resolve());
      }),
  };
}
