import { CallAction, type CallDisplayState } from '../tables/call-actions';

/**
 * The server-authoritative life of one call (spec §4): launch, then answer or refuse or cancel or timeout, then
 * hangup. Pure, so the server applies it inside its transaction and the web shows the same outcome.
 *
 * Billing hangs on `connectedAt`: a call is connected when media flows for either party (notifyStart). Either
 * party may report it, so a caller cannot dodge paying by staying silent, and a call that never carried media
 * (never connected) costs nothing.
 */
export type CallRole = 'caller' | 'callee';

export type CallEndReason =
  /** Ended after it was answered. */
  | 'hung_up'
  /** The callee said no (refuse, or hung up while it rang). */
  | 'declined'
  /** The caller withdrew before an answer. */
  | 'cancelled'
  /** Nobody answered within the ring window. */
  | 'no_answer'
  /** Answered, but media never flowed before the connection gave up ('Sorry, call connection failed'). */
  | 'failed'
  /** Media had flowed, then stopped and did not come back within the reconnect grace. */
  | 'lost';

export type CallPhase =
  | { phase: 'ringing' }
  | { phase: 'accepted'; answeredAt: number }
  | { phase: 'connected'; answeredAt: number; connectedAt: number }
  | {
      phase: 'ended';
      reason: CallEndReason;
      endedBy: CallRole | 'system';
      endedAt: number;
      answeredAt: number | null;
      connectedAt: number | null;
    };

export type CallStep =
  { ok: true; state: CallPhase; changed: boolean } | { ok: false; error: 'not_your_action' };

/** Actions only one side may take; the others are open to both. */
const ONLY: Partial<Record<CallAction, CallRole>> = {
  [CallAction.ANSWER]: 'callee',
  [CallAction.REFUSE]: 'callee',
  [CallAction.CANCEL]: 'caller',
};

const same = (state: CallPhase): CallStep => ({ ok: true, state, changed: false });
const next = (state: CallPhase): CallStep => ({ ok: true, state, changed: true });

function ended(from: CallPhase, reason: CallEndReason, endedBy: CallRole | 'system', now: number): CallStep {
  const answeredAt = from.phase === 'accepted' || from.phase === 'connected' ? from.answeredAt : null;
  const connectedAt = from.phase === 'connected' ? from.connectedAt : null;
  return next({ phase: 'ended', reason, endedBy, endedAt: now, answeredAt, connectedAt });
}

/**
 * Applies one action by one party (or 'system' for the server's own timers). Repeated and late actions are
 * harmless: they leave the state unchanged (`changed: false`), so retried requests and crossing messages never
 * flip an outcome.
 */
export function applyCallAction(
  state: CallPhase,
  action: CallAction,
  actor: CallRole | 'system',
  now: number,
): CallStep {
  const only = ONLY[action];
  if (only && actor !== only && actor !== 'system') return { ok: false, error: 'not_your_action' };
  if (state.phase === 'ended') return same(state);

  switch (action) {
    case CallAction.ANSWER:
      return state.phase === 'ringing' ? next({ phase: 'accepted', answeredAt: now }) : same(state);
    case CallAction.REFUSE:
      return state.phase === 'ringing' ? ended(state, 'declined', 'callee', now) : same(state);
    case CallAction.CANCEL:
      if (state.phase === 'ringing') return ended(state, 'cancelled', 'caller', now);
      // Withdrawn after the answer but before any media: nothing was delivered.
      return state.phase === 'accepted' ? ended(state, 'cancelled', 'caller', now) : same(state);
    case CallAction.TIMEOUT:
      if (state.phase === 'ringing') return ended(state, 'no_answer', actor, now);
      return state.phase === 'accepted' ? ended(state, 'failed', actor, now) : same(state);
    case CallAction.NOTIFY_START:
      return state.phase === 'accepted'
        ? next({ phase: 'connected', answeredAt: state.answeredAt, connectedAt: now })
        : same(state);
    case CallAction.NOTIFY_JOIN:
      return same(state);
    case CallAction.HANGUP:
    case CallAction.NOTIFY_END:
      if (state.phase === 'ringing') {
        // Hanging up a ringing call is the caller withdrawing or the callee saying no.
        return ended(state, actor === 'callee' ? 'declined' : 'cancelled', actor, now);
      }
      // Hung up while still connecting: it ends as hung up, and with no connectedAt it costs nothing.
      return ended(state, 'hung_up', actor, now);
    default:
      return same(state);
  }
}

/**
 * The server's own end of a connected call whose media stopped and did not come back within the reconnect grace
 * (not an action anyone sends, so it has no spec §4 code). Anything but a connected call is left as it is.
 */
export function loseConnection(state: CallPhase, now: number): CallStep {
  return state.phase === 'connected' ? ended(state, 'lost', 'system', now) : same(state);
}

/**
 * Seconds of media, for the receipt; 0 for a call that never connected. `interruptedMs` is the time media was
 * interrupted meanwhile (docs/decisions/021-calls-survive.md): neither media nor billed.
 */
export function connectedSeconds(state: CallPhase, now: number, interruptedMs = 0): number {
  if (state.phase !== 'connected' && state.phase !== 'ended') return 0;
  if (state.connectedAt === null) return 0;
  const end = state.phase === 'ended' ? state.endedAt : now;
  return Math.max(0, Math.floor((end - state.connectedAt - interruptedMs) / 1000));
}

/**
 * The state each side is shown (spec §4: ringing, connected, hung up, declined, missed, cancelled, no answer).
 * A call the callee never took is 'missed' on their side, whether the caller gave up or the ring ran out.
 */
export function callDisplayState(state: CallPhase, role: CallRole): CallDisplayState {
  switch (state.phase) {
    case 'ringing':
      return 'ringing';
    case 'accepted':
    case 'connected':
      return 'connected';
    case 'ended':
      switch (state.reason) {
        case 'declined':
          return 'declined';
        case 'cancelled':
          return role === 'callee' && state.answeredAt === null ? 'missed' : 'cancelled';
        case 'no_answer':
          return role === 'callee' ? 'missed' : 'no_answer';
        case 'hung_up':
        case 'failed':
          return 'hung_up';
        case 'lost':
          return 'connection_lost';
      }
  }
}
