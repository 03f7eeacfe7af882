// Tables of the wallet area (the coin ledger, docs/LEDGER.md). Re-exported by schema.ts so that drizzle-kit and
// the typed query builder see them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema-accounts';

/**
 * One row per account. User accounts ('coins', 'points') keep a cached balance, maintained in the same
 * transaction as their entries and checked by `ledger:check`; system accounts (sources and sinks of money)
 * keep none, because every purchase or spend would otherwise queue on one hot row.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'user:<id>:coins', 'user:<id>:points' or 'system:<name>', e.g. 'system:spend:call'. */
    code: text('code').notNull(),
    /** 'coins' | 'points' | 'system'. */
    kind: text('kind').notNull(),
    /** 'coin' | 'point': entries of one transaction sum to zero per unit. */
    unit: text('unit').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** Sum of posted entries; null for system accounts. */
    balance: bigint('balance', { mode: 'number' }),
    /** Coins reserved by pending holds; spendable = balance - held. */
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_code_key').on(t.code),
    check('wallet_accounts_kind_check', sql`${t.kind} in ('coins', 'points', 'system')`),
    check(
      'wallet_accounts_shape_check',
      sql`(${t.kind} = 'system') = (${t.userId} is null) and (${t.kind} = 'system') = (${t.balance} is null)`,
    ),
    // The database's own guarantee that nobody overdraws, whatever the code above it does.
    check(
      'wallet_accounts_nonnegative_check',
      sql`${t.held} >= 0 and (${t.balance} is null or ${t.balance} >= ${t.held})`,
    ),
  ],
);
export type WalletAccountRow = typeof walletAccounts.$inferSelect;

/** One row per movement; its entries sum to zero per unit. The idempotency key makes a movement happen once. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 'credit' | 'spend' | 'refund' | 'reversal' | 'hold_post'. */
    kind: text('kind').notNull(),
    /** The parameters the movement was asked with; a replay must match them exactly. */
    params: jsonb('params').notNull(),
    /** 'purchase', 'call', ... (source or purpose) for the history. */
    label: text('label').notNull(),
    /** The caller's reference (order number, room, gift id). */
    reference: text('reference'),
    /** The movement this one reverses; unique, so a movement is reversed at most once. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => walletTransactions.id),
    /** SHA-256 over the entries as written; `ledger:check` recomputes it, so an edited entry shows. */
    digest: text('digest').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('wallet_transactions_reverses_key').on(t.reversesId),
  ],
);

/** Append-only: written once with its transaction, never updated or deleted (corrections are reversals). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.accountId, t.id),
    index('wallet_entries_transaction_idx').on(t.transactionId),
    check('wallet_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** Two-phase reservations (call minutes): pending -> posted | voided | expired. Held coins are not spendable. */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    params: jsonb('params').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    coins: bigint('coins', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    reference: text('reference'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The spend that settled a posted hold. */
    postedTransactionId: integer('posted_transaction_id').references(() => walletTransactions.id),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_holds_idempotency_key').on(t.idempotencyKey),
    index('wallet_holds_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('wallet_holds_account_idx').on(t.accountId),
    check('wallet_holds_coins_check', sql`${t.coins} > 0`),
    check('wallet_holds_status_check', sql`${t.status} in ('pending', 'posted', 'voided', 'expired')`),
  ],
);
