import { OnlineStatus, PRESENCE_TTL_MS } from '@mingle/protocol';
import type { KeyValueStore } from '../../infra/kv/key-value-store';

const key = (userId: number) => `presence:${userId}`;

/**
 * The online-status record of spec §3, kept alive by realtime heartbeats. A record that is not refreshed
 * expires, so a node that dies without saying goodbye does not leave its users 'online' forever.
 */
export class PresenceService {
  private readonly cameOnlineListeners = new Set<(userId: number) => void>();

  constructor(private readonly kv: KeyValueStore) {}

  /**
   * Called when a user becomes visibly online (from offline or invisible), on the node that saw it; friends'
   * 'came online' notices hang on this. Returns a function that removes the listener.
   */
  onCameOnline(listener: (userId: number) => void): () => void {
    this.cameOnlineListeners.add(listener);
    return () => this.cameOnlineListeners.delete(listener);
  }

  /**
   * A heartbeat from any transport (HTTP, a socket's beat, a socket opening): keeps the record alive and
   * returns the status recorded. `chosen` is what the user asked to appear as; without it the user keeps
   * what they chose before, so an invisible user is never revealed by a beat. Busy (in a call) is set by the
   * calls module and survives heartbeats until the call ends.
   */
  async heartbeat(
    userId: number,
    chosen?: typeof OnlineStatus.ONLINE | typeof OnlineStatus.INVISIBLE,
  ): Promise<OnlineStatus> {
    const current = await this.ownStatus(userId);
    const next =
      current === OnlineStatus.BUSY
        ? current
        : (chosen ?? (current === OnlineStatus.INVISIBLE ? OnlineStatus.INVISIBLE : OnlineStatus.ONLINE));
    await this.kv.set(key(userId), String(next), PRESENCE_TTL_MS);
    if (next === OnlineStatus.ONLINE && current !== OnlineStatus.ONLINE && current !== OnlineStatus.BUSY) {
      for (const listener of this.cameOnlineListeners) listener(userId);
    }
    return next;
  }

  async setStatus(userId: number, status: OnlineStatus): Promise<void> {
    if (status === OnlineStatus.OFFLINE) await this.kv.delete(key(userId));
    else await this.kv.set(key(userId), String(status), PRESENCE_TTL_MS);
  }

  /**
   * Busy again becomes online when a call ends, for no longer than the presence had left: a person whose
   * process died with their sockets (so nothing ever took them offline) must not look online afresh because
   * their call ended without them. Nothing changes unless they were busy.
   */
  async leaveBusy(userId: number): Promise<void> {
    await this.kv.replaceIfEquals(key(userId), String(OnlineStatus.BUSY), String(OnlineStatus.ONLINE));
  }

  /** The user's own view: invisible stays invisible. */
  async ownStatus(userId: number): Promise<OnlineStatus> {
    return parseStatus(await this.kv.get(key(userId)));
  }

  /** What others see: invisible users appear offline. */
  async publicStatuses(userIds: readonly number[]): Promise<OnlineStatus[]> {
    const values = await this.kv.getMany(userIds.map(key));
    return values.map((v) => {
      const status = parseStatus(v);
      return status === OnlineStatus.INVISIBLE ? OnlineStatus.OFFLINE : status;
    });
  }
}

function parseStatus(value: string | null): OnlineStatus {
  const n = Number(value);
  return n === OnlineStatus.BUSY || n === OnlineStatus.ONLINE || n === OnlineStatus.INVISIBLE
    ? n
    : OnlineStatus.OFFLINE;
}
