import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { refundProofs, refundReports, type OrderRow, type RefundReportRow } from '../../infra/db/schema';
import { PaymentsRepo } from '../payments/repo';
import type { LedgerTx } from '../wallet/ledger';

type Exec = Db | LedgerTx;

export type NewRefundReport = Pick<
  typeof refundReports.$inferInsert,
  'userId' | 'orderNo' | 'category' | 'description' | 'proofId'
>;
export type RefundProofRow = typeof refundProofs.$inferSelect;

/** Postgres (and PGlite) unique_violation. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/** The SQL of refund reports and their proofs. */
export class RefundsRepo {
  // Orders belong to the payments module; refunds only read them (and lock one while deciding), through its SQL.
  private readonly payments: PaymentsRepo;

  constructor(private readonly db: Db) {
    this.payments = new PaymentsRepo(db);
  }

  async insertProof(row: {
    userId: number;
    storageKey: string;
    contentType: string;
  }): Promise<RefundProofRow> {
    const [inserted] = await this.db.insert(refundProofs).values(row).returning();
    if (!inserted) throw new Error('insert into refund_proofs returned no row');
    return inserted;
  }

  async proofById(id: number): Promise<RefundProofRow | undefined> {
    const [row] = await this.db.select().from(refundProofs).where(eq(refundProofs.id, id)).limit(1);
    return row;
  }

  /** undefined when a report of this order is still being processed (one open report per order). */
  async insertReport(row: NewRefundReport): Promise<RefundReportRow | undefined> {
    try {
      const [inserted] = await this.db.insert(refundReports).values(row).returning();
      return inserted;
    } catch (err) {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    }
  }

  reportsOf(userId: number, limit: number): Promise<RefundReportRow[]> {
    return this.db
      .select()
      .from(refundReports)
      .where(eq(refundReports.userId, userId))
      .orderBy(desc(refundReports.createdAt), desc(refundReports.id))
      .limit(limit);
  }

  queue(status: string | undefined, limit: number): Promise<RefundReportRow[]> {
    return this.db
      .select()
      .from(refundReports)
      .where(status ? eq(refundReports.status, status) : undefined)
      .orderBy(desc(refundReports.createdAt), desc(refundReports.id))
      .limit(limit);
  }

  async byId(id: number): Promise<RefundReportRow | undefined> {
    const [row] = await this.db.select().from(refundReports).where(eq(refundReports.id, id)).limit(1);
    return row;
  }

  /** Locks the report for the decision's transaction: two admins deciding at once decide once. */
  async lockReport(tx: Exec, id: number): Promise<RefundReportRow | undefined> {
    const [row] = await tx.select().from(refundReports).where(eq(refundReports.id, id)).for('update');
    return row;
  }

  async decide(
    tx: Exec,
    id: number,
    values: {
      status: 'refunded' | 'coins_credited' | 'rejected';
      note: string | null;
      coins: number | null;
      providerRefundRef: string | null;
      decidedBy: number;
      decidedAt: Date;
    },
  ): Promise<RefundReportRow> {
    const [row] = await tx
      .update(refundReports)
      .set(values)
      .where(and(eq(refundReports.id, id), eq(refundReports.status, 'processing')))
      .returning();
    if (!row) throw new Error('refund report was decided concurrently');
    return row;
  }

  order(orderNo: string): Promise<OrderRow | undefined> {
    return this.payments.orderByNo(orderNo);
  }

  /** Locks the order for the decision's transaction, so a refund and a late payment event settle one at a time. */
  lockOrder(tx: Exec, orderNo: string): Promise<OrderRow | undefined> {
    return this.payments.lockOrder(tx, orderNo);
  }
}
