// Tables of host self-service (modules/hosts): applications, the operator's host configuration and payout
// requests. Re-exported by schema.ts so that drizzle-kit and the typed query builder see them. The host's own
// settings stay in host_settings (schema-calls.ts), which calls price from.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { userRef, users } from './schema-accounts';

/** A time the service sets from the clock (the reapply rule compares with it, not with SQL now()). */
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per application to become a host. At most one pending per user (the partial unique index), so two
 * taps or two tabs apply once. A decision records who decided and when; approval sets host_settings.is_host in
 * the same transaction.
 */
export const hostApplications = pgTable(
  'host_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    /** 'pending' | 'approved' | 'refused'. */
    status: text('status').notNull().default('pending'),
    /** The admin's reason of a refusal, as written. */
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('host_applications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('host_applications_user_idx').on(t.userId, t.id),
    index('host_applications_status_idx').on(t.status, t.id),
    check('host_applications_status_check', sql`${t.status} in ('pending', 'approved', 'refused')`),
    check('host_applications_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);
export type HostApplicationRow = typeof hostApplications.$inferSelect;

/**
 * The operator's host configuration (price bounds, points-to-money rate, payout minimum) as the protocol's
 * `HostConfig`: one row (id 1), read and replaced whole, checked by the protocol's schema both ways.
 */
export const hostConfig = pgTable(
  'host_config',
  {
    id: smallint('id').primaryKey().default(1),
    config: jsonb('config').notNull(),
    /** The admin who saved it last; null for the seeded defaults. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('host_config_single_row', sql`${t.id} = 1`)],
);

/**
 * One row per payout request. Pending requests hold their points (the available points are the balance minus
 * them); paying one moves its points out of the host's point account in one ledger movement keyed by the
 * request (`payout:<id>`), recorded here as movement_id. No money leaves the system: this is a record.
 */
export const hostPayouts = pgTable(
  'host_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    points: integer('points').notNull(),
    /** 'pending' | 'paid' | 'rejected'. */
    status: text('status').notNull().default('pending'),
    /** The host's key for this request: a retried request finds the first. */
    requestKey: text('request_key').notNull(),
    /** The rate shown when requested. */
    pointsPerCurrencyUnit: integer('points_per_currency_unit').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    /** The ledger movement of a paid request. */
    movementId: text('movement_id'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('host_payouts_request_key').on(t.userId, t.requestKey),
    index('host_payouts_user_idx').on(t.userId, t.id),
    index('host_payouts_status_idx').on(t.status, t.id),
    check('host_payouts_points_check', sql`${t.points} > 0`),
    check('host_payouts_status_check', sql`${t.status} in ('pending', 'paid', 'rejected')`),
    check('host_payouts_paid_check', sql`(${t.status} = 'paid') = (${t.movementId} is not null)`),
  ],
);
export type HostPayoutRow = typeof hostPayouts.$inferSelect;
