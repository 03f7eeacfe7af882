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

/** The server's phases (call-machine.ts), in the only order a call may move through them. */
export type CallPhaseName = 'ringing' | 'accepted' | 'connected' | 'ended';
const PHASE_ORDER: Record<CallPhaseName, number> = { ringing: 0, accepted: 1, connected: 2, ended: 3 };

/**
 * The media link as this browser sees it: getting the camera and ICE servers, connecting, media flowing, the
 * connection dropped and being recovered, or given up ('Sorry, call connection failed').
 */
export type CallLink = 'idle' | 'starting' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

export type CallStateEvent = ServerEventPayload<'call:state'>;
export type CallBilling = Omit<ServerEventPayload<'call:billing'>, 'roomNum'>;
export type CallUpgrade = Omit<ServerEventPayload<'call:upgrade'>, 'roomNum'>;

/** A button press waiting for its answer; the buttons stay disabled meanwhile so nothing is sent twice. */
export type CallPending = 'answer' | 'decline' | 'cancel' | 'hangup' | 'upgrade' | null;

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

export const useCallStore = create<CallStoreState>()((set, get) => ({
  ...EMPTY,

  openCall(call) {
    const current = get();
    const busy = current.call !== null && current.phase !== 'ended';
    if (busy && current.call?.roomNum !== call.roomNum) return false;
    if (current.call?.roomNum === call.roomNum) {
      // The same call again (e.g. read back after a reconnect): newer data, but never an earlier phase.
      const phase = phaseOfStatus(call.callStatus);
      if (PHASE_ORDER[phase] < PHASE_ORDER[current.phase]) {
        set({ call });
        return true;
      }
      set({ call, phase, status: call.callStatus, media: call.media });
      return true;
    }
    set({
      ...EMPTY,
      call,
      phase: phaseOfStatus(call.callStatus),
      status: call.callStatus,
      media: call.media,
    });
    return true;
  },

  applyState(event) {
    const { call, phase } = get();
    if (!call || call.roomNum !== event.roomNum) return;
    if (PHASE_ORDER[event.phase] < PHASE_ORDER[phase]) return;
    set({
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

/** Which screen the call layer shows. */
export type CallView = 'none' | 'incoming' | 'outgoing' | 'active' | 'summary';

export function callView(state: Pick<CallStoreState, 'call' | 'phase'>): CallView {
  const { call, phase } = state;
  if (!call) return 'none';
  if (phase === 'ended') return 'summary';
  if (phase === 'ringing') return call.callRole === 'callee' ? 'incoming' : 'outgoing';
  return 'active';
}

/** Whether a call is under way (ringing or live); an ended call waiting for its summary to be closed is not. */
export function callInProgress(state: Pick<CallStoreState, 'call' | 'phase'>): boolean {
  return state.call !== null && state.phase !== 'ended';
}
