import { AccountCode, DiscoverCode, type LikeBody, type LikeResult, type Visitor } from '@mingle/protocol';
import { AccountError } from '../../errors';
import type { Clock } from '../../infra/clock';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { SocialGuard } from '../blocks/social-guard';
import type { VipStatus } from '../payments/vip';
import type { Ledger } from '../wallet/ledger';
import { decodeCursor } from './cursor';
import { DiscoverError } from './errors';
import type { FlowConfigStore } from './flow-config';
import type { PeopleViews } from './people';
import type { DiscoverRepo } from './repo';

export interface LikesDeps {
  repo: DiscoverRepo;
  flows: FlowConfigStore;
  people: PeopleViews;
  ledger: Ledger;
  social: SocialGuard;
  vip: VipStatus;
  realtime: RealtimeTarget;
  clock: Clock;
}

/**
 * Likes (spec §1, §7.1 like): a user likes another once, at the price globalconf shows, charged through the
 * ledger in the transaction that stores the like. The ledger key is the pair, so a repeat (a double tap, a
 * retry, two requests racing) never charges twice. The liked person hears it live; two likes make a match.
 */
export class Likes {
  constructor(private readonly deps: LikesDeps) {}

  async like(userId: number, body: LikeBody): Promise<LikeResult> {
    const { repo, flows, ledger, social, clock } = this.deps;
    const { likedUserId } = body;
    if (likedUserId === userId) throw new DiscoverError(DiscoverCode.CANNOT_LIKE_SELF);
    // A repeat answers the first like as it is, before the rules run again (a price changed since, say).
    const earlier = await repo.like(userId, likedUserId);
    if (earlier) return this.result(userId, likedUserId, earlier.createdAt, 0, true);

    const now = clock.date();
    const target = await repo.personShownTo(userId, likedUserId, now);
    if (!target) {
      // Blocked either way: say so as everywhere else (the blocked side only learns the user is unavailable).
      await social.assertNotBlocked(userId, likedUserId);
      throw new AccountError(AccountCode.ACCOUNT_NOT_FOUND, 404);
    }
    const { likePrice } = (await flows.get()).discover;
    if (body.price !== likePrice) throw new DiscoverError(DiscoverCode.PRICE_CHANGED, 409);

    const inserted = await ledger.run(async (tx) => {
      const movement =
        likePrice > 0
          ? await ledger.spend(tx, {
              key: `like:${userId}:${likedUserId}`,
              userId,
              coins: likePrice,
              purpose: 'like',
              reference: `like:${likedUserId}`,
            })
          : null;
      return repo.insertLike(tx, {
        likerId: userId,
        likedId: likedUserId,
        coins: likePrice,
        movementId: movement?.id ?? null,
        createdAt: now,
      });
    });
    // A request racing this one stored the like (and the one charge) first: this is its repeat.
    if (!inserted) return this.result(userId, likedUserId, now, 0, true);
    const result = await this.result(userId, likedUserId, now, likePrice, false);
    // The liker as the liked person may see them; one who has no profile to show yet likes silently.
    const liker = await repo.personShownTo(likedUserId, userId, now);
    const [from] = liker ? await this.deps.people.for(likedUserId, [liker]) : [];
    if (from) {
      this.deps.realtime.emitToUser(likedUserId, 'discover:liked', {
        from,
        likedAt: now.getTime(),
        match: result.match,
      });
    }
    return result;
  }

  /** Who liked the user, newest first. */
  async received(
    userId: number,
    query: { cursor?: string | undefined; size: number },
  ): Promise<{ items: Visitor[]; nextCursor: string | null }> {
    const { repo, people, clock } = this.deps;
    const rows = await repo.likesOf(userId, clock.date(), decodeCursor(query.cursor), query.size + 1);
    return people.listPage(userId, rows, query.size);
  }

  /** Spec §1, §6: a VIP can call any user they liked (asked by calls for friends-only hosts). */
  async vipWhoLiked(callerId: number, calleeId: number): Promise<boolean> {
    const { repo, vip } = this.deps;
    const [liked, isVip] = await Promise.all([repo.like(callerId, calleeId), vip.isVip(callerId)]);
    return liked !== undefined && isVip;
  }

  private async result(
    userId: number,
    likedUserId: number,
    likedAt: Date,
    price: number,
    repeated: boolean,
  ): Promise<LikeResult> {
    const back = await this.deps.repo.like(likedUserId, userId);
    return { likedUserId, match: back !== undefined, price, likedAt: likedAt.getTime(), repeated };
  }
}
