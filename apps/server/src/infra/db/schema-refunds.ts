// Refund reports (spec §2.1 payRefund and refundBack, §3, §4). Re-exported by schema.ts for drizzle-kit.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './schema-accounts';

/** Proof pictures uploaded for a report; a report points at one. Files live in the storage, re-encoded. */
export const refundProofs = pgTable(
  'refund_proofs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('refund_proofs_user_idx').on(t.userId)],
);

export const refundReports = pgTable(
  'refund_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    orderNo: text('order_no').notNull(),
    /** 'refund' | 'coins_not_credited' | 'other'. */
    category: text('category').notNull(),
    description: text('description').notNull(),
    proofId: integer('proof_id').references(() => refundProofs.id, { onDelete: 'set null' }),
    /** 'processing' | 'refunded' | 'coins_credited' | 'rejected'. */
    status: text('status').notNull().default('processing'),
    note: text('note'),
    /** Coins taken back (refunded) or credited by the decision. */
    coins: integer('coins'),
    /** The provider's refund id, once money went back. */
    providerRefundRef: text('provider_refund_ref'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_reports_user_idx').on(t.userId, t.createdAt),
    index('refund_reports_status_idx').on(t.status, t.createdAt),
    // One open report per order: a second one while the first is processed would only confuse the decision.
    uniqueIndex('refund_reports_open_order_key')
      .on(t.orderNo)
      .where(sql`${t.status} = 'processing'`),
    check('refund_reports_category_check', sql`${t.category} in ('refund', 'coins_not_credited', 'other')`),
    check(
      'refund_reports_status_check',
      sql`${t.status} in ('processing', 'refunded', 'coins_credited', 'rejected')`,
    ),
  ],
);
export type RefundReportRow = typeof refundReports.$inferSelect;
