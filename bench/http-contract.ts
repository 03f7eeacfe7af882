/**
 * Throughput of the HTTP request contract: the server runs as `npm start` runs it (dist/main.js) in a child
 * process, once on the embedded PGlite with in-process stores, once on PostgreSQL with Redis; autocannon loads
 * it over loopback from this process. Each run has its own reference in the same run (GET /healthz, a database
 * ping), so figures compare across runs as ratios.
 *   npm run build && npx tsx bench/http-contract.ts
 * DATABASE_URL (default postgres://root@127.0.0.1:5432/test; a throw-away database is made in it and dropped)
 * and REDIS_URL (default redis://127.0.0.1:6379); HTTP_BENCH_POSTGRES=0 skips the scaled run.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildSignedRequest, countryApi, profileApi, type HttpMethod } from '@mingle/protocol';
import { readEnv } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import type { IssuedSession } from '../apps/server/src/modules/session/service';
import { throwawayDatabase } from '../apps/server/test/throwaway-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 18_181;
const base = `http://127.0.0.1:${port}`;
const durationSeconds = Number(process.env.HTTP_BENCH_SECONDS ?? 10);
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** A request signed as the web client signs it, with a fresh nonce (the server refuses a replayed one). */
function signed(method: HttpMethod, target: string, credentials: Partial<IssuedSession>): string {
  return buildSignedRequest({
    method,
    path: target,
    credentials: { deviceId: 'bench-device', ...credentials },
    nonce: randomBytes(8).toString('hex'),
    timestamp: Date.now(),
    appId: 'mingle-web',
    version: '1.0.0',
    languageId: 1,
  }).url;
}

async function run(title: string, options: Omit<autocannon.Options, 'url'>): Promise<void> {
  const result = await autocannon({ connections: 20, duration: durationSeconds, ...options, url: base });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
}

/** A signed-in user with a profile, made through the services before the server process starts. */
async function seedUser(env: Record<string, string>): Promise<IssuedSession> {
  const ctx = await createContext(readEnv({ ...process.env, ...env, LOG_LEVEL: 'warn' }));
  try {
    const session = await ctx.sessions.createUserWithSession(`bench-${randomBytes(4).toString('hex')}`);
    await ctx.profile.update(session.userId, { nickname: 'Bench', bio: 'Reads its own profile' });
    return session;
  } finally {
    await ctx.close();
  }
}

/**
 * One server process and its scenarios. `sessionCache` off reads the session from the database on every
 * signed-in request, as before the cache (the figure the cache is measured against, in the same run).
 */
async function benchServer(label: string, env: Record<string, string>, sessionCache: boolean): Promise<void> {
  const user = await seedUser(env);
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(sessionCache ? {} : { SESSION_CACHE_SECONDS: '0' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth();
    console.log(`\n${label}, session cache ${sessionCache ? 'on' : 'off'}`);
    await run('GET /healthz (database ping, the reference)', {
      requests: [{ method: 'GET', path: '/healthz' }],
    });
    if (sessionCache) {
      await run('GET byip, unsigned (contract parse + IP lookup)', {
        requests: [{ method: 'GET', path: countryApi.byIp.path }],
      });
      await run('GET byip, signed (+ HMAC check + nonce store)', {
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: signed('GET', countryApi.byIp.path, {}) }),
          },
        ],
      });
    }
    const ownProfile = {
      method: 'GET' as const,
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        path: signed('GET', profileApi.getUserInfo.path, user),
      }),
    };
    await run('GET getUserInfo, signed in (+ session, profile read)', { requests: [ownProfile] });
    await run('GET getUserInfo at a steady 1,000 req/s', { requests: [ownProfile], overallRate: 1000 });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function bothWays(label: string, env: () => Promise<Record<string, string>>): Promise<void> {
  for (const sessionCache of [false, true]) await benchServer(label, await env(), sessionCache);
}

const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-'));
await bothWays('embedded (PGlite, in-process stores)', async () => ({ DATA_DIR: freshDataDir() }));
if (process.env.HTTP_BENCH_POSTGRES !== '0') {
  const database = await throwawayDatabase(postgresUrl);
  try {
    await bothWays('scaled (PostgreSQL, Redis)', async () => ({
      DATA_DIR: freshDataDir(),
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
    }));
  } finally {
    await database.drop();
  }
}
