/**
 * Watches a call's peer connection and decides what its state changes mean for the call: the first
 * 'connected' is media flowing (notifyStart); failing before that is 'Sorry, call connection failed'; a drop
 * after it is recovered with an ICE restart, and only given up ('lost': hang up) after a grace period.
 */

/** A 'disconnected' connection often heals by itself (a Wi-Fi blip); wait this long before restarting ICE. */
export const RESTART_AFTER_MS = 2_000;
/**
 * How long a dropped call may try to recover before this browser hangs up. The server's reconnect grace (30 s,
 * docs/decisions/021-calls-survive.md) normally decides first and ends the call as connection lost; this is
 * the backstop for a server that never heard of the drop.
 */
export const RECOVERY_GRACE_MS = 45_000;
/**
 * A call whose media never flows within this time has failed to connect (ICE usually says 'failed' sooner; this
 * is the backstop, long enough for the other person to answer a first camera prompt).
 */
export const CONNECT_TIMEOUT_MS = 45_000;

export interface WatchedPeer {
  readonly connectionState: RTCPeerConnectionState;
  restartIce(): void;
  addEventListener(type: 'connectionstatechange', listener: () => void): void;
  removeEventListener(type: 'connectionstatechange', listener: () => void): void;
}

export interface ConnectionWatchEvents {
  /** Media flows; `first` is true once per call. */
  onConnected(first: boolean): void;
  /** The connection dropped and is being recovered. */
  onReconnecting(): void;
  /** It never connected. */
  onFailed(): void;
  /** It dropped and did not come back within the grace period. */
  onLost(): void;
}

export interface WatchTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const GLOBAL_TIMERS: WatchTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class ConnectionWatch {
  private everConnected = false;
  private finished = false;
  private connectTimer: unknown = null;
  private restartTimer: unknown = null;
  private graceTimer: unknown = null;

  constructor(
    private readonly peer: WatchedPeer,
    private readonly events: ConnectionWatchEvents,
    private readonly timers: WatchTimers = GLOBAL_TIMERS,
  ) {
    peer.addEventListener('connectionstatechange', this.onChange);
    this.connectTimer = timers.setTimeout(() => {
      if (!this.everConnected) this.finish(() => this.events.onFailed());
    }, CONNECT_TIMEOUT_MS);
  }

  get connected(): boolean {
    return this.everConnected;
  }

  dispose(): void {
    this.finished = true;
    this.peer.removeEventListener('connectionstatechange', this.onChange);
    this.clear('connectTimer');
    this.clear('restartTimer');
    this.clear('graceTimer');
  }

  private readonly onChange = (): void => {
    if (this.finished) return;
    switch (this.peer.connectionState) {
      case 'connected': {
        const first = !this.everConnected;
        this.everConnected = true;
        this.clear('connectTimer');
        this.clear('restartTimer');
        this.clear('graceTimer');
        this.events.onConnected(first);
        return;
      }
      case 'disconnected':
        // Before the first connection there is nothing to recover yet; 'failed' or the time-out decides.
        if (!this.everConnected) return;
        this.recovering();
        if (this.restartTimer === null) {
          this.restartTimer = this.timers.setTimeout(() => {
            this.restartTimer = null;
            if (!this.finished && this.peer.connectionState !== 'connected') this.peer.restartIce();
          }, RESTART_AFTER_MS);
        }
        return;
      case 'failed':
        if (!this.everConnected) {
          this.finish(() => this.events.onFailed());
          return;
        }
        this.recovering();
        this.clear('restartTimer');
        this.peer.restartIce();
        return;
      default:
        return;
    }
  };

  private recovering(): void {
    this.events.onReconnecting();
    if (this.graceTimer !== null) return;
    this.graceTimer = this.timers.setTimeout(() => {
      this.graceTimer = null;
      if (this.peer.connectionState !== 'connected') this.finish(() => this.events.onLost());
    }, RECOVERY_GRACE_MS);
  }

  private finish(report: () => void): void {
    if (this.finished) return;
    this.dispose();
    report();
  }

  private clear(name: 'connectTimer' | 'restartTimer' | 'graceTimer'): void {
    if (this[name] !== null) this.timers.clearTimeout(this[name]);
    this[name] = null;
  }
}
