import type { Clock, TimerHandle } from './clock';

interface PendingTimer {
  at: number;
  /** Creation order: timers due at the same moment fire in the order they were set. */
  seq: number;
  run: () => unknown;
}

/** More timers than this firing in one move is a timer that keeps re-arming itself for 'now': a bug. */
const MAX_FIRINGS_PER_MOVE = 10_000;

/**
 * A clock that only moves when a test moves it. A move sets the time first and then fires every timer that is
 * due by then, in the order they fell due, each seeing the new time: as when a busy or suspended process wakes
 * and its overdue timers run late, which every timer of the server must cope with anyway (the call engine and
 * the matching offers catch up on what came due; jobs run once and are planned again from the new time). So a
 * test may jump a day without replaying every sweep of that day. A promise a timer returns is awaited before
 * the next one fires, so when the move resolves, the work the elapsed time caused is done.
 *
 * It starts at the real time by default, so rows the database stamps itself (created_at defaults) and the
 * clock agree until a test moves it on.
 */
export class ManualClock implements Clock {
  private current: number;
  private seq = 0;
  private readonly timers = new Map<TimerHandle, PendingTimer>();

  constructor(start: number = Date.now()) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  date(): Date {
    return new Date(this.current);
  }

  setTimeout(run: () => unknown, ms: number): TimerHandle {
    const handle = {} as TimerHandle;
    this.timers.set(handle, { at: this.current + Math.max(0, ms), seq: this.seq++, run });
    return handle;
  }

  clearTimeout(timer: TimerHandle): void {
    this.timers.delete(timer);
  }

  /** Timers set and not yet fired or cleared. */
  get pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves time forward by `ms` and fires what fell due. */
  async advance(ms: number): Promise<void> {
    if (ms < 0) throw new Error('a clock does not go back');
    await this.advanceTo(this.current + ms);
  }

  /** Moves time forward to `at` (epoch ms) and fires what fell due, as advance() does. */
  async advanceTo(at: number): Promise<void> {
    if (at < this.current) throw new Error('a clock does not go back');
    this.current = at;
    for (let fired = 0; ; fired++) {
      if (fired >= MAX_FIRINGS_PER_MOVE) throw new Error('timers keep re-arming themselves for now');
      const next = this.nextDue();
      if (!next) return;
      this.timers.delete(next[0]);
      await next[1].run();
    }
  }

  private nextDue(): [TimerHandle, PendingTimer] | undefined {
    let best: [TimerHandle, PendingTimer] | undefined;
    for (const entry of this.timers) {
      const t = entry[1];
      if (t.at > this.current) continue;
      if (!best || t.at < best[1].at || (t.at === best[1].at && t.seq < best[1].seq)) best = entry;
    }
    return best;
  }
}
