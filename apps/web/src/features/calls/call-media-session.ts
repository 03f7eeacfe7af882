import { CallAction, callsApi, type CallData } from '@mingle/protocol';
import type { StoreApi } from 'zustand';
import type { ApiClient } from '../../lib/api-client';
import { CameraError, stopStream } from '../../lib/camera';
import type { RealtimeClient } from '../../lib/realtime-client';
import { postCallAction } from './call-actions';
import { CallConnection } from './call-connection';
import { listCameras, nextCamera, openCallMedia, openCameraVideo, type CallMediaDevices } from './call-media';
import type { CallStoreState } from './call-store';
import type { EarlySignals, IncomingSignal } from './early-signals';
import type { NegotiationSignal } from './perfect-negotiation';
import { iceTransportPolicy } from './privacy-setting';

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
}

/**
 * The media side of one live call: camera and microphone, the peer connection and what the server is told
 * about it (joined, media flowing, never connected). One per room; closing it releases everything, and a
 * closed session ignores whatever its pending promises bring back.
 */
export class CallMediaSession {
  readonly roomNum: string;
  private connection: CallConnection | null = null;
  private local: MediaStream | null = null;
  private closed = false;
  private reportedStart = false;

  constructor(
    private readonly deps: CallMediaSessionDeps,
    private readonly call: CallData,
  ) {
    this.roomNum = call.roomNum;
  }

  private get store(): CallStoreState {
    return this.deps.store.getState();
  }

  /** Camera and ICE servers at once, then the peer connection; the server hears that this side joined. */
  async open(): Promise<void> {
    const { call, deps } = this;
    this.store.setMedia({ link: 'starting', cameraProblem: null });

    const relayOnly = deps.relayOnly();
    const [local, ice] = await Promise.allSettled([
      openCallMedia(this.store.media, deps.devices()),
      deps.api.call(callsApi.iceServers, {
        roomNum: call.roomNum,
        ...(relayOnly ? { relayOnly: '1' as const } : {}),
      }),
    ]);
    if (this.closed) {
      if (local.status === 'fulfilled') stopStream(local.value);
      return;
    }
    if (ice.status === 'rejected') {
      if (local.status === 'fulfilled') stopStream(local.value);
      this.fail();
      return;
    }

    let peer: RTCPeerConnection;
    try {
      peer = deps.createPeer({
        iceServers: ice.value.iceServers,
        // Enforced here too: the choice holds even if the server's answer forgot it.
        iceTransportPolicy: iceTransportPolicy(ice.value.iceTransportPolicy, relayOnly),
      });
    } catch {
      if (local.status === 'fulfilled') stopStream(local.value);
      this.fail();
      return;
    }
    const connection = new CallConnection(peer, {
      polite: call.callRole === 'callee',
      send: (signal: NegotiationSignal) =>
        deps.realtime.emit('call:signal', { roomNum: call.roomNum, ...signal }),
      onRemoteStream: (stream) => {
        if (this.closed) return;
        this.store.setMedia({ remoteStream: stream, remoteVideo: stream.getVideoTracks().length > 0 });
      },
      onError: () => undefined,
      events: {
        onConnected: (first) => {
          if (this.closed) return;
          this.store.setMedia({ link: 'connected' });
          if (first) this.reportStart();
        },
        onReconnecting: () => {
          if (!this.closed) this.store.setMedia({ link: 'reconnecting' });
        },
        onFailed: () => this.fail(),
        onLost: () => {
          if (this.closed) return;
          this.store.setMedia({ link: 'failed' });
          deps.onLost();
        },
      },
    });
    this.connection = connection;

    if (local.status === 'fulfilled') {
      this.local = local.value;
      connection.addTracks(local.value.getTracks(), local.value);
      this.publishLocal(local.value);
    } else {
      // The call goes on: the other side is still seen and heard, and 'Try camera again' can add ours later.
      this.cameraFailed(local.reason);
    }
    this.store.setMedia({ link: 'connecting' });

    for (const signal of deps.early.take(call.roomNum)) void connection.handle(signal);
    postCallAction(deps.api, CallAction.NOTIFY_JOIN, call.roomNum).catch(() => undefined);
  }

  /** Hands a signal of this room to the connection; false while there is none yet (the caller keeps it). */
  handle(signal: IncomingSignal): boolean {
    if (!this.connection || signal.roomNum !== this.roomNum) return false;
    void this.connection.handle(signal);
    return true;
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
    postCallAction(this.deps.api, CallAction.NOTIFY_START, this.roomNum).catch(() => undefined);
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
