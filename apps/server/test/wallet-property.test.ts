import { WalletCode } from '@mingle/protocol';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { walletHolds } from '../src/infra/db/schema-wallet';
import { AppError } from '../src/errors';
import type { CreditSource, Ledger, SpendPurpose } from '../src/modules/wallet/ledger';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { canonical } from '../src/modules/wallet/ledger-service';
import { createTestApp, type TestApp } from './test-app';

/**
 * Random purchases, grants, spends (some paying a host), refunds, holds with post / void / expire, reversals,
 * replays and conflicting reuses of keys, run in concurrent batches against the real database. After every
 * batch the outcome must be explainable by running the batch one operation at a time in SOME order through
 * a simple model (linearisability), the balances must equal that model's, and `checkLedger` must be clean.
 */

const USERS = 3;
/**
 * Holds expire in a far future so the only expiry is the one the test asks for. expireHolds is global, so
 * each run's times lie a day before the previous run's: expiring in one run never touches an earlier one.
 */
const BASE = Date.UTC(2100, 0, 1);
const slotTime = (run: number, slot: number) => new Date(BASE - run * 86_400_000 + slot * 60_000);

type Host = { userId: number; points: number } | undefined;
type Op =
  | { t: 'credit'; key: string; userId: number; coins: number; source: CreditSource }
  | { t: 'spend'; key: string; userId: number; coins: number; purpose: SpendPurpose; host: Host }
  | { t: 'refund'; key: string; userId: number; coins: number }
  | { t: 'hold'; key: string; userId: number; coins: number; expiresAt: Date }
  | { t: 'post'; key: string; holdId: string; coins: number; host: Host }
  | { t: 'void'; holdId: string }
  | { t: 'expire'; now: Date }
  | { t: 'reverse'; key: string; movementId: string; reason: string };

/** What happened, as comparable text ('ok', 'replayed', 'insufficient', 'expired:2', ...), and the id made. */
interface Outcome {
  cls: string;
  id?: string;
}

const paramsOf = (op: Op): string => {
  switch (op.t) {
    case 'credit':
      return canonical({ op: 'credit', key: op.key, userId: op.userId, coins: op.coins, source: op.source });
    case 'spend':
      return canonical({
        op: 'spend',
        key: op.key,
        userId: op.userId,
        coins: op.coins,
        purpose: op.purpose,
        host: op.host,
      });
    case 'refund':
      return canonical({ op: 'refund', key: op.key, userId: op.userId, coins: op.coins });
    case 'hold':
      return canonical({
        op: 'hold',
        key: op.key,
        userId: op.userId,
        coins: op.coins,
        expiresAt: op.expiresAt,
      });
    case 'post':
      return canonical({ op: 'post', key: op.key, holdId: op.holdId, coins: op.coins, host: op.host });
    case 'reverse':
      return canonical({ op: 'reverse', key: op.key, movementId: op.movementId, reason: op.reason });
    default:
      return '';
  }
};

/** Indexing that the test's own bookkeeping guarantees; a miss is a bug in the test, said loudly. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('test bookkeeping: missing entry');
  return value;
}

// ---- The model: plain data, so a copy per candidate order is one structuredClone. ----

interface Deltas {
  coins: Record<number, number>;
  points: Record<number, number>;
}
interface Model {
  posted: Record<number, number>;
  held: Record<number, number>;
  points: Record<number, number>;
  holds: Record<
    string,
    { userId: number; coins: number; status: string; expiresAt: number; purpose: string }
  >;
  keys: Record<string, { params: string; kind: 'tx' | 'hold'; id: string }>;
  movements: Record<string, { reversal: boolean; reversed: boolean; deltas: Deltas }>;
}

function emptyModel(users: number[]): Model {
  const zero = () => Object.fromEntries(users.map((u) => [u, 0]));
  return { posted: zero(), held: zero(), points: zero(), holds: {}, keys: {}, movements: {} };
}

/** Applies deltas if no user account would drop below zero (coins: below its held part); else refuses. */
function applyDeltas(m: Model, d: Deltas): boolean {
  for (const [u, delta] of Object.entries(d.coins)) {
    const after = (m.posted[+u] ?? 0) + delta - (m.held[+u] ?? 0);
    if (delta < 0 && after < 0) return false;
  }
  for (const [u, delta] of Object.entries(d.points)) {
    if (delta < 0 && (m.points[+u] ?? 0) + delta < 0) return false;
  }
  for (const [u, delta] of Object.entries(d.coins)) m.posted[+u] = (m.posted[+u] ?? 0) + delta;
  for (const [u, delta] of Object.entries(d.points)) m.points[+u] = (m.points[+u] ?? 0) + delta;
  return true;
}

function hostDeltas(d: Deltas, host: Host): Deltas {
  if (host) d.points[host.userId] = (d.points[host.userId] ?? 0) + host.points;
  return d;
}

/** One operation, sequentially. `actualId` names what the real run created, so later references line up. */
function step(m: Model, op: Op, actualId: string | undefined): Outcome {
  const id = actualId ?? 'model-only';
  const keyed = (kind: 'tx' | 'hold', key: string): Outcome | undefined => {
    const used = m.keys[key];
    if (!used) return undefined;
    if (used.kind !== kind || used.params !== paramsOf(op)) return { cls: 'conflict' };
    return { cls: kind === 'tx' ? 'replayed' : 'ok', id: used.id };
  };
  const movement = (key: string, deltas: Deltas, reversal = false): Outcome => {
    if (!applyDeltas(m, deltas)) return { cls: 'insufficient' };
    m.keys[key] = { params: paramsOf(op), kind: 'tx', id };
    m.movements[id] = { reversal, reversed: false, deltas };
    return { cls: 'ok' };
  };
  switch (op.t) {
    case 'credit':
      return keyed('tx', op.key) ?? movement(op.key, { coins: { [op.userId]: op.coins }, points: {} });
    case 'spend':
      return (
        keyed('tx', op.key) ??
        movement(op.key, hostDeltas({ coins: { [op.userId]: -op.coins }, points: {} }, op.host))
      );
    case 'refund':
      return keyed('tx', op.key) ?? movement(op.key, { coins: { [op.userId]: -op.coins }, points: {} });
    case 'hold': {
      const replay = keyed('hold', op.key);
      if (replay) return replay;
      if ((m.posted[op.userId] ?? 0) - (m.held[op.userId] ?? 0) < op.coins) return { cls: 'insufficient' };
      m.held[op.userId] = (m.held[op.userId] ?? 0) + op.coins;
      m.keys[op.key] = { params: paramsOf(op), kind: 'hold', id };
      m.holds[id] = {
        userId: op.userId,
        coins: op.coins,
        status: 'pending',
        expiresAt: +op.expiresAt,
        purpose: 'call',
      };
      return { cls: 'ok' };
    }
    case 'post': {
      const replay = keyed('tx', op.key);
      if (replay) return replay;
      const hold = must(m.holds[op.holdId]);
      if (hold.status !== 'pending') return { cls: 'not-pending' };
      hold.status = 'posted';
      m.held[hold.userId] = (m.held[hold.userId] ?? 0) - hold.coins;
      const deltas = hostDeltas(
        { coins: op.coins > 0 ? { [hold.userId]: -op.coins } : {}, points: {} },
        op.host,
      );
      return movement(op.key, deltas);
    }
    case 'void': {
      const hold = must(m.holds[op.holdId]);
      if (hold.status === 'posted') return { cls: 'not-pending' };
      if (hold.status === 'pending') {
        hold.status = 'voided';
        m.held[hold.userId] = (m.held[hold.userId] ?? 0) - hold.coins;
      }
      return { cls: 'ok' };
    }
    case 'expire': {
      let n = 0;
      for (const hold of Object.values(m.holds)) {
        if (hold.status === 'pending' && hold.expiresAt <= +op.now) {
          hold.status = 'expired';
          m.held[hold.userId] = (m.held[hold.userId] ?? 0) - hold.coins;
          n++;
        }
      }
      return { cls: `expired:${n}` };
    }
    case 'reverse': {
      const original = must(m.movements[op.movementId]);
      if (original.reversal) return { cls: 'not-reversible' };
      const replay = keyed('tx', op.key);
      if (replay) return replay;
      if (original.reversed) return { cls: 'already-reversed' };
      const negate = (r: Record<number, number>) =>
        Object.fromEntries(Object.entries(r).map(([u, d]) => [u, -d]));
      const out = movement(
        op.key,
        { coins: negate(original.deltas.coins), points: negate(original.deltas.points) },
        true,
      );
      if (out.cls === 'ok') original.reversed = true;
      return out;
    }
  }
}

// ---- The real thing. ----

const errorClass: Record<number, string> = {
  [WalletCode.INSUFFICIENT_BALANCE]: 'insufficient',
  [WalletCode.IDEMPOTENCY_CONFLICT]: 'conflict',
  [WalletCode.HOLD_NOT_PENDING]: 'not-pending',
  [WalletCode.ALREADY_REVERSED]: 'already-reversed',
  [WalletCode.NOT_REVERSIBLE]: 'not-reversible',
};

async function execute(ledger: Ledger, op: Op): Promise<Outcome> {
  try {
    switch (op.t) {
      case 'credit': {
        const { t: _, ...input } = op;
        const r = await ledger.run((tx) => ledger.credit(tx, input));
        return { cls: r.replayed ? 'replayed' : 'ok', id: r.id };
      }
      case 'spend': {
        const { t: _, host, ...input } = op;
        const r = await ledger.run((tx) => ledger.spend(tx, { ...input, ...(host ? { host } : {}) }));
        return { cls: r.replayed ? 'replayed' : 'ok', id: r.id };
      }
      case 'refund': {
        const { t: _, ...input } = op;
        const r = await ledger.run((tx) => ledger.refund(tx, input));
        return { cls: r.replayed ? 'replayed' : 'ok', id: r.id };
      }
      case 'hold': {
        const { t: _, ...input } = op;
        const r = await ledger.run((tx) => ledger.hold(tx, { ...input, purpose: 'call' }));
        return { cls: 'ok', id: r.id };
      }
      case 'post': {
        const { t: _, host, ...input } = op;
        const r = await ledger.run((tx) => ledger.postHold(tx, { ...input, ...(host ? { host } : {}) }));
        return { cls: r.replayed ? 'replayed' : 'ok', id: r.id };
      }
      case 'void': {
        const r = await ledger.run((tx) => ledger.voidHold(tx, { holdId: op.holdId }));
        return { cls: 'ok', id: r.id };
      }
      case 'expire':
        return { cls: `expired:${await ledger.expireHolds(op.now)}` };
      case 'reverse': {
        const { t: _, ...input } = op;
        const r = await ledger.run((tx) => ledger.reverse(tx, input));
        return { cls: r.replayed ? 'replayed' : 'ok', id: r.id };
      }
    }
  } catch (err) {
    const cls = err instanceof AppError ? errorClass[err.code] : undefined;
    if (cls) return { cls };
    throw err;
  }
}

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) yield [must(items[i]), ...p];
  }
}

// ---- Random operations, described by raw numbers and made concrete against what exists at run time. ----

const user = fc.nat(USERS - 1);
const host = fc.option(fc.record({ u: user, points: fc.integer({ min: 1, max: 50 }) }), { nil: undefined });
const descriptor = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('credit' as const),
      u: user,
      coins: fc.integer({ min: 1, max: 150 }),
      source: fc.constantFrom<CreditSource>('purchase', 'subscription', 'promotion', 'grant'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('spend' as const),
      u: user,
      coins: fc.integer({ min: 1, max: 100 }),
      purpose: fc.constantFrom<SpendPurpose>('call', 'gift', 'friend', 'like', 'match'),
      host,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('refund' as const),
      u: user,
      coins: fc.integer({ min: 1, max: 60 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('hold' as const),
      u: user,
      coins: fc.integer({ min: 1, max: 60 }),
      slot: fc.nat(4),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('post' as const), ref: fc.nat(), quarter: fc.nat(4), host }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('void' as const), ref: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('expire' as const), slot: fc.nat(4) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('reverse' as const), ref: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('replay' as const), ref: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('conflict' as const), ref: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('twin' as const) }) },
);
type Descriptor = typeof descriptor extends fc.Arbitrary<infer D> ? D : never;
const scenario = fc.array(fc.array(descriptor, { minLength: 1, maxLength: 4 }), {
  minLength: 5,
  maxLength: 25,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let runNo = 0;

async function runScenario(batches: Descriptor[][]): Promise<void> {
  const { ledger } = t.ctx;
  const run = ++runNo;
  const users: number[] = [];
  for (let i = 0; i < USERS; i++)
    users.push((await t.ctx.sessions.createUserWithSession(`prop-${run}-${i}`)).userId);
  let model = emptyModel(users);
  const keyed: Op[] = []; // every keyed op run so far, for replays and conflicting reuse
  const holdIds: string[] = [];
  const movementIds: string[] = [];
  let seq = 0;
  const fresh = (name: string) => `r${run}-${name}-${++seq}`;
  const hostOf = (h: { u: number; points: number } | undefined): Host =>
    h ? { userId: must(users[h.u]), points: h.points } : undefined;

  for (const batch of batches) {
    const ops: Op[] = [];
    for (const d of batch) {
      let op: Op | undefined;
      switch (d.t) {
        case 'credit':
          op = {
            t: 'credit',
            key: fresh('credit'),
            userId: must(users[d.u]),
            coins: d.coins,
            source: d.source,
          };
          break;
        case 'spend':
          op = {
            t: 'spend',
            key: fresh('spend'),
            userId: must(users[d.u]),
            coins: d.coins,
            purpose: d.purpose,
            host: hostOf(d.host),
          };
          break;
        case 'refund':
          op = { t: 'refund', key: fresh('refund'), userId: must(users[d.u]), coins: d.coins };
          break;
        case 'hold':
          op = {
            t: 'hold',
            key: fresh('hold'),
            userId: must(users[d.u]),
            coins: d.coins,
            expiresAt: slotTime(run, d.slot),
          };
          break;
        case 'post': {
          const holdId = holdIds[d.ref % Math.max(1, holdIds.length)];
          if (holdId === undefined) break;
          const coins = Math.round((must(model.holds[holdId]).coins * d.quarter) / 4);
          op = { t: 'post', key: fresh('post'), holdId, coins, host: hostOf(d.host) };
          break;
        }
        case 'void': {
          const holdId = holdIds[d.ref % Math.max(1, holdIds.length)];
          if (holdId !== undefined) op = { t: 'void', holdId };
          break;
        }
        case 'expire':
          op = { t: 'expire', now: slotTime(run, d.slot) };
          break;
        case 'reverse': {
          const movementId = movementIds[d.ref % Math.max(1, movementIds.length)];
          if (movementId !== undefined)
            op = { t: 'reverse', key: fresh('reverse'), movementId, reason: 'test' };
          break;
        }
        case 'replay':
          op = keyed[d.ref % Math.max(1, keyed.length)];
          break;
        case 'conflict': {
          const earlier = keyed[d.ref % Math.max(1, keyed.length)];
          if (earlier && 'key' in earlier) {
            op = { t: 'credit', key: earlier.key, userId: must(users[0]), coins: 1, source: 'grant' };
          }
          break;
        }
        case 'twin':
          op = ops.at(-1);
          break;
      }
      if (op) ops.push(op);
    }
    if (ops.length === 0) continue;

    const actual = await Promise.all(ops.map((op) => execute(ledger, op)));

    const balances = await Promise.all(users.map((u) => ledger.balance(u)));
    const holdRows = holdIds.length
      ? await t.ctx.database.db
          .select({ id: walletHolds.id, status: walletHolds.status })
          .from(walletHolds)
          .where(inArray(walletHolds.id, holdIds.map(Number)))
      : [];

    let explained: Model | undefined;
    for (const order of permutations(ops.map((_, i) => i))) {
      const candidate = structuredClone(model);
      const ok = order.every((i) => {
        const expected = step(candidate, must(ops[i]), must(actual[i]).id);
        return (
          expected.cls === must(actual[i]).cls &&
          (expected.id === undefined || expected.id === must(actual[i]).id)
        );
      });
      const sameState =
        ok &&
        users.every((u, i) => {
          const b = must(balances[i]);
          const m = candidate;
          return (
            b.coins === (m.posted[u] ?? 0) - (m.held[u] ?? 0) &&
            b.heldCoins === m.held[u] &&
            b.points === m.points[u]
          );
        }) &&
        holdRows.every((h) => candidate.holds[String(h.id)]?.status === h.status);
      if (sameState) {
        explained = candidate;
        break;
      }
    }
    if (!explained) {
      throw new Error(
        `no order of this batch explains the outcome:\n${JSON.stringify({ ops, actual, balances, model }, null, 1)}`,
      );
    }
    model = explained;
    ops.forEach((op, i) => {
      const r = must(actual[i]);
      if (op.t === 'hold' && r.cls === 'ok' && r.id && !holdIds.includes(r.id)) holdIds.push(r.id);
      if (r.cls === 'ok' && op.t !== 'hold' && op.t !== 'void' && op.t !== 'expire')
        movementIds.push(must(r.id));
      if ('key' in op && !keyed.includes(op)) keyed.push(op);
    });
    for (const b of balances) expect(b.coins).toBeGreaterThanOrEqual(0);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  }
}

it('keeps every invariant under thousands of random concurrent movements', { timeout: 600_000 }, async () => {
  let operations = 0;
  await fc.assert(
    fc.asyncProperty(scenario, async (batches) => {
      operations += batches.flat().length;
      await runScenario(batches);
    }),
    { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 60), endOnFailure: true },
  );
  // The property must really have run at scale, not been satisfied vacuously.
  expect(operations).toBeGreaterThan(1000);
});
