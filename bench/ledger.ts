// Coin ledger (apps/server/src/modules/wallet, docs/LEDGER.md): throughput and latency of money movements on
// the embedded PGlite and on PostgreSQL, whether concurrent spends of one balance can overdraw it, per-minute
// call billing (hold -> post), and how long the invariant check (`ledger-check`) takes over what was written.
// Run: `npx tsx bench/ledger.ts` (or `npm run bench:ledger -w bench`). PostgreSQL: DATABASE_URL, default
// postgres://root@127.0.0.1:5432/test, in which a throw-away database is created and dropped again (as the
// tests do); LEDGER_BENCH_POSTGRES=0 skips it. Every scenario checks its outcome against a plain model, so a
// fast but wrong ledger fails the bench instead of printing a figure.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database, type DatabaseLocation } from '../apps/server/src/infra/db/database';
import { users } from '../apps/server/src/infra/db/schema';
import { walletEntries, walletHolds, walletTransactions } from '../apps/server/src/infra/db/schema-wallet';
import { InsufficientCoinsError } from '../apps/server/src/modules/wallet/errors';
import type { Ledger } from '../apps/server/src/modules/wallet/ledger';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger-check';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger-service';
import { RealtimeHub } from '../apps/server/src/realtime/realtime-hub';
import { throwawayDatabase } from '../apps/server/test/throwaway-database';
import { percentile } from './stats';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const withPostgres = process.env.LEDGER_BENCH_POSTGRES !== '0';

const USERS = 1_000;
const CONCURRENCY = 50;
const SOLO_OPS = 300;
const MIXED_OPS = 3_000;
const HOT_BALANCE = 5_000;
const HOT_SPENDS = 1_000;
const HOT_PRICE = 7;
const CALLS = 50;
const CALL_MINUTES = 20;
const MINUTE_PRICE = 30;
const MINUTE_POINTS = 15;

/** A seeded generator (mulberry32), so both databases run exactly the same operations. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Run {
  /** Per-operation durations in ms, sorted. */
  ms: number[];
  seconds: number;
  /** CPU time of this process (ledger code, query builder, driver and, for PGlite, the database itself). */
  cpuMs: number;
  refused: number;
}

/** Starts a stopwatch for wall time and this process's CPU time. */
function stopwatch(): () => { seconds: number; cpuMs: number } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { seconds: (performance.now() - wall) / 1000, cpuMs: (used.user + used.system) / 1000 };
  };
}

/**
 * Runs `total` operations from `concurrency` callers and times each one. An operation refused with
 * InsufficientCoinsError counts as refused; any other error aborts the bench.
 */
async function drive(total: number, concurrency: number, op: (i: number) => Promise<void>): Promise<Run> {
  const ms: number[] = [];
  let next = 0;
  let refused = 0;
  const stop = stopwatch();
  const caller = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      try {
        await op(i);
      } catch (err) {
        if (!(err instanceof InsufficientCoinsError)) throw err;
        refused += 1;
      }
      ms.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = stop();
  return { ms: ms.sort((a, b) => a - b), refused, ...elapsed };
}

function row(database: string, scenario: string, ops: number, run: Run, note: string): void {
  const f = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
  console.log(
    `| ${database} | ${scenario} | ${ops} | ${Math.round(ops / run.seconds)} | ${f(percentile(run.ms, 0.5))} | ` +
      `${f(percentile(run.ms, 0.95))} | ${f(percentile(run.ms, 0.99))} | ${(run.cpuMs / ops).toFixed(1)} ms | ` +
      `${note} |`,
  );
}

function assert(ok: boolean, message: string): void {
  if (!ok) throw new Error(`ledger bench: ${message}`);
}

/** What the ledger must show afterwards: coins and points per user, whatever order the operations ran in. */
class Model {
  readonly coins = new Map<number, number>();
  readonly points = new Map<number, number>();
  add(map: Map<number, number>, userId: number, n: number): void {
    map.set(userId, (map.get(userId) ?? 0) + n);
  }
  async verify(ledger: Ledger): Promise<void> {
    for (const userId of new Set([...this.coins.keys(), ...this.points.keys()])) {
      const b = await ledger.balance(userId);
      assert(b.coins === (this.coins.get(userId) ?? 0), `user ${userId} has ${b.coins} coins`);
      assert(b.heldCoins === 0, `user ${userId} still holds ${b.heldCoins} coins`);
      assert(b.points === (this.points.get(userId) ?? 0), `user ${userId} has ${b.points} points`);
    }
  }
}

type MixedOp =
  | { kind: 'grant'; userId: number; coins: number }
  | { kind: 'spend'; userId: number; coins: number; host?: number };

/** Runs every scenario on one database, printing a throughput row each; returns the check's row. */
async function benchDatabase(name: string, database: Database): Promise<string> {
  const db = database.db;
  // As in the server (context.ts): no socket is bound, so the balance event after each commit is read and
  // dropped, the same work as for a user with no open socket.
  const ledger = new LedgerService(db, new RealtimeHub());
  const random = seeded(5);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const created = await db
    .insert(users)
    .values(Array.from({ length: USERS + 1 + 2 * CALLS }, (_, i) => ({ deviceId: `bench-ledger-${i}` })))
    .returning({ id: users.id });
  const ids = created.map((u) => u.id);
  const spenders = ids.slice(0, USERS);
  const hot = ids[USERS] as number;
  const payers = ids.slice(USERS + 1, USERS + 1 + CALLS);
  const hosts = ids.slice(USERS + 1 + CALLS);
  const model = new Model();

  // 1. A first grant to every user (which also opens their account), 50 callers at once.
  const grants = await drive(USERS, CONCURRENCY, async (i) => {
    const userId = spenders[i] as number;
    await ledger.run((tx) =>
      ledger.credit(tx, { key: `grant-${userId}`, userId, coins: 100, source: 'grant' }),
    );
    model.add(model.coins, userId, 100);
  });
  row(name, 'first grant per user', USERS, grants, `${USERS} accounts opened`);

  // 2. Grants and spends of random users; half the spends pay a host points (a gift), so they lock two accounts.
  // First from one caller (the cost of a movement itself), then from 50 at once.
  const mixedOp = (): MixedOp => {
    const userId = pick(spenders);
    if (random() < 0.25) return { kind: 'grant', userId, coins: 10 + Math.floor(random() * 41) };
    const coins = 1 + Math.floor(random() * 30);
    return { kind: 'spend', userId, coins, host: random() < 0.5 ? pick(spenders) : undefined };
  };
  const perform = async (op: MixedOp, key: string) => {
    if (op.kind === 'grant') {
      await ledger.run((tx) =>
        ledger.credit(tx, { key, userId: op.userId, coins: op.coins, source: 'purchase' }),
      );
      model.add(model.coins, op.userId, op.coins);
      return;
    }
    const host = op.host === undefined ? undefined : { userId: op.host, points: op.coins };
    const purpose = host ? 'gift' : 'like';
    await ledger.run((tx) => ledger.spend(tx, { key, userId: op.userId, coins: op.coins, purpose, host }));
    model.add(model.coins, op.userId, -op.coins);
    if (host) model.add(model.points, host.userId, host.points);
  };
  for (const [callers, total] of [
    [1, SOLO_OPS],
    [CONCURRENCY, MIXED_OPS],
  ] as const) {
    const ops = Array.from({ length: total }, mixedOp);
    const run = await drive(total, callers, (i) => perform(ops[i] as MixedOp, `mixed-${callers}-${i}`));
    const spends = ops.filter((o) => o.kind === 'spend').length;
    row(
      name,
      `grants + spends, random users, ${callers === 1 ? 'one caller' : `${callers} callers`}`,
      total,
      run,
      `${total - spends} grants, ${spends} spends (${run.refused} refused: insufficient)`,
    );
  }

  // 3. Everyone spends the same balance at once: the row lock serialises them; exactly floor(balance/price) win.
  await ledger.run((tx) =>
    ledger.credit(tx, { key: 'hot-grant', userId: hot, coins: HOT_BALANCE, source: 'grant' }),
  );
  const contended = await drive(HOT_SPENDS, CONCURRENCY, async (i) => {
    await ledger.run((tx) =>
      ledger.spend(tx, { key: `hot-${i}`, userId: hot, coins: HOT_PRICE, purpose: 'gift' }),
    );
  });
  const wins = HOT_SPENDS - contended.refused;
  const expectedWins = Math.floor(HOT_BALANCE / HOT_PRICE);
  const hotLeft = (await ledger.balance(hot)).coins;
  assert(wins === expectedWins, `${wins} spends of the hot balance went through, expected ${expectedWins}`);
  assert(hotLeft === HOT_BALANCE - wins * HOT_PRICE, `hot balance ${hotLeft} differs from the model`);
  model.add(model.coins, hot, hotLeft);
  row(
    name,
    'spends of ONE balance',
    HOT_SPENDS,
    contended,
    `${wins} ok / ${contended.refused} refused, balance ${HOT_BALANCE} → ${hotLeft} (= model, no overdraft)`,
  );

  // 4. Per-minute call billing: each call holds the minute's price, then posts it paying the host points.
  for (const userId of payers) {
    const coins = CALL_MINUTES * MINUTE_PRICE;
    await ledger.run((tx) =>
      ledger.credit(tx, { key: `call-grant-${userId}`, userId, coins, source: 'grant' }),
    );
  }
  // One caller per call, its minutes one after the other, all calls at once.
  const holdMs: number[] = [];
  const postMs: number[] = [];
  const cycleMs: number[] = [];
  const stop = stopwatch();
  await Promise.all(
    payers.map(async (userId, call) => {
      const host = { userId: hosts[call] as number, points: MINUTE_POINTS };
      for (let minute = 0; minute < CALL_MINUTES; minute++) {
        const key = `call-${call}-min-${minute}`;
        const t0 = performance.now();
        const hold = await ledger.run((tx) =>
          ledger.hold(tx, {
            key: `${key}-hold`,
            userId,
            coins: MINUTE_PRICE,
            purpose: 'call',
            expiresAt: new Date(Date.now() + 120_000),
          }),
        );
        const t1 = performance.now();
        await ledger.run((tx) => ledger.postHold(tx, { key: `${key}-post`, holdId: hold.id, host }));
        const t2 = performance.now();
        holdMs.push(t1 - t0);
        postMs.push(t2 - t1);
        cycleMs.push(t2 - t0);
      }
      // The payer was granted exactly the call's price: nothing may be left, nothing may still be held.
      model.add(model.coins, userId, 0);
      model.add(model.points, host.userId, CALL_MINUTES * MINUTE_POINTS);
    }),
  );
  const elapsed = stop();
  const cycles: Run = { ms: cycleMs.sort((a, b) => a - b), refused: 0, ...elapsed };
  holdMs.sort((a, b) => a - b);
  postMs.sort((a, b) => a - b);
  row(
    name,
    'hold → post (one call minute)',
    CALLS * CALL_MINUTES,
    cycles,
    `${CALLS} calls × ${CALL_MINUTES} min; p50 hold ${percentile(holdMs, 0.5).toFixed(1)} ms, ` +
      `post ${percentile(postMs, 0.5).toFixed(1)} ms`,
  );

  await model.verify(ledger);

  // 5. The invariant check over everything written above (what `npm run ledger:check` runs, minus the build).
  const [transactions, entries, holds] = await Promise.all([
    db.$count(walletTransactions),
    db.$count(walletEntries),
    db.$count(walletHolds),
  ]);
  const checks: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const violations = await checkLedger(db);
    checks.push(performance.now() - t0);
    assert(violations.length === 0, `ledger-check: ${violations.map((v) => v.detail).join('; ')}`);
  }
  checks.sort((a, b) => a - b);
  return (
    `| ${name} | ${transactions} transactions, ${entries} entries, ${holds} holds | ` +
    `${Math.round(percentile(checks, 0.5))} ms (min ${Math.round(checks[0] ?? 0)} ms) | 0 violations |`
  );
}

console.log(
  `ledger bench: ${CONCURRENCY} concurrent callers unless said otherwise; each operation is one ledger.run ` +
    `(its own transaction and idempotency key)\n`,
);
console.log('| database | scenario | ops | ops/s | p50 | p95 | p99 | bench CPU per op | outcome |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const checkRows: string[] = [];
const runs: [string, () => Promise<{ location: DatabaseLocation; drop?: () => Promise<void> }>][] = [
  // On disk, as the server keeps it in DATA_DIR (the tests use an in-memory one).
  [
    'PGlite',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-ledger-'));
      const drop = async () => rmSync(dir, { recursive: true, force: true });
      return { location: { kind: 'pglite', dir: path.join(dir, 'pglite') }, drop };
    },
  ],
];
if (withPostgres) {
  runs.push([
    'PostgreSQL',
    async () => {
      const created = await throwawayDatabase(postgresUrl);
      return { location: { kind: 'postgres', url: created.url }, drop: created.drop };
    },
  ]);
}
for (const [name, open] of runs) {
  const { location, drop } = await open();
  let database: Database | undefined;
  try {
    database = await openDatabase(location);
    checkRows.push(await benchDatabase(name, database));
  } finally {
    await database?.close();
    await drop?.();
  }
}
console.log('\n| database | rows | ledger-check, median of 3 | result |');
console.log('| --- | --- | --- | --- |');
for (const line of checkRows) console.log(line);
