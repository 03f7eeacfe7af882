import { describe, expect, it } from 'vitest';
import {
  CALL_ACTION_VALUES,
  CALL_DISPLAY_STATES,
  CallAction,
  ROOMLESS_SKIPPED_ACTIONS,
  isCallAction,
  isSkippedWithoutRoom,
  ringCancelPresence,
} from './call-actions';

describe('call actions', () => {
  it('uses the spec §4 codes', () => {
    expect(CallAction).toEqual({
      CANCEL: 2,
      ANSWER: 3,
      NOTIFY_START: 4,
      REFUSE: 5,
      TIMEOUT: 6,
      HANGUP: 7,
      NOTIFY_JOIN: 8,
      NOTIFY_END: 100,
    });
    expect(new Set(CALL_ACTION_VALUES).size).toBe(8);
  });

  it('recognises only real codes', () => {
    expect(isCallAction(100)).toBe(true);
    expect(isCallAction(1)).toBe(false);
    expect(isCallAction('2')).toBe(false);
  });

  it('skips cancel, answer, refuse, timeout and hangup without a room, and nothing else', () => {
    expect([...ROOMLESS_SKIPPED_ACTIONS].sort((a, b) => a - b)).toEqual([2, 3, 5, 6, 7]);
    for (const action of CALL_ACTION_VALUES) {
      const skippable = [2, 3, 5, 6, 7].includes(action);
      expect(isSkippedWithoutRoom(action, undefined)).toBe(skippable);
      expect(isSkippedWithoutRoom(action, '')).toBe(skippable);
      expect(isSkippedWithoutRoom(action, 'r-1')).toBe(false);
      expect(isSkippedWithoutRoom(action, 42)).toBe(false);
    }
  });

  it('lists the seven displayed call states', () => {
    expect(CALL_DISPLAY_STATES).toEqual([
      'ringing',
      'connected',
      'hung_up',
      'declined',
      'missed',
      'cancelled',
      'no_answer',
      'connection_lost',
    ]);
  });
});

describe('ringCancelPresence', () => {
  it('maps each online status to the online/busy pair of spec §4', () => {
    expect(ringCancelPresence(0)).toEqual({ online: 0, busy: 0 });
    expect(ringCancelPresence(1)).toEqual({ online: 2, busy: 1 });
    expect(ringCancelPresence(2)).toEqual({ online: 1, busy: 0 });
    expect(ringCancelPresence(3)).toEqual({ online: -1, busy: 0 });
  });

  it('reports unknown for a failed lookup or an unexpected value', () => {
    expect(ringCancelPresence(undefined)).toEqual({ online: -1, busy: 0 });
    expect(ringCancelPresence(4)).toEqual({ online: -1, busy: 0 });
    expect(ringCancelPresence(-1)).toEqual({ online: -1, busy: 0 });
    expect(ringCancelPresence(Number.NaN)).toEqual({ online: -1, busy: 0 });
  });
});
