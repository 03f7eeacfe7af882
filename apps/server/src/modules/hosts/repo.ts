import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { mediaFilePath } from '@mingle/protocol';
import type { Db } from '../../infra/db/database';
import {
  hostApplications,
  hostConfig,
  hostPayouts,
  hostSettings,
  users,
  walletAccounts,
  walletEntries,
  walletTransactions,
  type HostApplicationRow,
  type HostPayoutRow,
  type HostSettingsRow,
} from '../../infra/db/schema';

/** The database or a transaction opened by the ledger; the query builder is the same. */
type Exec = Db;

/** What the requirements of a host are read from. */
export interface ApplicantFacts {
  userId: number;
  nickname: string | null;
  gender: number | null;
  birthday: string | null;
  /** The first approved album photo, '' when none. */
  headImg: string;
}

export type NewPayout = Omit<typeof hostPayouts.$inferInsert, 'id'>;

/** Points one day brought from one source (the ledger's purpose). */
export interface EarningsRow {
  day: string;
  source: string;
  points: number;
}

/** The only SQL of host self-service. */
export class HostsRepo {
  constructor(readonly db: Db) {}

  // ------------------------------------------------------------------------------------------ configuration

  async config(exec: Exec = this.db): Promise<unknown> {
    const [row] = await exec
      .select({ config: hostConfig.config })
      .from(hostConfig)
      .where(eq(hostConfig.id, 1));
    return row?.config;
  }

  /** Stores the defaults unless a row exists (another node, or an admin, came first). */
  async seedConfig(config: unknown): Promise<void> {
    await this.db.insert(hostConfig).values({ id: 1, config }).onConflictDoNothing();
  }

  async saveConfig(config: unknown, adminId: number): Promise<void> {
    await this.db
      .insert(hostConfig)
      .values({ id: 1, config, updatedBy: adminId })
      .onConflictDoUpdate({
        target: hostConfig.id,
        set: { config, updatedBy: adminId, updatedAt: sql`now()` },
      });
  }

  // ---------------------------------------------------------------------------------------------- people

  async applicants(userIds: number[], exec: Exec = this.db): Promise<Map<number, ApplicantFacts>> {
    if (userIds.length === 0) return new Map();
    // Written out with table names: drizzle renders columns unqualified inside a select list's sql.
    const photo = sql<number | null>`(
      select m.id from media m
      where m.user_id = "users"."id" and m.kind = 'photo' and m.status = 'approved'
      order by m.position, m.id limit 1)`;
    const rows = await exec
      .select({
        userId: users.id,
        nickname: users.nickname,
        gender: users.gender,
        birthday: users.birthday,
        photoId: photo,
      })
      .from(users)
      .where(inArray(users.id, userIds));
    return new Map(
      rows.map((r) => [
        r.userId,
        {
          userId: r.userId,
          nickname: r.nickname,
          gender: r.gender,
          birthday: r.birthday,
          headImg: r.photoId === null ? '' : mediaFilePath(Number(r.photoId)),
        },
      ]),
    );
  }

  async hostSettings(userId: number, exec: Exec = this.db): Promise<HostSettingsRow | undefined> {
    const [row] = await exec.select().from(hostSettings).where(eq(hostSettings.userId, userId));
    return row;
  }

  /** The host's settings row, locked until the transaction ends (payout requests queue on it). */
  async lockHostSettings(exec: Exec, userId: number): Promise<HostSettingsRow | undefined> {
    const [row] = await exec.select().from(hostSettings).where(eq(hostSettings.userId, userId)).for('update');
    return row;
  }

  async saveHostSettings(
    exec: Exec,
    userId: number,
    values: Partial<Omit<HostSettingsRow, 'userId' | 'updatedAt'>>,
  ): Promise<HostSettingsRow> {
    const [row] = await exec
      .insert(hostSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: hostSettings.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('host settings not saved');
    return row;
  }

  // ------------------------------------------------------------------------------------------ applications

  async latestApplication(userId: number, exec: Exec = this.db): Promise<HostApplicationRow | undefined> {
    const [row] = await exec
      .select()
      .from(hostApplications)
      .where(eq(hostApplications.userId, userId))
      .orderBy(desc(hostApplications.id))
      .limit(1);
    return row;
  }

  /** Undefined when this user has a pending application already (the partial unique index). */
  async insertApplication(userId: number, createdAt: Date): Promise<HostApplicationRow | undefined> {
    const [row] = await this.db
      .insert(hostApplications)
      .values({ userId, createdAt })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async lockApplication(exec: Exec, id: number): Promise<HostApplicationRow | undefined> {
    const [row] = await exec.select().from(hostApplications).where(eq(hostApplications.id, id)).for('update');
    return row;
  }

  async decideApplication(
    exec: Exec,
    id: number,
    values: Pick<HostApplicationRow, 'status' | 'reason' | 'decidedAt' | 'decidedBy'>,
  ): Promise<HostApplicationRow> {
    const [row] = await exec
      .update(hostApplications)
      .set(values)
      .where(eq(hostApplications.id, id))
      .returning();
    if (!row) throw new Error(`host application ${id} vanished`);
    return row;
  }

  /** Pending ones first come first; decided ones newest first. At most 200. */
  async applications(status: HostApplicationRow['status']): Promise<HostApplicationRow[]> {
    return this.db
      .select()
      .from(hostApplications)
      .where(eq(hostApplications.status, status))
      .orderBy(status === 'pending' ? asc(hostApplications.id) : desc(hostApplications.id))
      .limit(200);
  }

  // ---------------------------------------------------------------------------------------------- payouts

  async payoutByKey(exec: Exec, userId: number, requestKey: string): Promise<HostPayoutRow | undefined> {
    const [row] = await exec
      .select()
      .from(hostPayouts)
      .where(and(eq(hostPayouts.userId, userId), eq(hostPayouts.requestKey, requestKey)));
    return row;
  }

  async pendingPoints(userId: number, exec: Exec = this.db): Promise<number> {
    const [row] = await exec
      .select({ points: sql<string | null>`sum(${hostPayouts.points})` })
      .from(hostPayouts)
      .where(and(eq(hostPayouts.userId, userId), eq(hostPayouts.status, 'pending')));
    return Number(row?.points ?? 0);
  }

  async insertPayout(exec: Exec, payout: NewPayout): Promise<HostPayoutRow> {
    const [row] = await exec.insert(hostPayouts).values(payout).returning();
    if (!row) throw new Error('payout not stored');
    return row;
  }

  async lockPayout(exec: Exec, id: number): Promise<HostPayoutRow | undefined> {
    const [row] = await exec.select().from(hostPayouts).where(eq(hostPayouts.id, id)).for('update');
    return row;
  }

  async decidePayout(
    exec: Exec,
    id: number,
    values: Pick<HostPayoutRow, 'status' | 'reason' | 'decidedAt' | 'decidedBy' | 'movementId'>,
  ): Promise<HostPayoutRow> {
    const [row] = await exec.update(hostPayouts).set(values).where(eq(hostPayouts.id, id)).returning();
    if (!row) throw new Error(`payout ${id} vanished`);
    return row;
  }

  async payoutsOf(userId: number, page: number, size: number): Promise<HostPayoutRow[]> {
    return this.db
      .select()
      .from(hostPayouts)
      .where(eq(hostPayouts.userId, userId))
      .orderBy(desc(hostPayouts.id))
      .limit(size)
      .offset((page - 1) * size);
  }

  /** Pending ones oldest first (first come, first paid); decided ones newest first. At most 200. */
  async payouts(status: HostPayoutRow['status']): Promise<HostPayoutRow[]> {
    return this.db
      .select()
      .from(hostPayouts)
      .where(eq(hostPayouts.status, status))
      .orderBy(status === 'pending' ? asc(hostPayouts.id) : desc(hostPayouts.id))
      .limit(200);
  }

  // --------------------------------------------------------------------------------------------- earnings

  /**
   * Points the host's point account received from `since` on, per UTC day and per label of the movement (the
   * purpose of the spend that paid them: 'call', 'gift', ...). Payouts are left out: they are not earnings.
   * Corrections (reversals) carry the original's label and count against it.
   */
  async earnings(userId: number, since: Date): Promise<EarningsRow[]> {
    const day = sql<string>`to_char(${walletEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({
        day,
        source: walletTransactions.label,
        points: sql<string>`sum(${walletEntries.amount})`,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
      .where(
        and(
          eq(walletAccounts.code, `user:${userId}:points`),
          gte(walletEntries.createdAt, since),
          ne(walletTransactions.kind, 'payout'),
        ),
      )
      .groupBy(day, walletTransactions.label);
    return rows.map((r) => ({ day: r.day, source: r.source, points: Number(r.points) }));
  }

  async userNames(userIds: number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(inArray(users.id, userIds));
    return new Map(rows.map((r) => [r.id, r.nickname ?? `User ${r.id}`]));
  }
}
