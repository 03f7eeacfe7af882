import type { CallDisplayState } from '@mingle/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callInProgress,
  callView,
  currentCallRole,
  currentRoomNum,
  openCall,
  phaseOfStatus,
  useCallStore,
  type CallPhaseName,
  type CallStateEvent,
} from './call-store';
import { callData } from './test-kit';

const store = () => useCallStore.getState();
const state = (
  roomNum: string,
  phase: CallPhaseName,
  callStatus: CallDisplayState = 'connected',
): CallStateEvent => ({ roomNum, phase, callStatus, connectedAt: null, media: 'video' });

beforeEach(() => {
  store().close();
});

describe('call store', () => {
  it('opens an incoming call as the ring bell and an outgoing one as ringing', () => {
    expect(callView(store())).toBe('none');
    expect(openCall(callData({ callRole: 'callee' }))).toBe(true);
    expect(callView(store())).toBe('incoming');
    store().close();
    openCall(callData({ callRole: 'caller' }));
    expect(callView(store())).toBe('outgoing');
  });

  it('opens an accepted call (after a match) straight into the call pop-up', () => {
    openCall(callData({ callStatus: 'connected' }));
    expect(store().phase).toBe('accepted');
    expect(callView(store())).toBe('active');
  });

  it('keeps the room number and role until the pop-up is closed', () => {
    openCall(callData({ roomNum: 'r9', callRole: 'caller' }));
    expect(currentRoomNum(store())).toBe('r9');
    expect(currentCallRole(store())).toBe('caller');
    store().applyState(state('r9', 'ended', 'declined'));
    // The summary still belongs to the call.
    expect(currentRoomNum(store())).toBe('r9');
    store().close();
    expect(currentRoomNum(store())).toBeNull();
    expect(currentCallRole(store())).toBeNull();
    expect(callView(store())).toBe('none');
  });

  it('refuses a second call while one is going on, but not after it ended', () => {
    openCall(callData({ roomNum: 'a' }));
    expect(openCall(callData({ roomNum: 'b' }))).toBe(false);
    expect(currentRoomNum(store())).toBe('a');
    expect(callInProgress(store())).toBe(true);
    store().applyState(state('a', 'ended', 'missed'));
    expect(callInProgress(store())).toBe(false);
    expect(openCall(callData({ roomNum: 'b' }))).toBe(true);
    expect(currentRoomNum(store())).toBe('b');
    expect(store().status).toBe('ringing');
  });

  it('moves only forward: a late or repeated event never reopens an ended call', () => {
    openCall(callData());
    store().applyState(state('room-1', 'connected'));
    store().applyState(state('room-1', 'accepted'));
    expect(store().phase).toBe('connected');
    store().applyState(state('room-1', 'ended', 'hung_up'));
    store().applyState(state('room-1', 'ringing', 'ringing'));
    expect(store().phase).toBe('ended');
    expect(store().status).toBe('hung_up');
    // The server's final word on the same phase still wins over an early local guess.
    store().applyState(state('room-1', 'ended', 'missed'));
    expect(store().status).toBe('missed');
    // The same call read back after a reconnect does not move it back either.
    openCall(callData({ callStatus: 'ringing' }));
    expect(store().phase).toBe('ended');
  });

  it('ignores events of other rooms', () => {
    openCall(callData());
    store().applyState(state('other', 'ended', 'hung_up'));
    store().applyBilling({
      roomNum: 'other',
      minutesBilled: 1,
      coins: 20,
      points: 0,
      lowBalance: true,
      endsAt: 1,
    });
    store().applyUpgrade({ roomNum: 'other', state: 'requested', byUserId: 7 });
    expect(store().phase).toBe('ringing');
    expect(store().billing).toBeNull();
    expect(store().upgrade).toBeNull();
  });

  it('keeps billing, upgrades and the receipt of its own room', () => {
    openCall(callData({ media: 'voice', callStatus: 'connected' }));
    store().applyBilling({
      roomNum: 'room-1',
      minutesBilled: 2,
      coins: 40,
      points: 0,
      lowBalance: true,
      endsAt: 5,
    });
    expect(store().billing).toEqual({ minutesBilled: 2, coins: 40, points: 0, lowBalance: true, endsAt: 5 });
    store().setPending('upgrade');
    store().applyUpgrade({ roomNum: 'room-1', state: 'requested', byUserId: 9 });
    expect(store().pending).toBe('upgrade');
    store().applyUpgrade({ roomNum: 'room-1', state: 'accepted', byUserId: 7 });
    expect(store().media).toBe('video');
    expect(store().pending).toBeNull();
  });

  it('maps displayed states to phases', () => {
    expect(phaseOfStatus('ringing')).toBe('ringing');
    expect(phaseOfStatus('connected')).toBe('accepted');
    for (const ended of ['hung_up', 'declined', 'missed', 'cancelled', 'no_answer'] as const) {
      expect(phaseOfStatus(ended)).toBe('ended');
    }
  });
});
