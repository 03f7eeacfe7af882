import { mediaFilePath } from '@mingle/protocol';
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { blocks, matchShows, reports, users, type UserRow } from '../../infra/db/schema';
import { firstApprovedMedia } from '../media/repo';
import { noBanInForce } from '../moderation/bans-repo';
import type { LedgerTx } from '../wallet/ledger';

export interface NewShow {
  matchId: string;
  userId: number;
  peerId: number;
  coins: number;
  movementId: string | null;
  createdAt: Date;
}

/**
 * What the pop-up and the visitor list show of a user (the birthday only to tell the age). Reading only these
 * columns keeps private data out of reach and the queries light.
 */
const shownColumns = {
  id: users.id,
  nickname: users.nickname,
  gender: users.gender,
  birthday: users.birthday,
  countryId: users.countryId,
  interests: users.interests,
};
export type ShownUser = Pick<UserRow, keyof typeof shownColumns>;

/** A user with their head image: the path of their first approved photo, '' when they have none. */
export interface UserWithHead {
  user: ShownUser;
  headImg: string;
}

/** The SQL of matching: shown matches (quota, cap, charges), whom a seeker avoids, pop-up and list data. */
export class MatchingRepo {
  constructor(private readonly db: Db) {}

  /** Matches shown to the user since `since` (the start of the UTC day): what the quota and the cap count. */
  async showsSince(userId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(matchShows)
      .where(and(eq(matchShows.userId, userId), gte(matchShows.createdAt, since)));
    return row?.n ?? 0;
  }

  /** In the ledger's transaction when the match is paid, on its own when it is free. */
  async insertShows(rows: readonly NewShow[], tx: Db | LedgerTx = this.db): Promise<void> {
    await tx.insert(matchShows).values([...rows]);
  }

  /**
   * Everyone the user must not be matched with: blocked by them or blocking them (a report blocks too, see
   * modules/reports), and everyone they ever reported, also after an unblock.
   */
  async avoidedBy(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: blocks.blockedId })
      .from(blocks)
      .where(eq(blocks.blockerId, userId))
      .union(this.db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, userId)))
      .union(
        this.db.select({ id: reports.targetUserId }).from(reports).where(eq(reports.reporterId, userId)),
      );
    return rows.map((r) => r.id);
  }

  /** What the queue compares of a seeker: their own gender and country. */
  async seekerFields(userId: number): Promise<Pick<UserRow, 'id' | 'gender' | 'countryId'> | undefined> {
    const [row] = await this.db
      .select({ id: users.id, gender: users.gender, countryId: users.countryId })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /** Users with their head image (the first approved album photo, '' when none), in one query. */
  async usersWithHeads(ids: readonly number[]): Promise<UserWithHead[]> {
    if (ids.length === 0) return [];
    const photo = firstApprovedMedia(this.db, 'photo');
    const rows = await this.db
      .select({ user: shownColumns, photoId: sql<number | null>`(${photo})` })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map(withHead);
  }

  /**
   * Visitor-list candidates: active accounts with a name, never one under a ban in force (account or device),
   * those with an approved photo first, newest first. The service puts online ones first among them.
   */
  async guestCandidates(limit: number, now: Date): Promise<UserWithHead[]> {
    const photo = firstApprovedMedia(this.db, 'photo');
    const rows = await this.db
      .select({ user: shownColumns, photoId: sql<number | null>`(${photo})` })
      .from(users)
      .where(and(eq(users.status, 'active'), isNotNull(users.nickname), noBanInForce(this.db, now)))
      .orderBy(sql`(${photo}) is null`, desc(users.id))
      .limit(limit);
    return rows.map(withHead);
  }
}

function withHead({ user, photoId }: { user: ShownUser; photoId: number | null }): UserWithHead {
  return { user, headImg: photoId === null ? '' : mediaFilePath(Number(photoId)) };
}
