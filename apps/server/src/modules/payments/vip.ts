import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { userPayStatus } from '../../infra/db/schema';

/**
 * VIP as the features that unlock with it see it (spec §1, §6: unlimited matches, the daily check-in reward,
 * unlimited translation, calling any liked user). A user is VIP from their first successful package on;
 * build one with `new VipStatus(ctx.database.db)` and ask it, instead of reading the payments tables.
 */
export class VipStatus {
  constructor(private readonly db: Db) {}

  /** When the user became VIP, or null when they never bought a package. */
  async vipSince(userId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ vipSince: userPayStatus.vipSince })
      .from(userPayStatus)
      .where(eq(userPayStatus.userId, userId));
    return row?.vipSince ?? null;
  }

  async isVip(userId: number): Promise<boolean> {
    return (await this.vipSince(userId)) !== null;
  }
}
