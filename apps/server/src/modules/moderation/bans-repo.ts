import { and, desc, eq, exists, gt, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { bans, users } from '../../infra/db/schema';

export type BanRow = typeof bans.$inferSelect;
export type NewBan = Pick<
  typeof bans.$inferInsert,
  'kind' | 'userId' | 'deviceId' | 'message' | 'startsAt' | 'endsAt' | 'createdBy'
>;

/**
 * No ban in force at `now` on the account, nor on the device, of the `users` row it is correlated with: the
 * condition lists of people (the visitor list, Discover) filter by. Two `not exists` with one equality each, on
 * the bans' user and device indexes: with `or` inside one, PostgreSQL compared every listed person with every
 * ban when no parallel worker was free (the For You page over 10,000 hosts of bench/discover-wall.ts: 287-319 ms
 * under EXPLAIN ANALYZE, 38-41 ms split).
 */
export function noBanInForce(db: Db, now: Date): SQL {
  const inForce = (match: SQL) =>
    db
      .select({ one: sql`1` })
      .from(bans)
      .where(and(match, isNull(bans.liftedAt), gt(bans.endsAt, now)));
  return and(
    not(exists(inForce(eq(bans.userId, users.id)))),
    not(exists(inForce(eq(bans.deviceId, users.deviceId)))),
  ) as SQL;
}

export class BansRepo {
  constructor(private readonly db: Db) {}

  /** Inserts the ban; undefined when it names an account that does not exist. */
  async insert(ban: NewBan): Promise<BanRow | undefined> {
    if (ban.userId != null) {
      const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, ban.userId));
      if (!user) return undefined;
    }
    const [row] = await this.db.insert(bans).values(ban).returning();
    return row;
  }

  /** Bans in force now that hit this account or this device. */
  async active(userId: number | undefined, deviceId: string | undefined, now: Date): Promise<BanRow[]> {
    const targets = [];
    if (userId !== undefined) targets.push(eq(bans.userId, userId));
    if (deviceId !== undefined) targets.push(eq(bans.deviceId, deviceId));
    if (targets.length === 0) return [];
    return this.db
      .select()
      .from(bans)
      .where(and(or(...targets), isNull(bans.liftedAt), gt(bans.endsAt, now)))
      .orderBy(desc(bans.endsAt));
  }

  async lift(banId: number, now: Date): Promise<BanRow | undefined> {
    const [row] = await this.db
      .update(bans)
      .set({ liftedAt: now })
      .where(and(eq(bans.id, banId), isNull(bans.liftedAt)))
      .returning();
    return row;
  }

  /** Users whose current session runs on this device (a device ban ends them too). */
  async usersOnDevice(deviceId: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.deviceId, deviceId), sql`${users.loginTokenHash} is not null`));
    return rows.map((r) => r.id);
  }

  async list(limit = 100): Promise<BanRow[]> {
    return this.db.select().from(bans).orderBy(desc(bans.id)).limit(limit);
  }
}
