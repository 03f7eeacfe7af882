import { SocialCode, type BlockedUser } from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import { buildUserInfo } from '../accounts/user-info';
import type { UsersRepo } from '../accounts/users-repo';
import type { FriendsRepo } from '../friends/repo';
import type { FriendsService } from '../friends/service';
import { SocialError } from '../../errors';
import type { BlockSource, BlocksRepo } from './repo';

/** Told after a block is stored (also a block that came with a report); the composition root wires it. */
export type BlockedListener = (blockerId: number, blockedId: number) => Promise<void>;

/**
 * Blocking (spec §6). A block ends the friendship and open requests between the two, hides each from the
 * other's lists and presence, and refuses messages, calls, additions and matches either way (ctx.social).
 */
export class BlockService {
  private readonly blockedListeners: BlockedListener[] = [];

  constructor(
    private readonly repo: BlocksRepo,
    private readonly users: UsersRepo,
    private readonly friends: FriendsService,
    private readonly friendsRepo: FriendsRepo,
    private readonly clock: Clock,
  ) {}

  async block(userId: number, targetUserId: number, source: BlockSource = 'block'): Promise<void> {
    if (userId === targetUserId) throw new SocialError(SocialCode.CANNOT_BLOCK_SELF);
    if (!(await this.users.byId(targetUserId))) throw new SocialError(SocialCode.USER_NOT_FOUND, 404);
    await this.repo.insert(userId, targetUserId, source);
    await this.friends.endAllBetween(userId, targetUserId);
    // Awaited, so the answer to a block comes after what it ends (a live call between the two) has ended.
    for (const listener of this.blockedListeners) await listener(userId, targetUserId);
  }

  /** Other areas react to a block without this module knowing them (calls end a live call, context.ts). */
  onBlocked(listener: BlockedListener): void {
    this.blockedListeners.push(listener);
  }

  /** Unblocking is quiet and restores nothing: a former friend must be added again. */
  async unblock(userId: number, targetUserId: number): Promise<void> {
    await this.repo.delete(userId, targetUserId);
  }

  async list(userId: number): Promise<BlockedUser[]> {
    const rows = await this.repo.listBy(userId);
    const heads = await this.friendsRepo.headImages(rows.map((r) => r.user.id));
    return Promise.all(
      rows.map(async ({ block, user }) => ({
        user: await buildUserInfo(this.users, user, false, this.clock.date()),
        headImg: heads.get(user.id) ?? '',
        blockedAt: block.createdAt.getTime(),
        source: block.source === 'report' ? ('report' as const) : ('block' as const),
      })),
    );
  }
}
