import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { blocks, users, type UserRow } from '../../infra/db/schema';

export type BlockRow = typeof blocks.$inferSelect;
export type BlockSource = 'block' | 'report';

/** The SQL of blocks. */
export class BlocksRepo {
  constructor(private readonly db: Db) {}

  /** True when this call created the block (an existing one keeps its source and time). */
  async insert(blockerId: number, blockedId: number, source: BlockSource): Promise<boolean> {
    const rows = await this.db
      .insert(blocks)
      .values({ blockerId, blockedId, source })
      .onConflictDoNothing()
      .returning({ blockerId: blocks.blockerId });
    return rows.length > 0;
  }

  async delete(blockerId: number, blockedId: number): Promise<boolean> {
    const rows = await this.db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
      .returning({ blockerId: blocks.blockerId });
    return rows.length > 0;
  }

  /** Which of the two directions are blocked. */
  async between(a: number, b: number): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
    const rows = await this.db
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      );
    return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) };
  }

  /** Of `others`, those blocked by `userId` or blocking `userId`. */
  async blockedEitherWayAmong(userId: number, others: readonly number[]): Promise<Set<number>> {
    if (others.length === 0) return new Set();
    const rows = await this.db
      .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, userId), inArray(blocks.blockedId, [...others])),
          and(eq(blocks.blockedId, userId), inArray(blocks.blockerId, [...others])),
        ),
      );
    return new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)));
  }

  async listBy(blockerId: number): Promise<{ block: BlockRow; user: UserRow }[]> {
    return this.db
      .select({ block: blocks, user: users })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, blockerId))
      .orderBy(desc(blocks.createdAt));
  }
}
