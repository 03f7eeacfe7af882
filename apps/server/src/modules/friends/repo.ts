import { mediaFilePath } from '@mingle/protocol';
import { and, asc, count, desc, eq, gte, inArray, notExists, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { blocks, friendRequests, friendships, media, users, type UserRow } from '../../infra/db/schema';
import type { LedgerTx } from '../wallet/ledger';

/** Plain database or a transaction opened by the ledger: repo writes run in whichever the caller holds. */
export type Executor = Db | LedgerTx;
export type FriendshipRow = typeof friendships.$inferSelect;
export type FriendRequestRow = typeof friendRequests.$inferSelect;

/** The SQL of friendships and friend requests. */
export class FriendsRepo {
  constructor(readonly db: Db) {}

  /** Serialises a user's own additions (the day's free quota) by locking their row until the transaction ends. */
  async lockUser(tx: Executor, userId: number): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async side(userId: number, friendId: number, tx: Executor = this.db): Promise<FriendshipRow | undefined> {
    const [row] = await tx
      .select()
      .from(friendships)
      .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)))
      .limit(1);
    return row;
  }

  async areFriends(a: number, b: number): Promise<boolean> {
    return (await this.side(a, b)) !== undefined;
  }

  /** Of `others`, the caller's friends. */
  async friendsAmong(userId: number, others: readonly number[]): Promise<Set<number>> {
    if (others.length === 0) return new Set();
    const rows = await this.db
      .select({ friendId: friendships.friendId })
      .from(friendships)
      .where(and(eq(friendships.userId, userId), inArray(friendships.friendId, [...others])));
    return new Set(rows.map((r) => r.friendId));
  }

  /** Both sides at once; a friendship that already exists is kept as it is. */
  async insertFriendship(tx: Executor, a: number, b: number): Promise<void> {
    await tx
      .insert(friendships)
      .values([
        { userId: a, friendId: b },
        { userId: b, friendId: a },
      ])
      .onConflictDoNothing();
  }

  async deleteFriendship(tx: Executor, a: number, b: number): Promise<boolean> {
    const rows = await tx
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.userId, a), eq(friendships.friendId, b)),
          and(eq(friendships.userId, b), eq(friendships.friendId, a)),
        ),
      )
      .returning({ userId: friendships.userId });
    return rows.length > 0;
  }

  async setAlias(userId: number, friendId: number, alias: string | null): Promise<boolean> {
    const rows = await this.db
      .update(friendships)
      .set({ alias })
      .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)))
      .returning({ userId: friendships.userId });
    return rows.length > 0;
  }

  async setNotifyOnline(userId: number, friendId: number, enabled: boolean): Promise<boolean> {
    const rows = await this.db
      .update(friendships)
      .set({ notifyOnline: enabled })
      .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)))
      .returning({ userId: friendships.userId });
    return rows.length > 0;
  }

  /** The caller's friends with their user rows, newest friendship first; pairs blocked either way are left out. */
  async list(userId: number): Promise<{ side: FriendshipRow; user: UserRow }[]> {
    return this.db
      .select({ side: friendships, user: users })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(and(eq(friendships.userId, userId), notExists(this.blockBetween(userId, friendships.friendId))))
      .orderBy(desc(friendships.createdAt), asc(friendships.friendId));
  }

  /** Users who asked to be told when `friendId` comes online (and are not blocked either way). */
  async notifyOnlineWatchers(friendId: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: friendships.userId })
      .from(friendships)
      .where(
        and(
          eq(friendships.friendId, friendId),
          eq(friendships.notifyOnline, true),
          notExists(this.blockBetween(friendId, friendships.userId)),
        ),
      );
    return rows.map((r) => r.userId);
  }

  async pendingBetween(fromUserId: number, toUserId: number, tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(friendRequests)
      .where(
        and(
          eq(friendRequests.fromUserId, fromUserId),
          eq(friendRequests.toUserId, toUserId),
          eq(friendRequests.status, 'pending'),
        ),
      )
      .limit(1);
    return row;
  }

  /** Requests the user sent since `since` that used a free addition. */
  async freeAddsSince(tx: Executor, userId: number, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(friendRequests)
      .where(
        and(
          eq(friendRequests.fromUserId, userId),
          eq(friendRequests.coins, 0),
          gte(friendRequests.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  }

  /** Undefined when an open request in this direction already exists (the unique index refused it). */
  async insertRequest(
    tx: Executor,
    /** createdAt comes from the clock: the day's free additions are counted by it. */
    request: { fromUserId: number; toUserId: number; coins: number; createdAt: Date },
  ): Promise<FriendRequestRow | undefined> {
    const [row] = await tx.insert(friendRequests).values(request).onConflictDoNothing().returning();
    return row;
  }

  async setMovement(tx: Executor, requestId: number, movementId: string): Promise<void> {
    await tx.update(friendRequests).set({ movementId }).where(eq(friendRequests.id, requestId));
  }

  /** Closes an open request; undefined when it was not open any more (someone else closed it first). */
  async resolve(
    tx: Executor,
    requestId: number,
    status: 'accepted' | 'declined' | 'cancelled',
    at: Date,
  ): Promise<FriendRequestRow | undefined> {
    const [row] = await tx
      .update(friendRequests)
      .set({ status, resolvedAt: at })
      .where(and(eq(friendRequests.id, requestId), eq(friendRequests.status, 'pending')))
      .returning();
    return row;
  }

  /** Open requests in either direction between two users. */
  async pendingEitherWay(a: number, b: number): Promise<FriendRequestRow[]> {
    return this.db
      .select()
      .from(friendRequests)
      .where(
        and(
          eq(friendRequests.status, 'pending'),
          or(
            and(eq(friendRequests.fromUserId, a), eq(friendRequests.toUserId, b)),
            and(eq(friendRequests.fromUserId, b), eq(friendRequests.toUserId, a)),
          ),
        ),
      );
  }

  /** Open requests to or from the user with the other side's row, newest first, blocked pairs left out. */
  async pendingOf(userId: number): Promise<{ request: FriendRequestRow; user: UserRow }[]> {
    const other = sql`case when ${friendRequests.fromUserId} = ${userId} then ${friendRequests.toUserId} else ${friendRequests.fromUserId} end`;
    return this.db
      .select({ request: friendRequests, user: users })
      .from(friendRequests)
      .innerJoin(users, eq(users.id, other))
      .where(
        and(
          eq(friendRequests.status, 'pending'),
          or(eq(friendRequests.fromUserId, userId), eq(friendRequests.toUserId, userId)),
          notExists(this.blockBetween(userId, users.id)),
        ),
      )
      .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
  }

  /** headImg of spec §3: each user's first approved photo, '' when none. */
  async headImages(userIds: readonly number[]): Promise<Map<number, string>> {
    const result = new Map<number, string>(userIds.map((id) => [id, '']));
    if (userIds.length === 0) return result;
    const rows = await this.db
      .selectDistinctOn([media.userId], { userId: media.userId, id: media.id })
      .from(media)
      .where(and(inArray(media.userId, [...userIds]), eq(media.kind, 'photo'), eq(media.status, 'approved')))
      .orderBy(media.userId, asc(media.position), asc(media.id));
    for (const row of rows) result.set(row.userId, mediaFilePath(row.id));
    return result;
  }

  private blockBetween(userId: number, other: SQLWrapper) {
    return this.db
      .select({ one: sql`1` })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, userId), eq(blocks.blockedId, other)),
          and(eq(blocks.blockedId, userId), eq(blocks.blockerId, other)),
        ),
      );
  }
}
