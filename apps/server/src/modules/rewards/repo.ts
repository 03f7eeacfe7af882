import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import {
  activityEntries,
  bans,
  popupShows,
  popups,
  rewardCheckInDays,
  rewardClaims,
  rewardEvents,
  rewardFirstWeekDays,
  rewardSpins,
  rewardTasks,
  rewardWheelDraws,
  rewardWheelPrizes,
  users,
  type ActivityEntryRow,
  type PopupRow,
  type RewardClaimRow,
  type RewardWheelDrawRow,
} from '../../infra/db/schema';

/** The database or a transaction opened by the ledger; the query builder is the same. */
type Exec = Db;

export type NewClaim = Omit<typeof rewardClaims.$inferInsert, 'id'>;
export type TaskRow = typeof rewardTasks.$inferSelect;
export type PrizeRow = typeof rewardWheelPrizes.$inferSelect;
export type NewDraw = Omit<typeof rewardWheelDraws.$inferInsert, 'id'>;
/** A day of a configured cycle and what it pays. */
export interface DayAmount {
  day: number;
  coins: number;
}

/** The only SQL of the rewards module. */
export class RewardsRepo {
  constructor(readonly db: Db) {}

  // ------------------------------------------------------------------------------------------------ claims

  /**
   * Undefined when a unique index refused the row: this account or this device claimed the reward of this
   * period already. Doing nothing on the conflict (a concurrent claim waits for the first to commit, then finds
   * it) is what makes two taps, two tabs or two devices at once grant once.
   */
  async insertClaim(tx: Exec, row: NewClaim): Promise<RewardClaimRow | undefined> {
    const [created] = await tx.insert(rewardClaims).values(row).onConflictDoNothing().returning();
    return created;
  }

  async claim(
    userId: number,
    activity: string,
    period: string,
    exec: Exec = this.db,
  ): Promise<RewardClaimRow | undefined> {
    const [row] = await exec
      .select()
      .from(rewardClaims)
      .where(
        and(
          eq(rewardClaims.userId, userId),
          eq(rewardClaims.activity, activity),
          eq(rewardClaims.period, period),
        ),
      );
    return row;
  }

  /** Whether another claim of this activity and period came from this device (the per-device cap). */
  async claimedOnDevice(deviceId: string, activity: string, period: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: rewardClaims.id })
      .from(rewardClaims)
      .where(
        and(
          eq(rewardClaims.deviceId, deviceId),
          eq(rewardClaims.activity, activity),
          eq(rewardClaims.period, period),
        ),
      );
    return row !== undefined;
  }

  /** The user's claims of these activities (any period), e.g. every first-week day or task claimed. */
  async claimsOf(userId: number, activities: string[]): Promise<RewardClaimRow[]> {
    if (activities.length === 0) return [];
    return this.db
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.userId, userId), inArray(rewardClaims.activity, activities)));
  }

  // ------------------------------------------------------------------------------------------------ config

  async checkInDays(): Promise<DayAmount[]> {
    return this.db
      .select({ day: rewardCheckInDays.day, coins: rewardCheckInDays.coins })
      .from(rewardCheckInDays)
      .orderBy(asc(rewardCheckInDays.day));
  }

  async firstWeekDays(): Promise<DayAmount[]> {
    return this.db
      .select({ day: rewardFirstWeekDays.day, coins: rewardFirstWeekDays.coins })
      .from(rewardFirstWeekDays)
      .orderBy(asc(rewardFirstWeekDays.day));
  }

  async activeTasks(): Promise<TaskRow[]> {
    return this.db
      .select()
      .from(rewardTasks)
      .where(eq(rewardTasks.active, true))
      .orderBy(asc(rewardTasks.sort), asc(rewardTasks.code));
  }

  async activePrizes(): Promise<PrizeRow[]> {
    return this.db
      .select()
      .from(rewardWheelPrizes)
      .where(eq(rewardWheelPrizes.active, true))
      .orderBy(asc(rewardWheelPrizes.sort), asc(rewardWheelPrizes.id));
  }

  // ------------------------------------------------------------------------------------------------ members

  async userCreatedAt(userId: number): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    return row?.createdAt;
  }

  /**
   * Whether this device was ever banned (in force or served; a ban an admin lifted early was a mistake and does
   * not count): accounts made on it get no new-member rewards.
   */
  async deviceWasBanned(deviceId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bans.id })
      .from(bans)
      .where(and(eq(bans.deviceId, deviceId), isNull(bans.liftedAt)))
      .limit(1);
    return row !== undefined;
  }

  // ------------------------------------------------------------------------------------------------ events

  /** Records a fact tasks count; false when it was recorded before (the same event told twice counts once). */
  async insertEvent(row: Omit<typeof rewardEvents.$inferInsert, 'id'>): Promise<boolean> {
    const rows = await this.db
      .insert(rewardEvents)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: rewardEvents.id });
    return rows.length > 0;
  }

  /** Per measure: the sum of the user's events on `day` and of all of them. */
  async progress(userId: number, day: string): Promise<Map<string, { day: number; total: number }>> {
    const rows = await this.db
      .select({
        measure: rewardEvents.measure,
        day: sql<string>`coalesce(sum(${rewardEvents.amount}) filter (where ${rewardEvents.day} = ${day}), 0)`,
        total: sql<string>`sum(${rewardEvents.amount})`,
      })
      .from(rewardEvents)
      .where(eq(rewardEvents.userId, userId))
      .groupBy(rewardEvents.measure);
    return new Map(rows.map((r) => [r.measure, { day: Number(r.day), total: Number(r.total) }]));
  }

  // ------------------------------------------------------------------------------------------------ spins

  async addSpins(tx: Exec, userId: number, spins: number): Promise<void> {
    await tx
      .insert(rewardSpins)
      .values({ userId, earned: spins })
      .onConflictDoUpdate({
        target: rewardSpins.userId,
        set: { earned: sql`${rewardSpins.earned} + ${spins}` },
      });
  }

  /** Uses one spin in one statement (never more used than earned, also under concurrency); false when none. */
  async useSpin(tx: Exec, userId: number): Promise<boolean> {
    const rows = await tx
      .update(rewardSpins)
      .set({ used: sql`${rewardSpins.used} + 1` })
      .where(and(eq(rewardSpins.userId, userId), lt(rewardSpins.used, rewardSpins.earned)))
      .returning({ userId: rewardSpins.userId });
    return rows.length > 0;
  }

  async spinsLeft(userId: number, exec: Exec = this.db): Promise<number> {
    const [row] = await exec
      .select({ left: sql<number>`${rewardSpins.earned} - ${rewardSpins.used}` })
      .from(rewardSpins)
      .where(eq(rewardSpins.userId, userId));
    return Number(row?.left ?? 0);
  }

  // ------------------------------------------------------------------------------------------------ draws

  /** Undefined when the user's request key was used by another draw (a repeat of the same tap). */
  async insertDraw(tx: Exec, row: NewDraw): Promise<RewardWheelDrawRow | undefined> {
    const [created] = await tx.insert(rewardWheelDraws).values(row).onConflictDoNothing().returning();
    return created;
  }

  async drawByKey(userId: number, requestKey: string): Promise<RewardWheelDrawRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardWheelDraws)
      .where(and(eq(rewardWheelDraws.userId, userId), eq(rewardWheelDraws.requestKey, requestKey)));
    return row;
  }

  async draws(
    userId: number,
    page: number,
    size: number,
  ): Promise<{ rows: RewardWheelDrawRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(rewardWheelDraws)
      .where(eq(rewardWheelDraws.userId, userId))
      .orderBy(desc(rewardWheelDraws.id))
      .limit(size)
      .offset((page - 1) * size);
    const [counted] = await this.db
      .select({ n: count() })
      .from(rewardWheelDraws)
      .where(eq(rewardWheelDraws.userId, userId));
    return { rows, total: Number(counted?.n ?? 0) };
  }

  // ------------------------------------------------------------------------------------------------ entries

  /** Active boxes whose dates (when set) hold `now`, by location and order. */
  async liveEntries(now: Date): Promise<ActivityEntryRow[]> {
    return this.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.active, true), within(activityEntries, now)))
      .orderBy(asc(activityEntries.location), asc(activityEntries.sort), asc(activityEntries.id));
  }

  // ------------------------------------------------------------------------------------------------ pop-ups

  /** Active pop-ups whose dates (when set) hold `now`, highest priority first. */
  async livePopups(now: Date): Promise<PopupRow[]> {
    return this.db
      .select()
      .from(popups)
      .where(and(eq(popups.active, true), within(popups, now)))
      .orderBy(desc(popups.priority), asc(popups.id));
  }

  /** How often, and when last, each pop-up was shown to the user. */
  async popupShowsOf(userId: number): Promise<Map<number, { shows: number; last: Date }>> {
    const rows = await this.db
      .select({ popupId: popupShows.popupId, shows: count(), last: max(popupShows.shownAt) })
      .from(popupShows)
      .where(eq(popupShows.userId, userId))
      .groupBy(popupShows.popupId);
    return new Map(rows.map((r) => [r.popupId, { shows: Number(r.shows), last: new Date(r.last ?? 0) }]));
  }

  async recordPopupShow(popupId: number, userId: number, shownAt: Date): Promise<void> {
    await this.db.insert(popupShows).values({ popupId, userId, shownAt });
  }

  /** What pop-up audiences are told apart by: the account's age and country. */
  async member(userId: number): Promise<{ createdAt: Date; countryId: number | null } | undefined> {
    const [row] = await this.db
      .select({ createdAt: users.createdAt, countryId: users.countryId })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }
}

/** `starts_at` and `ends_at` (each optional) hold `now`: started, not yet ended. */
function within(table: typeof activityEntries | typeof popups, now: Date) {
  return and(
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  );
}
