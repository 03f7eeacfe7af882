// Tables of the assistant's notices (modules/notices). Re-exported by schema.ts so that drizzle-kit and the typed
// query builder see them.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './schema-accounts';

/**
 * One row per notice to a user: a kind and its parameters (never words: the web words them in the reader's
 * language). `key` names the fact it tells of ('reward:check-in:2031-03-10', 'refund:12', 'ban:7'), unique per
 * user, so a fact reported twice (a retry, a repeated tap) is one notice.
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    /** 'reward' | 'refund' | 'ban' | 'host' | 'payout' (NoticeKind). */
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    key: text('key').notNull(),
    /** From the server's clock. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notices_user_key').on(t.userId, t.key),
    index('notices_user_id').on(t.userId, t.id),
    index('notices_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notices_kind_check', sql`${t.kind} in ('reward', 'refund', 'ban', 'host', 'payout')`),
  ],
);
export type NoticeRow = typeof notices.$inferSelect;
