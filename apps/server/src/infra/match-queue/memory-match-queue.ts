import { systemClock, type Clock } from '../clock';
import {
  compatible,
  DEFAULT_MATCH_QUEUE_OPTIONS,
  pairKey,
  type MatchQueue,
  type MatchQueueOptions,
  type Seeker,
} from './match-queue';

interface Entry {
  seeker: Seeker;
  expiresAt: number;
}

/**
 * The queue of a single server process. Each call runs to completion without awaiting in between, so on one
 * Node event loop a pairing is as atomic as the Redis script is across processes.
 */
export class MemoryMatchQueue implements MatchQueue {
  /** Insertion order is join order: the longest waiting come first. */
  private readonly entries = new Map<number, Entry>();
  private readonly recentPairs = new Map<string, number>();

  constructor(
    private readonly options: MatchQueueOptions = DEFAULT_MATCH_QUEUE_OPTIONS,
    private readonly clock: Clock = systemClock,
  ) {}

  async join(seeker: Seeker): Promise<Seeker | null> {
    const now = this.clock.now();
    this.entries.delete(seeker.userId);
    for (const [userId, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(userId);
        continue;
      }
      if (!compatible(seeker, entry.seeker) || this.metRecently(seeker.userId, userId, now)) continue;
      this.entries.delete(userId);
      this.recentPairs.set(pairKey(seeker.userId, userId), now + this.options.rematchWindowMs);
      return entry.seeker;
    }
    this.entries.set(seeker.userId, { seeker, expiresAt: now + this.options.entryTtlMs });
    return null;
  }

  async leave(userId: number): Promise<boolean> {
    return this.entries.delete(userId);
  }

  async isWaiting(userId: number): Promise<boolean> {
    const entry = this.entries.get(userId);
    return entry !== undefined && entry.expiresAt > this.clock.now();
  }

  async size(): Promise<number> {
    const now = this.clock.now();
    return [...this.entries.values()].filter((e) => e.expiresAt > now).length;
  }

  private metRecently(a: number, b: number, now: number): boolean {
    const key = pairKey(a, b);
    const until = this.recentPairs.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.recentPairs.delete(key);
    return false;
  }
}
