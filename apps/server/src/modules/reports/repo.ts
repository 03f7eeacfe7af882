import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { calls, reports, users, type UserRow } from '../../infra/db/schema';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = Pick<
  typeof reports.$inferInsert,
  'reporterId' | 'targetUserId' | 'reason' | 'extra' | 'email' | 'context' | 'contextId'
>;
export type ReportedCallRow = Pick<
  typeof calls.$inferSelect,
  'callerId' | 'media' | 'source' | 'startedAt' | 'connectedAt' | 'endedAt'
>;
/** A report as the admin queue lists it: the reported user, and the call it was made from, if any. */
export interface ListedReport {
  report: ReportRow;
  target: UserRow;
  call: ReportedCallRow | null;
}

/**
 * The call a report names, only when the reporter and the reported were its two parties: a room id typed by
 * the reporter cannot show the reviewer someone else's call.
 */
const reportedCall = and(
  eq(reports.context, 'call'),
  eq(calls.roomNum, reports.contextId),
  or(
    and(eq(calls.callerId, reports.reporterId), eq(calls.calleeId, reports.targetUserId)),
    and(eq(calls.callerId, reports.targetUserId), eq(calls.calleeId, reports.reporterId)),
  ),
);

/** The SQL of reports. */
export class ReportsRepo {
  constructor(private readonly db: Db) {}

  async insert(report: NewReport): Promise<ReportRow> {
    const [row] = await this.db.insert(reports).values(report).returning();
    if (!row) throw new Error('report insert returned nothing');
    return row;
  }

  async byId(id: number): Promise<ReportRow | undefined> {
    const [row] = await this.db.select().from(reports).where(eq(reports.id, id)).limit(1);
    return row;
  }

  async list(status: string, limit: number): Promise<ListedReport[]> {
    return this.listed(eq(reports.status, status), limit);
  }

  async listedById(id: number): Promise<ListedReport | undefined> {
    const [row] = await this.listed(eq(reports.id, id), 1);
    return row;
  }

  private listed(where: SQL, limit: number): Promise<ListedReport[]> {
    return this.db
      .select({
        report: reports,
        target: users,
        call: {
          callerId: calls.callerId,
          media: calls.media,
          source: calls.source,
          startedAt: calls.startedAt,
          connectedAt: calls.connectedAt,
          endedAt: calls.endedAt,
        },
      })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.targetUserId))
      .leftJoin(calls, reportedCall)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit);
  }

  /** Undefined when the report was no longer open (another admin handled it first). */
  async resolve(
    id: number,
    change: { status: 'dismissed' | 'banned'; resolvedBy: number; banId: number | null; at: Date },
  ): Promise<ReportRow | undefined> {
    const [row] = await this.db
      .update(reports)
      .set({
        status: change.status,
        resolvedBy: change.resolvedBy,
        banId: change.banId,
        resolvedAt: change.at,
      })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning();
    return row;
  }
}
