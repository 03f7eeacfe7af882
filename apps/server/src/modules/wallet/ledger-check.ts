import type { Db } from '../../infra/db/database';
import { entriesDigest } from './ledger-service';
import { LedgerRepo } from './repo';

export interface LedgerViolation {
  invariant:
    | 'transaction-unbalanced'
    | 'balance-drift'
    | 'negative-balance'
    | 'held-drift'
    | 'duplicate-key'
    | 'entry-altered'
    | 'posted-hold-unsettled';
  detail: string;
}

/**
 * Verifies every ledger invariant on the database as it is now (`npm run ledger:check`). Empty means sound.
 * Reads only; on a live PostgreSQL run it in one REPEATABLE READ snapshot so movements committing meanwhile
 * cannot show up as drift.
 */
export async function checkLedger(db: Db): Promise<LedgerViolation[]> {
  return db.transaction(
    async (tx) => {
      const repo = new LedgerRepo();
      const out: LedgerViolation[] = [];
      for (const r of await repo.unbalancedTransactions(tx)) {
        out.push({
          invariant: 'transaction-unbalanced',
          detail: `transaction ${r.transactionId}: ${r.unit} entries sum to ${r.sum}, not 0`,
        });
      }
      for (const r of await repo.driftedBalances(tx)) {
        out.push({
          invariant: 'balance-drift',
          detail: `${r.code}: cached balance ${r.cached}, entries sum to ${r.entries}`,
        });
      }
      for (const r of await repo.negativeAccounts(tx)) {
        out.push({
          invariant: 'negative-balance',
          detail: `${r.code}: balance ${r.balance}, held ${r.held}`,
        });
      }
      for (const r of await repo.driftedHolds(tx)) {
        out.push({
          invariant: 'held-drift',
          detail: `${r.code}: held ${r.held}, pending holds sum to ${r.pending}`,
        });
      }
      for (const r of await repo.duplicateKeys(tx)) {
        out.push({ invariant: 'duplicate-key', detail: `idempotency key ${r.key} used ${r.uses} times` });
      }
      for (const t of await repo.transactionsForDigest(tx)) {
        if (entriesDigest(t.key, t.lines) !== t.digest) {
          out.push({
            invariant: 'entry-altered',
            detail: `transaction ${t.id} (${t.key}): entries no longer match the digest written with them`,
          });
        }
      }
      for (const r of await repo.postedHoldsWithoutSpend(tx)) {
        out.push({
          invariant: 'posted-hold-unsettled',
          detail: `hold ${r.holdId} posted without a movement`,
        });
      }
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
