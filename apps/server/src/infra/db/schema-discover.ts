// Tables of Discover (modules/discover): the stored flow configuration, likes, profile views and the visitor
// setting. Re-exported by schema.ts so that drizzle-kit and the typed query builder see them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { userRef, users } from './schema-accounts';

/** A time the service sets from the clock (day counters and keyset cursors compare with it, not SQL now()). */
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/**
 * One row per product (spec §7.1 `{product}`): the call flows' countdowns, prices and locations (spec §9) and
 * Discover's limits, as `FlowConfig` of the protocol. A document rather than columns: it is read and replaced
 * whole (globalconf, the admin endpoint), and the protocol's schema checks it on both ways.
 */
export const flowConfig = pgTable('flow_config', {
  product: text('product').primaryKey(),
  config: jsonb('config').notNull(),
  /** The administrator who saved it last; null for the seeded defaults. */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * One row per like: a user likes another once (the primary key), so a repeated like finds the first row and the
 * ledger movement of its price, keyed by the pair, is never made twice.
 */
export const likes = pgTable(
  'likes',
  {
    likerId: userRef('liker_id'),
    likedId: userRef('liked_id'),
    /** Coins the like cost; 0 when likes were free. */
    coins: integer('coins').notNull().default(0),
    movementId: text('movement_id'),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    // "Who liked me", newest first, is one index range.
    index('likes_liked_idx').on(t.likedId, t.createdAt),
    check('likes_not_self', sql`${t.likerId} <> ${t.likedId}`),
    check('likes_coins_check', sql`${t.coins} >= 0`),
  ],
);
export type LikeRow = typeof likes.$inferSelect;

/** The last time one user opened another's profile (one row per pair: "who viewed me" lists people, not views). */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerId: userRef('viewer_id'),
    viewedId: userRef('viewed_id'),
    viewedAt: at('viewed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.viewedId] }),
    index('profile_views_viewed_idx').on(t.viewedId, t.viewedAt),
    check('profile_views_not_self', sql`${t.viewerId} <> ${t.viewedId}`),
  ],
);

/** Discover settings of a user; no row means the defaults (views leave a trace). */
export const visitorSettings = pgTable('visitor_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  leaveNoTrace: boolean('leave_no_trace').notNull().default(false),
  updatedAt: updatedAt(),
});
