import type { CallRow } from '../../infra/db/schema';
import type { LedgerTx } from '../wallet/ledger';

/**
 * What one locked change of a call must tell the world once it has committed: events to the two parties,
 * presence, the process's timer. Collected during the transaction and sent only after it commits, so a rolled
 * back change (or one the ledger runs again after a deadlock) never announces anything.
 */
export class CallEffects {
  /** The call as it was committed; set when the change finishes. */
  row: CallRow | undefined;
  /** The callee should see the ring bell. */
  incoming = false;
  /** The phase or media changed: 'call:state' to both. */
  state = false;
  /** The call became answered or connected: both are busy. */
  busy = false;
  /** The call ended: receipts to both, presence back to online. */
  ended = false;
  /** The latest billing news of this change (only the last one matters to a client). */
  billing: { lowBalance: boolean; endsAt: Date | null } | undefined;
  upgrade: { state: 'requested' | 'accepted' | 'declined'; byUserId: number } | undefined;

  noteBilling(row: CallRow): void {
    this.billing = { lowBalance: row.lowBalanceEndsAt !== null, endsAt: row.lowBalanceEndsAt };
  }
}

/** One locked change in progress: the transaction, the row being changed, its effects and the time it runs at. */
export interface CallChange {
  tx: LedgerTx;
  row: CallRow;
  fx: CallEffects;
  now: number;
}
