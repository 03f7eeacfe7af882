import {
  MATCHING_FLOW,
  MatchCode,
  WalletCode,
  type MatchingAnswer,
  type MatchOffer,
  type MatchPeer,
} from '@mingle/protocol';
import { ApiError } from '../../lib/api-client';

/** Why the server would not let the user into the queue; each has its own text and way out. */
export type Refusal =
  'quotaUsed' | 'dailyLimit' | 'balance' | 'inCall' | 'priceChanged' | 'profileIncomplete' | 'generic';

export type EndReason = 'declined' | 'next' | 'expired' | 'peer_left';

/** What the matching page shows. */
export type MatchingPhase =
  | { kind: 'joining' }
  | { kind: 'searching' }
  /** The matched pop-up is open; `accepted` once this side said yes and waits for the other. */
  | { kind: 'offer'; offer: MatchOffer; accepted: boolean }
  /** Both accepted: the call is being fetched and handed to the call screen. */
  | { kind: 'connecting'; peer: MatchPeer; roomNum: string }
  | { kind: 'inCall'; peer: MatchPeer }
  | { kind: 'callFailed' }
  | { kind: 'stopped' }
  | { kind: 'refused'; refusal: Refusal };

export interface MatchingState {
  phase: MatchingPhase;
  /** The last offer shown: its 'match:ended' or 'match:accepted' may arrive after the pop-up closed here. */
  lastOffer: MatchOffer | null;
  /** Why the last offer ended, shown while searching goes on. */
  notice: EndReason | 'gone' | null;
}

export type MatchingEvent =
  | { type: 'join' }
  | { type: 'joined'; answer: MatchingAnswer }
  | { type: 'refused'; refusal: Refusal }
  | { type: 'found'; offer: MatchOffer }
  /** This side answered; decline and next close the pop-up at once and the search goes on. */
  | { type: 'answered'; matchId: string; answer: 'accept' | 'decline' | 'next' }
  /** The server did not take the answer (and not because the offer is gone): the pop-up may be answered again. */
  | { type: 'answerFailed'; matchId: string }
  /** The offer was gone when answered (MATCH_GONE). */
  | { type: 'gone'; matchId: string }
  /** The pop-up's own countdown reached zero; the server's 'match:ended' says whether searching goes on. */
  | { type: 'expired'; matchId: string }
  | { type: 'ended'; matchId: string; reason: EndReason; searching: boolean }
  | { type: 'accepted'; matchId: string; roomNum: string }
  | { type: 'callOpened'; roomNum: string }
  | { type: 'callFailed'; roomNum: string }
  | { type: 'stopped' };

export const initialMatchingState: MatchingState = {
  phase: { kind: 'joining' },
  lastOffer: null,
  notice: null,
};

/** States in which this user is in the queue or holds an offer, i.e. has something to leave. */
export function isInQueue(phase: MatchingPhase): boolean {
  return phase.kind === 'joining' || phase.kind === 'searching' || phase.kind === 'offer';
}

function currentMatchId(state: MatchingState): string | null {
  return state.phase.kind === 'offer' ? state.phase.offer.matchId : null;
}

function showOffer(state: MatchingState, offer: MatchOffer): MatchingState {
  // The same offer arrives twice when a partner was waiting (in the answer and as 'match:found').
  if (state.phase.kind === 'offer' && state.phase.offer.matchId === offer.matchId) return state;
  // One already answered or closed here never reopens; joining again (after a reconnect) may hand it back.
  if (state.lastOffer?.matchId === offer.matchId && state.phase.kind !== 'joining') return state;
  return { phase: { kind: 'offer', offer, accepted: false }, lastOffer: offer, notice: null };
}

/**
 * The matching page as a pure function of what happened: the HTTP answers, the realtime events and the
 * pop-up's own countdown, which can arrive in any order. Events about an offer that is no longer the current
 * one change nothing.
 */
export function matchingReducer(state: MatchingState, event: MatchingEvent): MatchingState {
  switch (event.type) {
    case 'join':
      return { ...state, phase: { kind: 'joining' }, notice: null };
    case 'joined':
      // Otherwise a 'match:found' that overtook the answer is on screen already, or the user stopped.
      if (state.phase.kind !== 'joining') return state;
      if (event.answer.offer) return showOffer(state, event.answer.offer);
      return { ...state, phase: { kind: 'searching' } };
    case 'refused':
      return { ...state, phase: { kind: 'refused', refusal: event.refusal } };
    case 'found':
      if (!isInQueue(state.phase)) return state;
      return showOffer(state, event.offer);
    case 'answered':
      if (currentMatchId(state) !== event.matchId || state.phase.kind !== 'offer') return state;
      if (event.answer === 'accept') return { ...state, phase: { ...state.phase, accepted: true } };
      return { ...state, phase: { kind: 'searching' } };
    case 'answerFailed':
      if (state.phase.kind === 'offer' && state.phase.offer.matchId === event.matchId) {
        return { ...state, phase: { ...state.phase, accepted: false } };
      }
      // A decline or Next the server did not take: the offer is still open there, so it is shown again.
      if (state.phase.kind === 'searching' && state.lastOffer?.matchId === event.matchId) {
        return { ...state, phase: { kind: 'offer', offer: state.lastOffer, accepted: false } };
      }
      return state;
    case 'gone':
      if (currentMatchId(state) !== event.matchId) return state;
      return { ...state, phase: { kind: 'searching' }, notice: 'gone' };
    case 'expired':
      // Having said yes, this side waits for the server's word: the other may have accepted in the last instant.
      if (currentMatchId(state) !== event.matchId || state.phase.kind !== 'offer' || state.phase.accepted) {
        return state;
      }
      return { ...state, phase: { kind: 'searching' }, notice: 'expired' };
    case 'ended': {
      if (state.lastOffer?.matchId !== event.matchId) {
        // A match this side never saw ended its search (it could not pay when found): Start tells why.
        if (state.phase.kind === 'searching' && !event.searching) {
          return { ...state, phase: { kind: 'stopped' }, notice: null };
        }
        return state;
      }
      const stillHere = state.phase.kind === 'offer' || state.phase.kind === 'searching';
      if (!stillHere) return state;
      return {
        ...state,
        phase: event.searching ? { kind: 'searching' } : { kind: 'stopped' },
        // Closed here already (own answer or own countdown): the reason is known, or it was this side's doing.
        notice: state.phase.kind === 'offer' ? event.reason : state.notice,
      };
    }
    case 'accepted':
      // Also after the pop-up's own countdown closed it: the server's clock decides whether both said yes in time.
      if (
        state.lastOffer?.matchId !== event.matchId ||
        !(state.phase.kind === 'offer' || state.phase.kind === 'searching')
      ) {
        return state;
      }
      return { ...state, phase: { kind: 'connecting', peer: state.lastOffer.peer, roomNum: event.roomNum } };
    case 'callOpened':
      if (state.phase.kind !== 'connecting' || state.phase.roomNum !== event.roomNum) return state;
      return { ...state, phase: { kind: 'inCall', peer: state.phase.peer } };
    case 'callFailed':
      if (state.phase.kind !== 'connecting' || state.phase.roomNum !== event.roomNum) return state;
      return { ...state, phase: { kind: 'callFailed' } };
    case 'stopped':
      return { ...state, phase: { kind: 'stopped' }, notice: null };
  }
}

/** The refusal an error answer of the matching call stands for. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return 'generic';
  switch (error.code) {
    case MatchCode.QUOTA_USED:
      return 'quotaUsed';
    case MatchCode.DAILY_LIMIT:
      return 'dailyLimit';
    case WalletCode.INSUFFICIENT_BALANCE:
      return 'balance';
    case MatchCode.IN_CALL:
      return 'inCall';
    case MatchCode.PRICE_CHANGED:
      return 'priceChanged';
    case MatchCode.PROFILE_INCOMPLETE:
      return 'profileIncomplete';
    default:
      return 'generic';
  }
}

/** A clock difference below this is taken for network delay and left alone. */
export const CLOCK_TOLERANCE_MS = 3_000;

/**
 * The offer's times on this device's clock. They are the server's epoch times; a device whose clock is off by
 * minutes would otherwise close the pop-up at once or never. The offer was made countdownSeconds before it
 * expires and arrives a moment later, so a larger gap than network delay is the clocks disagreeing.
 */
export function offerOnLocalClock(
  offer: MatchOffer,
  receivedAt: number,
  countdownSeconds: number = MATCHING_FLOW.countdownSeconds,
): MatchOffer {
  const madeAt = offer.expiresAt - countdownSeconds * 1000;
  const gap = receivedAt - madeAt;
  if (Math.abs(gap) <= CLOCK_TOLERANCE_MS) return offer;
  return { ...offer, expiresAt: offer.expiresAt + gap, nextAt: offer.nextAt + gap };
}
