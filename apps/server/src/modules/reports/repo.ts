import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { reports, users, type UserRow } from '../../infra/db/schema';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = Pick<
  typeof reports.$inferInsert,
  'reporterId' | 'targetUserId' | 'reason' | 'extra' | 'email' | 'context' | 'contextId'
>;

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

  async list(status: string, limit: number): Promise<{ report: ReportRow; target: UserRow }[]> {
    return this.db
      .select({ report: reports, target: users })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.targetUserId))
      .where(eq(reports.status, status))
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
