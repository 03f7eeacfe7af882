import type { ServerEventPayload } from '@mingle/protocol';

export type IncomingSignal = ServerEventPayload<'call:signal'>;

/** Signals for a room that is not open yet (a matched call the other side started first) wait this long. */
export const EARLY_SIGNAL_TTL_MS = 30_000;
const EARLY_SIGNAL_MAX = 500;

/**
 * Signals that came before their connection: a lost offer would leave the two sides waiting for each other.
 * Those of the room on screen wait until its connection exists (the camera prompt may take a while); those of
 * rooms not (yet) on screen are kept only briefly.
 */
export class EarlySignals {
  private kept: { signal: IncomingSignal; at: number }[] = [];

  constructor(private readonly now: () => number) {}

  keep(signal: IncomingSignal, roomOnScreen: string | null): void {
    const at = this.now();
    this.kept = this.kept
      .filter((entry) => entry.signal.roomNum === roomOnScreen || at - entry.at < EARLY_SIGNAL_TTL_MS)
      .slice(-EARLY_SIGNAL_MAX);
    this.kept.push({ signal, at });
  }

  /** The room's signals in the order they came; they are no longer kept. */
  take(roomNum: string): IncomingSignal[] {
    const taken = this.kept.filter((entry) => entry.signal.roomNum === roomNum).map((entry) => entry.signal);
    this.kept = this.kept.filter((entry) => entry.signal.roomNum !== roomNum);
    return taken;
  }
}
