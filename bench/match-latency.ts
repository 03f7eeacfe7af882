// Match latency over real sockets: N seekers with open Socket.IO connections start matching (POST
// /matches/api/V1/matching, signed as the web client signs it) against the real app, built in this process as
// main.ts builds it; for every pair the time from the later of the two starts to 'match:found' having arrived
// on both sockets. Starts come all at once, or at a steady rate. Three set-ups: the embedded default
// (in-process queue and stores, PGlite), the in-process queue on PostgreSQL, and the scaled one (REDIS_URL:
// Redis queue script, Redis key-value store and Socket.IO adapter, on PostgreSQL), so both queues meet the
// same database.
// Run: `npx tsx bench/match-latency.ts` (or `npm run bench:match -w bench`). REDIS_URL defaults to
// redis://127.0.0.1:6379, DATABASE_URL to postgres://root@127.0.0.1:5432/test (a throw-away database is made
// in it and dropped again; MATCH_BENCH_POSTGRES=0 skips the PostgreSQL set-ups), MATCH_BENCH_SIZES to
// "200,400", MATCH_BENCH_ROUNDS to 3.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  buildSignedRequest,
  matchingApi,
  OnlineStatus,
  REALTIME_PATH,
  signRealtimeAuth,
  type ClientToServerEvents,
  type MatchingAnswer,
  type ServerToClientEvents,
} from '@mingle/protocol';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app';
import { readEnv } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import type { IssuedSession } from '../apps/server/src/modules/session/service';
import { throwawayDatabase } from '../apps/server/test/throwaway-database';
import { percentile } from './stats';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const withPostgres = process.env.MATCH_BENCH_POSTGRES !== '0';
const sizes = (process.env.MATCH_BENCH_SIZES ?? '200,400').split(',').map(Number);
const rounds = Number(process.env.MATCH_BENCH_ROUNDS ?? 3);
/** A round that has not paired everyone by then reports the pairs it has. */
const ROUND_TIMEOUT_MS = 30_000;

type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Seeker {
  session: IssuedSession;
  socket: BenchSocket;
  sentAt: number;
  foundAt: number;
  matchId: string;
}

interface Setup {
  queue: 'memory' | 'redis';
  database: 'pglite' | 'postgres';
}

async function startApp({ queue, database }: Setup) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mingle-match-bench-'));
  const postgres = database === 'postgres' ? await throwawayDatabase(postgresUrl) : undefined;
  const config = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    REDIS_URL: queue === 'redis' ? redisUrl : '',
    RATE_LIMIT_PER_MINUTE: '100000000',
    FREE_MATCHES_PER_DAY: '1000',
    MATCH_DAILY_LIMIT: '1000',
  });
  const prefix = `mingle-bench:${randomBytes(4).toString('hex')}:`;
  const ctx = await createContext(config, { redisPrefix: prefix });
  const app = await buildApp(ctx);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    ctx,
    url,
    async close() {
      await app.close();
      await ctx.close();
      if (queue === 'redis') {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function signed(session: IssuedSession, method: 'POST' | 'GET', route: string) {
  return buildSignedRequest({
    method,
    path: route,
    body: method === 'POST' ? {} : undefined,
    credentials: { ...session },
    nonce: randomBytes(8).toString('hex'),
    timestamp: Date.now(),
    appId: 'mingle-web',
    version: '1.0.0',
    languageId: 1,
  });
}

async function connectSocket(url: string, session: IssuedSession): Promise<BenchSocket> {
  const { userId, loginToken, deviceId } = session;
  const auth = signRealtimeAuth({
    userId,
    loginToken,
    deviceId,
    nonce: randomBytes(8).toString('hex'),
    timestamp: Date.now(),
  });
  const socket: BenchSocket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('session:ready', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * One round: n new people online start matching, all at the same moment (rate 0) or one after another at
 * `rate` starts per second; resolves with the latency of every pair formed.
 */
async function round(app: Awaited<ReturnType<typeof startApp>>, n: number, rate: number): Promise<number[]> {
  const sessions = await Promise.all(
    Array.from({ length: n }, (_, i) => app.ctx.sessions.createUserWithSession(`bench-${i}`)),
  );
  const seekers: Seeker[] = [];
  for (const session of sessions) {
    seekers.push({
      session,
      socket: await connectSocket(app.url, session),
      sentAt: 0,
      foundAt: 0,
      matchId: '',
    });
  }
  let found = 0;
  const allFound = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ROUND_TIMEOUT_MS);
    for (const s of seekers) {
      s.socket.once('match:found', (offer) => {
        s.foundAt = performance.now();
        s.matchId = offer.matchId;
        found += 1;
        if (found === n) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  const t0 = performance.now();
  await Promise.all(
    seekers.map(async (s, i) => {
      if (rate > 0)
        await new Promise((resolve) => setTimeout(resolve, t0 + (i * 1000) / rate - performance.now()));
      const request = signed(s.session, 'POST', matchingApi.matching.path);
      s.sentAt = performance.now();
      const res = await fetch(app.url + request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      });
      const answer = (await res.json()) as { code: number; data: MatchingAnswer; msg?: string };
      if (answer.code !== 200) throw new Error(`matching refused: ${answer.code} ${answer.msg ?? ''}`);
    }),
  );
  await allFound;
  const pairs = new Map<string, Seeker[]>();
  for (const s of seekers) if (s.matchId) pairs.set(s.matchId, [...(pairs.get(s.matchId) ?? []), s]);
  const latencies: number[] = [];
  for (const pair of pairs.values()) {
    if (pair.length !== 2) continue;
    const [a, b] = pair as [Seeker, Seeker];
    latencies.push(Math.max(a.foundAt, b.foundAt) - Math.max(a.sentAt, b.sentAt));
  }
  // Nobody answers: the offers expire after their countdown, which takes everyone out of the search, so the
  // next round starts with an empty queue. Then the sockets close.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  for (const s of seekers) s.socket.disconnect();
  // The server has handled every close (presence offline) before the next round or the shutdown.
  const ids = seekers.map((s) => s.session.userId);
  while ((await app.ctx.presence.publicStatuses(ids)).some((status) => status !== OnlineStatus.OFFLINE)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

const setups: Setup[] = [
  { queue: 'memory', database: 'pglite' },
  ...(withPostgres
    ? ([
        { queue: 'memory', database: 'postgres' },
        { queue: 'redis', database: 'postgres' },
      ] as const)
    : []),
];
/** Starts per second of the steady arrival pattern. */
const STEADY_RATE = 100;
console.log('| queue | database | seekers | arrivals | pairs | p50 | p95 | p99 | max |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const setup of setups) {
  const app = await startApp(setup);
  try {
    for (const n of sizes) {
      for (const rate of [0, STEADY_RATE]) {
        const all: number[] = [];
        for (let r = 0; r < rounds; r++) all.push(...(await round(app, n, rate)));
        all.sort((a, b) => a - b);
        const ms = (v: number) => `${v.toFixed(1)} ms`;
        const arrivals = rate ? `${rate}/s` : 'all at once';
        const pairs = `${all.length} of ${(rounds * n) / 2}`;
        console.log(
          `| ${setup.queue} | ${setup.database} | ${n} | ${arrivals} | ${pairs} | ` +
            `${ms(percentile(all, 0.5))} | ${ms(percentile(all, 0.95))} | ${ms(percentile(all, 0.99))} | ` +
            `${ms(all[all.length - 1] ?? 0)} |`,
        );
      }
    }
  } finally {
    await app.close();
  }
}
