import { CallAction, CallCode, callsApi, type CallData, type IceConfig } from '@mingle/protocol';
import type { StoreApi } from 'zustand';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { CameraError, stopStream } from '../../lib/camera';
import { tabId } from '../../lib/tab-id';
import type { RealtimeClient } from '../../lib/realtime-client';
import { postCallAction } from './call-actions';
import { CallConnection } from './call-connection';
import { listCameras, nextCamera, openCallMedia, openCameraVideo, type CallMediaDevices } from './call-media';
import type { CallStoreState } from './call-store';
import type { EarlySignals, IncomingSignal } from './early-signals';
import type { NegotiationSignal } from './perfect-negotiation';
import { iceTransportPolicy } from './privacy-setting';

/**
 * One side offers and the other answers, so that the two do not offer at once (the glare perfect negotiation
 * resolves, but at the cost of a round and of the candidates it drops, which here could leave a call without
 * media). On a new call the caller offers and the callee waits; after a restart the new page offers and the side
 * that restarted waits. The waiting side offers itself after this long if nothing came (a side without camera
 * and microphone sends no offer of its own).
 */
const OFFER_WAIT_MS = 4_000;

/** Another tab of this user owns the call (docs/decisions/021-calls-survive.md). */
function isElsewhere(error: unknown): boolean {
  return error instanceof ApiError && error.code === CallCode.IN_OTHER_TAB;
}

export interface CallMediaSessionDeps {
  api: ApiClient;
  realtime: RealtimeClient;
  store: StoreApi<CallStoreState>;
  devices: () => CallMediaDevices | undefined;
  createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  relayOnly: () => boolean;
  now: () => number;
  /** Signals that came before this session's connection. */
  early: EarlySignals;
  /** The connection was lost after media had flowed: the call is hung up. */
  onLost(): void;
  /** Another tab of this user owns the call: this session lets go. */
  onElsewhere(): void;
}

/**
 * The media side of one live call: camera and microphone, the peer connection and what the server is told
 * about it (joined, media flowing, interrupted, never connected). One per room; closing it releases
 * everything, and a closed session ignores whatever its pending promises bring back.
 *
 * A call survives a reload or a move to another tab (docs/decisions/021-calls-survive.md): joining the room
 * again starts a new media epoch, and the side still there starts a fresh peer connection for it (restart),
 * keeping its camera; signals of an older epoch are dropped.
 */
export class CallMediaSession {
  readonly roomNum: string;
  private connection: CallConnection | null = null;
  private local: MediaStream | null = null;
  private ice: IceConfig | null = null;
  private epoch: number;
  private closed = false;
  /** Media has flowed in this call (on this page, or before the reload that brought the call back). */
  private reportedStart: boolean;
  /** The server was told of the interruption now going on (once per interruption). */
  private reportedInterruption = false;

  constructor(
    private readonly deps: CallMediaSessionDeps,
    private readonly call: CallData,
  ) {
    this.roomNum = call.roomNum;
    this.epoch = call.mediaEpoch;
    this.reportedStart = call.bizData.videoTime > 0 || call.interrupted;
  }

  private get store(): CallStoreState {
    return this.deps.store.getState();
  }

  /**
   * Camera, ICE servers and joining the room at once (the join says which media epoch this page starts), then
   * the peer connection. A call coming back after a reload shows 'Reconnecting…' until media flows again.
   */
  async open(): Promise<void> {
    const { call, deps } = this;
    this.store.setMedia({ link: this.reportedStart ? 'reconnecting' : 'starting', cameraProblem: null });

    const relayOnly = deps.relayOnly();
    const [local, ice, joined] = await Promise.allSettled([
      openCallMedia(this.store.media, deps.devices()),
      deps.api.call(callsApi.iceServers, {
        roomNum: call.roomNum,
        ...(relayOnly ? { relayOnly: '1' as const } : {}),
      }),
      postCallAction(deps.api, CallAction.NOTIFY_JOIN, call.roomNum),
    ]);
    const release = () => {
      if (local.status === 'fulfilled') stopStream(local.value);
    };
    if (this.closed) return release();
    if (joined.status === 'rejected' && isElsewhere(joined.reason)) {
      release();
      deps.onElsewhere();
      return;
    }
    if (joined.status === 'fulfilled' && joined.value !== 'skipped' && joined.value) {
      this.epoch = Math.max(this.epoch, joined.value.mediaEpoch);
    }
    if (ice.status === 'rejected') {
      release();
      this.fail();
      return;
    }
    this.ice = {
      ...ice.value,
      iceTransportPolicy: iceTransportPolicy(ice.value.iceTransportPolicy, relayOnly),
    };
    if (local.status === 'fulfilled') {
      this.local = local.value;
      this.publishLocal(local.value);
    } else {
      // The call goes on: the other side is still seen and heard, and 'Try camera again' can add ours later.
      this.cameraFailed(local.reason);
    }
    const waits = call.callRole === 'callee' && !this.reportedStart;
    if (!this.connect(waits ? OFFER_WAIT_MS : 0)) {
      release();
      this.local = null;
      this.fail();
      return;
    }
    if (!this.reportedStart) this.store.setMedia({ link: 'connecting' });
    for (const signal of deps.early.take(call.roomNum)) this.handle(signal);
  }

  /**
   * Hands a signal of this room to the connection; false while there is none yet (the caller keeps it). A
   * signal of a newer media epoch (the other side reloaded or moved tabs) first restarts the connection.
   */
  handle(signal: IncomingSignal): boolean {
    if (!this.connection || signal.roomNum !== this.roomNum) return false;
    const epoch = signal.mediaEpoch ?? this.epoch;
    if (epoch < this.epoch) return true;
    if (epoch > this.epoch) this.restart(epoch);
    void this.connection?.handle(signal);
    return true;
  }

  /** The server's word on the call: a newer media epoch restarts the connection (the other side is new). */
  epochChanged(epoch: number): void {
    if (epoch > this.epoch && this.connection) this.restart(epoch);
  }

  /**
   * The server says media is interrupted, or the socket came back after a drop: when this side still sees
   * media it says so, and the call (and its billing clock) goes on without waiting for the grace to run out.
   */
  confirmFlowing(): void {
    if (this.closed || !this.reportedStart || this.store.link !== 'connected') return;
    this.reportFlowing();
  }

  /** Statistics of the live connection, or null before there is one. */
  stats(): Promise<RTCStatsReport> | null {
    return this.connection?.stats() ?? null;
  }

  async switchCamera(): Promise<void> {
    const { connection, local } = this;
    const current = local?.getVideoTracks()[0];
    if (!connection || !local || !current) return;
    const next = nextCamera(await listCameras(this.deps.devices()), current.getSettings().deviceId);
    if (!next || next === current.getSettings().deviceId) return;
    try {
      const [track] = (await openCameraVideo(this.deps.devices(), next)).getVideoTracks();
      if (!track || this.closed) {
        track?.stop();
        return;
      }
      track.enabled = !this.store.cameraOff;
      await connection.replaceVideo(track, local);
      local.removeTrack(current);
      current.stop();
      local.addTrack(track);
      this.publishLocal(local);
    } catch (error) {
      this.cameraFailed(error);
    }
  }

  /** The camera or microphone was refused earlier; the person fixed it and tries again. */
  async retryCamera(): Promise<void> {
    const connection = this.connection;
    if (!connection || this.local) return;
    try {
      const local = await openCallMedia(this.store.media, this.deps.devices());
      if (this.closed) {
        stopStream(local);
        return;
      }
      this.local = local;
      connection.addTracks(local.getTracks(), local);
      this.store.setMedia({ cameraProblem: null });
      this.publishLocal(local);
    } catch (error) {
      this.cameraFailed(error);
    }
  }

  /** Voice turned into video: our camera joins the call (the negotiation adds it by itself). */
  async sendVideo(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    try {
      const [track] = (await openCameraVideo(this.deps.devices())).getVideoTracks();
      if (!track || this.closed) {
        track?.stop();
        return;
      }
      const local = this.local ?? new MediaStream();
      this.local = local;
      local.addTrack(track);
      connection.addTracks([track], local);
      this.publishLocal(local);
    } catch (error) {
      this.cameraFailed(error);
    }
  }

  /** Media flows (the connection says so, or the first remote frame played): the server starts the clock. */
  reportStart(): void {
    if (this.closed || this.reportedStart) return;
    this.reportedStart = true;
    this.store.setMedia({ flowingSince: this.deps.now() });
    this.reportFlowing();
  }

  /** Media flows (again): notifyStartCall starts the call's clock, or resumes it after an interruption. */
  private reportFlowing(): void {
    this.reportedInterruption = false;
    postCallAction(this.deps.api, CallAction.NOTIFY_START, this.roomNum, {}).catch((error: unknown) => {
      if (isElsewhere(error)) this.deps.onElsewhere();
    });
  }

  /** Media stopped after it had flowed: the server pauses the billing clock and starts the grace. */
  private reportInterruption(): void {
    if (this.reportedInterruption || !this.reportedStart) return;
    this.reportedInterruption = true;
    this.deps.api
      .call(callsApi.interrupted, { roomNum: this.roomNum, tabId: tabId() })
      .catch(() => undefined);
  }

  /**
   * A peer connection for the current epoch, with this side's tracks on it. False when the browser refuses to
   * make one.
   */
  private connect(waitForOfferMs = 0): boolean {
    const { call, deps, ice } = this;
    if (!ice) return false;
    let peer: RTCPeerConnection;
    try {
      peer = deps.createPeer({ iceServers: ice.iceServers, iceTransportPolicy: ice.iceTransportPolicy });
    } catch {
      return false;
    }
    const epoch = this.epoch;
    const connection = new CallConnection(peer, {
      polite: call.callRole === 'callee',
      waitForOfferMs,
      send: (signal: NegotiationSignal) =>
        deps.realtime.emit('call:signal', { roomNum: call.roomNum, mediaEpoch: epoch, ...signal }),
      onRemoteStream: (stream) => {
        if (this.connection !== connection) return;
        this.store.setMedia({ remoteStream: stream, remoteVideo: stream.getVideoTracks().length > 0 });
      },
      onError: () => undefined,
      events: {
        onConnected: (first) => {
          if (this.connection !== connection) return;
          this.store.setMedia({ link: 'connected' });
          if (!this.reportedStart) this.reportStart();
          else if (first || this.reportedInterruption) this.reportFlowing();
        },
        onReconnecting: () => {
          if (this.connection !== connection) return;
          this.store.setMedia({ link: 'reconnecting' });
          this.reportInterruption();
        },
        onFailed: () => {
          if (this.connection !== connection) return;
          // A connection that replaced one that carried media: the call is interrupted, and the server's
          // grace decides; a call that never carried media has failed.
          if (this.reportedStart) {
            this.store.setMedia({ link: 'reconnecting' });
            this.reportInterruption();
          } else {
            this.fail();
          }
        },
        onLost: () => {
          if (this.connection !== connection) return;
          this.store.setMedia({ link: 'failed' });
          deps.onLost();
        },
      },
    });
    this.connection = connection;
    if (this.local) connection.addTracks(this.local.getTracks(), this.local);
    return true;
  }

  /** The other side started a new media epoch: a fresh connection, same camera; the old one is dropped. */
  private restart(epoch: number): void {
    if (this.closed) return;
    this.epoch = epoch;
    this.connection?.close();
    this.connection = null;
    this.store.setMedia({ link: 'reconnecting', remoteStream: null, remoteVideo: false });
    // The other side is a new page that offers as soon as its camera is on; ours would only cross it.
    if (!this.connect(OFFER_WAIT_MS)) this.fail();
  }

  /** Releases camera, microphone and connection; the screen shows no media (a failure stays on the summary). */
  close(): void {
    this.closed = true;
    this.connection?.close();
    stopStream(this.local);
    const { link } = this.store;
    this.store.setMedia({
      link: link === 'failed' ? 'failed' : 'idle',
      localStream: null,
      remoteStream: null,
      localVideo: false,
      remoteVideo: false,
    });
  }

  private publishLocal(local: MediaStream): void {
    void listCameras(this.deps.devices()).then((cameras) => {
      if (!this.closed && this.local === local) this.store.setMedia({ cameraCount: cameras.length });
    });
    this.store.setMedia({
      localStream: local,
      localVideo: local.getVideoTracks().length > 0,
      cameraProblem: null,
    });
  }

  private cameraFailed(error: unknown): void {
    this.store.setMedia({ cameraProblem: error instanceof CameraError ? error.problem : 'unsupported' });
  }

  /** Media never flowed: 'Sorry, call connection failed', and the server ends the call as failed. */
  private fail(): void {
    if (this.closed) return;
    this.store.setMedia({ link: 'failed' });
    postCallAction(this.deps.api, CallAction.TIMEOUT, this.roomNum).catch(() => undefined);
  }
}
