import { SocialCode } from '@mingle/protocol';
import type { FriendsRepo } from '../friends/repo';
import { SocialError } from '../../errors';
import type { BlocksRepo } from './repo';

/**
 * The relationship checks other areas need (calls, matching, gifts): exposed as ctx.social so that they ask
 * one place whether two users may reach each other.
 */
export class SocialGuard {
  constructor(
    private readonly blocks: BlocksRepo,
    private readonly friends: FriendsRepo,
  ) {}

  /** A block in either direction: the two must not message, call, add or be matched with each other. */
  async isBlockedEitherWay(a: number, b: number): Promise<boolean> {
    const { aBlockedB, bBlockedA } = await this.blocks.between(a, b);
    return aBlockedB || bBlockedA;
  }

  /** Which of `others` the user blocked or is blocked by (presence shows them offline to each other). */
  blockedEitherWayAmong(userId: number, others: readonly number[]): Promise<Set<number>> {
    return this.blocks.blockedEitherWayAmong(userId, others);
  }

  areFriends(a: number, b: number): Promise<boolean> {
    return this.friends.areFriends(a, b);
  }

  /**
   * Throws when either side blocked the other. The blocked side is only told the user is unavailable, so a
   * block is not announced to the person blocked.
   */
  async assertNotBlocked(userId: number, other: number): Promise<void> {
    const { aBlockedB, bBlockedA } = await this.blocks.between(userId, other);
    if (aBlockedB) throw new SocialError(SocialCode.YOU_BLOCKED_USER, 403);
    if (bBlockedA) throw new SocialError(SocialCode.USER_UNAVAILABLE, 403);
  }
}
