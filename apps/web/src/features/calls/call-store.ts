import type {
  CallData,
  CallDisplayState,
  CallMedia,
  CallReceipt,
  CallRole,
  ServerEventPayload,
} from '@mingle/protocol';
import { create } from 'zustand';
import type { CameraProblem } from '../../lib/camera';
import { tabId } from '../../lib/tab-id';

/** The server's phases (call-machine.ts), in the only order a call may move through them. */
export type CallPhaseName = 'ringing' | 'accepted' | 'connected' | 'ended';
const PHASE_ORDER: Record<CallPhaseName, number> = { ringing: 0, accepted: 1, connected: 2, ended: 3 };

/**
 * The media link as this browser sees it: getting the camera and ICE servers, connecting, media flowing, the
 * connection dropped and being recovered, or given up ('Sorry, call connection failed').
 */
export type CallLink = 'idle' | 'starting' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

type ServerCallState = ServerEventPayload<'call:state'>;
/** The server's 'call:state', or this screen's own guess ahead of it (which leaves tab and media news alone). */
export type CallStateEvent = Omit<ServerCallState, 'interrupted' | 'ownerTab' | 'mediaEpoch'> &
  Partial<Pick<ServerCallState, 'interrupted' | 'ownerTab' | 'mediaEpoch'>>;
export type CallBilling = Omit<ServerEventPayload<'call:billing'>, 'roomNum'>;
export type CallUpgrade = Omit<ServerEventPayload<'call:upgrade'>, 'roomNum'>;

/** A button press waiting for its answer; the buttons stay disabled meanwhile so nothing is sent twice. */
export type CallPending = 'answer' | 'decline' | 'cancel' | 'hangup' | 'upgrade' | 'claim' | null;

/** A refused request: the answer code (CallCode, WalletCode) and the server's text for codes we do not know. */
export interface CallFailure {
  code: number | null;
  msg: string;
}

export interface CallMediaState {
  link: CallLink;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** Whether each stream carries video (a voice call shows the person's picture instead). */
  localVideo: boolean;
  remoteVideo: boolean;
  muted: boolean;
  cameraOff: boolean;
  /** Cameras the browser lists; 'Switch camera' shows from two. */
  cameraCount: number;
  /** The camera or microphone could not be opened; the call goes on receiving. */
  cameraProblem: CameraProblem | null;
  /** Local clock when media started to flow: the duration timer counts from here. */
  flowingSince: number | null;
}

export interface CallStoreState extends CallMediaState {
  /** The call on screen (its roomNum and callRole are the "stored room number and call role" of spec §4). */
  call: CallData | null;
  phase: CallPhaseName;
  /** This side's displayed state (spec §4), as the server last said. */
  status: CallDisplayState;
  /** The server says media is interrupted (a side reloaded or lost its network): 'Reconnecting…', no billing. */
  interrupted: boolean;
  /** Another tab of this user owns the call: this one shows so and runs no media. */
  elsewhere: boolean;
  media: CallMedia;
  billing: CallBilling | null;
  upgrade: CallUpgrade | null;
  receipt: CallReceipt | null;
  /** The receipt could not be read after the call ended; the summary says so instead of waiting for ever. */
  receiptMissing: boolean;
  pending: CallPending;
  failure: CallFailure | null;

  /**
   * Shows a call: an incoming one rings, an outgoing one shows 'ringing', an accepted one (after
   * 'match:accepted') connects. Refused (false) while another call is still going on.
   */
  openCall(call: CallData): boolean;
  /** The server's 'call:state' for this room; phases never move backwards, so late events change nothing. */
  applyState(event: CallStateEvent): void;
  applyBilling(event: ServerEventPayload<'call:billing'>): void;
  applyUpgrade(event: ServerEventPayload<'call:upgrade'>): void;
  setReceipt(receipt: CallReceipt): void;
  markReceiptMissing(roomNum: string): void;
  setPending(pending: CallPending): void;
  setFailure(failure: CallFailure | null): void;
  setMedia(patch: Partial<CallMediaState>): void;
  /** Closes the call pop-up: the stored room number and call role are cleared (spec §4). */
  close(): void;
}

const IDLE_MEDIA: CallMediaState = {
  link: 'idle',
  localStream: null,
  remoteStream: null,
  localVideo: false,
  remoteVideo: false,
  muted: false,
  cameraOff: false,
  cameraCount: 0,
  cameraProblem: null,
  flowingSince: null,
};

const EMPTY = {
  ...IDLE_MEDIA,
  call: null,
  phase: 'ringing',
  status: 'ringing',
  interrupted: false,
  elsewhere: false,
  media: 'video',
  billing: null,
  upgrade: null,
  receipt: null,
  receiptMissing: false,
  pending: null,
  failure: null,
} as const satisfies Partial<CallStoreState>;

/** The phase a call's displayed state implies when it arrives as call data rather than as an event. */
export function phaseOfStatus(status: CallDisplayState): CallPhaseName {
  if (status === 'ringing') return 'ringing';
  // 'connected' covers answered-but-still-connecting too; the media link tells the two apart on screen.
  if (status === 'connected') return 'accepted';
  return 'ended';
}

/** Whether another tab owns this user's side of the call. */
function ownedElsewhere(ownerTab: string | null): boolean {
  return ownerTab !== null && ownerTab !== tabId();
}

/**
 * What a call found live after a reload (or in another tab) already carries: its media time, so the timer goes
 * on where it was, and what it has cost so far, so the running total is right before the next billing news.
 */
function resumedState(call: CallData, now: number): Partial<CallStoreState> {
  const { videoTime, coins, points, pricePerMinute } = call.bizData;
  return {
    ...(videoTime > 0 ? { flowingSince: now - videoTime * 1000 } : {}),
    ...(coins > 0 || points > 0
      ? {
          billing: {
            minutesBilled: pricePerMinute > 0 ? Math.round(coins / pricePerMinute) : 0,
            coins,
            points,
            lowBalance: false,
            endsAt: null,
          },
        }
      : {}),
  };
}

export const useCallStore = create<CallStoreState>()((set, get) => ({
  ...EMPTY,

  openCall(call) {
    const current = get();
    const busy = current.call !== null && current.phase !== 'ended';
    if (busy && current.call?.roomNum !== call.roomNum) return false;
    if (current.call?.roomNum === call.roomNum) {
      // The same call again (e.g. read back after a reconnect): newer data, but never an earlier phase.
      const phase = phaseOfStatus(call.callStatus);
      const news = { call, interrupted: call.interrupted, elsewhere: ownedElsewhere(call.ownerTab) };
      if (PHASE_ORDER[phase] < PHASE_ORDER[current.phase]) {
        set(news);
        return true;
      }
      set({ ...news, phase, status: call.callStatus, media: call.media });
      return true;
    }
    set({
      ...EMPTY,
      ...resumedState(call, Date.now()),
      call,
      phase: phaseOfStatus(call.callStatus),
      status: call.callStatus,
      media: call.media,
      interrupted: call.interrupted,
      elsewhere: ownedElsewhere(call.ownerTab),
    });
    return true;
  },

  applyState(event) {
    const { call, phase } = get();
    if (!call || call.roomNum !== event.roomNum) return;
    if (PHASE_ORDER[event.phase] < PHASE_ORDER[phase]) return;
    const { interrupted = call.interrupted, ownerTab = call.ownerTab, mediaEpoch = call.mediaEpoch } = event;
    set({
      call: { ...call, ownerTab, interrupted, mediaEpoch },
      interrupted,
      elsewhere: ownedElsewhere(ownerTab),
      phase: event.phase,
      status: event.callStatus,
      media: event.media,
      // Once ended, nothing is waiting for an answer any more.
      ...(event.phase === 'ended' ? { pending: null, upgrade: null } : {}),
    });
  },

  applyBilling({ roomNum, ...billing }) {
    if (get().call?.roomNum === roomNum) set({ billing });
  },

  applyUpgrade({ roomNum, ...upgrade }) {
    const { call } = get();
    if (call?.roomNum !== roomNum) return;
    set({
      upgrade,
      ...(upgrade.state === 'accepted' ? { media: 'video' as const } : {}),
      ...(upgrade.state !== 'requested' ? { pending: null } : {}),
    });
  },

  setReceipt(receipt) {
    if (get().call?.roomNum === receipt.roomNum) set({ receipt, receiptMissing: false });
  },

  markReceiptMissing(roomNum) {
    const { call, receipt } = get();
    if (call?.roomNum === roomNum && !receipt) set({ receiptMissing: true });
  },

  setPending(pending) {
    set({ pending });
  },

  setFailure(failure) {
    set({ failure });
  },

  setMedia(patch) {
    set(patch);
  },

  close() {
    set({ ...EMPTY });
  },
}));

/** For the matching feature and other entry points: shows a call (see CallStoreState.openCall). */
export function openCall(call: CallData): boolean {
  return useCallStore.getState().openCall(call);
}

/** The stored room number (null when no call pop-up is open). */
export function currentRoomNum(state: Pick<CallStoreState, 'call'>): string | null {
  return state.call?.roomNum ?? null;
}

/** The stored call role (null when no call pop-up is open). */
export function currentCallRole(state: Pick<CallStoreState, 'call'>): CallRole | null {
  return state.call?.callRole ?? null;
}

/** Which screen the call layer shows ('elsewhere': another tab of this user has the call). */
export type CallView = 'none' | 'incoming' | 'outgoing' | 'active' | 'summary' | 'elsewhere';

export function callView(state: Pick<CallStoreState, 'call' | 'phase' | 'elsewhere'>): CallView {
  const { call, phase, elsewhere } = state;
  if (!call) return 'none';
  if (phase === 'ended') return 'summary';
  if (elsewhere) return 'elsewhere';
  if (phase === 'ringing') return call.callRole === 'callee' ? 'incoming' : 'outgoing';
  return 'active';
}

/** Whether a call is under way (ringing or live); an ended call waiting for its summary to be closed is not. */
export function callInProgress(state: Pick<CallStoreState, 'call' | 'phase'>): boolean {
  return state.call !== null && state.phase !== 'ended';
}
