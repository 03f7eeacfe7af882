import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { notices, type NoticeRow } from '../../infra/db/schema';

export type NewNotice = Omit<typeof notices.$inferInsert, 'id' | 'readAt'>;

/** The only SQL of notices. */
export class NoticesRepo {
  constructor(private readonly db: Db) {}

  /** The new row, or undefined when this user already has a notice of this key (the fact was told before). */
  async insert(notice: NewNotice): Promise<NoticeRow | undefined> {
    const [row] = await this.db.insert(notices).values(notice).onConflictDoNothing().returning();
    return row;
  }

  async page(userId: number, page: number, size: number): Promise<{ rows: NoticeRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(notices)
      .where(eq(notices.userId, userId))
      .orderBy(desc(notices.id))
      .limit(size)
      .offset((page - 1) * size);
    const [counted] = await this.db.select({ n: count() }).from(notices).where(eq(notices.userId, userId));
    return { rows, total: Number(counted?.n ?? 0) };
  }

  async unread(userId: number): Promise<number> {
    const [counted] = await this.db
      .select({ n: count() })
      .from(notices)
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
    return Number(counted?.n ?? 0);
  }

  /** Marks the user's own notices read (the named ones, or all); others' ids are left alone. */
  async markRead(userId: number, ids: number[] | undefined, at: Date): Promise<void> {
    const mine = and(eq(notices.userId, userId), isNull(notices.readAt));
    await this.db
      .update(notices)
      .set({ readAt: at })
      .where(ids ? and(mine, inArray(notices.id, ids)) : mine);
  }
}
