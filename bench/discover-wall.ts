// Discover wall (issue 14, docs/decisions/023-discover.md): how long one wall page takes to answer with 100,000
// users of whom 10,000 are hosts, on the embedded PGlite and on PostgreSQL + Redis. The real app is built in
// this process as main.ts builds it, listens on loopback, and every wall request is a signed GET as the web
// client sends it (fresh nonce, session token), sent one at a time so the figures are answer times, not queueing.
// Seeding is bulk SQL (one INSERT … SELECT generate_series per table), then ANALYZE, as a live database has its
// statistics. Scenarios: first pages of For You, New and a topic tab, for all countries and for one country
// group; deep pages (following nextCursor 25 times); the groups and country-filter calls the wall makes when it
// opens; one scenario from 10 concurrent callers. Reference in the same run: GET /healthz (a database ping).
// Run: `npx tsx bench/discover-wall.ts` (or `npm run bench:wall -w bench`). DATABASE_URL (default
// postgres://root@127.0.0.1:5432/test; a throw-away database is made in it and dropped), REDIS_URL (default
// redis://127.0.0.1:6379); WALL_BENCH_USERS (100000), WALL_BENCH_SAMPLES (requests per scenario, 100),
// WALL_BENCH_PGLITE=0 / WALL_BENCH_POSTGRES=0 skip one database, WALL_BENCH_KEEP_DB=1 keeps the PostgreSQL
// database (its URL is printed) for EXPLAIN.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  buildSignedRequest,
  COUNTRIES,
  discoverApi,
  RoomCategory,
  WallTab,
  type HttpMethod,
} from '@mingle/protocol';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { readEnv } from '../apps/server/src/config';
import { createContext, type AppContext } from '../apps/server/src/context';
import type { IssuedSession } from '../apps/server/src/modules/session/service';
import { throwawayDatabase } from '../apps/server/test/throwaway-database';
import { loadAverage, ms, percentile, rowsOf } from './stats';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const USERS = Number(process.env.WALL_BENCH_USERS ?? 100_000);
/** Every tenth user is a host. */
const HOST_EVERY = 10;
const SAMPLES = Number(process.env.WALL_BENCH_SAMPLES ?? 100);
const VIEWERS = 20;
const DEEP_PAGES = 25;
const CONCURRENT_CALLERS = 10;
const PAGE_SIZE = 20;
/** Countries users come from; the first ones are the most common (a skewed spread, as real traffic is). */
const COUNTRY_IDS = COUNTRIES.slice(0, 40).map((c) => c.id);
const TOPICS = [
  RoomCategory.SINGING,
  RoomCategory.DANCING,
  RoomCategory.CHILL_CHAT,
  RoomCategory.DATING_TIPS,
  RoomCategory.BE_YOURSELF,
  RoomCategory.SLEEP_CALL,
  RoomCategory.LANGUAGE_CHAT,
  RoomCategory.DAILY_LIFE,
  RoomCategory.MAKE_FRIENDS,
  RoomCategory.OTHER,
];

function assert(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(`wall bench: ${message}`);
}

/**
 * The population, in bulk: USERS accounts spread over 40 countries (skewed: the first countries hold most) with
 * names, genders, adult birthdays (1 in 100 under 18, 1 in 500 suspended: both must never appear); every tenth a
 * host with a price and one of ten topics (1 in 20 friends-only), and as many former hosts (is_host false);
 * every host an approved photo, a third also a video, a tenth a photo still being checked before it; a fifth of
 * the others a photo. 300 bans (a third lifted), some on hosts.
 */
async function seed(ctx: AppContext): Promise<{ topCountry: number }> {
  const db = ctx.database.db;
  const countries = sql.raw(`array[${COUNTRY_IDS.join(',')}]::integer[]`);
  const topics = sql.raw(`array[${TOPICS.join(',')}]::smallint[]`);
  const n = COUNTRY_IDS.length;
  await db.execute(sql`
    insert into users (device_id, nickname, gender, birthday, country_id, languages, status, created_at)
    select 'bench-wall-' || g,
           'Person ' || g,
           1 + g % 2,
           case when g % 100 = 7 then (current_date - interval '16 years')::date
                else date '1965-01-01' + (g * 37) % 14000 end,
           (${countries})[1 + floor(${n} * power(((g * 7919) % 1000) / 1000.0, 2))::integer],
           array[1 + g % 12, 1 + (g * 3) % 12],
           case when g % 500 = 3 then 'suspended' else 'active' end,
           now() - (${USERS} - g) * interval '1 minute'
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into host_settings (user_id, is_host, call_price, friends_call_price, friends_only, topic)
    select id, id % ${HOST_EVERY} = 0, 20 + id % 9 * 10, 10 + id % 5 * 5, id % (${HOST_EVERY} * 20) = 0,
           (${topics})[1 + (id / ${HOST_EVERY}) % ${TOPICS.length}]
    from users where id % ${HOST_EVERY} in (0, 5)`);
  await db.execute(sql`
    insert into media (user_id, kind, status, storage_key, content_type, bytes, position)
    select id, 'photo', 'approved', 'bench/' || id || '/p', 'image/jpeg', 50000, 1
    from users where id % ${HOST_EVERY} = 0 or id % 5 = 1
    union all
    select id, 'video', 'approved', 'bench/' || id || '/v', 'video/mp4', 900000, 0
    from users where id % (${HOST_EVERY} * 3) = 0
    union all
    select id, 'photo', 'checking', 'bench/' || id || '/c', 'image/jpeg', 50000, 0
    from users where id % (${HOST_EVERY} * 10) = 0`);
  await db.execute(sql`
    insert into bans (kind, user_id, device_id, ends_at, lifted_at, created_by)
    select 'account', id, device_id, now() + interval '30 days',
           case when id % 3 = 0 then now() else null end, 'bench'
    from users where id % 331 = 0`);
  await db.execute(sql`analyze`);
  const [top] = rowsOf<{ country_id: number }>(
    await db.execute(sql`
      select u.country_id from users u join host_settings h on h.user_id = u.id and h.is_host
      group by u.country_id order by count(*) desc limit 1`),
  );
  assert(top !== undefined, 'no hosts seeded');
  return { topCountry: Number(top.country_id) };
}

/** drizzle's execute answers the driver's result: node-postgres has `.rows`, PGlite too. */
/** Viewers signed in through the session service, each from the most common country, blocking a few hosts. */
async function viewers(ctx: AppContext, country: number): Promise<IssuedSession[]> {
  const out: IssuedSession[] = [];
  for (let i = 0; i < VIEWERS; i++) {
    const session = await ctx.sessions.createUserWithSession(`bench-wall-viewer-${i}`);
    out.push(session);
    await ctx.database.db.execute(sql`
      update users set nickname = 'Viewer', birthday = '1990-01-01', country_id = ${country}
      where id = ${session.userId}`);
    await ctx.database.db.execute(sql`
      insert into blocks (blocker_id, blocked_id)
      select ${session.userId}, id from users where id % ${HOST_EVERY} = 0 and id % 97 = ${i} limit 50`);
  }
  return out;
}

interface Answer {
  code: number;
  data?: { items?: unknown[]; nextCursor?: string | null } & Record<string, unknown>;
}

function signedUrl(
  base: string,
  method: HttpMethod,
  route: string,
  session: IssuedSession | undefined,
  query: Record<string, string | number>,
): string {
  return (
    base +
    buildSignedRequest({
      method,
      path: route,
      query,
      credentials: session ? { ...session } : { deviceId: 'bench-wall-anonymous' },
      nonce: randomBytes(8).toString('hex'),
      timestamp: Date.now(),
      appId: 'mingle-web',
      version: '1.0.0',
      languageId: 1,
    }).url
  );
}

/** One request, timed from sending to the parsed answer. */
async function timed(url: string): Promise<{ ms: number; answer: Answer }> {
  const t0 = performance.now();
  const res = await fetch(url);
  const answer = (await res.json()) as Answer;
  return { ms: performance.now() - t0, answer };
}

interface Row {
  scenario: string;
  samples: number[];
  note: string;
  /** Requests per second when the scenario ran concurrently. */
  rate?: number;
}

function report(database: string, rows: Row[]): void {
  console.log(`\n${database}`);
  console.log('| scenario | requests | p50 | p99 | max | req/s | note |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const s = [...r.samples].sort((a, b) => a - b);
    console.log(
      `| ${r.scenario} | ${s.length} | ${ms(percentile(s, 0.5))} ms | ${ms(percentile(s, 0.99))} ms | ` +
        `${ms(s[s.length - 1] ?? 0)} ms | ${r.rate === undefined ? '' : Math.round(r.rate)} | ${r.note} |`,
    );
  }
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mingle-wall-bench-'));
  const prefix = `mingle-wall-bench:${randomBytes(4).toString('hex')}:`;
  const scaled = databaseUrl !== undefined;
  const config = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: scaled ? redisUrl : '',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const ctx = await createContext(config, { redisPrefix: prefix });
  const app = await buildApp(ctx);
  try {
    const loadBefore = loadAverage();
    const t0 = performance.now();
    const { topCountry } = await seed(ctx);
    const sessions = await viewers(ctx, topCountry);
    const seconds = (performance.now() - t0) / 1000;
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const [hosts] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::integer as n from host_settings where is_host`),
    );
    console.log(
      `\n${label}: seeded ${USERS} users, ${hosts?.n} hosts and ${VIEWERS} viewers in ${seconds.toFixed(1)} s; ` +
        `country group ${topCountry}; load average before ${loadBefore}`,
    );
    const viewer = (i: number) => sessions[i % sessions.length] as IssuedSession;
    const wallUrl = (i: number, countryId: number, tab: number, cursor?: string) =>
      signedUrl(base, 'GET', discoverApi.wall.path, viewer(i), {
        countryId,
        tab,
        size: PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
      });
    const expectPage = (answer: Answer, what: string) => {
      assert(answer.code === 200, `${what}: answer ${JSON.stringify(answer).slice(0, 200)}`);
      assert((answer.data?.items?.length ?? 0) > 0, `${what}: empty page`);
    };
    // Warm up: the first requests compile plans and fill the connection pool.
    for (let i = 0; i < 10; i++) {
      expectPage((await timed(wallUrl(i, 0, WallTab.FOR_YOU))).answer, 'warm-up');
    }

    const rows: Row[] = [];
    const repeat = async (
      scenario: string,
      note: string,
      url: (i: number) => string,
      check: (a: Answer) => void,
    ) => {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const { ms: took, answer } = await timed(url(i));
        check(answer);
        samples.push(took);
      }
      rows.push({ scenario, samples, note });
    };
    await repeat(
      'GET /healthz (reference)',
      'database ping',
      () => `${base}/healthz`,
      () => undefined,
    );
    await repeat(
      'country filter (countryids)',
      'countries with hosts, public',
      () => signedUrl(base, 'GET', discoverApi.countryIds.path, undefined, {}),
      (a) => assert(a.code === 200, 'countryids'),
    );
    await repeat(
      'groups (selectAllInWallGroup)',
      'countries and tab counts for the viewer',
      (i) => signedUrl(base, 'GET', discoverApi.wallGroups.path, viewer(i), {}),
      (a) => assert(a.code === 200, 'groups'),
    );
    const firstPages: [string, number, number][] = [
      ['For You, all countries', 0, WallTab.FOR_YOU],
      ['New, all countries', 0, WallTab.NEW],
      ['topic Singing, all countries', 0, RoomCategory.SINGING],
      ['For You, one country group', topCountry, WallTab.FOR_YOU],
      ['New, one country group', topCountry, WallTab.NEW],
      ['topic Singing, one country group', topCountry, RoomCategory.SINGING],
    ];
    for (const [name, countryId, tab] of firstPages) {
      await repeat(
        `first page: ${name}`,
        `${PAGE_SIZE} tiles`,
        (i) => wallUrl(i, countryId, tab),
        (a) => expectPage(a, name),
      );
    }
    // Deep pages: one viewer scrolls DEEP_PAGES pages down, following nextCursor; timed are pages 2 to 26.
    const walks = Math.max(1, Math.ceil(SAMPLES / DEEP_PAGES));
    for (const [name, countryId, tab] of firstPages.slice(0, 4)) {
      const samples: number[] = [];
      const seen = new Set<number>();
      let duplicates = 0;
      for (let w = 0; w < walks; w++) {
        let cursor = (await timed(wallUrl(w, countryId, tab))).answer.data?.nextCursor ?? undefined;
        const ids = new Set<number>();
        for (let page = 0; page < DEEP_PAGES; page++) {
          // A small population (a trial run) may end before; the full one has more than enough pages.
          if (!cursor) break;
          const { ms: took, answer } = await timed(wallUrl(w, countryId, tab, cursor));
          expectPage(answer, `${name} page ${page + 2}`);
          for (const item of answer.data?.items as { id: number }[]) {
            if (ids.has(item.id)) duplicates += 1;
            ids.add(item.id);
            seen.add(item.id);
          }
          cursor = answer.data?.nextCursor ?? undefined;
          samples.push(took);
        }
      }
      assert(duplicates === 0, `${name}: ${duplicates} hosts shown twice while scrolling`);
      rows.push({
        scenario: `deep pages 2-${DEEP_PAGES + 1}: ${name}`,
        samples,
        note: `${walks} viewers × ${samples.length / walks} pages, no duplicates`,
      });
    }
    // The same first page from 10 callers at once: throughput of the wall on this database.
    {
      const samples: number[] = [];
      let next = 0;
      const total = SAMPLES * 2;
      const t1 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENT_CALLERS }, async () => {
          while (next < total) {
            const i = next++;
            const { ms: took, answer } = await timed(wallUrl(i, 0, WallTab.FOR_YOU));
            expectPage(answer, 'concurrent');
            samples.push(took);
          }
        }),
      );
      rows.push({
        scenario: `first page: For You, all countries, ${CONCURRENT_CALLERS} concurrent callers`,
        samples,
        note: 'throughput',
        rate: total / ((performance.now() - t1) / 1000),
      });
    }
    report(`${label} (load average after ${loadAverage()})`, rows);
  } finally {
    await app.close();
    await ctx.close();
    if (scaled) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `wall bench: ${USERS} users, every ${HOST_EVERY}th a host; ${SAMPLES} signed requests per scenario, one at a ` +
    `time over loopback HTTP to the app in this process; ${os.cpus().length} CPUs, Node ${process.version}`,
);
if (process.env.WALL_BENCH_PGLITE !== '0') {
  await benchDatabase('PGlite (embedded, in-process stores)', undefined);
}
if (process.env.WALL_BENCH_POSTGRES !== '0') {
  const database = await throwawayDatabase(postgresUrl);
  try {
    await benchDatabase('PostgreSQL + Redis', database.url);
  } finally {
    if (process.env.WALL_BENCH_KEEP_DB === '1') console.log(`kept ${database.url}`);
    else await database.drop();
  }
}
