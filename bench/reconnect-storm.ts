// Reconnect storm: 2,000 signed-in sockets on one of two server nodes (PostgreSQL + Redis, the scaled setup),
// that node killed with SIGKILL; how fast the sockets are back on the other node, and what happens to the paid
// calls that were going on (docs/decisions/021-calls-survive.md).
//
// Set-up: two real server processes (src/main.ts under tsx, apps/server/test/server-process.ts) on a
// throw-away database of the local PostgreSQL and one Redis key prefix. Clients reach them through a failover
// TCP balancer (bench/failover-balancer.ts, its own process): one port prefers node A, one node B, and each
// connection goes to the first node that accepts it, so clients keep one address and land on the survivor
// after the kill, as behind a real load balancer. Every client is the web's own realtime client
// (createRealtimeClient of apps/web/src/lib/realtime-client.ts with socket.io-client): the same reconnection
// back-off (1 s doubling to 30 s, ±50 %), fresh signed credentials on every attempt, the heartbeat, and its own
// retries for refused handshakes. After each 'session:ready' a client does what the web's CallController does
// (apps/web/src/features/calls/call-controller.ts): with a call on screen it reads the call again (GET
// /api/call/info) and, its peer connection still carrying media, says so (notifyStartCall, confirmFlowing);
// without one it looks for a live call (GET /api/call/live). A party whose media still flows answers an
// interruption notice ('call:state' with interrupted) the same way.
//
// Run: `npm run bench:storm -w bench` (or `npx tsx bench/reconnect-storm.ts`). DATABASE_URL defaults to
// postgres://root@127.0.0.1:5432/test (a throw-away database is made in it and dropped again), REDIS_URL to
// redis://127.0.0.1:6379. STORM_USERS (2000), STORM_CALLS (100), STORM_VANISHING (10), STORM_MINUTE_MS (5000).
//
// Steps:
// 1. Users are made in the database; the payers get coins and their hosts a price (the calls tests' way). The
//    hosts connect through the port that prefers node B.
// 2. Reference, same run: the 2,000 users' first connection to node A, all at the same moment (a cold connect
//    storm without a kill): time from the start to each socket's 'session:ready'.
// 3. Paid calls: 100 payers among the 2,000, each with a host on node B, rung, answered, joined and brought to
//    'connected' (payer on A: launch, notifyStartCall; host on B: answer), so node A holds their timers. Plus
//    STORM_VANISHING extra calls whose payer's device goes away together with node A (a power cut taking out
//    both): those calls must end as connection lost, with receipts, when the host's browser notices its media
//    gone (Chrome's peer connection turns 'disconnected' about 5 s after media stops: MEDIA_DROP_NOTICED_MS).
// 4. The call minute is shortened to STORM_MINUTE_MS (CALL_MINUTE_MS, as the two-node tests do) so the calls
//    bill several minutes in a run of a few minutes; the reconnect grace (30 s), presence (75 s) and sweep
//    (2 s) keep their production values. After 12 s of billing node A is killed with SIGKILL.
// 5. Measured: time from the kill to each dropped socket's next 'session:ready' (necessarily on node B; the
//    percentiles are over the sockets back within 60 s, 'ready at all'), the failed connection attempts
//    meanwhile and why they failed, and whether the users show online afterwards.
// 6. The calls run on for a while, then the payers hang up. Every call must have resumed (ended by the hang-up)
//    or ended with receipts; per call the ledger must hold exactly one charge per billed minute (minutes 1..n,
//    every hold posted once, the payer's balance and the host's points equal to the call's totals), and n must
//    be the call's media time rounded up to started minutes. `checkLedger` (npm run ledger:check) must find
//    nothing. Last, every client disconnects and every user must go offline; for the users gone with node A,
//    how long their presence lingered after the kill (by design at most PRESENCE_TTL_MS after their last beat).
//
// The rate limit is lifted (RATE_LIMIT_PER_MINUTE 100,000, as the server-process tests do): every client here
// comes from 127.0.0.1. Server nodes, balancer, clients, PostgreSQL and Redis share the machine's cores.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  callsApi,
  OnlineStatus,
  PRESENCE_TTL_MS,
  type CallData,
  type CallReceipt,
  type HttpMethod,
  type ServerEventPayload,
} from '@mingle/protocol';
import { inArray, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { readEnv } from '../apps/server/src/config';
import { createContext, type AppContext } from '../apps/server/src/context';
import { calls, walletHolds, walletTransactions } from '../apps/server/src/infra/db/schema';
import type { IssuedSession } from '../apps/server/src/modules/session/service';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger-check';
import { signedFetch, startServerProcess, type ServerProcess } from '../apps/server/test/server-process';
import type { Answer } from '../apps/server/test/social-client';
import {
  createRealtimeClient,
  RECONNECT,
  type FeatureEventName,
  type RealtimeClient,
} from '../apps/web/src/lib/realtime-client';
import { startFailoverBalancer, type FailoverBalancer } from './failover-balancer';
import { throwawayDatabase } from '../apps/server/test/throwaway-database';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const USERS = Number(process.env.STORM_USERS ?? 2000);
const CALLS = Number(process.env.STORM_CALLS ?? 100);
const VANISHING = Number(process.env.STORM_VANISHING ?? 10);
const MINUTE_MS = Number(process.env.STORM_MINUTE_MS ?? 5000);
const PRICE = 10;
const GRANT = 10_000;
/** The issue's bar: at least 99 % of the dropped sockets back within this. */
const WINDOW_MS = 30_000;
/** Stragglers are waited for this long after the kill before the figures are taken. */
const STRAGGLER_MS = 60_000;
const BILLING_BEFORE_KILL_MS = 12_000;
const BILLING_AFTER_RECOVERY_MS = 15_000;
/** Chrome's peer connection goes 'disconnected' about 5 s after the other side's media stops (ICE consent). */
const MEDIA_DROP_NOTICED_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds, polling; false when `timeoutMs` passed first. */
async function until(
  done: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!(await done())) {
    if (performance.now() > deadline) return false;
    await sleep(everyMs);
  }
  return true;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const count = (n: number) => n.toLocaleString('en-US');

/** Problems found on the way; any of them fails the run (exit code 1) after the summary. */
const problems: string[] = [];
const runStart = performance.now();
/** A progress line, with the seconds since the start. */
const step = (text: string) => console.log(`[${seconds(performance.now() - runStart)}] ${text}`);
const problem = (text: string) => {
  problems.push(text);
  console.error(`PROBLEM: ${text}`);
};

interface LiveCall {
  roomNum: string;
  /** Whether this side's peer connection still carries media (false once the host noticed a vanished payer). */
  mediaFlowing: boolean;
  receipt?: CallReceipt;
}

/** One signed-in browser: the web's realtime client, plus what its call layer would do. */
class StormClient {
  readonly tabId = `tab-${randomBytes(6).toString('hex')}`;
  readonly rt: RealtimeClient;
  /** performance.now() of every 'session:ready'. */
  readonly readyAt: number[] = [];
  /** performance.now() of every moment the call layer had its answers after a 'session:ready'. */
  readonly settledAt: number[] = [];
  /** performance.now() of every drop of a ready session. */
  readonly dropAt: number[] = [];
  /** performance.now() of every reconnection attempt socket.io made (after its back-off delay). */
  readonly attemptAt: number[] = [];
  /** Why each failed connection attempt failed (socket.io's 'connect_error': message, and the server's code). */
  refusals: string[] = [];
  failedRequests = 0;
  call: LiveCall | undefined;
  private wasReady = false;

  constructor(
    readonly session: IssuedSession,
    /** The balancer port this client talks to (sockets and requests). */
    readonly baseUrl: string,
  ) {
    // The device's cookies: its id and the per-install seed of its nonces.
    const device = { deviceId: session.deviceId, nonceSeed: randomBytes(4).toString('hex') };
    this.rt = createRealtimeClient({
      url: baseUrl,
      session: () => session,
      device: () => device,
      onStatus: (status) => {
        if (status !== 'connected' && this.wasReady) this.dropAt.push(performance.now());
        this.wasReady = status === 'connected';
      },
      onSessionEnded: (action) =>
        problem(`user ${session.userId}: session ended (${JSON.stringify(action)})`),
      loadSocketIo: () => this.loadCountingRefusals(),
    });
    this.rt.onReady(() => void this.onReady());
    this.rt.subscribe('call:state', (state) => {
      if (state.roomNum === this.call?.roomNum && state.interrupted && this.call.mediaFlowing)
        void this.request('POST', callsApi.notifyStartCall.path, {
          roomNum: state.roomNum,
          tabId: this.tabId,
        });
    });
    this.rt.subscribe('call:receipt', (receipt) => {
      if (receipt.roomNum === this.call?.roomNum) this.call.receipt = receipt;
    });
  }

  get userId(): number {
    return this.session.userId;
  }

  /** socket.io-client as the web loads it, with every refused connection attempt counted. */
  private async loadCountingRefusals() {
    const socketIo = await import('socket.io-client');
    const io = ((...args: Parameters<typeof socketIo.io>) => {
      const socket = socketIo.io(...args);
      socket.on('connect_error', (error: Error & { data?: { code?: number } }) => {
        this.refusals.push(error.data?.code ? `${error.message} (${error.data.code})` : error.message);
      });
      socket.io.on('reconnect_attempt', () => void this.attemptAt.push(performance.now()));
      return socket;
    }) as typeof socketIo.io;
    return { ...socketIo, io };
  }

  async request<T>(
    method: HttpMethod,
    target: string,
    body?: Record<string, unknown>,
  ): Promise<Answer<T> | null> {
    try {
      return await signedFetch<T>(this.baseUrl, this.session, method, target, body);
    } catch {
      this.failedRequests += 1;
      return null;
    }
  }

  /** What the web's call layer does on every (re)connected session. */
  private async onReady(): Promise<void> {
    this.readyAt.push(performance.now());
    const call = this.call;
    if (call && !call.receipt) {
      const roomNum = call.roomNum;
      await Promise.all([
        this.request('GET', callsApi.info.path, { roomNum }),
        call.mediaFlowing
          ? this.request('POST', callsApi.notifyStartCall.path, { roomNum, tabId: this.tabId })
          : undefined,
      ]);
    } else {
      await this.request('GET', callsApi.live.path);
    }
    this.settledAt.push(performance.now());
  }

  /** The first `event` from now on that satisfies `match`; rejects after `timeoutMs`. */
  next<E extends FeatureEventName>(
    event: E,
    match: (payload: ServerEventPayload<E>) => boolean,
    timeoutMs = 60_000,
  ): Promise<ServerEventPayload<E>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`user ${this.userId}: no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.rt.subscribe(event, (payload) => {
        if (!match(payload)) return;
        clearTimeout(timer);
        off();
        resolve(payload);
      });
    });
  }

  /** A call action that must succeed; its data. */
  async act<T = CallData>(target: string, body: Record<string, unknown>): Promise<T> {
    const answer = await this.request<T>('POST', target, { ...body, tabId: this.tabId });
    if (answer?.code !== 200) throw new Error(`${target} for user ${this.userId}: ${JSON.stringify(answer)}`);
    return answer.data;
  }
}

/** Connects `clients` all at once and waits for their sessions (and their call layer's first answers). */
async function connectAll(clients: StormClient[], timeoutMs = 120_000): Promise<void> {
  for (const c of clients) c.rt.connect();
  const allReady = await until(() => clients.every((c) => c.settledAt.length > 0), timeoutMs);
  if (!allReady) problem(`${clients.filter((c) => !c.readyAt.length).length} sockets never connected`);
}

interface StormFigures {
  label: string;
  sockets: number;
  /** ms to 'session:ready' (and to the first answer after it) of the sockets that made it. */
  ready: number[];
  settled: number[];
  /** Why connection attempts failed meanwhile, one entry per attempt. */
  refusals: string[];
}

/** 'timeout × 12, websocket error × 3' */
function reasons(f: StormFigures): string {
  const counts = new Map<string, number>();
  for (const why of f.refusals) counts.set(why, (counts.get(why) ?? 0) + 1);
  return [...counts].map(([why, n]) => `${why} × ${count(n)}`).join(', ') || 'none';
}

function figuresRow(f: StormFigures): string {
  const ready = [...f.ready].sort((a, b) => a - b);
  const settled = [...f.settled].sort((a, b) => a - b);
  const within = ready.filter((ms) => ms <= WINDOW_MS).length;
  const share = ((100 * within) / f.sockets).toFixed(2);
  return (
    `| ${f.label} | ${count(f.sockets)} | ${count(within)} (${share} %) | ${count(ready.length)} | ` +
    `${seconds(percentile(ready, 0.5))} | ` +
    `${seconds(percentile(ready, 0.95))} | ${seconds(percentile(ready, 0.99))} | ` +
    `${seconds(ready[ready.length - 1] ?? Number.NaN)} | ${seconds(percentile(settled, 0.5))} / ` +
    `${seconds(percentile(settled, 0.99))} | ${count(f.refusals.length)} |`
  );
}

/** Rings `host` from `payer` and brings the call to 'connected' as both browsers would; its room. */
async function connectCall(payer: StormClient, host: StormClient): Promise<string> {
  const incoming = host.next('call:incoming', () => true);
  // Awaited below; a launch that fails first must not leave its time-out unhandled.
  incoming.catch(() => undefined);
  const launched = await payer.act(callsApi.launch.path, { matchUserId: host.userId });
  const { roomNum } = launched;
  if ((await incoming).roomNum !== roomNum) throw new Error('another call rang');
  await host.act(callsApi.answer.path, { roomNum });
  await Promise.all([
    payer.act(callsApi.notifyJoinCall.path, { roomNum }),
    host.act(callsApi.notifyJoinCall.path, { roomNum }),
  ]);
  // The payer's browser sees media first: node A (the payer's) settles the call from now on.
  await payer.act(callsApi.notifyStartCall.path, { roomNum });
  payer.call = { roomNum, mediaFlowing: true };
  host.call = { roomNum, mediaFlowing: true };
  return roomNum;
}

interface CallPair {
  payer: StormClient;
  host: StormClient;
  roomNum: string;
  vanishing: boolean;
}

const roomsOf = (pairs: CallPair[]) =>
  inArray(
    calls.roomNum,
    pairs.map((p) => p.roomNum),
  );

/** Billing of every call, checked against the ledger; returns one line per outcome for the summary. */
async function checkCalls(ctx: AppContext, pairs: CallPair[]): Promise<string[]> {
  const { db } = ctx.database;
  const rows = new Map((await db.select().from(calls).where(roomsOf(pairs))).map((r) => [r.roomNum, r]));
  const minuteKey = /^call:(.+):minute:(\d+)(:hold)?$/;
  const charges = new Map<string, number[]>();
  const holds = new Map<string, string[]>();
  const keys = await db
    .select({ key: walletTransactions.idempotencyKey })
    .from(walletTransactions)
    .where(like(walletTransactions.idempotencyKey, 'call:%'));
  for (const { key } of keys) {
    const [, room, minute] = minuteKey.exec(key) ?? [];
    if (room) charges.set(room, [...(charges.get(room) ?? []), Number(minute)]);
  }
  const holdRows = await db
    .select({ key: walletHolds.idempotencyKey, status: walletHolds.status })
    .from(walletHolds)
    .where(like(walletHolds.idempotencyKey, 'call:%'));
  for (const { key, status } of holdRows) {
    const [, room] = minuteKey.exec(key) ?? [];
    if (room) holds.set(room, [...(holds.get(room) ?? []), status]);
  }

  const outcomes = new Map<string, number>();
  let minutes = 0;
  let interrupted = 0;
  let maxPauseMs = 0;
  for (const { payer, host, roomNum, vanishing } of pairs) {
    const row = rows.get(roomNum);
    const wrong = (what: string) => problem(`call ${roomNum}: ${what}`);
    if (!row?.connectedAt) {
      wrong(`never connected (${row ? `ended as ${row.endReason}` : 'missing'})`);
      continue;
    }
    if (row.phase !== 'ended' || !row.endedAt) {
      wrong(`not ended (${row.phase})`);
      continue;
    }
    const outcome = `${vanishing ? 'payer gone with node A' : 'payer reconnected'}: ${row.endReason}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    if (row.endReason !== (vanishing ? 'lost' : 'hung_up')) wrong(`ended as ${row.endReason}`);
    if (row.interruptedMs > 0 && !vanishing) interrupted += 1;
    if (!vanishing) maxPauseMs = Math.max(maxPauseMs, row.interruptedMs);
    minutes += row.minutesBilled;

    // Billed minutes are the media time in started minutes; interruptions are not media.
    const mediaMs = row.endedAt.getTime() - row.connectedAt.getTime() - row.interruptedMs;
    const expected = Math.floor(mediaMs / MINUTE_MS) + 1;
    if (row.minutesBilled !== expected)
      wrong(`${row.minutesBilled} minutes billed for ${mediaMs} ms of media (expected ${expected})`);
    if (row.coins !== row.minutesBilled * PRICE) wrong(`${row.coins} coins for ${row.minutesBilled} minutes`);
    // Exactly one charge per minute, numbered 1..n, and every hold posted once.
    const charged = (charges.get(roomNum) ?? []).sort((a, b) => a - b);
    const oneToN = Array.from({ length: row.minutesBilled }, (_, i) => i + 1);
    if (JSON.stringify(charged) !== JSON.stringify(oneToN))
      wrong(`ledger charges for minutes ${charged.join(',')}`);
    const holdStates = holds.get(roomNum) ?? [];
    if (holdStates.length !== row.minutesBilled || holdStates.some((s) => s !== 'posted'))
      wrong(`holds ${holdStates.join(',')} for ${row.minutesBilled} minutes`);
    const [paid, earned] = await Promise.all([
      ctx.ledger.balance(payer.userId),
      ctx.ledger.balance(host.userId),
    ]);
    if (paid.coins !== GRANT - row.coins || paid.heldCoins !== 0)
      wrong(`payer has ${paid.coins} coins (${paid.heldCoins} held) after paying ${row.coins} of ${GRANT}`);
    if (earned.points !== row.points) wrong(`host has ${earned.points} points, the call paid ${row.points}`);

    // Receipts: both parties heard of the end; a payer gone with the node reads theirs when back.
    if (host.call?.receipt?.minutesBilled !== row.minutesBilled)
      wrong('no (or a wrong) receipt on the host socket');
    if (vanishing) {
      const later = await host.request<CallReceipt>('GET', callsApi.receipt.path, { roomNum });
      if (later?.code !== 200) wrong(`host cannot read the receipt: ${JSON.stringify(later)}`);
      const own = await signedFetch<CallReceipt>(host.baseUrl, payer.session, 'GET', callsApi.receipt.path, {
        roomNum,
      });
      if (own.data?.minutesBilled !== row.minutesBilled) wrong(`payer's receipt: ${JSON.stringify(own)}`);
    } else if (payer.call?.receipt?.minutesBilled !== row.minutesBilled) {
      wrong('no (or a wrong) receipt on the payer socket');
    }
  }
  return [
    ...[...outcomes].map(([outcome, n]) => `${outcome}: ${n}`),
    `minutes billed in all: ${count(minutes)}`,
    `reconnected calls whose billing paused at all: ${interrupted} (longest pause ${maxPauseMs} ms)`,
  ];
}

/** When the users' presence ran out, polling from now; ms after `since` per user, NaN if still there. */
async function presenceGone(
  ctx: AppContext,
  ids: number[],
  since: number,
  timeoutMs: number,
): Promise<number[]> {
  const goneAt = new Map<number, number>();
  await until(
    async () => {
      const left = ids.filter((id) => !goneAt.has(id));
      const statuses = await ctx.presence.publicStatuses(left);
      left.forEach((id, i) => {
        if (statuses[i] === OnlineStatus.OFFLINE) goneAt.set(id, performance.now() - since);
      });
      return goneAt.size === ids.length;
    },
    timeoutMs,
    250,
  );
  return ids.map((id) => goneAt.get(id) ?? Number.NaN);
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const version = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8' }).trim().split('\n')[0];
    } catch {
      return 'unknown';
    }
  };
  return (
    `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ` +
    `${version('psql', ['--version'])}, ${version('redis-server', ['--version'])}`
  );
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** ms from `origin` to each client's first moment in `pick(c)` after it; clients without one are left out. */
function since(list: StormClient[], pick: (c: StormClient) => number[], origin: number): number[] {
  return list.flatMap((c) => {
    const t = pick(c).find((moment) => moment > origin);
    return t === undefined ? [] : [t - origin];
  });
}

/** Per client back after `origin`: ms from its last reconnection attempt (after the back-off) to 'session:ready'. */
function handshakes(list: StormClient[], origin: number): { ms: number[]; attempts: number[] } {
  const ms: number[] = [];
  const attempts: number[] = [];
  for (const c of list) {
    const ready = c.readyAt.find((t) => t > origin);
    if (ready === undefined) continue;
    const tries = c.attemptAt.filter((t) => t > origin && t < ready);
    const last = tries[tries.length - 1];
    if (last !== undefined) ms.push(ready - last);
    attempts.push(tries.length);
  }
  return { ms: ms.sort((a, b) => a - b), attempts };
}

/** Every user's session, the clients on their balancer ports, hosts priced and payers funded. */
async function makeClients(ctx: AppContext, viaA: string, viaB: string) {
  const sessions = await inBatches(
    Array.from({ length: USERS + VANISHING + CALLS + VANISHING }, (_, i) => i),
    50,
    (i) => ctx.sessions.createUserWithSession(`storm-${i}`),
  );
  const users = sessions.slice(0, USERS).map((s) => new StormClient(s, viaA));
  const vanishingPayers = sessions.slice(USERS, USERS + VANISHING).map((s) => new StormClient(s, viaA));
  const hosts = sessions.slice(USERS + VANISHING).map((s) => new StormClient(s, viaB));
  const payers = [...users.slice(0, CALLS), ...vanishingPayers];
  await inBatches(hosts, 20, (h) => ctx.calls.makeHost(h.userId, { callPrice: PRICE }));
  await inBatches(payers, 20, (p) =>
    ctx.ledger.run((tx) =>
      ctx.ledger.credit(tx, {
        key: `storm-grant:${p.userId}`,
        userId: p.userId,
        coins: GRANT,
        source: 'grant',
      }),
    ),
  );
  return { users, vanishingPayers, hosts, payers };
}

// ------------------------------------------------------------------------------------------------ the run

const database = await throwawayDatabase(postgresUrl);
const redisPrefix = `mingle-storm:${randomBytes(4).toString('hex')}:`;
const serverEnv = {
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: redisPrefix,
  CALL_MINUTE_MS: String(MINUTE_MS),
  HOST_POINTS_SHARE: '0.5',
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mingle-storm-'));
// The bench's own view of the data (users, coins, hosts, the checks): a context without an app, as the CLI
// builds it, so it runs no background jobs and no gateway and stays out of the nodes' way.
const ctx = await createContext(
  readEnv({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    DATA_DIR: dataDir,
    ...serverEnv,
  }),
  { redisPrefix },
);
const nodes: ServerProcess[] = [];
let balancer: FailoverBalancer | undefined;
const clients: StormClient[] = [];
try {
  // Each node is kept as soon as it runs, so that `finally` stops it even when the other one fails to start.
  const startNode = async () => {
    const node = await startServerProcess(serverEnv);
    nodes.push(node);
    return node;
  };
  const [nodeA, nodeB] = await Promise.all([startNode(), startNode()]);
  const port = (url: string) => Number(new URL(url).port);
  balancer = await startFailoverBalancer([
    [port(nodeA.url), port(nodeB.url)],
    [port(nodeB.url), port(nodeA.url)],
  ]);
  const [viaA, viaB] = balancer.urls as [string, string];
  console.log(`machine: ${machine()}`);
  console.log(
    `reconnection as the web client: ${RECONNECT.delayMs} ms doubling to ${RECONNECT.delayMaxMs} ms, ` +
      `±${RECONNECT.randomization * 100} %`,
  );
  console.log(`load average before: ${loadAverage()}`);
  const { users, vanishingPayers, hosts, payers } = await makeClients(ctx, viaA, viaB);
  clients.push(...users, ...vanishingPayers, ...hosts);
  step(`${clients.length} users made`);
  await connectAll(hosts);
  step(`${hosts.length} hosts connected to node B`);

  // The reference: the same users' first connection to node A, all at once.
  const coldStart = performance.now();
  await connectAll(users);
  const cold: StormFigures = {
    label: 'first connection to node A, all at once (reference)',
    sockets: users.length,
    ready: since(users, (c) => c.readyAt, coldStart),
    settled: since(users, (c) => c.settledAt, coldStart),
    refusals: users.flatMap((c) => c.refusals),
  };
  step(`${users.length} users connected to node A`);
  await connectAll(vanishingPayers);

  const pairs: CallPair[] = await inBatches(
    payers.map((payer, i) => ({ payer, host: hosts[i] as StormClient, vanishing: i >= CALLS })),
    10,
    async (p) => ({ ...p, roomNum: await connectCall(p.payer, p.host) }),
  );
  step(`${pairs.length} paid calls connected; billing for ${BILLING_BEFORE_KILL_MS / 1000} s`);
  await sleep(BILLING_BEFORE_KILL_MS);
  const before = await ctx.database.db.select().from(calls).where(roomsOf(pairs));
  const postedBeforeKill = before.reduce((n, r) => n + r.minutesBilled, 0);
  if (before.some((r) => r.phase !== 'connected' || r.minutesBilled < 1))
    problem('not every call was connected with a minute posted before the kill');

  // The kill. A vanishing payer's device goes at the same moment: it never sends anything again. Their hosts'
  // browsers notice the media gone a few seconds later and say so.
  for (const c of [...users, ...vanishingPayers]) c.refusals = [];
  const [beforeKill] = await balancer.counts();
  const killedAt = performance.now();
  const killed = nodeA.kill();
  for (const c of vanishingPayers) c.rt.disconnect();
  const vanished = pairs.filter((p) => p.vanishing);
  setTimeout(() => {
    for (const { host, roomNum } of vanished) {
      if (host.call) host.call.mediaFlowing = false;
      void host.request('POST', callsApi.interrupted.path, { roomNum, tabId: host.tabId });
    }
  }, MEDIA_DROP_NOTICED_MS);
  await killed;
  // When this process saw node A's exit: the kernel has closed its connections by then.
  const exitSeenMs = performance.now() - killedAt;
  step('node A killed');
  await until(() => users.every((c) => c.readyAt.some((t) => t > killedAt)), STRAGGLER_MS);
  step('reconnection over');
  const storm: StormFigures = {
    label: 'reconnect after SIGKILL of node A (lands on B)',
    sockets: users.length,
    ready: since(users, (c) => c.readyAt, killedAt),
    settled: since(users, (c) => c.settledAt, killedAt),
    refusals: users.flatMap((c) => c.refusals),
  };
  const noticed = since(users, (c) => c.dropAt, killedAt).sort((a, b) => a - b);
  const handshake = handshakes(users, killedAt);
  const within = storm.ready.filter((ms) => ms <= WINDOW_MS).length;
  if (within < 0.99 * users.length) problem(`only ${within} of ${users.length} sockets back within 30 s`);
  const [afterKill] = await balancer.counts();
  const given = (node: ServerProcess) =>
    (afterKill?.[port(node.url)] ?? 0) - (beforeKill?.[port(node.url)] ?? 0);
  if (given(nodeA) > 0) problem(`the balancer gave the dead node ${given(nodeA)} connections`);

  // Everyone who came back shows online.
  const alive = [...users, ...hosts].map((c) => c.userId);
  const offline = (await ctx.presence.publicStatuses(alive)).filter((s) => s === OnlineStatus.OFFLINE).length;
  if (offline > 0) problem(`${offline} reconnected users show offline`);

  // The vanished payers' calls end as lost once the host's report and the 30 s grace have passed.
  await until(() => vanished.every((p) => p.host.call?.receipt), MEDIA_DROP_NOTICED_MS + 45_000);
  step(`calls of the vanished payers ended; billing on for ${BILLING_AFTER_RECOVERY_MS / 1000} s`);
  await sleep(BILLING_AFTER_RECOVERY_MS);
  const resumed = pairs.filter((p) => !p.vanishing);
  await inBatches(resumed, 20, (p) =>
    p.payer.request('POST', callsApi.hangup.path, { roomNum: p.roomNum, tabId: p.payer.tabId }),
  );
  await until(() => resumed.every((p) => p.payer.call?.receipt && p.host.call?.receipt), 15_000);
  const callLines = await checkCalls(ctx, pairs);
  const violations = await checkLedger(ctx.database.db);
  for (const v of violations) problem(`ledger: ${v.invariant}: ${v.detail}`);
  const failedRequests = clients.reduce((n, c) => n + c.failedRequests, 0);
  if (failedRequests > 0) problem(`${failedRequests} requests failed on the way (no answer)`);

  // Last: everyone leaves. The users gone with node A never said goodbye: their presence must run out, at the
  // latest PRESENCE_TTL_MS after their last heartbeat, which came before the kill.
  for (const c of [...users, ...hosts]) c.rt.disconnect();
  const leftAt = performance.now();
  const aliveGone = await presenceGone(ctx, alive, leftAt, 30_000);
  const vanishedGone = await presenceGone(
    ctx,
    vanishingPayers.map((c) => c.userId),
    killedAt,
    PRESENCE_TTL_MS + 90_000 - (performance.now() - killedAt),
  );
  const lingering = [...aliveGone, ...vanishedGone].filter(Number.isNaN).length;
  if (lingering > 0) problem(`${lingering} users still show online`);
  const tooLong = vanishedGone.filter((ms) => ms > PRESENCE_TTL_MS).length;
  if (tooLong > 0)
    problem(
      `${tooLong} of ${VANISHING} users gone with node A still showed online more than ` +
        `${PRESENCE_TTL_MS / 1000} s (the presence lifetime) after the kill`,
    );

  // ---------------------------------------------------------------------------------------- the summary
  const max = (sorted: number[]) => seconds(sorted[sorted.length - 1] ?? Number.NaN);
  const gone = vanishedGone.filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
  console.log(`load average after: ${loadAverage()}`);
  console.log('');
  console.log(
    '| connect storm | sockets | ready within 30 s | ready at all | p50 | p95 | p99 | max | ' +
      'ready and call state read, p50 / p99 | refused handshakes |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(figuresRow(cold));
  console.log(figuresRow(storm));
  console.log('');
  for (const f of [cold, storm]) console.log(`- failed connection attempts, ${f.label}: ${reasons(f)}`);
  console.log(
    `- node A's exit seen after ${seconds(exitSeenMs)}; clients noticed the kill after ` +
      `${seconds(percentile(noticed, 0.5))} (p50), ${max(noticed)} (max); ` +
      `from the reconnection attempt that got through to 'session:ready': ` +
      `${seconds(percentile(handshake.ms, 0.5))} (p50), ${seconds(percentile(handshake.ms, 0.99))} (p99), ` +
      `${max(handshake.ms)} (max); attempts per socket: at most ${Math.max(0, ...handshake.attempts)}`,
  );
  console.log(
    `- connections through the A-first port from the kill until everyone was back: ${given(nodeB)} to node B, ` +
      `${given(nodeA)} to node A (sockets and requests)`,
  );
  console.log(
    `- calls: ${pairs.length} paid (${PRICE} coins per ${MINUTE_MS / 1000} s minute), ` +
      `${postedBeforeKill} minutes posted before the kill`,
  );
  for (const line of callLines) console.log(`  - ${line}`);
  console.log(`- ledger check: ${violations.length === 0 ? 'sound' : `${violations.length} violations`}`);
  console.log(
    `- presence: ${alive.length - offline} of ${alive.length} reconnected users online after the storm; all ` +
      `offline ${seconds(Math.max(...aliveGone))} after they left; the ${VANISHING} users gone with node A ` +
      `offline ${seconds(gone[0] ?? Number.NaN)} to ${max(gone)} after the kill ` +
      `(presence lifetime ${PRESENCE_TTL_MS / 1000} s)`,
  );
  console.log(problems.length === 0 ? '- no problems' : `- ${problems.length} problems (see above)`);
} finally {
  for (const c of clients) c.rt.disconnect();
  // One after the other: a node's last disconnects ask the other nodes about the users' sockets.
  for (const n of nodes) await n.stop();
  if (problems.length > 0)
    for (const n of nodes) if (n.output()) console.error(`--- node output:\n${n.output().slice(-4000)}`);
  await balancer?.close();
  await ctx.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = problems.length > 0 ? 1 : 0;
