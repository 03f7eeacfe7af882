import { MatchCode, WalletCode } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  CLOCK_TOLERANCE_MS,
  initialMatchingState,
  matchingReducer,
  offerOnLocalClock,
  refusalOf,
  type MatchingEvent,
  type MatchingState,
} from './matching-state';
import { fakeOffer, fakeQuota } from './test-fixtures';

const offer = fakeOffer({ matchId: 'a' });
const joined = (withOffer = false): MatchingEvent => ({
  type: 'joined',
  answer: { state: withOffer ? 'matched' : 'searching', quota: fakeQuota(), offer: withOffer ? offer : null },
});

function run(...events: MatchingEvent[]): MatchingState {
  return events.reduce(matchingReducer, initialMatchingState);
}

describe('matching reducer', () => {
  it('shows an offer once, whether the answer or the event brings it first', () => {
    const eventFirst = run({ type: 'found', offer }, joined(true));
    const answerFirst = run(joined(true), { type: 'found', offer });
    for (const state of [eventFirst, answerFirst]) {
      expect(state.phase).toEqual({ kind: 'offer', offer, accepted: false });
    }
  });

  it('goes on searching after its own decline, and stops when the server says the search is over', () => {
    const declined = run(
      joined(),
      { type: 'found', offer },
      { type: 'answered', matchId: 'a', answer: 'decline' },
    );
    expect(declined.phase.kind).toBe('searching');
    // A late copy of the same offer does not reopen the pop-up.
    expect(matchingReducer(declined, { type: 'found', offer }).phase.kind).toBe('searching');
    const ended = matchingReducer(declined, {
      type: 'ended',
      matchId: 'a',
      reason: 'declined',
      searching: false,
    });
    // It was this side's own decline: no "the other person said no".
    expect(ended).toMatchObject({ phase: { kind: 'stopped' }, notice: null });
  });

  it('says why when the other side ended the offer', () => {
    const state = run(
      joined(),
      { type: 'found', offer },
      { type: 'ended', matchId: 'a', reason: 'next', searching: true },
    );
    expect(state).toMatchObject({ phase: { kind: 'searching' }, notice: 'next' });
  });

  it('waits for the server after accepting, even past its own countdown', () => {
    const accepted = run(
      joined(),
      { type: 'found', offer },
      { type: 'answered', matchId: 'a', answer: 'accept' },
    );
    expect(accepted.phase).toMatchObject({ kind: 'offer', accepted: true });
    expect(matchingReducer(accepted, { type: 'expired', matchId: 'a' }).phase.kind).toBe('offer');
    const connecting = matchingReducer(accepted, { type: 'accepted', matchId: 'a', roomNum: 'r1' });
    expect(connecting.phase).toEqual({ kind: 'connecting', peer: offer.peer, roomNum: 'r1' });
    expect(matchingReducer(connecting, { type: 'callOpened', roomNum: 'r1' }).phase).toEqual({
      kind: 'inCall',
      peer: offer.peer,
    });
  });

  it('closes an unanswered offer when its countdown ends, and lets a refused answer be given again', () => {
    const shown = run(joined(), { type: 'found', offer });
    expect(matchingReducer(shown, { type: 'expired', matchId: 'a' })).toMatchObject({
      phase: { kind: 'searching' },
      notice: 'expired',
    });
    const acceptThatFailed: MatchingEvent[] = [
      { type: 'answered', matchId: 'a', answer: 'accept' },
      { type: 'answerFailed', matchId: 'a' },
    ];
    const failed = acceptThatFailed.reduce(matchingReducer, shown);
    expect(failed.phase).toMatchObject({ kind: 'offer', accepted: false });
    expect(matchingReducer(shown, { type: 'gone', matchId: 'a' })).toMatchObject({ notice: 'gone' });
    const nextRefused: MatchingEvent[] = [
      { type: 'answered', matchId: 'a', answer: 'next' },
      { type: 'answerFailed', matchId: 'a' },
    ];
    expect(nextRefused.reduce(matchingReducer, shown).phase).toEqual({
      kind: 'offer',
      offer,
      accepted: false,
    });
  });

  it('ignores events about other offers, and a search ended by a match never seen stops it', () => {
    const shown = run(joined(), { type: 'found', offer });
    expect(matchingReducer(shown, { type: 'ended', matchId: 'b', reason: 'declined', searching: true })).toBe(
      shown,
    );
    expect(matchingReducer(shown, { type: 'accepted', matchId: 'b', roomNum: 'r' })).toBe(shown);
    const searching = run(joined());
    expect(
      matchingReducer(searching, { type: 'ended', matchId: 'unseen', reason: 'expired', searching: false })
        .phase,
    ).toEqual({ kind: 'stopped' });
  });

  it('shows an offer again when joining anew hands it back (after a reconnect)', () => {
    const rejoined = run(joined(), { type: 'found', offer }, { type: 'join' }, joined(true));
    expect(rejoined.phase).toMatchObject({ kind: 'offer', offer });
  });

  it('does not show an offer that arrives after Stop', () => {
    expect(run({ type: 'stopped' }, joined(true)).phase.kind).toBe('stopped');
    expect(run({ type: 'stopped' }, { type: 'found', offer }).phase.kind).toBe('stopped');
  });
});

describe('refusalOf', () => {
  it('maps the answer codes of the matching call', () => {
    const answer = (code: number) => new ApiError('answer', code, 'x', 200);
    expect(refusalOf(answer(MatchCode.QUOTA_USED))).toBe('quotaUsed');
    expect(refusalOf(answer(MatchCode.DAILY_LIMIT))).toBe('dailyLimit');
    expect(refusalOf(answer(WalletCode.INSUFFICIENT_BALANCE))).toBe('balance');
    expect(refusalOf(answer(MatchCode.IN_CALL))).toBe('inCall');
    expect(refusalOf(answer(MatchCode.PRICE_CHANGED))).toBe('priceChanged');
    expect(refusalOf(answer(MatchCode.PROFILE_INCOMPLETE))).toBe('profileIncomplete');
    expect(refusalOf(new ApiError('network', null, 'offline'))).toBe('generic');
    expect(refusalOf(new Error('boom'))).toBe('generic');
  });
});

describe('offerOnLocalClock', () => {
  const madeAt = 1_000_000;
  const made = fakeOffer({}, madeAt);

  it('keeps the times when the clocks agree up to network delay', () => {
    expect(offerOnLocalClock(made, madeAt + CLOCK_TOLERANCE_MS)).toBe(made);
  });

  it('moves both times by the difference when this clock is off', () => {
    const late = offerOnLocalClock(made, madeAt + 120_000);
    expect(late.expiresAt - made.expiresAt).toBe(120_000);
    expect(late.nextAt - made.nextAt).toBe(120_000);
  });
});
