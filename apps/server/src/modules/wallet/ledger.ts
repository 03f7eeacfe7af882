import type { Db } from '../../infra/db/database';

/**
 * The coin ledger as the rest of the server sees it (payments, friends, calls, gifts). Implemented by
 * LedgerService (ledger-service.ts); ctx.ledger is the one instance.
 *
 * Every write takes the transaction it belongs to: the caller opens it with `run`, does its own writes (an
 * order marked paid, a friendship stored) and the money movement in the same transaction, so either both
 * happen or neither does. Writes refuse to run outside `run` (assertTransaction). When `run` commits, every
 * user whose balance moved in it gets a 'wallet:balance' realtime event.
 *
 * Every movement carries an idempotency key. The same key with the same parameters returns the first
 * movement again and moves nothing; the same key with other parameters throws IdempotencyConflictError.
 * Amounts are whole coins (or points), always positive.
 */
export type LedgerTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What coins are spent on; each purpose has its own system account, so spending can be counted per purpose. */
export type SpendPurpose = 'call' | 'gift' | 'friend' | 'like' | 'match' | 'translation' | 'other';

/** Where credited coins come from; each source has its own system account. */
export type CreditSource = 'purchase' | 'subscription' | 'promotion' | 'grant';

export interface Movement {
  /** The ledger's id of the transaction (all its entries share it). */
  id: string;
  idempotencyKey: string;
  /** True when this call found the key already used with the same parameters and moved nothing. */
  replayed: boolean;
}

export interface Balance {
  /** Spendable coins: posted entries minus coins held by pending holds. This is goldNum of spec §3. */
  coins: number;
  /** Coins reserved by pending holds (a call minute being billed). */
  heldCoins: number;
  /** A host's earned points. */
  points: number;
}

export interface Hold {
  id: string;
  userId: number;
  coins: number;
  status: 'pending' | 'posted' | 'voided' | 'expired';
  expiresAt: Date;
}

/** Points paid to a host with a spend (calls, gifts). */
export interface HostPoints {
  userId: number;
  points: number;
}

/** What every coin movement of one user names; the movements below add their own fields. */
export interface CoinsInput {
  /** The idempotency key. */
  key: string;
  userId: number;
  coins: number;
  reference?: string;
}

export interface CreditInput extends CoinsInput {
  source: CreditSource;
}

export interface SpendInput extends CoinsInput {
  purpose: SpendPurpose;
  host?: HostPoints;
}

/**
 * A spend paid by a system source on a user's behalf (a backpack gift): coins from `source` to
 * `spend:<purpose>`, and points to the host, in one movement; no user's coins move.
 */
export interface SponsorInput {
  key: string;
  source: CreditSource;
  purpose: SpendPurpose;
  coins: number;
  host?: HostPoints;
  reference?: string;
}

export interface PayoutInput {
  /** The idempotency key. */
  key: string;
  /** The host. */
  userId: number;
  points: number;
  reference?: string;
}

export interface HoldInput extends CoinsInput {
  purpose: SpendPurpose;
  expiresAt: Date;
}

export interface PostHoldInput {
  key: string;
  holdId: string;
  /** Up to the held coins; the whole hold when left out. */
  coins?: number;
  host?: HostPoints;
}

export interface Ledger {
  /**
   * Opens a transaction for ledger writes (and the caller's own writes); publishes balances after commit.
   * If PostgreSQL aborts it for a deadlock or serialisation failure, the whole `work` runs again (at most 3
   * times), so `work` should only write through `tx`. Each ledger write runs in its own savepoint: a caught
   * InsufficientCoinsError leaves nothing behind and the transaction can go on.
   */
  run<T>(work: (tx: LedgerTx) => Promise<T>): Promise<T>;

  balance(userId: number, tx?: LedgerTx): Promise<Balance>;

  /** Coins into the user's account from a system account (a purchase, a subscription period, a grant). */
  credit(tx: LedgerTx, input: CreditInput): Promise<Movement>;

  /**
   * Coins out of the user's account to the purpose's system account. Throws InsufficientCoinsError when the
   * spendable balance is short (the balance never goes below zero, also under concurrent spends).
   * `host` also credits points to a host (calls, gifts) in the same movement.
   */
  spend(tx: LedgerTx, input: SpendInput): Promise<Movement>;

  /** A spend a system source pays (a backpack gift: the promotion pays, the receiver earns points). */
  sponsor(tx: LedgerTx, input: SponsorInput): Promise<Movement>;

  /**
   * Takes back coins of a refunded purchase: moves `coins` from the user to the refunds system account.
   * Throws InsufficientCoinsError when the user no longer has them (spent coins are not refundable).
   */
  refund(tx: LedgerTx, input: CoinsInput): Promise<Movement>;

  /**
   * A host's points paid out (a payout request an admin marked paid): `points` from the host's point account to
   * `system:payouts`. Throws InsufficientCoinsError when the host has fewer points. Only a record: the money
   * itself leaves outside the system.
   */
  payout(tx: LedgerTx, input: PayoutInput): Promise<Movement>;

  /** A correction: a new movement with every entry of the original negated. Entries are never edited. */
  reverse(tx: LedgerTx, input: { key: string; movementId: string; reason: string }): Promise<Movement>;

  /** Reserves coins (pending); they stop being spendable until posted, voided or expired. */
  hold(tx: LedgerTx, input: HoldInput): Promise<Hold>;

  /** Settles a pending hold as a spend of up to its amount (the rest is released), optionally paying a host. */
  postHold(tx: LedgerTx, input: PostHoldInput): Promise<Movement>;

  /** Releases a pending hold without spending. */
  voidHold(tx: LedgerTx, input: { holdId: string }): Promise<Hold>;

  /** Marks pending holds past their expiry as expired (released); returns how many. */
  expireHolds(now: Date): Promise<number>;

  /** The user's own coin (or, with `unit` 'points', point) movements, newest first; page counts from 1. */
  history(
    userId: number,
    page: number,
    size: number,
    unit?: 'coins' | 'points',
  ): Promise<{ items: HistoryItem[]; total: number }>;
}

/** One movement as the user's coin account saw it. */
export interface HistoryItem {
  movementId: string;
  /** Signed coins (points in a point history): positive in, negative out. */
  coins: number;
  /** 'credit' | 'spend' | 'refund' | 'reversal' | 'hold_post'. */
  kind: string;
  /** The source ('purchase', 'grant', ...) or purpose ('call', 'gift', ...). */
  label: string;
  reference: string | null;
  time: Date;
}
