import { OnlineStatus } from '@mingle/protocol';
import type { Logger } from 'pino';
import type { SocialLimits } from '../../config';
import { dayCounterTtlMs, utcDayOf, type Clock } from '../../infra/clock';
import type { KeyValueStore } from '../../infra/kv/key-value-store';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { FriendsRepo } from '../friends/repo';

/** A second socket opening right after the first is the same 'came online', not another notice. */
const SAME_ARRIVAL_MS = 60_000;

/**
 * 'presence:friend' notices (spec §8.2 friend online notification limit): a user who switched the notice on
 * for a friend hears when that friend comes online, at most FRIEND_ONLINE_NOTIFY_PER_DAY notices a UTC day.
 * Counters live in the shared key-value store and delivery goes through the hub, so both work across nodes.
 */
export class FriendOnlineNotifier {
  constructor(
    private readonly friends: FriendsRepo,
    private readonly kv: KeyValueStore,
    private readonly realtime: RealtimeTarget,
    private readonly limits: SocialLimits,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  /** For PresenceService.onCameOnline: never throws, a failed notice is logged and dropped. */
  readonly listener = (userId: number): void => {
    this.friendCameOnline(userId).catch((err: unknown) =>
      this.logger.warn({ err, userId }, 'friend online notices failed'),
    );
  };

  async friendCameOnline(userId: number): Promise<void> {
    const now = this.clock.now();
    for (const watcher of await this.friends.notifyOnlineWatchers(userId)) {
      const fresh = await this.kv.setIfAbsent(
        `social:online-seen:${watcher}:${userId}`,
        '1',
        SAME_ARRIVAL_MS,
      );
      if (!fresh) continue;
      const sent = await this.kv.increment(
        `social:online-notices:${watcher}:${utcDayOf(now)}`,
        dayCounterTtlMs(now),
      );
      if (sent > this.limits.friendOnlineNotifyPerDay) continue;
      this.realtime.emitToUser(watcher, 'presence:friend', { userId, status: OnlineStatus.ONLINE });
    }
  }
}
