import { ConnectionWatch, type ConnectionWatchEvents, type WatchTimers } from './connection-watch';
import { PerfectNegotiation, type NegotiationSignal } from './perfect-negotiation';

export interface CallConnectionOptions {
  /** The callee is the polite side: it yields when both offer at once. */
  polite: boolean;
  send(signal: NegotiationSignal): void;
  events: ConnectionWatchEvents;
  /** The other side's media; called again when a track joins it (a voice call turning into video). */
  onRemoteStream(stream: MediaStream): void;
  onError(error: unknown): void;
  timers?: WatchTimers;
  /** Let the other side offer first for this long (PerfectNegotiation's waitForOfferMs). */
  waitForOfferMs?: number;
}

/**
 * One call's peer connection: perfect negotiation over the gateway, the watch that recovers or gives up, and
 * the remote media gathered into one stream for the <video> element.
 */
export class CallConnection {
  private readonly negotiation: PerfectNegotiation;
  private readonly watch: ConnectionWatch;
  private remote: MediaStream | null = null;

  constructor(
    private readonly peer: RTCPeerConnection,
    private readonly options: CallConnectionOptions,
  ) {
    this.negotiation = new PerfectNegotiation(
      peer,
      options.send,
      options.polite,
      options.onError,
      options.waitForOfferMs,
    );
    this.watch = new ConnectionWatch(peer, options.events, options.timers);
    peer.addEventListener('track', this.onTrack);
  }

  /** Whether media has flowed at least once. */
  get connected(): boolean {
    return this.watch.connected;
  }

  /** The browser's statistics of this connection (round-trip time, loss, the candidate pair in use). */
  stats(): Promise<RTCStatsReport> {
    return this.peer.getStats();
  }

  handle(signal: NegotiationSignal): Promise<void> {
    return this.negotiation.handle(signal);
  }

  /** Sends these tracks; adding to a live call renegotiates by itself. */
  addTracks(tracks: readonly MediaStreamTrack[], stream: MediaStream): void {
    for (const track of tracks) this.peer.addTrack(track, stream);
  }

  /** Another camera without renegotiating; a call that sent no video yet gets the track added instead. */
  async replaceVideo(track: MediaStreamTrack, stream: MediaStream): Promise<void> {
    const sender = this.peer.getSenders().find((s) => s.track?.kind === 'video');
    if (sender) await sender.replaceTrack(track);
    else this.peer.addTrack(track, stream);
  }

  close(): void {
    this.negotiation.close();
    this.watch.dispose();
    this.peer.removeEventListener('track', this.onTrack);
    this.peer.close();
  }

  private readonly onTrack = (event: RTCTrackEvent): void => {
    const stream = event.streams[0] ?? this.remote ?? new MediaStream();
    if (!stream.getTracks().includes(event.track)) stream.addTrack(event.track);
    this.remote = stream;
    this.options.onRemoteStream(stream);
  };
}
