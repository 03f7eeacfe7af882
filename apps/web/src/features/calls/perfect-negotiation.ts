import type { CallSignal } from '@mingle/protocol';

/**
 * The perfect-negotiation pattern of the WebRTC specification (§10.7), so either side may (re)negotiate at any
 * time — the first offer, a voice call turning into video, an ICE restart — without agreeing first who offers.
 * When both offer at once, the polite side (the callee) yields: it rolls its offer back and answers; the
 * impolite side (the caller) ignores the colliding offer.
 */

/** A description or a trickled ICE candidate, as the realtime gateway relays them ('call:signal'). */
export type NegotiationSignal = Omit<CallSignal, 'roomNum'>;

/** The part of RTCPeerConnection the pattern needs; an in-memory double stands in for it in unit tests. */
export interface NegotiationPeer {
  readonly signalingState: RTCSignalingState;
  readonly localDescription: { type: RTCSdpType; sdp: string } | null;
  setLocalDescription(description?: RTCLocalSessionDescriptionInit): Promise<void>;
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>;
  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void>;
  addEventListener(type: 'negotiationneeded', listener: () => void): void;
  addEventListener(
    type: 'icecandidate',
    listener: (event: { candidate: IceCandidateLike | null }) => void,
  ): void;
  removeEventListener(type: 'negotiationneeded', listener: () => void): void;
  removeEventListener(
    type: 'icecandidate',
    listener: (event: { candidate: IceCandidateLike | null }) => void,
  ): void;
}

/** RTCIceCandidate, or a plain init object. */
export type IceCandidateLike = RTCIceCandidateInit & { toJSON?: () => RTCIceCandidateInit };

export class PerfectNegotiation {
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  /** Signals are applied one at a time, in arrival order, so a candidate never overtakes its description. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Offers wait for the other side's (see `waitForOfferMs`); one that was due is made when the wait ends. */
  private holding = false;
  private offerDue = false;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `waitForOfferMs`: this side lets the other offer first, and offers itself only if nothing came by then. A
   * connection replacing one whose other side has just joined afresh waits, so the two do not both offer at
   * once (the glare perfect negotiation resolves, but at the cost of a round and of candidates it drops).
   */
  constructor(
    private readonly peer: NegotiationPeer,
    private readonly send: (signal: NegotiationSignal) => void,
    readonly polite: boolean,
    private readonly onError: (error: unknown) => void = () => undefined,
    waitForOfferMs = 0,
  ) {
    peer.addEventListener('negotiationneeded', this.onNegotiationNeeded);
    peer.addEventListener('icecandidate', this.onIceCandidate);
    if (waitForOfferMs > 0) {
      this.holding = true;
      this.holdTimer = setTimeout(() => this.stopHolding(), waitForOfferMs);
    }
  }

  /** Applies a signal from the other side; resolves once it (and every earlier one) has been applied. */
  handle(signal: NegotiationSignal): Promise<void> {
    this.queue = this.queue
      .then(() => (this.closed ? undefined : this.apply(signal)))
      .catch((error: unknown) => this.onError(error));
    return this.queue;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.holdTimer);
    this.peer.removeEventListener('negotiationneeded', this.onNegotiationNeeded);
    this.peer.removeEventListener('icecandidate', this.onIceCandidate);
  }

  private readonly onNegotiationNeeded = (): void => {
    if (this.holding) {
      this.offerDue = true;
      return;
    }
    void this.offer();
  };

  /** The other side's description came (we answer it; the browser asks again if more is needed) or time ran out. */
  private stopHolding(): void {
    if (!this.holding) return;
    this.holding = false;
    clearTimeout(this.holdTimer);
    if (this.offerDue && !this.closed && this.peer.signalingState === 'stable') {
      this.offerDue = false;
      void this.offer();
    }
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      // Without an argument the browser creates whatever the state calls for (an offer here, with an ICE
      // restart folded in when restartIce() asked for one).
      await this.peer.setLocalDescription();
      this.sendLocalDescription();
    } catch (error) {
      this.onError(error);
    } finally {
      this.makingOffer = false;
    }
  }

  private readonly onIceCandidate = ({ candidate }: { candidate: IceCandidateLike | null }): void => {
    // The end-of-candidates marker is not relayed: a peer that gathered everything simply sends nothing more.
    if (!candidate || this.closed) return;
    const init = candidate.toJSON ? candidate.toJSON() : candidate;
    this.send({
      candidate: {
        candidate: init.candidate ?? '',
        sdpMid: init.sdpMid ?? null,
        sdpMLineIndex: init.sdpMLineIndex ?? null,
        usernameFragment: init.usernameFragment ?? null,
      },
    });
  };

  private sendLocalDescription(): void {
    const local = this.peer.localDescription;
    if (local && !this.closed) this.send({ description: { type: local.type, sdp: local.sdp } });
  }

  private async apply({ description, candidate }: NegotiationSignal): Promise<void> {
    if (description) {
      if (description.type === 'offer') {
        this.holding = false;
        this.offerDue = false;
        clearTimeout(this.holdTimer);
      }
      // An answer to our own offer may arrive while the browser is still settling it; that is not a collision.
      const readyForOffer =
        !this.makingOffer && (this.peer.signalingState === 'stable' || this.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        // An offer in have-local-offer rolls our own offer back implicitly (the polite side's yield).
        await this.peer.setRemoteDescription(description);
      } finally {
        this.settingRemoteAnswer = false;
      }
      if (description.type === 'offer') {
        await this.peer.setLocalDescription();
        this.sendLocalDescription();
      }
      return;
    }
    if (candidate?.candidate) {
      try {
        await this.peer.addIceCandidate(candidate);
      } catch (error) {
        // Candidates of an offer we chose to ignore cannot be applied; that is expected, not a failure.
        if (!this.ignoreOffer) throw error;
      }
    }
  }
}
