// Tables of rewards and activities (modules/rewards). Re-exported by schema.ts so that drizzle-kit and the typed
// query builder see them. Amounts, cycles, tasks and odds are rows operators edit (seeded by migration 0014 with
// the defaults documented in docs/decisions/024-rewards.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef, users } from './schema-accounts';
import { gifts } from './schema-gifts';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/**
 * One row per reward given: (user, activity, period) and (device, activity, period) are unique, so a reward is
 * claimed once per account and once per device per period, whatever races. The ledger movement that pays it
 * is written in the same transaction with the key `reward:<user>:<activity>:<period>`.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    /** 'register-banner', 'check-in', 'first-week', 'task:<code>'. */
    activity: text('activity').notNull(),
    /** The UTC day 'YYYY-MM-DD' of a daily reward, or 'once'. */
    period: text('period').notNull(),
    /** The device it was claimed from; null only for grants recorded before devices were capped. */
    deviceId: text('device_id'),
    coins: integer('coins').notNull(),
    spins: integer('spins').notNull(),
    /** The day of its cycle a check-in counted as (1..7); null for other activities. */
    step: smallint('step'),
    /** From the server's clock (rules count these per day). */
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('reward_claims_user_key').on(t.userId, t.activity, t.period),
    uniqueIndex('reward_claims_device_key').on(t.deviceId, t.activity, t.period),
    check('reward_claims_amounts_check', sql`${t.coins} >= 0 and ${t.spins} >= 0`),
  ],
);
export type RewardClaimRow = typeof rewardClaims.$inferSelect;

/** What each day of the 7-day check-in cycle pays a VIP (operators edit the rows). */
export const rewardCheckInDays = pgTable(
  'reward_check_in_days',
  {
    day: smallint('day').primaryKey(),
    coins: integer('coins').notNull(),
  },
  (t) => [check('reward_check_in_days_check', sql`${t.day} between 1 and 7 and ${t.coins} >= 0`)],
);

/** What each day of the first week after sign-up pays. */
export const rewardFirstWeekDays = pgTable(
  'reward_first_week_days',
  {
    day: smallint('day').primaryKey(),
    coins: integer('coins').notNull(),
  },
  (t) => [check('reward_first_week_days_check', sql`${t.day} between 1 and 7 and ${t.coins} >= 0`)],
);

/** The tasks on offer: what each counts, how far, and what it pays. */
export const rewardTasks = pgTable(
  'reward_tasks',
  {
    code: text('code').primaryKey(),
    /** 'daily' | 'once'. */
    kind: text('kind').notNull(),
    /** 'call-completed' | 'call-coins' | 'friend-added' | 'check-in' (TaskMeasure). */
    measure: text('measure').notNull(),
    target: integer('target').notNull(),
    rewardCoins: integer('reward_coins').notNull().default(0),
    rewardSpins: integer('reward_spins').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('reward_tasks_kind_check', sql`${t.kind} in ('daily', 'once')`),
    check(
      'reward_tasks_measure_check',
      sql`${t.measure} in ('call-completed', 'call-coins', 'friend-added', 'check-in')`,
    ),
    check(
      'reward_tasks_amounts_check',
      sql`${t.target} > 0 and ${t.rewardCoins} >= 0 and ${t.rewardSpins} >= 0`,
    ),
  ],
);

/**
 * Facts other areas reported that tasks count: one row per (user, measure, event), so an event told twice
 * counts once. `day` is the UTC day it happened on (daily tasks sum one day, one-off tasks all of them).
 */
export const rewardEvents = pgTable(
  'reward_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    measure: text('measure').notNull(),
    /** The fact's own id: 'call:<roomNum>', 'friend-request:<id>', 'check-in:<day>'. */
    eventKey: text('event_key').notNull(),
    amount: integer('amount').notNull(),
    day: text('day').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('reward_events_key').on(t.userId, t.measure, t.eventKey),
    index('reward_events_day_idx').on(t.userId, t.measure, t.day),
    check('reward_events_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Lucky-wheel spins of a user: earned by rewards, used by draws; never more used than earned. */
export const rewardSpins = pgTable(
  'reward_spins',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    earned: integer('earned').notNull().default(0),
    used: integer('used').notNull().default(0),
  },
  (t) => [check('reward_spins_check', sql`${t.used} >= 0 and ${t.used} <= ${t.earned}`)],
);

/** The wheel's prizes and their weights: a prize's published chance is its weight over the active total. */
export const rewardWheelPrizes = pgTable(
  'reward_wheel_prizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Bonus coins; 0 for a backpack-gift prize. */
    coins: integer('coins').notNull(),
    weight: integer('weight').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** A backpack-gift prize (decision 027): this many of the gift, usable for `gift_days` days. */
    giftId: integer('gift_id').references(() => gifts.id),
    giftCount: integer('gift_count').notNull().default(0),
    giftDays: integer('gift_days').notNull().default(0),
  },
  (t) => [
    check(
      'reward_wheel_prizes_check',
      sql`${t.weight} > 0 and ((${t.giftId} is null and ${t.coins} > 0) or (${t.giftId} is not null and ${t.coins} = 0 and ${t.giftCount} > 0 and ${t.giftDays} > 0))`,
    ),
  ],
);

/** Every draw of the wheel, kept: the user's history, and the record that the odds were kept. */
export const rewardWheelDraws = pgTable(
  'reward_wheel_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => rewardWheelPrizes.id),
    coins: integer('coins').notNull(),
    /** The backpack gift won (its count is the prize's), or null for coins. */
    giftId: integer('gift_id').references(() => gifts.id),
    /** The client's key for the tap, if it sent one: a repeat answers this draw. */
    requestKey: text('request_key'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('reward_wheel_draws_request_key').on(t.userId, t.requestKey),
    index('reward_wheel_draws_user_idx').on(t.userId, t.id),
  ],
);
export type RewardWheelDrawRow = typeof rewardWheelDraws.$inferSelect;

/** Activity boxes (spec §3 activity box config): which box shows where, in order, between optional dates. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'home' | 'matching' | 'livecam' | 'task' (EntryLocation). */
    location: text('location').notNull(),
    /** 'web' | 'match' | 'livecam' | 'task' | 'luckyWheel' (EntryKind). */
    kind: text('kind').notNull(),
    icon: text('icon').notNull().default(''),
    content: text('content').notNull(),
    targetUrl: text('target_url').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    check('activity_entries_location_check', sql`${t.location} in ('home', 'matching', 'livecam', 'task')`),
    check('activity_entries_kind_check', sql`${t.kind} in ('web', 'match', 'livecam', 'task', 'luckyWheel')`),
  ],
);
export type ActivityEntryRow = typeof activityEntries.$inferSelect;

/**
 * Server-driven pop-ups: the highest priority one whose audience, countries, languages and dates match, and
 * whose caps (shows in all, hours between two shows to one user) allow it.
 */
export const popups = pgTable(
  'popups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    priority: integer('priority').notNull().default(0),
    /** 'all' | 'new' | 'payer' | 'nonPayer' (PopupAudience). */
    audience: text('audience').notNull().default('all'),
    /** Country table ids it is for; empty for every country. */
    countries: integer('countries')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Language ids (spec §3) it is for; empty for every language. */
    languages: integer('languages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How often one user sees it at most. */
    maxShows: integer('max_shows').notNull().default(1),
    /** Hours at least between two showings to one user. */
    intervalHours: integer('interval_hours').notNull().default(24),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image').notNull().default(''),
    targetUrl: text('target_url').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('popups_audience_check', sql`${t.audience} in ('all', 'new', 'payer', 'nonPayer')`),
    check('popups_caps_check', sql`${t.maxShows} > 0 and ${t.intervalHours} >= 0`),
  ],
);
export type PopupRow = typeof popups.$inferSelect;

/** Every showing of a pop-up to a user, for its frequency caps. */
export const popupShows = pgTable(
  'popup_shows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    shownAt: at('shown_at'),
  },
  (t) => [index('popup_shows_user_idx').on(t.userId, t.popupId)],
);
