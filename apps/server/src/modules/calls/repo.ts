import { and, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import {
  callLiveParties,
  calls,
  hostSettings,
  users,
  type CallRow,
  type HostSettingsRow,
} from '../../infra/db/schema';

export type NewCall = Omit<typeof calls.$inferInsert, 'id' | 'startedAt' | 'updatedAt'> & { startedAt: Date };

/** What a user is shown of another party (spec §3 remoteUserInfo, before the head image is added). */
export interface PartyRow {
  id: number;
  nickname: string | null;
  birthday: string | null;
  countryId: number | null;
}

/** The columns a call's life changes; everything else is fixed at launch. */
const MUTABLE = [
  'media',
  'phase',
  'endReason',
  'endedBy',
  'payerId',
  'hostId',
  'pricePerMinute',
  'taskRule',
  'answeredAt',
  'connectBy',
  'connectedAt',
  'endedAt',
  'billingStartsAt',
  'nextMinuteAt',
  'lowBalanceEndsAt',
  'offlineEndsAt',
  'interruptedAt',
  'interruptedMs',
  'callerTab',
  'calleeTab',
  'mediaEpoch',
  'joinedParties',
  'livenessCheckAt',
  'dueAt',
  'minutesBilled',
  'coins',
  'points',
  'holdId',
  'upgradeRequestedBy',
  'callerVideoSeconds',
  'calleeVideoSeconds',
  'ringCancel',
] as const satisfies readonly (keyof CallRow)[];

/** Every SQL statement of calls. The service decides; this file only reads and writes. */
export class CallsRepo {
  constructor(readonly db: Db) {}

  async insert(tx: Db, values: NewCall): Promise<CallRow> {
    const [row] = await tx.insert(calls).values(values).returning();
    if (!row) throw new Error('call insert returned nothing');
    return row;
  }

  /**
   * Marks both users as in a live call. Returns the ids that were free: the primary key makes two launches
   * racing for one person (on any number of server processes) leave exactly one of them standing.
   */
  async claimParties(tx: Db, callId: number, userIds: readonly number[]): Promise<number[]> {
    // In id order, so that A calling B while B calls A waits instead of deadlocking.
    const ordered = [...userIds].sort((a, b) => a - b);
    const rows = await tx
      .insert(callLiveParties)
      .values(ordered.map((userId) => ({ userId, callId })))
      .onConflictDoNothing()
      .returning({ userId: callLiveParties.userId });
    return rows.map((r) => r.userId);
  }

  async releaseParties(tx: Db, callId: number): Promise<void> {
    await tx.delete(callLiveParties).where(eq(callLiveParties.callId, callId));
  }

  /** Of these users, those in a live call. */
  async busyAmong(db: Db, userIds: readonly number[]): Promise<Set<number>> {
    const rows = await db
      .select({ userId: callLiveParties.userId })
      .from(callLiveParties)
      .where(inArray(callLiveParties.userId, [...userIds]));
    return new Set(rows.map((r) => r.userId));
  }

  /** The live call a user is a party of, if any. */
  async liveCallOf(db: Db, userId: number): Promise<CallRow | undefined> {
    const [row] = await db
      .select({ call: calls })
      .from(callLiveParties)
      .innerJoin(calls, eq(calls.id, callLiveParties.callId))
      .where(eq(callLiveParties.userId, userId));
    return row?.call;
  }

  /**
   * Locks the call row for one change. `skipLocked` is for the server's own timers and sweeps: a call that
   * another transaction (a request, another process's timer) holds is theirs to advance right now.
   */
  async lock(
    tx: Db,
    key: { roomNum: string } | { id: number },
    skipLocked = false,
  ): Promise<CallRow | undefined> {
    const where = 'id' in key ? eq(calls.id, key.id) : eq(calls.roomNum, key.roomNum);
    const query = tx.select().from(calls).where(where);
    const [row] = skipLocked ? await query.for('update', { skipLocked: true }) : await query.for('update');
    return row;
  }

  async save(tx: Db, row: CallRow): Promise<void> {
    const values: Partial<CallRow> = {};
    for (const column of MUTABLE) Object.assign(values, { [column]: row[column] });
    await tx
      .update(calls)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(calls.id, row.id));
  }

  async byRoomNum(db: Db, roomNum: string): Promise<CallRow | undefined> {
    const [row] = await db.select().from(calls).where(eq(calls.roomNum, roomNum));
    return row;
  }

  async byMatchId(db: Db, matchId: string): Promise<CallRow | undefined> {
    const [row] = await db.select().from(calls).where(eq(calls.matchId, matchId));
    return row;
  }

  /** Live calls whose next server action is due (the sweep every process runs). */
  async dueCallIds(db: Db, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: calls.id })
      .from(calls)
      .where(and(ne(calls.phase, 'ended'), lte(calls.dueAt, now)))
      .orderBy(calls.dueAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** The user's ended calls, newest first. */
  async endedCallsOf(db: Db, userId: number, limit: number): Promise<CallRow[]> {
    return db
      .select()
      .from(calls)
      .where(and(eq(calls.phase, 'ended'), or(eq(calls.callerId, userId), eq(calls.calleeId, userId))))
      .orderBy(desc(calls.endedAt), desc(calls.id))
      .limit(limit);
  }

  async parties(db: Db, userIds: readonly number[]): Promise<PartyRow[]> {
    if (userIds.length === 0) return [];
    return db
      .select({
        id: users.id,
        nickname: users.nickname,
        birthday: users.birthday,
        countryId: users.countryId,
      })
      .from(users)
      .where(inArray(users.id, [...userIds]));
  }

  async hostSettings(db: Db, userId: number): Promise<HostSettingsRow | undefined> {
    const [row] = await db.select().from(hostSettings).where(eq(hostSettings.userId, userId));
    return row;
  }

  async saveHostSettings(
    db: Db,
    userId: number,
    values: Partial<Omit<HostSettingsRow, 'userId' | 'updatedAt'>>,
  ): Promise<HostSettingsRow> {
    const [row] = await db
      .insert(hostSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: hostSettings.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('host settings upsert returned nothing');
    return row;
  }
}
