import type { CallRow } from '../../infra/db/schema';

/**
 * What the server itself must do to a live call, and when: the ring window runs out, an answered call never
 * connects, a billing minute starts or ends, a low balance or a party's absence runs out, both parties' presence
 * is due for a look. Pure, so both the in-process timer and any process's sweep read the same deadlines off the row.
 */
export type DueKind = 'ring' | 'connect' | 'minute' | 'billingStart' | 'lowBalance' | 'offline' | 'liveness';

export interface DueEvent {
  kind: DueKind;
  at: Date;
}

/** On a tie the minute is settled first: a payer who topped up keeps talking instead of being cut off. */
const ORDER: readonly DueKind[] = [
  'ring',
  'connect',
  'minute',
  'billingStart',
  'lowBalance',
  'offline',
  'liveness',
];

function candidates(row: CallRow): DueEvent[] {
  const events: DueEvent[] = [];
  const add = (kind: DueKind, at: Date | null) => {
    if (at) events.push({ kind, at });
  };
  switch (row.phase) {
    case 'ringing':
      add('ring', row.ringEndsAt);
      break;
    case 'accepted':
      add('connect', row.connectBy);
      break;
    case 'connected':
      // While media is interrupted, billing and the presence look stand still: only the grace can run out.
      if (row.interruptedAt) {
        add('offline', row.offlineEndsAt);
        break;
      }
      if (row.nextMinuteAt) add('minute', row.nextMinuteAt);
      else if (row.payerId !== null && row.pricePerMinute > 0) add('billingStart', row.billingStartsAt);
      add('lowBalance', row.lowBalanceEndsAt);
      add('offline', row.offlineEndsAt);
      add('liveness', row.livenessCheckAt);
      break;
  }
  return events;
}

/** The earliest thing due on this call, if any. */
export function nextDue(row: CallRow): DueEvent | undefined {
  return candidates(row).sort(
    (a, b) => a.at.getTime() - b.at.getTime() || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind),
  )[0];
}

/** The `due_at` column: when some process must next look at this call. */
export function dueAtOf(row: CallRow): Date | null {
  return nextDue(row)?.at ?? null;
}
