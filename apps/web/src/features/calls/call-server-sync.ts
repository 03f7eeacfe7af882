import { CallCode, callsApi, type CallData, type CallDisplayState } from '@mingle/protocol';
import type { StoreApi } from 'zustand';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { failureOf } from './call-errors';
import type { CallStoreState } from './call-store';

/** The ring window is the server's; this long after it we ask the server what became of a call still ringing. */
export const RING_RESYNC_GRACE_MS = 3_000;
const RESYNC_ATTEMPTS = 10;

/** The state a call is shown in when the server no longer knows it (it ended and was forgotten). */
function goneStatus(state: CallStoreState): CallDisplayState {
  if (state.phase !== 'ringing') return 'hung_up';
  return state.call?.callRole === 'callee' ? 'missed' : 'no_answer';
}

/**
 * Keeps the call on screen in step with the server: runs one action at a time with its pending mark and
 * failure, ends a call on this screen ahead of the server's word, and reads the call again when news may have
 * been missed (after a reconnect, or when the ring window passed without an answer).
 */
export class CallServerSync {
  private ringTimer: ReturnType<typeof setTimeout> | undefined;
  private resyncAttempts = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly store: StoreApi<CallStoreState>,
    private readonly now: () => number,
  ) {}

  /** Another room is on screen: what was scheduled for the last one is dropped. */
  roomChanged(): void {
    this.resyncAttempts = 0;
    this.stopRingTimer();
  }

  dispose(): void {
    this.stopRingTimer();
  }

  /** Asks the server about a ringing call once its ring window should have passed. */
  watchRing(call: CallData): void {
    clearTimeout(this.ringTimer);
    const wait = Math.max(0, call.ringEndsAt - this.now()) + RING_RESYNC_GRACE_MS;
    this.ringTimer = setTimeout(() => void this.resync(), wait);
  }

  /** Reads the call from the server: after a reconnect, or when the ring window passed without news. */
  async resync(): Promise<void> {
    const state = this.store.getState();
    const call = state.call;
    if (!call || state.phase === 'ended') return;
    try {
      const fresh = await this.api.call(callsApi.info, { roomNum: call.roomNum });
      this.store.getState().openCall(fresh);
    } catch (error) {
      if (error instanceof ApiError && error.code === CallCode.CALL_NOT_FOUND) {
        if (this.store.getState().call?.roomNum === call.roomNum) {
          this.endLocally(goneStatus(this.store.getState()));
        }
        return;
      }
    }
    // Still ringing (clocks differ, or the server is slow to decide): ask again a little later.
    const after = this.store.getState();
    if (after.call?.roomNum === call.roomNum && after.phase === 'ringing') {
      if (++this.resyncAttempts > RESYNC_ATTEMPTS) return;
      clearTimeout(this.ringTimer);
      this.ringTimer = setTimeout(() => void this.resync(), RING_RESYNC_GRACE_MS);
    }
  }

  /**
   * Runs one call action: marked pending while it runs, its failure shown. A call the server no longer knows
   * may have ended meanwhile (the caller gave up as the callee answered), so it is read again.
   */
  async act(pending: NonNullable<CallStoreState['pending']>, run: () => Promise<unknown>): Promise<void> {
    this.store.getState().setFailure(null);
    this.store.getState().setPending(pending);
    try {
      await run();
    } catch (error) {
      this.store.getState().setFailure(failureOf(error));
      if (error instanceof ApiError && error.code === CallCode.CALL_NOT_FOUND) await this.resync();
    } finally {
      if (this.store.getState().pending === pending) this.store.getState().setPending(null);
    }
  }

  /** Ends the call on this screen at once; the server's own 'call:state' (which wins) follows. */
  endLocally(status: CallDisplayState): void {
    const { call, media, phase } = this.store.getState();
    if (!call || phase === 'ended') return;
    this.store.getState().applyState({
      roomNum: call.roomNum,
      phase: 'ended',
      callStatus: status,
      connectedAt: null,
      media,
    });
  }

  private stopRingTimer(): void {
    clearTimeout(this.ringTimer);
    this.ringTimer = undefined;
  }
}
