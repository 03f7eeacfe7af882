import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import {
  walletAccounts,
  walletEntries,
  walletHolds,
  walletTransactions,
  type WalletAccountRow,
} from '../../infra/db/schema-wallet';

/** A transaction opened by the ledger (or a savepoint inside it); the query builder is the same. */
type Exec = Db;

export interface AccountSpec {
  code: string;
  kind: 'coins' | 'points' | 'system';
  unit: 'coin' | 'point';
  userId: number | null;
}

export type TransactionRow = typeof walletTransactions.$inferSelect;
export type HoldRow = typeof walletHolds.$inferSelect;
export type NewTransaction = Omit<typeof walletTransactions.$inferInsert, 'id' | 'createdAt'>;
export type NewHold = Omit<typeof walletHolds.$inferInsert, 'id' | 'createdAt'>;

export interface EntryWithAccount extends AccountSpec {
  accountId: number;
  amount: number;
}

export interface HistoryRow {
  transactionId: number;
  amount: number;
  kind: string;
  label: string;
  reference: string | null;
  createdAt: Date;
}

/** Both drivers answer a raw statement with { rows }; the shared query-builder type does not say so. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every SQL statement of the ledger. The service decides; this file only reads and writes. */
export class LedgerRepo {
  async accountId(db: Exec, code: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(eq(walletAccounts.code, code));
    return row?.id;
  }

  /** Creates the account unless it exists; concurrent creators both end up with the same row. */
  async ensureAccount(db: Exec, spec: AccountSpec): Promise<number> {
    // Look first: an INSERT ... ON CONFLICT DO NOTHING takes a sequence value even when the row exists, so
    // inserting on every movement would burn through the id sequence (and cost a round trip) for nothing.
    const existing = await this.accountId(db, spec.code);
    if (existing !== undefined) return existing;
    await db
      .insert(walletAccounts)
      .values({
        code: spec.code,
        kind: spec.kind,
        unit: spec.unit,
        userId: spec.userId,
        balance: spec.kind === 'system' ? null : 0,
      })
      .onConflictDoNothing({ target: walletAccounts.code });
    const id = await this.accountId(db, spec.code);
    if (id === undefined) throw new Error(`wallet account ${spec.code} could not be created`);
    return id;
  }

  /** Row locks in id order, so two movements over the same accounts never wait on each other in a cycle. */
  async lockAccounts(db: Exec, ids: number[]): Promise<WalletAccountRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(walletAccounts)
      .where(inArray(walletAccounts.id, ids))
      .orderBy(asc(walletAccounts.id))
      .for('update');
  }

  async setAccount(db: Exec, id: number, balance: number | null, held: number): Promise<void> {
    await db.update(walletAccounts).set({ balance, held }).where(eq(walletAccounts.id, id));
  }

  async userAccounts(db: Exec, userId: number): Promise<WalletAccountRow[]> {
    return db.select().from(walletAccounts).where(eq(walletAccounts.userId, userId));
  }

  /** Inserts the transaction unless its key is taken; a concurrent insert of the same key waits for the first. */
  /**
   * Serialises every use of one idempotency key until the transaction ends. Movements and holds keep their keys
   * in two tables, so each checks the other's before claiming; without this lock two concurrent calls (a hold
   * and a movement with one key) could both pass that check.
   */
  async lockKey(db: Exec, key: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }

  async claimTransaction(db: Exec, row: NewTransaction): Promise<number | undefined> {
    const [claimed] = await db
      .insert(walletTransactions)
      .values(row)
      .onConflictDoNothing({ target: walletTransactions.idempotencyKey })
      .returning({ id: walletTransactions.id });
    return claimed?.id;
  }

  async transactionByKey(db: Exec, key: string): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.idempotencyKey, key));
    return row;
  }

  async transactionById(db: Exec, id: number): Promise<TransactionRow | undefined> {
    const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, id));
    return row;
  }

  async reversalOf(db: Exec, id: number): Promise<TransactionRow | undefined> {
    const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.reversesId, id));
    return row;
  }

  async entriesOf(db: Exec, transactionId: number): Promise<EntryWithAccount[]> {
    return db
      .select({
        accountId: walletEntries.accountId,
        amount: walletEntries.amount,
        code: walletAccounts.code,
        kind: sql<AccountSpec['kind']>`${walletAccounts.kind}`,
        unit: sql<AccountSpec['unit']>`${walletAccounts.unit}`,
        userId: walletAccounts.userId,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletEntries.transactionId, transactionId))
      .orderBy(asc(walletEntries.id));
  }

  async insertEntries(
    db: Exec,
    transactionId: number,
    entries: { accountId: number; amount: number }[],
  ): Promise<void> {
    if (entries.length === 0) return;
    await db.insert(walletEntries).values(entries.map((e) => ({ ...e, transactionId })));
  }

  async claimHold(db: Exec, row: NewHold): Promise<HoldRow | undefined> {
    const [claimed] = await db
      .insert(walletHolds)
      .values(row)
      .onConflictDoNothing({ target: walletHolds.idempotencyKey })
      .returning();
    return claimed;
  }

  async holdByKey(db: Exec, key: string): Promise<HoldRow | undefined> {
    const [row] = await db.select().from(walletHolds).where(eq(walletHolds.idempotencyKey, key));
    return row;
  }

  async holdById(db: Exec, id: number, lock = false): Promise<HoldRow | undefined> {
    const query = db.select().from(walletHolds).where(eq(walletHolds.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async settleHold(
    db: Exec,
    id: number,
    status: 'posted' | 'voided' | 'expired',
    postedTransactionId: number | null = null,
  ): Promise<HoldRow> {
    const [row] = await db
      .update(walletHolds)
      .set({ status, postedTransactionId, settledAt: sql`now()` })
      .where(eq(walletHolds.id, id))
      .returning();
    if (!row) throw new Error(`wallet hold ${id} vanished`);
    return row;
  }

  /** Pending holds past expiry; ones another transaction is settling right now are left for the next sweep. */
  async lockExpiredHolds(db: Exec, now: Date, limit: number): Promise<HoldRow[]> {
    return db
      .select()
      .from(walletHolds)
      .where(and(eq(walletHolds.status, 'pending'), lte(walletHolds.expiresAt, now)))
      .orderBy(asc(walletHolds.id))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** The user's coin movements, newest first. */
  async history(db: Exec, accountId: number, limit: number, offset: number): Promise<HistoryRow[]> {
    return db
      .select({
        transactionId: walletTransactions.id,
        amount: walletEntries.amount,
        kind: walletTransactions.kind,
        label: walletTransactions.label,
        reference: walletTransactions.reference,
        createdAt: walletTransactions.createdAt,
      })
      .from(walletEntries)
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
      .where(eq(walletEntries.accountId, accountId))
      .orderBy(desc(walletEntries.id))
      .limit(limit)
      .offset(offset);
  }

  async countEntries(db: Exec, accountId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletEntries)
      .where(eq(walletEntries.accountId, accountId));
    return row?.n ?? 0;
  }

  // ---- Invariant checks (ledger:check). Each returns the offending rows, empty when the ledger is sound. ----

  /** Transactions whose entries do not sum to zero in some unit. */
  async unbalancedTransactions(db: Exec): Promise<{ transactionId: number; unit: string; sum: number }[]> {
    return db
      .select({
        transactionId: walletEntries.transactionId,
        unit: walletAccounts.unit,
        sum: sql<number>`sum(${walletEntries.amount})::bigint`.mapWith(Number),
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .groupBy(walletEntries.transactionId, walletAccounts.unit)
      .having(sql`sum(${walletEntries.amount}) <> 0`);
  }

  /** User accounts whose cached balance differs from the sum of their entries. */
  async driftedBalances(db: Exec): Promise<{ code: string; cached: number; entries: number }[]> {
    const sums = db
      .select({
        accountId: walletEntries.accountId,
        total: sql<number>`sum(${walletEntries.amount})`.as('total'),
      })
      .from(walletEntries)
      .groupBy(walletEntries.accountId)
      .as('sums');
    return db
      .select({
        code: walletAccounts.code,
        cached: sql<number>`${walletAccounts.balance}`.mapWith(Number),
        entries: sql<number>`coalesce(${sums.total}, 0)::bigint`.mapWith(Number),
      })
      .from(walletAccounts)
      .leftJoin(sums, eq(sums.accountId, walletAccounts.id))
      .where(
        and(isNotNull(walletAccounts.balance), sql`${walletAccounts.balance} <> coalesce(${sums.total}, 0)`),
      );
  }

  /** User accounts below zero, or with more held than they hold (the CHECK constraint forbids both). */
  async negativeAccounts(db: Exec): Promise<{ code: string; balance: number; held: number }[]> {
    return db
      .select({
        code: walletAccounts.code,
        balance: sql<number>`${walletAccounts.balance}`.mapWith(Number),
        held: walletAccounts.held,
      })
      .from(walletAccounts)
      .where(
        and(
          isNotNull(walletAccounts.balance),
          sql`(${walletAccounts.balance} < 0 or ${walletAccounts.held} < 0 or ${walletAccounts.balance} < ${walletAccounts.held})`,
        ),
      );
  }

  /** Accounts whose held coins differ from the sum of their pending holds. */
  async driftedHolds(db: Exec): Promise<{ code: string; held: number; pending: number }[]> {
    const pending = db
      .select({
        accountId: walletHolds.accountId,
        total: sql<number>`sum(${walletHolds.coins})`.as('total'),
      })
      .from(walletHolds)
      .where(eq(walletHolds.status, 'pending'))
      .groupBy(walletHolds.accountId)
      .as('pending');
    return db
      .select({
        code: walletAccounts.code,
        held: walletAccounts.held,
        pending: sql<number>`coalesce(${pending.total}, 0)::bigint`.mapWith(Number),
      })
      .from(walletAccounts)
      .leftJoin(pending, eq(pending.accountId, walletAccounts.id))
      .where(sql`${walletAccounts.held} <> coalesce(${pending.total}, 0)`);
  }

  /** Idempotency keys used more than once: within a table (were its unique index dropped) or across both. */
  async duplicateKeys(db: Exec): Promise<{ key: string; uses: number }[]> {
    const result = await db.execute(sql`
      select key, count(*)::int as uses from (
        select ${walletTransactions.idempotencyKey} as key from ${walletTransactions}
        union all
        select ${walletHolds.idempotencyKey} as key from ${walletHolds}
      ) keys group by key having count(*) > 1`);
    return rowsOf<{ key: string; uses: number }>(result);
  }

  /** Every transaction with the lines its digest covers, in entry order. */
  async transactionsForDigest(
    db: Exec,
  ): Promise<{ id: number; key: string; digest: string; lines: string[] }[]> {
    const result = await db.execute(sql`
      select t.id, t.idempotency_key as key, t.digest,
        array_agg(a.code || ' ' || e.amount::text)
          filter (where e.id is not null) as lines
      from ${walletTransactions} t
      left join ${walletEntries} e on e.transaction_id = t.id
      left join ${walletAccounts} a on a.id = e.account_id
      group by t.id order by t.id`);
    type Row = { id: number; key: string; digest: string; lines: string[] | null };
    return rowsOf<Row>(result).map((r) => ({ ...r, id: Number(r.id), lines: r.lines ?? [] }));
  }

  /** Posted holds without their settling transaction (coins would have been released but never charged). */
  async postedHoldsWithoutSpend(db: Exec): Promise<{ holdId: number }[]> {
    return db
      .select({ holdId: walletHolds.id })
      .from(walletHolds)
      .where(and(eq(walletHolds.status, 'posted'), sql`${walletHolds.postedTransactionId} is null`));
  }
}

/**
 * The user's spendable coins (goldNum of spec §3) for readers outside the wallet that only have a Db, such as
 * the user info built by the accounts area. Same figure as LedgerService.balance().coins.
 */
export async function spendableCoins(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: walletAccounts.balance, held: walletAccounts.held })
    .from(walletAccounts)
    .where(eq(walletAccounts.code, `user:${userId}:coins`));
  return row ? (row.balance ?? 0) - row.held : 0;
}
