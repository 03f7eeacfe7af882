import {
  CallAction,
  CallCode,
  callsApi,
  type CallData,
  type CallDisplayState,
  type ServerEventPayload,
} from '@mingle/protocol';
import type { StoreApi } from 'zustand';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { CameraError, stopStream } from '../../lib/camera';
import type { RealtimeClient } from '../../lib/realtime-client';
import { postCallAction, ringCancel } from './call-actions';
import { CallConnection } from './call-connection';
import { failureOf } from './call-errors';
import { listCameras, nextCamera, openCallMedia, openCameraVideo, type CallMediaDevices } from './call-media';
import type { CallSounds } from './call-sounds';
import { callView, useCallStore, type CallStoreState, type CallView } from './call-store';
import type { NegotiationSignal } from './perfect-negotiation';
import { iceTransportPolicy, readRelayOnly } from './privacy-setting';

/** The ring window is the server's; this long after it we ask the server what became of a call still ringing. */
export const RING_RESYNC_GRACE_MS = 3_000;
/** The receipt normally arrives with the end ('call:receipt'); after this long it is read instead. */
export const RECEIPT_WAIT_MS = 4_000;
/** Signals for a room that is not open yet (a matched call the other side started first) wait this long. */
export const EARLY_SIGNAL_TTL_MS = 30_000;
const EARLY_SIGNAL_MAX = 500;
const RESYNC_ATTEMPTS = 10;

type IncomingSignal = ServerEventPayload<'call:signal'>;

export interface CallControllerDeps {
  api: ApiClient;
  realtime: RealtimeClient;
  store?: StoreApi<CallStoreState>;
  /** null: no sounds (tests). */
  sounds?: CallSounds | null;
  devices?: () => CallMediaDevices | undefined;
  createPeer?: (config: RTCConfiguration) => RTCPeerConnection;
  relayOnly?: () => boolean;
  now?: () => number;
}

/** The media side of the call on screen; replaced whenever the room changes. */
interface LiveSession {
  roomNum: string;
  connection: CallConnection | null;
  local: MediaStream | null;
  closed: boolean;
  reportedStart: boolean;
}

/** The state a call is shown in when the server no longer knows it (it ended and was forgotten). */
function goneStatus(state: CallStoreState): CallDisplayState {
  if (state.phase !== 'ringing') return 'hung_up';
  return state.call?.callRole === 'callee' ? 'missed' : 'no_answer';
}

/**
 * Runs the call on screen: hears the call events of the realtime gateway, sends the call actions, rings, and
 * owns the WebRTC connection while a call is live. React only renders the store and calls these methods, so
 * re-renders, Strict Mode and a language switch never touch the connection.
 */
export class CallController {
  private readonly store: StoreApi<CallStoreState>;
  private readonly unsubscribe: (() => void)[] = [];
  private session: LiveSession | null = null;
  private early: { signal: IncomingSignal; at: number }[] = [];
  private roomNum: string | null = null;
  private view: CallView = 'none';
  private ringTimer: ReturnType<typeof setTimeout> | undefined;
  private receiptTimer: ReturnType<typeof setTimeout> | undefined;
  private resyncAttempts = 0;
  private readonly now: () => number;
  private readonly devices: () => CallMediaDevices | undefined;
  private readonly createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  private readonly relayOnly: () => boolean;

  constructor(private readonly deps: CallControllerDeps) {
    this.store = deps.store ?? useCallStore;
    this.now = deps.now ?? Date.now;
    this.devices = deps.devices ?? (() => navigator.mediaDevices);
    this.createPeer = deps.createPeer ?? ((config) => new RTCPeerConnection(config));
    this.relayOnly = deps.relayOnly ?? readRelayOnly;
  }

  start(): void {
    const { realtime } = this.deps;
    const state = () => this.store.getState();
    this.unsubscribe.push(
      realtime.subscribe('call:incoming', (call) => void state().openCall(call)),
      realtime.subscribe('call:state', (event) => state().applyState(event)),
      realtime.subscribe('call:billing', (event) => state().applyBilling(event)),
      realtime.subscribe('call:upgrade', (event) => {
        state().applyUpgrade(event);
        if (event.state === 'accepted' && event.roomNum === this.roomNum) void this.sendVideo();
      }),
      realtime.subscribe('call:receipt', (receipt) => state().setReceipt(receipt)),
      realtime.subscribe('call:signal', (signal) => this.onSignal(signal)),
      // Whatever happened while the socket was down (the end, an answer) is read again.
      realtime.onReady(() => void this.resync()),
      this.store.subscribe((next) => this.onStore(next)),
    );
    this.deps.sounds?.start();
    this.onStore(state());
  }

  /** Stops listening; a live call's media is released (the server ends it when this user goes offline). */
  dispose(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    this.endSession();
    clearTimeout(this.ringTimer);
    clearTimeout(this.receiptTimer);
    this.deps.sounds?.dispose();
    // A later start() looks at the store afresh (React's Strict Mode starts, stops and starts again).
    this.view = 'none';
    this.roomNum = null;
  }

  /** After logout: nothing of the call stays on screen. */
  reset(): void {
    this.endSession();
    this.store.getState().close();
  }

  // ---- what the buttons do ----

  async answer(): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    await this.act('answer', async () => {
      await postCallAction(this.deps.api, CallAction.ANSWER, call.roomNum);
      // The server says so too ('call:state'); showing it now starts the camera without waiting for the event.
      this.store.getState().applyState({
        roomNum: call.roomNum,
        phase: 'accepted',
        callStatus: 'connected',
        connectedAt: null,
        media: this.store.getState().media,
      });
    });
  }

  /** The callee says no, or the caller withdraws: the ring cancel of spec §4. */
  async ringCancel(): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    const caller = call.callRole === 'caller';
    await this.act(caller ? 'cancel' : 'decline', async () => {
      await ringCancel(this.deps.api, call);
      this.endLocally(caller ? 'cancelled' : 'declined');
    });
  }

  async hangUp(): Promise<void> {
    const { call, phase, pending } = this.store.getState();
    if (!call || phase === 'ended' || pending === 'hangup') return;
    if (phase === 'ringing') {
      await this.ringCancel();
      return;
    }
    this.store.getState().setPending('hangup');
    try {
      await postCallAction(this.deps.api, CallAction.HANGUP, call.roomNum);
    } catch {
      // The person wants out either way; the server ends the call when this user's socket goes too.
    }
    this.endLocally('hung_up');
  }

  toggleMute(): void {
    const { muted, localStream } = this.store.getState();
    localStream?.getAudioTracks().forEach((track) => (track.enabled = muted));
    this.store.getState().setMedia({ muted: !muted });
  }

  toggleCamera(): void {
    const { cameraOff, localStream } = this.store.getState();
    localStream?.getVideoTracks().forEach((track) => (track.enabled = cameraOff));
    this.store.getState().setMedia({ cameraOff: !cameraOff });
  }

  async switchCamera(): Promise<void> {
    const session = this.session;
    const local = session?.local;
    const current = local?.getVideoTracks()[0];
    if (!session?.connection || !local || !current) return;
    const next = nextCamera(await listCameras(this.devices()), current.getSettings().deviceId);
    if (!next || next === current.getSettings().deviceId) return;
    try {
      const [track] = (await openCameraVideo(this.devices(), next)).getVideoTracks();
      if (!track || session.closed) {
        track?.stop();
        return;
      }
      track.enabled = !this.store.getState().cameraOff;
      await session.connection.replaceVideo(track, local);
      local.removeTrack(current);
      current.stop();
      local.addTrack(track);
      this.publishLocal(local);
    } catch (error) {
      this.cameraFailed(error);
    }
  }

  /** Asks the other side to turn this voice call into video. */
  async requestVideo(): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    this.store.getState().setFailure(null);
    this.store.getState().setPending('upgrade');
    try {
      await this.deps.api.call(callsApi.upgrade, { roomNum: call.roomNum, answer: 'request' });
      // Stays pending until the other side answers ('call:upgrade').
    } catch (error) {
      this.store.getState().setPending(null);
      this.store.getState().setFailure(failureOf(error));
    }
  }

  async answerUpgrade(accept: boolean): Promise<void> {
    const { call, pending } = this.store.getState();
    if (!call || pending) return;
    await this.act('upgrade', () =>
      this.deps.api.call(callsApi.upgrade, { roomNum: call.roomNum, answer: accept ? 'accept' : 'decline' }),
    );
  }

  /** The camera or microphone was refused earlier; the person fixed it and tries again. */
  async retryCamera(): Promise<void> {
    const session = this.session;
    if (!session?.connection || session.local) return;
    try {
      const local = await openCallMedia(this.store.getState().media, this.devices());
      if (session.closed) {
        stopStream(local);
        return;
      }
      session.local = local;
      session.connection.addTracks(local.getTracks(), local);
      this.store.getState().setMedia({ cameraProblem: null });
      this.publishLocal(local);
    } catch (error) {
      this.cameraFailed(error);
    }
  }

  /** The first remote frame played: media flows even if the connection state has not said so yet. */
  mediaFlowing(): void {
    this.reportStart();
  }

  /** The summary was closed: the stored room number and call role go (spec §4). */
  close(): void {
    this.endSession();
    this.store.getState().close();
  }

  // ---- the store and the gateway ----

  private onStore(state: CallStoreState): void {
    const view = callView(state);
    const roomNum = state.call?.roomNum ?? null;
    if (roomNum !== this.roomNum) {
      this.roomNum = roomNum;
      this.resyncAttempts = 0;
      clearTimeout(this.ringTimer);
      this.ringTimer = undefined;
      clearTimeout(this.receiptTimer);
      this.receiptTimer = undefined;
      if (this.session && this.session.roomNum !== roomNum) this.endSession();
    }
    if (view !== this.view) {
      this.view = view;
      this.onView(view, state);
    }
  }

  private onView(view: CallView, state: CallStoreState): void {
    const sounds = this.deps.sounds;
    if (view === 'incoming') sounds?.play('ring');
    else if (view === 'outgoing') sounds?.play('ringback');
    else sounds?.stop();

    if (view === 'incoming' || view === 'outgoing') this.armRingTimer(state);
    if (view === 'active' && state.call) void this.connect(state.call);
    if (view === 'summary' || view === 'none') this.endSession();
    if (view === 'summary' && !state.receipt && state.call) {
      const roomNum = state.call.roomNum;
      this.receiptTimer = setTimeout(() => void this.readReceipt(roomNum), RECEIPT_WAIT_MS);
    }
  }

  private armRingTimer(state: CallStoreState): void {
    if (!state.call) return;
    clearTimeout(this.ringTimer);
    const wait = Math.max(0, state.call.ringEndsAt - this.now()) + RING_RESYNC_GRACE_MS;
    this.ringTimer = setTimeout(() => void this.resync(), wait);
  }

  private onSignal(signal: IncomingSignal): void {
    const session = this.session;
    if (session?.connection && session.roomNum === signal.roomNum) {
      void session.connection.handle(signal);
      return;
    }
    // Kept until the connection exists (the camera prompt may take a while): a lost offer would leave the
    // two sides waiting for each other. Signals of rooms not (yet) on screen are kept only briefly.
    const at = this.now();
    this.early = this.early
      .filter((entry) => entry.signal.roomNum === this.roomNum || at - entry.at < EARLY_SIGNAL_TTL_MS)
      .slice(-EARLY_SIGNAL_MAX);
    this.early.push({ signal, at });
  }

  /** Reads the call from the server: after a reconnect, or when the ring window passed without news. */
  private async resync(): Promise<void> {
    const state = this.store.getState();
    const call = state.call;
    if (!call || state.phase === 'ended') return;
    try {
      const fresh = await this.deps.api.call(callsApi.info, { roomNum: call.roomNum });
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

  private async readReceipt(roomNum: string): Promise<void> {
    if (this.store.getState().receipt) return;
    try {
      this.store.getState().setReceipt(await this.deps.api.call(callsApi.receipt, { roomNum }));
    } catch {
      this.store.getState().markReceiptMissing(roomNum);
    }
  }

  // ---- the media ----

  private async connect(call: CallData): Promise<void> {
    if (this.session?.roomNum === call.roomNum) return;
    this.endSession();
    const session: LiveSession = {
      roomNum: call.roomNum,
      connection: null,
      local: null,
      closed: false,
      reportedStart: false,
    };
    this.session = session;
    const store = this.store.getState();
    store.setMedia({ link: 'starting', cameraProblem: null });

    const relayOnly = this.relayOnly();
    const [local, ice] = await Promise.allSettled([
      openCallMedia(store.media, this.devices()),
      this.deps.api.call(callsApi.iceServers, {
        roomNum: call.roomNum,
        ...(relayOnly ? { relayOnly: '1' as const } : {}),
      }),
    ]);
    if (session.closed) {
      if (local.status === 'fulfilled') stopStream(local.value);
      return;
    }
    if (ice.status === 'rejected') {
      if (local.status === 'fulfilled') stopStream(local.value);
      this.connectionFailed(session);
      return;
    }

    let peer: RTCPeerConnection;
    try {
      peer = this.createPeer({
        iceServers: ice.value.iceServers,
        // Enforced here too: the choice holds even if the server's answer forgot it.
        iceTransportPolicy: iceTransportPolicy(ice.value.iceTransportPolicy, relayOnly),
      });
    } catch {
      if (local.status === 'fulfilled') stopStream(local.value);
      this.connectionFailed(session);
      return;
    }
    const connection = new CallConnection(peer, {
      polite: call.callRole === 'callee',
      send: (signal: NegotiationSignal) =>
        this.deps.realtime.emit('call:signal', { roomNum: call.roomNum, ...signal }),
      onRemoteStream: (stream) => {
        if (session.closed) return;
        this.store.getState().setMedia({
          remoteStream: stream,
          remoteVideo: stream.getVideoTracks().length > 0,
        });
      },
      onError: () => undefined,
      events: {
        onConnected: (first) => {
          if (session.closed) return;
          this.store.getState().setMedia({ link: 'connected' });
          if (first) this.reportStart();
        },
        onReconnecting: () => {
          if (!session.closed) this.store.getState().setMedia({ link: 'reconnecting' });
        },
        onFailed: () => this.connectionFailed(session),
        onLost: () => {
          if (session.closed) return;
          this.store.getState().setMedia({ link: 'failed' });
          void this.hangUp();
        },
      },
    });
    session.connection = connection;

    if (local.status === 'fulfilled') {
      session.local = local.value;
      connection.addTracks(local.value.getTracks(), local.value);
      this.publishLocal(local.value);
    } else {
      // The call goes on: the other side is still seen and heard, and 'Try camera again' can add ours later.
      this.cameraFailed(local.reason);
    }
    this.store.getState().setMedia({ link: 'connecting' });

    const early = this.early.filter((entry) => entry.signal.roomNum === call.roomNum);
    this.early = this.early.filter((entry) => entry.signal.roomNum !== call.roomNum);
    for (const { signal } of early) void connection.handle(signal);
    postCallAction(this.deps.api, CallAction.NOTIFY_JOIN, call.roomNum).catch(() => undefined);
  }

  /** Voice turned into video: our camera joins the call (the negotiation adds it by itself). */
  private async sendVideo(): Promise<void> {
    const session = this.session;
    if (!session?.connection) return;
    try {
      const [track] = (await openCameraVideo(this.devices())).getVideoTracks();
      if (!track || session.closed) {
        track?.stop();
        return;
      }
      const local = session.local ?? new MediaStream();
      session.local = local;
      local.addTrack(track);
      session.connection.addTracks([track], local);
      this.publishLocal(local);
    } catch (error) {
      this.cameraFailed(error);
    }
  }

  private publishLocal(local: MediaStream): void {
    void listCameras(this.devices()).then((cameras) => {
      if (this.session?.local === local) this.store.getState().setMedia({ cameraCount: cameras.length });
    });
    this.store.getState().setMedia({
      localStream: local,
      localVideo: local.getVideoTracks().length > 0,
      cameraProblem: null,
    });
  }

  private cameraFailed(error: unknown): void {
    this.store.getState().setMedia({
      cameraProblem: error instanceof CameraError ? error.problem : 'unsupported',
    });
  }

  private reportStart(): void {
    const session = this.session;
    if (!session || session.closed || session.reportedStart) return;
    session.reportedStart = true;
    this.store.getState().setMedia({ flowingSince: this.now() });
    postCallAction(this.deps.api, CallAction.NOTIFY_START, session.roomNum).catch(() => undefined);
  }

  /** Media never flowed: 'Sorry, call connection failed', and the server ends the call as failed. */
  private connectionFailed(session: LiveSession): void {
    if (session.closed) return;
    this.store.getState().setMedia({ link: 'failed' });
    postCallAction(this.deps.api, CallAction.TIMEOUT, session.roomNum).catch(() => undefined);
  }

  private endSession(): void {
    const session = this.session;
    if (!session) return;
    session.closed = true;
    session.connection?.close();
    stopStream(session.local);
    this.session = null;
    const { link } = this.store.getState();
    this.store.getState().setMedia({
      // A failure stays visible on the summary.
      link: link === 'failed' ? 'failed' : 'idle',
      localStream: null,
      remoteStream: null,
      localVideo: false,
      remoteVideo: false,
    });
  }

  /** Ends the call on this screen at once; the server's own 'call:state' (which wins) follows. */
  private endLocally(status: CallDisplayState): void {
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

  private async act(
    pending: NonNullable<CallStoreState['pending']>,
    run: () => Promise<unknown>,
  ): Promise<void> {
    this.store.getState().setFailure(null);
    this.store.getState().setPending(pending);
    try {
      await run();
    } catch (error) {
      this.store.getState().setFailure(failureOf(error));
      // The call may have ended meanwhile (the caller gave up as the callee answered): read what it is now.
      if (error instanceof ApiError && error.code === CallCode.CALL_NOT_FOUND) await this.resync();
    } finally {
      if (this.store.getState().pending === pending) this.store.getState().setPending(null);
    }
  }
}
