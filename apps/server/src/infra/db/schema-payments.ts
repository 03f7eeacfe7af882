// Tables of the payments area (shop, orders, provider events, VIP, subscriptions). Re-exported by schema.ts so
// that drizzle-kit and the typed query builder see them. Money amounts are integers in the currency's minor unit.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampDefaultNow, updatedAt } from './columns';
import { users } from './schema-accounts';

/**
 * What the shop sells. A row with offer_ends_at is a limited-time offer: shown with its countdown and sold
 * only until then. Rows are never deleted (orders point at them); active=false takes one off sale.
 */
export const coinPackages = pgTable(
  'coin_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name of a seeded package ('pack-60', 'sub-week'); the default packages are upserted by it. */
    code: text('code').notNull(),
    /** 'pack' | 'subscription'. */
    kind: text('kind').notNull(),
    /** 'week' | 'month' for subscriptions, null for packs. */
    interval: text('interval'),
    coins: integer('coins').notNull(),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    offerDiscountPercent: integer('offer_discount_percent').notNull().default(0),
    offerExtraCoins: integer('offer_extra_coins').notNull().default(0),
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_packages_code_key').on(t.code),
    check('coin_packages_kind_check', sql`${t.kind} in ('pack', 'subscription')`),
    check(
      'coin_packages_interval_check',
      sql`(${t.kind} = 'subscription') = (${t.interval} is not null) and (${t.interval} is null or ${t.interval} in ('week', 'month'))`,
    ),
    check(
      'coin_packages_amounts_check',
      sql`${t.coins} > 0 and ${t.bonusCoins} >= 0 and ${t.priceMinor} > 0 and ${t.offerExtraCoins} >= 0 and ${t.offerDiscountPercent} between 0 and 90`,
    ),
  ],
);
export type CoinPackageRow = typeof coinPackages.$inferSelect;

/**
 * One row per purchase attempt, created 'processing' before the user pays. Amount, coins and bonus are copied
 * from the package (and its offer) at that moment, so a later price change never alters an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Human-readable and unique: 'MG' + yyyymmdd + 10 random digits. */
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => coinPackages.id),
    /** 'pack' | 'subscription', copied from the package. */
    kind: text('kind').notNull(),
    itemName: text('item_name').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    coins: integer('coins').notNull(),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    /** The first-purchase bonus credited with this order (0 or 100). */
    firstBonusCoins: integer('first_bonus_coins').notNull().default(0),
    /** 'processing' | 'success' | 'failed'. success is final: a late failure never undoes it. */
    status: text('status').notNull().default('processing'),
    provider: text('provider').notNull(),
    /** The provider's payment id; set once the checkout started. */
    providerRef: text('provider_ref'),
    /** The payment method id chosen ('card', 'wallet', 'redirect'). */
    method: text('method').notNull(),
    /** The saved card charged, if any (after-sale's saved cards). */
    savedCardId: integer('saved_card_id'),
    failureReason: text('failure_reason'),
    /**
     * The client's key of the checkout attempt that created the order, if it sent one: a repeat of the key
     * answers this order instead of creating another (docs/decisions/019-idempotent-orders.md).
     */
    idempotencyKey: text('idempotency_key'),
    /** Where the provider's checkout sends the browser, kept so that a repeat answers the same page. */
    redirectUrl: text('redirect_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    // Rows without a key are never equal here (NULLs are distinct), so only keyed attempts are limited to one.
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_provider_ref_key')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_status_check', sql`${t.status} in ('processing', 'success', 'failed')`),
    check('orders_kind_check', sql`${t.kind} in ('pack', 'subscription')`),
    check('orders_amounts_check', sql`${t.amountMinor} > 0 and ${t.coins} > 0 and ${t.bonusCoins} >= 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** Every provider event handled, by its id: a webhook delivered again is recognised and does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The order or subscription the event was about, for support. */
    reference: text('reference'),
    receivedAt: timestampDefaultNow('received_at'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A user's paying history in two dates: first payment and VIP since (spec §1: any package makes VIP). */
export const userPayStatus = pgTable('user_pay_status', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
  vipSince: timestamp('vip_since', { withTimezone: true }),
  /** The order that earned the first-purchase bonus; set once. */
  firstBonusOrderNo: text('first_bonus_order_no'),
});
export type UserPayStatusRow = typeof userPayStatus.$inferSelect;

/** Weekly or monthly coin subscriptions; at most one active or canceling per user (spec §4). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => coinPackages.id),
    /** The order that started it. */
    orderNo: text('order_no').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** 'active' | 'canceling' (ends at current_period_end) | 'ended'. */
    status: text('status').notNull().default('active'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('subscriptions_one_running_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('active', 'canceling')`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'canceling', 'ended')`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Each paid period of a subscription; coins are credited once per invoice (key 'invoice:<invoiceRef>'). */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    invoiceRef: text('invoice_ref').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    coins: integer('coins').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_ref_key').on(t.invoiceRef),
    index('subscription_invoices_subscription_idx').on(t.subscriptionId),
  ],
);
