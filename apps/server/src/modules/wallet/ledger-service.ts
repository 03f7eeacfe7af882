import { createHash } from 'node:crypto';
import type { Db } from '../../infra/db/database';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import { WalletCode } from '@mingle/protocol';
import { IdempotencyConflictError, InsufficientCoinsError, WalletError } from './errors';
import type {
  Balance,
  CoinsInput,
  CreditInput,
  CreditSource,
  HistoryItem,
  Hold,
  HoldInput,
  HostPoints,
  Ledger,
  LedgerTx,
  Movement,
  PayoutInput,
  PostHoldInput,
  SpendInput,
  SpendPurpose,
  SponsorInput,
} from './ledger';
import { LedgerRepo, type AccountSpec, type HoldRow, type TransactionRow } from './repo';

/** One line of a movement before it is written: an account and its signed amount. */
interface Leg {
  account: AccountSpec;
  amount: number;
}

/** A movement as the engine writes it; `legs` must sum to zero per unit (asserted before any write). */
interface MovementPlan {
  key: string;
  kind: 'credit' | 'spend' | 'refund' | 'reversal' | 'hold_post' | 'payout';
  params: Record<string, unknown>;
  label: string;
  reference: string | null;
  reversesId?: number;
  legs: Leg[];
}

const userCoins = (userId: number): AccountSpec => ({
  code: `user:${userId}:coins`,
  kind: 'coins',
  unit: 'coin',
  userId,
});
const userPoints = (userId: number): AccountSpec => ({
  code: `user:${userId}:points`,
  kind: 'points',
  unit: 'point',
  userId,
});
const system = (name: string, unit: 'coin' | 'point' = 'coin'): AccountSpec => ({
  code: `system:${name}`,
  kind: 'system',
  unit,
  userId: null,
});
/** Hosts' points are issued from here; its (negative) sum is every point ever earned. */
const POINTS_ISSUANCE = system('points-issuance', 'point');
/** Hosts' points paid out go here; its sum is every point ever paid out (modules/hosts). */
const PAYOUTS = system('payouts', 'point');

const CREDIT_SOURCES: readonly CreditSource[] = ['purchase', 'subscription', 'promotion', 'grant'];
const SPEND_PURPOSES: readonly SpendPurpose[] = [
  'call',
  'gift',
  'friend',
  'like',
  'match',
  'translation',
  'other',
];
/** Every system account there is; created once, outside any movement, so their ids can be cached safely. */
const SYSTEM_ACCOUNTS: readonly AccountSpec[] = [
  ...CREDIT_SOURCES.map((s) => system(s)),
  ...SPEND_PURPOSES.map((p) => system(`spend:${p}`)),
  system('refunds'),
  POINTS_ISSUANCE,
  PAYOUTS,
];

/** Postgres codes after which the whole transaction may simply be tried again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/** JSON with sorted keys and no undefined, so stored parameters compare equal however jsonb ordered them. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** What a transaction's digest covers: its key and its entries as "account amount" lines in a fixed order. */
export function entriesDigest(key: string, lines: string[]): string {
  const sorted = [...lines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update([key, ...sorted].join('\n'))
    .digest('hex');
}

function positiveWhole(n: number): void {
  if (!Number.isSafeInteger(n) || n <= 0) throw new WalletError(WalletCode.INVALID_AMOUNT);
}

function pgCode(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return {};
  if (typeof e.code === 'string') {
    return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
  }
  return e.cause ? pgCode(e.cause) : {};
}

function toHold(row: HoldRow): Hold {
  return {
    id: String(row.id),
    userId: row.userId,
    coins: row.coins,
    status: row.status as Hold['status'],
    expiresAt: row.expiresAt,
  };
}

function parseId(id: string): number | undefined {
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
}

/**
 * The double-entry coin ledger (docs/LEDGER.md). Each movement runs in a savepoint inside the caller's
 * transaction: a refused spend the caller catches leaves nothing half-written behind.
 */
export class LedgerService implements Ledger {
  private readonly repo = new LedgerRepo();
  /** Transactions opened by `run` and still open; ledger writes refuse any other (assertTransaction). */
  private readonly live = new WeakMap<object, Set<number>>();
  private readonly accountIds = new Map<string, number>();
  private systemAccountsReady: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeTarget,
    private readonly onPublishError: (err: unknown) => void = () => undefined,
  ) {}

  async run<T>(work: (tx: LedgerTx) => Promise<T>): Promise<T> {
    await this.ensureSystemAccounts();
    for (let attempt = 1; ; attempt++) {
      const touched = new Set<number>();
      try {
        const result = await this.db.transaction(async (tx) => {
          this.live.set(tx, touched);
          try {
            return await work(tx);
          } finally {
            this.live.delete(tx);
          }
        });
        await this.publish(touched);
        return result;
      } catch (err) {
        // A deadlock between two movements over the same accounts: the database chose us; nothing was
        // written, so running the work again is safe.
        if (attempt < MAX_ATTEMPTS && RETRYABLE.has(pgCode(err).code ?? '')) continue;
        throw err;
      }
    }
  }

  async balance(userId: number, tx?: LedgerTx): Promise<Balance> {
    const rows = await this.repo.userAccounts(tx ?? this.db, userId);
    const coins = rows.find((r) => r.kind === 'coins');
    const points = rows.find((r) => r.kind === 'points');
    return {
      coins: coins ? (coins.balance ?? 0) - coins.held : 0,
      heldCoins: coins?.held ?? 0,
      points: points?.balance ?? 0,
    };
  }

  async credit(tx: LedgerTx, input: CreditInput): Promise<Movement> {
    return this.transfer(tx, 'credit', input, input.source, system(input.source), userCoins(input.userId));
  }

  async spend(tx: LedgerTx, input: SpendInput): Promise<Movement> {
    if (input.host) positiveWhole(input.host.points);
    return this.transfer(
      tx,
      'spend',
      input,
      input.purpose,
      userCoins(input.userId),
      system(`spend:${input.purpose}`),
      this.hostLegs(input.host),
    );
  }

  async sponsor(tx: LedgerTx, input: SponsorInput): Promise<Movement> {
    positiveWhole(input.coins);
    if (input.host) positiveWhole(input.host.points);
    return this.move(tx, {
      key: input.key,
      kind: 'spend',
      params: { op: 'sponsor', ...input },
      label: input.purpose,
      reference: input.reference ?? null,
      legs: [
        { account: system(input.source), amount: -input.coins },
        { account: system(`spend:${input.purpose}`), amount: input.coins },
        ...this.hostLegs(input.host),
      ],
    });
  }

  async refund(tx: LedgerTx, input: CoinsInput): Promise<Movement> {
    return this.transfer(tx, 'refund', input, 'refund', userCoins(input.userId), system('refunds'));
  }

  async payout(tx: LedgerTx, input: PayoutInput): Promise<Movement> {
    positiveWhole(input.points);
    return this.move(tx, {
      key: input.key,
      kind: 'payout',
      params: { op: 'payout', ...input },
      label: 'payout',
      reference: input.reference ?? null,
      legs: [
        { account: userPoints(input.userId), amount: -input.points },
        { account: PAYOUTS, amount: input.points },
      ],
    });
  }

  async reverse(tx: LedgerTx, input: { key: string; movementId: string; reason: string }): Promise<Movement> {
    this.assertTransaction(tx);
    const id = parseId(input.movementId);
    const original = id === undefined ? undefined : await this.repo.transactionById(tx, id);
    if (!original) throw new WalletError(WalletCode.MOVEMENT_NOT_FOUND, 404);
    if (original.kind === 'reversal') throw new WalletError(WalletCode.NOT_REVERSIBLE);
    const entries = await this.repo.entriesOf(tx, original.id);
    return this.move(tx, {
      key: input.key,
      kind: 'reversal',
      params: { op: 'reverse', ...input },
      label: original.label,
      reference: input.reason,
      reversesId: original.id,
      legs: entries.map((e) => ({
        account: { code: e.code, kind: e.kind, unit: e.unit, userId: e.userId },
        amount: -e.amount,
      })),
    });
  }

  async hold(tx: LedgerTx, input: HoldInput): Promise<Hold> {
    this.assertTransaction(tx);
    positiveWhole(input.coins);
    const params = { op: 'hold', ...input, expiresAt: input.expiresAt.toISOString() };
    return this.savepoint(tx, async (sp) => {
      const accountId = await this.account(sp, userCoins(input.userId));
      await this.repo.lockKey(sp, input.key);
      if (await this.repo.transactionByKey(sp, input.key)) throw new IdempotencyConflictError(input.key);
      // The account row is locked before the hold row is inserted: the insert's foreign key takes a share
      // lock on the account, and two holds that each held that share lock and then asked for the row lock
      // deadlocked one another on PostgreSQL.
      const [row] = await this.repo.lockAccounts(sp, [accountId]);
      const claimed = await this.repo.claimHold(sp, {
        idempotencyKey: input.key,
        params,
        userId: input.userId,
        accountId,
        coins: input.coins,
        purpose: input.purpose,
        reference: input.reference ?? null,
        expiresAt: input.expiresAt,
      });
      if (!claimed) {
        const first = await this.repo.holdByKey(sp, input.key);
        if (!first || canonical(first.params) !== canonical(params)) {
          throw new IdempotencyConflictError(input.key);
        }
        return toHold(first);
      }
      if (!row || row.balance === null) throw new Error('user coin account missing');
      if (row.balance - row.held < input.coins) throw new InsufficientCoinsError();
      await this.repo.setAccount(sp, accountId, row.balance, row.held + input.coins);
      this.touch(tx, input.userId);
      return toHold(claimed);
    });
  }

  async postHold(tx: LedgerTx, input: PostHoldInput): Promise<Movement> {
    this.assertTransaction(tx);
    const holdId = parseId(input.holdId);
    const hold = holdId === undefined ? undefined : await this.repo.holdById(tx, holdId);
    if (!hold) throw new WalletError(WalletCode.HOLD_NOT_FOUND, 404);
    const coins = input.coins ?? hold.coins;
    if (!Number.isSafeInteger(coins) || coins < 0 || coins > hold.coins) {
      throw new WalletError(WalletCode.INVALID_AMOUNT);
    }
    if (input.host) positiveWhole(input.host.points);
    const legs: Leg[] = [...this.hostLegs(input.host)];
    if (coins > 0) {
      legs.unshift(
        { account: userCoins(hold.userId), amount: -coins },
        { account: system(`spend:${hold.purpose}`), amount: coins },
      );
    }
    return this.move(
      tx,
      {
        key: input.key,
        kind: 'hold_post',
        params: { op: 'postHold', ...input, coins },
        label: hold.purpose,
        reference: hold.reference,
        legs,
      },
      async (sp, transactionId) => {
        const locked = await this.repo.holdById(sp, hold.id, true);
        if (locked?.status !== 'pending') throw new WalletError(WalletCode.HOLD_NOT_PENDING, 409);
        await this.repo.settleHold(sp, hold.id, 'posted', transactionId);
        return [[hold.accountId, -hold.coins]];
      },
    );
  }

  async voidHold(tx: LedgerTx, input: { holdId: string }): Promise<Hold> {
    this.assertTransaction(tx);
    const holdId = parseId(input.holdId);
    return this.savepoint(tx, async (sp) => {
      const hold = holdId === undefined ? undefined : await this.repo.holdById(sp, holdId, true);
      if (!hold) throw new WalletError(WalletCode.HOLD_NOT_FOUND, 404);
      // Voiding twice, or voiding what the sweeper already released, changes nothing: the coins are free.
      if (hold.status === 'voided' || hold.status === 'expired') return toHold(hold);
      if (hold.status !== 'pending') throw new WalletError(WalletCode.HOLD_NOT_PENDING, 409);
      await this.releaseHeld(sp, [hold]);
      this.touch(tx, hold.userId);
      return toHold(await this.repo.settleHold(sp, hold.id, 'voided'));
    });
  }

  async expireHolds(now: Date): Promise<number> {
    let total = 0;
    // Batches keep each transaction short; SKIP LOCKED leaves holds being posted right now to their poster.
    for (;;) {
      const n = await this.run(async (tx) => {
        const holds = await this.repo.lockExpiredHolds(tx, now, 500);
        if (holds.length === 0) return 0;
        await this.releaseHeld(tx, holds);
        for (const hold of holds) {
          await this.repo.settleHold(tx, hold.id, 'expired');
          this.touch(tx, hold.userId);
        }
        return holds.length;
      });
      total += n;
      if (n < 500) return total;
    }
  }

  /** The user's own coin or point movements, newest first (the wallet history endpoints). */
  async history(
    userId: number,
    page: number,
    size: number,
    unit: 'coins' | 'points' = 'coins',
  ): Promise<{ items: HistoryItem[]; total: number }> {
    const account = unit === 'points' ? userPoints(userId) : userCoins(userId);
    const accountId = await this.repo.accountId(this.db, account.code);
    if (accountId === undefined) return { items: [], total: 0 };
    const [rows, total] = await Promise.all([
      this.repo.history(this.db, accountId, size, (page - 1) * size),
      this.repo.countEntries(this.db, accountId),
    ]);
    return {
      items: rows.map((r) => ({
        movementId: String(r.transactionId),
        coins: r.amount,
        kind: r.kind,
        label: r.label,
        reference: r.reference,
        time: r.createdAt,
      })),
      total,
    };
  }

  // ---------------------------------------------------------------------------------------------------------

  /**
   * A movement of `input.coins` from one account to another (credit, spend, refund), plus any `extraLegs`; the
   * parameters a replay must match are the input as given.
   */
  private transfer(
    tx: LedgerTx,
    kind: 'credit' | 'spend' | 'refund',
    input: CoinsInput,
    label: string,
    from: AccountSpec,
    to: AccountSpec,
    extraLegs: Leg[] = [],
  ): Promise<Movement> {
    positiveWhole(input.coins);
    return this.move(tx, {
      key: input.key,
      kind,
      params: { op: kind, ...input },
      label,
      reference: input.reference ?? null,
      legs: [{ account: from, amount: -input.coins }, { account: to, amount: input.coins }, ...extraLegs],
    });
  }

  private hostLegs(host: HostPoints | undefined): Leg[] {
    if (!host) return [];
    return [
      { account: POINTS_ISSUANCE, amount: -host.points },
      { account: userPoints(host.userId), amount: host.points },
    ];
  }

  /** Like atproto's assertTransaction: a write outside `run` would skip the balance event and the atomicity. */
  private assertTransaction(tx: LedgerTx): void {
    if (!this.live.has(tx)) throw new Error('ledger writes must run inside ledger.run(tx => ...)');
  }

  private touch(tx: LedgerTx, userId: number): void {
    this.live.get(tx)?.add(userId);
  }

  private savepoint<T>(tx: LedgerTx, work: (sp: LedgerTx) => Promise<T>): Promise<T> {
    return tx.transaction(work);
  }

  private ensureSystemAccounts(): Promise<void> {
    this.systemAccountsReady ??= (async () => {
      for (const spec of SYSTEM_ACCOUNTS)
        this.accountIds.set(spec.code, await this.repo.ensureAccount(this.db, spec));
    })().catch((err: unknown) => {
      this.systemAccountsReady = undefined;
      throw err;
    });
    return this.systemAccountsReady;
  }

  private async account(db: Db, spec: AccountSpec): Promise<number> {
    // User accounts are not cached: an id read inside a transaction that later rolls back could name a row
    // that never came to exist. System accounts were all committed up front (ensureSystemAccounts).
    return this.accountIds.get(spec.code) ?? this.repo.ensureAccount(db, spec);
  }

  /**
   * The one way money moves: claim the key, lock the user accounts in id order, refuse what would overdraw,
   * append the entries and update the cached balances. `settle` runs after the claim and before the entries
   * (postHold uses it to close its hold) and returns held-coin changes per account id.
   */
  private async move(
    tx: LedgerTx,
    plan: MovementPlan,
    settle?: (sp: LedgerTx, transactionId: number) => Promise<[accountId: number, heldDelta: number][]>,
  ): Promise<Movement> {
    this.assertTransaction(tx);
    const legs = mergeLegs(plan.legs);
    const sums = new Map<string, number>();
    for (const leg of legs) sums.set(leg.account.unit, (sums.get(leg.account.unit) ?? 0) + leg.amount);
    if ([...sums.values()].some((s) => s !== 0)) throw new Error(`unbalanced movement ${plan.key}`);

    return this.savepoint(tx, async (sp) => {
      await this.repo.lockKey(sp, plan.key);
      if (await this.repo.holdByKey(sp, plan.key)) throw new IdempotencyConflictError(plan.key);
      const digest = entriesDigest(
        plan.key,
        legs.map((l) => `${l.account.code} ${l.amount}`),
      );
      let transactionId: number | undefined;
      try {
        transactionId = await this.repo.claimTransaction(sp, {
          idempotencyKey: plan.key,
          kind: plan.kind,
          params: plan.params,
          label: plan.label,
          reference: plan.reference,
          reversesId: plan.reversesId ?? null,
          digest,
        });
      } catch (err) {
        const { code, constraint } = pgCode(err);
        if (code === '23505' && constraint === 'wallet_transactions_reverses_key') {
          throw new WalletError(WalletCode.ALREADY_REVERSED, 409);
        }
        throw err;
      }
      if (transactionId === undefined) return this.replay(sp, plan);
      if (plan.reversesId !== undefined) {
        const earlier = await this.repo.reversalOf(sp, plan.reversesId);
        if (earlier && earlier.id !== transactionId) throw new WalletError(WalletCode.ALREADY_REVERSED, 409);
      }

      const heldDeltas = new Map(settle ? await settle(sp, transactionId) : []);
      const entries: { accountId: number; amount: number }[] = [];
      const userAccountIds = new Set(heldDeltas.keys());
      for (const leg of legs) {
        const accountId = await this.account(sp, leg.account);
        entries.push({ accountId, amount: leg.amount });
        if (leg.account.kind !== 'system') userAccountIds.add(accountId);
      }
      for (const row of await this.repo.lockAccounts(sp, [...userAccountIds])) {
        const delta = entries.find((e) => e.accountId === row.id)?.amount ?? 0;
        const balance = (row.balance ?? 0) + delta;
        const held = row.held + (heldDeltas.get(row.id) ?? 0);
        const spendableBefore = (row.balance ?? 0) - row.held;
        // Refuse only what makes things worse: a posted hold may leave spendable as it was, never lower.
        if (balance - held < 0 && balance - held < spendableBefore) throw new InsufficientCoinsError();
        await this.repo.setAccount(sp, row.id, balance, held);
        if (row.userId !== null) this.touch(tx, row.userId);
      }
      await this.repo.insertEntries(sp, transactionId, entries);
      return { id: String(transactionId), idempotencyKey: plan.key, replayed: false };
    });
  }

  private async replay(db: Db, plan: MovementPlan): Promise<Movement> {
    const first: TransactionRow | undefined = await this.repo.transactionByKey(db, plan.key);
    if (!first || canonical(first.params) !== canonical(plan.params)) {
      throw new IdempotencyConflictError(plan.key);
    }
    return { id: String(first.id), idempotencyKey: plan.key, replayed: true };
  }

  /** Gives held coins back to spendable; the caller has locked the holds. */
  private async releaseHeld(db: Db, holds: HoldRow[]): Promise<void> {
    const perAccount = new Map<number, number>();
    for (const h of holds) perAccount.set(h.accountId, (perAccount.get(h.accountId) ?? 0) + h.coins);
    for (const row of await this.repo.lockAccounts(db, [...perAccount.keys()])) {
      await this.repo.setAccount(db, row.id, row.balance, row.held - (perAccount.get(row.id) ?? 0));
    }
  }

  private async publish(userIds: Set<number>): Promise<void> {
    for (const userId of userIds) {
      try {
        this.realtime.emitToUser(userId, 'wallet:balance', await this.balance(userId));
      } catch (err) {
        // The movement is committed; a missed event only delays the header until the next read.
        this.onPublishError(err);
      }
    }
  }
}

/** One leg per account: a spend paying a host never names an account twice, but a reversal might. */
function mergeLegs(legs: Leg[]): Leg[] {
  const byCode = new Map<string, Leg>();
  for (const leg of legs) {
    const seen = byCode.get(leg.account.code);
    byCode.set(leg.account.code, { account: leg.account, amount: (seen?.amount ?? 0) + leg.amount });
  }
  return [...byCode.values()].filter((l) => l.amount !== 0);
}
