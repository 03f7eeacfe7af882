import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { media, users, type MediaRow, type UserRow } from '../../infra/db/schema';
import { spendableCoins } from '../wallet/repo';

/** Reads of the users table shared by every sign-in flow and the profile. */
export class UsersRepo {
  constructor(private readonly db: Db) {}

  async byId(userId: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  /** Grants or revokes the admin role; false when there is no such user. */
  async setAdmin(userId: number, isAdmin: boolean): Promise<boolean> {
    const updated = await this.db
      .update(users)
      .set({ isAdmin })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return updated.length > 0;
  }

  /** Suspends or restores an account; false when there is no such user. */
  async setStatus(userId: number, status: 'active' | 'suspended'): Promise<boolean> {
    const updated = await this.db
      .update(users)
      .set({ status })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return updated.length > 0;
  }

  /** Spendable coins from the ledger (goldNum of the owner's user info); the SQL lives in the wallet repo. */
  coins(userId: number): Promise<number> {
    return spendableCoins(this.db, userId);
  }

  async mediaOf(userId: number, onlyApproved: boolean): Promise<MediaRow[]> {
    // Album kinds only: pictures sent in chat belong to their conversation, not to the profile.
    const conditions = [eq(media.userId, userId), inArray(media.kind, ['photo', 'video'])];
    if (onlyApproved) conditions.push(inArray(media.status, ['approved']));
    return this.db
      .select()
      .from(media)
      .where(and(...conditions))
      .orderBy(asc(media.position), asc(media.id));
  }
}
