import type { Clock } from '../../infra/clock';

/** What a request needs of a user's session: the hash its token must match, and its device. */
export interface StoredSession {
  loginTokenHash: string | null;
  deviceId: string;
}

interface Entry extends StoredSession {
  until: number;
}

/**
 * The sessions of recent requests, so that a signed-in request costs no database read (docs/PERFORMANCE.md).
 * An entry is dropped when its session changes (a login elsewhere, logout, a ban: the session service forgets
 * it on this node and tells the other nodes over the bus), and lives `ttlMs` at most in case such news was
 * missed; 0 turns the cache off. Bounded: past `capacity` the oldest entry goes.
 */
export class SessionCache {
  private readonly entries = new Map<number, Entry>();
  /**
   * Counts forgets. A read that began before one must not store what it read: it may be the session the
   * forget was about. A global count is cruder than one per user but needs no memory per user, and a read
   * that does not get stored only costs the next request a read.
   */
  private forgets = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly capacity = 100_000,
  ) {}

  /** The user's session, from the cache or else from `read` (undefined: no such user, never cached). */
  async get(
    userId: number,
    read: () => Promise<StoredSession | undefined>,
  ): Promise<StoredSession | undefined> {
    const now = this.clock.now();
    const hit = this.entries.get(userId);
    if (hit && hit.until > now) return hit;
    const forgetsBefore = this.forgets;
    const stored = await read();
    if (stored && this.ttlMs > 0 && this.forgets === forgetsBefore) this.remember(userId, stored, now);
    return stored;
  }

  forget(userId: number): void {
    this.forgets += 1;
    this.entries.delete(userId);
  }

  private remember(userId: number, session: StoredSession, now: number): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(userId, { ...session, until: now + this.ttlMs });
  }
}
