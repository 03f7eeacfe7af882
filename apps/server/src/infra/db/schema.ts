import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** SHA-256 of the current login token; null when logged out. The token itself is never stored. */
    loginTokenHash: text('login_token_hash'),
    /** Device of the current session; a login elsewhere replaces both. */
    deviceId: text('device_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('users_device_id_idx').on(t.deviceId)],
);

export type UserRow = typeof users.$inferSelect;
