// Tables of random matching (modules/matching). Re-exported by schema.ts so that drizzle-kit and the typed query
// builder see them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './schema-accounts';

/**
 * One row per side of every match shown (the matched pop-up): what the free daily quota and the daily cap count,
 * and the record of what a filtered match cost. The row and the coins it cost are written in one transaction, so
 * a match is counted and charged together or not at all. The live state of the offer (answers, outcome) is
 * short-lived and lives in the key-value store, where every server process can answer it.
 */
export const matchShows = pgTable(
  'match_shows',
  {
    /** The offer's matchId (random, 128 bits). */
    matchId: text('match_id').notNull(),
    userId: userRef('user_id'),
    peerId: userRef('peer_id'),
    /** Coins this side paid for a filtered match; 0 for a free one. */
    coins: integer('coins').notNull().default(0),
    /** The ledger movement of a paid match. */
    movementId: text('movement_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    // Counting today's matches of one user is one index range.
    index('match_shows_user_day_idx').on(t.userId, t.createdAt),
    check('match_shows_not_self', sql`${t.userId} <> ${t.peerId}`),
    check('match_shows_coins_check', sql`${t.coins} >= 0`),
  ],
);
export type MatchShowRow = typeof matchShows.$inferSelect;
