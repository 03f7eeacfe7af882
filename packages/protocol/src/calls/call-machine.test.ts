import { describe, expect, it } from 'vitest';
import { CallAction } from '../tables/call-actions';
import {
  applyCallAction,
  callDisplayState,
  connectedSeconds,
  type CallPhase,
  type CallRole,
} from './call-machine';

const RINGING: CallPhase = { phase: 'ringing' };

/** Runs actions in order from ringing, failing the test on a refused one. */
function run(steps: [CallAction, CallRole | 'system', number][]): CallPhase {
  let state = RINGING;
  for (const [action, actor, at] of steps) {
    const step = applyCallAction(state, action, actor, at);
    if (!step.ok) throw new Error(`${action} by ${actor} refused: ${step.error}`);
    state = step.state;
  }
  return state;
}

describe('call state machine', () => {
  it('rings, is answered, connects when media flows and ends as hung up with its duration', () => {
    const state = run([
      [CallAction.NOTIFY_JOIN, 'caller', 0],
      [CallAction.ANSWER, 'callee', 4_000],
      [CallAction.NOTIFY_JOIN, 'callee', 4_500],
      [CallAction.NOTIFY_START, 'callee', 6_000],
      [CallAction.HANGUP, 'caller', 131_000],
    ]);
    expect(state).toEqual({
      phase: 'ended',
      reason: 'hung_up',
      endedBy: 'caller',
      endedAt: 131_000,
      answeredAt: 4_000,
      connectedAt: 6_000,
    });
    expect(connectedSeconds(state, 999_999)).toBe(125);
    expect(callDisplayState(state, 'caller')).toBe('hung_up');
    expect(callDisplayState(state, 'callee')).toBe('hung_up');
  });

  it('shows a refused call as declined to both sides', () => {
    const state = run([[CallAction.REFUSE, 'callee', 1_000]]);
    expect(state).toMatchObject({ phase: 'ended', reason: 'declined', connectedAt: null });
    expect(callDisplayState(state, 'caller')).toBe('declined');
    expect(callDisplayState(state, 'callee')).toBe('declined');
  });

  it('shows a call the caller withdrew as cancelled to them and missed to the callee', () => {
    for (const action of [CallAction.CANCEL, CallAction.HANGUP]) {
      const state = run([[action, 'caller', 1_000]]);
      expect(state).toMatchObject({ phase: 'ended', reason: 'cancelled', endedBy: 'caller' });
      expect(callDisplayState(state, 'caller')).toBe('cancelled');
      expect(callDisplayState(state, 'callee')).toBe('missed');
    }
  });

  it('treats the callee hanging up a ringing call as declining it', () => {
    expect(run([[CallAction.HANGUP, 'callee', 10]])).toMatchObject({ reason: 'declined', endedBy: 'callee' });
  });

  it('ends an unanswered ring as no answer for the caller and missed for the callee', () => {
    const state = run([[CallAction.TIMEOUT, 'system', 30_000]]);
    expect(state).toMatchObject({ phase: 'ended', reason: 'no_answer', endedBy: 'system' });
    expect(callDisplayState(state, 'caller')).toBe('no_answer');
    expect(callDisplayState(state, 'callee')).toBe('missed');
  });

  it('never counts a call without media as connected, however it ends', () => {
    const failed = run([
      [CallAction.ANSWER, 'callee', 1_000],
      [CallAction.TIMEOUT, 'system', 31_000],
    ]);
    expect(failed).toMatchObject({ reason: 'failed', answeredAt: 1_000, connectedAt: null });
    expect(connectedSeconds(failed, 99_000)).toBe(0);
    const givenUp = run([
      [CallAction.ANSWER, 'callee', 1_000],
      [CallAction.HANGUP, 'callee', 9_000],
    ]);
    expect(givenUp).toMatchObject({ reason: 'hung_up', connectedAt: null });
    expect(connectedSeconds(givenUp, 99_000)).toBe(0);
  });

  it('lets only the callee answer or refuse and only the caller cancel', () => {
    expect(applyCallAction(RINGING, CallAction.ANSWER, 'caller', 0)).toEqual({
      ok: false,
      error: 'not_your_action',
    });
    expect(applyCallAction(RINGING, CallAction.REFUSE, 'caller', 0)).toMatchObject({ ok: false });
    expect(applyCallAction(RINGING, CallAction.CANCEL, 'callee', 0)).toMatchObject({ ok: false });
    expect(applyCallAction(RINGING, CallAction.ANSWER, 'callee', 0)).toMatchObject({
      ok: true,
      changed: true,
    });
  });

  it('ignores repeated and late actions: an outcome never flips', () => {
    const declined = run([[CallAction.REFUSE, 'callee', 1_000]]);
    for (const [action, actor] of [
      [CallAction.ANSWER, 'callee'],
      [CallAction.NOTIFY_START, 'caller'],
      [CallAction.HANGUP, 'caller'],
      [CallAction.TIMEOUT, 'system'],
    ] as const) {
      expect(applyCallAction(declined, action, actor, 5_000)).toEqual({
        ok: true,
        state: declined,
        changed: false,
      });
    }
    const connected = run([
      [CallAction.ANSWER, 'callee', 1_000],
      [CallAction.NOTIFY_START, 'caller', 2_000],
    ]);
    // A second start (the other side's report, a reconnect) keeps the first connection time.
    expect(applyCallAction(connected, CallAction.NOTIFY_START, 'callee', 3_000)).toEqual({
      ok: true,
      state: connected,
      changed: false,
    });
    expect(applyCallAction(connected, CallAction.ANSWER, 'callee', 3_000)).toMatchObject({ changed: false });
    expect(applyCallAction(connected, CallAction.TIMEOUT, 'system', 3_000)).toMatchObject({ changed: false });
    expect(connectedSeconds(connected, 62_500)).toBe(60);
    // An interruption is neither media nor billed.
    expect(connectedSeconds(connected, 62_500, 10_400)).toBe(50);
  });
});
