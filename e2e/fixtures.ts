import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { SocialFlowPath } from '@mingle/protocol';
import { buildApp } from '../apps/server/src/app';
import { readEnv } from '../apps/server/src/config';
import { createContext, type AppContext } from '../apps/server/src/context';
import { startTurnServer, type TestTurnServer } from '../apps/server/test/coturn';
import { startOpenIdProvider, type TestOpenIdProvider } from '../apps/server/test/oidc-provider';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface E2eSession {
  userId: number;
  loginToken: string;
  deviceId: string;
}

export interface E2eServer {
  url: string;
  /** A user with a live session, created in the server's own database. */
  createSession(): Promise<E2eSession>;
  /** Lets the user call the admin endpoints (what `npm run admin -- grant-admin` does). */
  makeAdmin(userId: number): Promise<void>;
  /** Bans like an admin would; the user's sessions and sockets end at once. */
  ban(userId: number, kind?: 'account' | 'both'): Promise<void>;
  /** A real local OpenID provider (oidc-provider) that the server uses as Google. */
  socialProvider: TestOpenIdProvider;
  /** A real coturn (Debian's package) whose shared secret the server mints calls' TURN credentials with. */
  turn: TestTurnServer;
  /** The running server's context, for setting up what a test needs (coins, friendships) through real services. */
  ctx: AppContext;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Public addresses that the shipped IP-to-country dataset places in these countries. The e2e server trusts
 * X-Forwarded-For, so a browser context sending one of them is a visitor from that country.
 */
export const COUNTRY_IPS = { DE: '91.0.0.1', US: '8.8.8.8', GB: '81.2.69.160' } as const;

let deviceCounter = 0;

/**
 * The real server (API, realtime gateway, built web app) on an in-memory database, one per worker, with Google
 * sign-in pointed at a local OpenID provider. The port is chosen first because the provider must know the
 * callback address, and mails must carry working links (PUBLIC_URL).
 */
export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // Playwright requires the object pattern even when a fixture uses no other fixtures.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const socialProvider = await startOpenIdProvider({
        clients: [
          {
            clientId: 'mingle-google',
            clientSecret: 'google-secret',
            redirectUris: [`${url}${SocialFlowPath.callback('google')}`],
          },
        ],
      });
      const turn = await startTurnServer();
      const config = readEnv({
        TURN_URLS: turn.url,
        TURN_SECRET: turn.secret,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        GOOGLE_CLIENT_ID: 'mingle-google',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: socialProvider.issuer,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        // Every browser of every test comes from this machine: the per-address limit of a real deployment would
        // start refusing after a few tests (the rate limit itself is tested on the server tier).
        RATE_LIMIT_PER_MINUTE: '100000',
        // Calls on a test clock: a billed minute lasts 4 s and an unanswered call rings 6 s, so the browser tests
        // see per-minute billing, the low-balance end and a missed call in seconds (the server tier tests the
        // real lengths' arithmetic).
        CALL_MINUTE_MS: '4000',
        CALL_RING_SECONDS: '6',
        // A call whose media stopped waits 10 s (30 s in production) before it ends as connection lost.
        CALL_RECONNECT_GRACE_SECONDS: '10',
        DEFAULT_COUNTRY: 'US',
        // Chat translation through Apertium (installed by npm test); the translation spec reaches the daily
        // limit in three messages.
        TRANSLATION_ENGINE: 'apertium',
        FREE_TRANSLATIONS_PER_DAY: '2',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mingle-e2e-')),
        // E2E_WEB_DIST_DIR: a build of one's own (`vite build --outDir`), so a run does not meet another's rebuild.
        WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.join(here, '..', 'apps', 'web', 'dist'),
      });
      const ctx = await createContext(config, { databaseLocation: { kind: 'pglite', dir: undefined } });
      const app = await buildApp(ctx);
      await app.listen({ host: config.host, port });
      await use({
        url,
        socialProvider,
        turn,
        ctx,
        createSession: async () => {
          deviceCounter += 1;
          return ctx.sessions.createUserWithSession(`e2e-device-${deviceCounter}`);
        },
        makeAdmin: async (userId) => {
          await ctx.users.setAdmin(userId, true);
        },
        ban: async (userId, kind = 'account') => {
          const user = await ctx.users.byId(userId);
          await ctx.bans.ban({ kind, userId, deviceId: user?.deviceId, by: 'e2e' });
        },
      });
      await app.close();
      await ctx.close();
      await socialProvider.close();
      await turn.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/** Puts a session into the browser the way the web client keeps it: cookies userId, loginToken, deviceId. */
export async function signIn(context: BrowserContext, baseURL: string, session: E2eSession): Promise<void> {
  const url = new URL(baseURL);
  await context.addCookies(
    Object.entries({
      userId: String(session.userId),
      loginToken: session.loginToken,
      deviceId: session.deviceId,
    }).map(([name, value]) => ({ name, value, domain: url.hostname, path: '/', sameSite: 'Lax' as const })),
  );
}

export { expect };
