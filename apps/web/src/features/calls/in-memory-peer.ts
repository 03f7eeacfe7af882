import type { IceCandidateLike, NegotiationPeer } from './perfect-negotiation';

/**
 * A test double of RTCPeerConnection's signalling, for unit tests only (jsdom has no WebRTC; the browser tests
 * prove the real thing). It keeps the rules the negotiation depends on: one operation at a time in call order,
 * setLocalDescription() without arguments creating an offer or an answer from the state, an offer received in
 * have-local-offer rolling the own offer back, an answer accepted only in have-local-offer, candidates refused
 * before a remote description, and 'negotiationneeded' whenever a track or an ICE restart is not yet agreed
 * while the state is stable. A description's "SDP" lists the sender's tracks and its ICE generation.
 */
interface FakeSdp {
  from: string;
  tracks: string[];
  ice: number;
}

type Listener = (event: never) => void;

export interface InMemoryTrackEvent {
  track: { id: string; kind: string };
  streams: never[];
}

const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function parse(description: { sdp?: string | undefined }): FakeSdp {
  return JSON.parse(description.sdp ?? '{}') as FakeSdp;
}

export class InMemoryPeer implements NegotiationPeer {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: { type: RTCSdpType; sdp: string } | null = null;
  /** Tracks this side sends; what the other side has agreed to receive is in `agreedLocal`. */
  readonly localTracks: string[] = [];
  agreedLocal: FakeSdp | null = null;
  agreedRemote: FakeSdp | null = null;
  /** How often this side gave up its own offer for the other's (only the polite side should). */
  rollbacks = 0;
  iceGeneration = 0;
  candidatesReceived = 0;
  /** restartIce() calls. */
  iceRestarts = 0;
  closed = false;

  private pendingRemote: FakeSdp | null = null;
  private restartWanted = false;
  /** The own offer on the table carries an ICE restart; a rollback puts the wish back. */
  private restartOffered = false;
  private chain: Promise<void> = Promise.resolve();
  private busy = 0;
  private negotiationQueued = false;
  private readonly seenRemoteTracks = new Set<string>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly name: string) {}

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  /** A track id, or a track object (standing in for RTCPeerConnection.addTrack(track, stream)). */
  addTrack(track: string | { id: string; kind: string }): void {
    this.localTracks.push(typeof track === 'string' ? track : `${track.kind}:${track.id}`);
    this.queueNegotiationCheck();
  }

  getSenders(): { track: null }[] {
    return [];
  }

  /** Nothing left to negotiate and no operation or negotiation check in flight (tests wait for this). */
  get idle(): boolean {
    return !this.negotiationQueued && this.busy === 0 && !this.needsNegotiation();
  }

  restartIce(): void {
    this.iceRestarts++;
    this.restartWanted = true;
    this.queueNegotiationCheck();
  }

  close(): void {
    this.closed = true;
    this.setConnectionState('closed');
  }

  /** The network changing under the connection (a test drives drops and recoveries with it). */
  setConnectionState(state: RTCPeerConnectionState): void {
    if (this.connectionState === state) return;
    this.connectionState = state;
    this.emit('connectionstatechange', {});
  }

  setLocalDescription(description?: RTCLocalSessionDescriptionInit): Promise<void> {
    return this.operation(() => {
      if (description?.type === 'rollback') {
        this.rollback();
        return;
      }
      if (this.signalingState === 'stable' || this.signalingState === 'have-local-offer') {
        if (this.restartWanted) this.iceGeneration++;
        this.restartOffered ||= this.restartWanted;
        this.restartWanted = false;
        this.localDescription = { type: 'offer', sdp: JSON.stringify(this.sdp()) };
        this.signalingState = 'have-local-offer';
      } else if (this.signalingState === 'have-remote-offer') {
        const answer = this.sdp();
        this.localDescription = { type: 'answer', sdp: JSON.stringify(answer) };
        this.agree(answer, this.pendingRemote);
      } else {
        throw new DOMException(`cannot describe in ${this.signalingState}`, 'InvalidStateError');
      }
      this.gather();
    });
  }

  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    return this.operation(() => {
      const remote = { type: description.type, sdp: description.sdp ?? '' };
      if (description.type === 'rollback') {
        this.rollback();
        return;
      }
      if (description.type === 'offer') {
        if (this.signalingState === 'have-local-offer') this.rollback();
        if (this.signalingState !== 'stable') {
          throw new DOMException(`offer in ${this.signalingState}`, 'InvalidStateError');
        }
        const offer = parse(description);
        // An offer with a new ICE generation is a restart: this side follows it.
        this.iceGeneration = Math.max(this.iceGeneration, offer.ice);
        this.pendingRemote = offer;
        this.remoteDescription = remote;
        this.signalingState = 'have-remote-offer';
        return;
      }
      if (description.type === 'answer') {
        if (this.signalingState !== 'have-local-offer' || !this.localDescription) {
          throw new DOMException(`answer in ${this.signalingState}`, 'InvalidStateError');
        }
        this.remoteDescription = remote;
        this.agree(parse(this.localDescription), parse(description));
      }
    });
  }

  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    return this.operation(() => {
      if (!this.remoteDescription) throw new DOMException('no remote description', 'InvalidStateError');
      if (!candidate.candidate) return;
      this.candidatesReceived++;
      this.updateConnection();
    });
  }

  private sdp(): FakeSdp {
    return { from: this.name, tracks: [...this.localTracks], ice: this.iceGeneration };
  }

  private rollback(): void {
    this.rollbacks++;
    this.restartWanted ||= this.restartOffered;
    this.restartOffered = false;
    this.signalingState = 'stable';
    this.localDescription = this.agreedLocal
      ? { type: 'offer', sdp: JSON.stringify(this.agreedLocal) }
      : null;
    this.pendingRemote = null;
  }

  private agree(local: FakeSdp, remote: FakeSdp | null): void {
    this.restartOffered = false;
    this.agreedLocal = local;
    this.agreedRemote = remote;
    this.signalingState = 'stable';
    for (const id of remote?.tracks ?? []) {
      if (this.seenRemoteTracks.has(id)) continue;
      this.seenRemoteTracks.add(id);
      const event: InMemoryTrackEvent = { track: { id, kind: id.split(':')[0] ?? 'video' }, streams: [] };
      this.emit('track', event);
    }
    this.updateConnection();
  }

  private gather(): void {
    const generation = this.iceGeneration;
    setTimeout(() => {
      if (this.closed) return;
      for (const n of [1, 2]) {
        const candidate: IceCandidateLike = {
          candidate: `candidate:${this.name}-${generation}-${n} 1 udp 1 127.0.0.1 ${9000 + n} typ host`,
          sdpMid: '0',
          sdpMLineIndex: 0,
        };
        this.emit('icecandidate', { candidate });
      }
      this.emit('icecandidate', { candidate: null });
    }, 0);
  }

  private updateConnection(): void {
    const ready =
      this.signalingState === 'stable' &&
      this.agreedLocal !== null &&
      this.agreedRemote !== null &&
      this.candidatesReceived > 0;
    if (ready && this.connectionState !== 'connected' && this.connectionState !== 'disconnected') {
      this.setConnectionState('connected');
    }
  }

  /** Operations run one at a time in call order, each in a later task, like the browser's operations chain. */
  private operation(run: () => void): Promise<void> {
    this.busy++;
    const done = this.chain.then(async () => {
      await task();
      if (this.closed) throw new DOMException('closed', 'InvalidStateError');
      run();
    });
    this.chain = done.then(
      () => this.settle(),
      () => this.settle(),
    );
    return done;
  }

  private settle(): void {
    this.busy--;
    this.queueNegotiationCheck();
  }

  private needsNegotiation(): boolean {
    const agreed = new Set(this.agreedLocal?.tracks ?? []);
    return this.restartWanted || this.localTracks.some((id) => !agreed.has(id));
  }

  private queueNegotiationCheck(): void {
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    setTimeout(() => {
      this.negotiationQueued = false;
      // Checked again when the task runs, as the specification does: only a stable, idle peer negotiates.
      if (this.closed || this.busy > 0 || this.signalingState !== 'stable') return;
      if (this.needsNegotiation()) this.emit('negotiationneeded', {});
    }, 0);
  }

  private emit(type: string, event: object): void {
    for (const listener of this.listeners.get(type) ?? []) (listener as (event: object) => void)(event);
  }
}
