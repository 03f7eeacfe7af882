// Tables of gifts and the backpack (modules/gifts). Re-exported by schema.ts so that drizzle-kit and the typed query
// builder see them. The default catalogue and terms are seeded by the gifts migration (docs/decisions/027).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { userRef } from './schema-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The gift catalogue; admins edit it. A gift is on offer between its active dates (open ends: no limit). */
export const gifts = pgTable(
  'gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** A path on this site ('/gifts/rose.svg') or a data:image URL. */
    image: text('image').notNull(),
    /** How the web animates it: 'float', 'burst', 'rain', 'pulse', 'spin'. */
    animation: text('animation').notNull(),
    /** Price in coins. */
    coins: integer('coins').notNull(),
    /** giftStar (spec §3): the gift's tier, 1-5. */
    stars: smallint('stars').notNull(),
    activeFrom: at('active_from'),
    activeTo: at('active_to'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gifts_coins_check', sql`${t.coins} > 0`),
    check('gifts_stars_check', sql`${t.stars} between 1 and 5`),
    check('gifts_animation_check', sql`${t.animation} in ('float', 'burst', 'rain', 'pulse', 'spin')`),
  ],
);
export type GiftRow = typeof gifts.$inferSelect;

/** The operator's gift terms: one row (id 1). */
export const giftTerms = pgTable(
  'gift_terms',
  {
    id: smallint('id').primaryKey().default(1),
    /** Share of a gift's coins the receiver earns as points, in per mille (500 = half). */
    hostShareMille: integer('host_share_mille').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gift_terms_one_row', sql`${t.id} = 1`),
    check('gift_terms_values_check', sql`${t.hostShareMille} between 0 and 1000`),
  ],
);

/**
 * One row per gift sent. (sender, request_key) is unique and inserted first in the send's transaction, so a
 * retried send waits for the first, then answers it; the ledger movement's key is `gift:<id>`.
 */
export const giftSends = pgTable(
  'gift_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    senderId: userRef('sender_id'),
    receiverId: userRef('receiver_id'),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    requestKey: text('request_key').notNull(),
    /** 'coins' or 'backpack'. */
    paidFrom: text('paid_from').notNull(),
    /** 'call', 'chat' or 'profile'. */
    context: text('context').notNull(),
    roomNum: text('room_num'),
    /** What the sender paid (0 from the backpack) and the receiver earned, as written to the ledger. */
    coins: integer('coins').notNull(),
    points: integer('points').notNull(),
    /** The gift's name and image when sent (the catalogue may change later; receipts keep what was sent). */
    name: text('name').notNull(),
    image: text('image').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('gift_sends_request_key').on(t.senderId, t.requestKey),
    index('gift_sends_receiver_idx').on(t.receiverId, t.id),
    index('gift_sends_sender_idx').on(t.senderId, t.id),
    index('gift_sends_room_idx')
      .on(t.roomNum)
      .where(sql`${t.roomNum} is not null`),
    check('gift_sends_not_self', sql`${t.senderId} <> ${t.receiverId}`),
    check('gift_sends_paid_from_check', sql`${t.paidFrom} in ('coins', 'backpack')`),
    check('gift_sends_context_check', sql`${t.context} in ('call', 'chat', 'profile')`),
    check('gift_sends_amounts_check', sql`${t.coins} >= 0 and ${t.points} >= 0`),
  ],
);
export type GiftSendRow = typeof giftSends.$inferSelect;

/**
 * Backpack gifts, one row per grant (a lot): `count` granted, `used` sent so far, all expiring together.
 * `grant_key` makes a grant idempotent (the caller's key, e.g. `wheel:<draw>`).
 */
export const backpackItems = pgTable(
  'backpack_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    count: integer('count').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Who gave it: 'wheel', 'reward', 'promotion', 'admin'. */
    source: text('source').notNull(),
    grantKey: text('grant_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('backpack_items_grant_key').on(t.grantKey),
    index('backpack_items_user_idx').on(t.userId, t.giftId, t.expiresAt),
    check('backpack_items_count_check', sql`${t.count} > 0 and ${t.used} >= 0 and ${t.used} <= ${t.count}`),
  ],
);
export type BackpackItemRow = typeof backpackItems.$inferSelect;
