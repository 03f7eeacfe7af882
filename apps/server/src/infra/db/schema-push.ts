// Tables of web push (modules/push). Re-exported by schema.ts so that drizzle-kit and the typed query builder see them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './schema-accounts';

/**
 * The server's VAPID key pair, made at the first start (one row, id 1) unless VAPID_* configuration gives one. Every
 * node reads the same row: the first to insert wins and the others read its keys.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * One row per subscribed browser: the endpoint is the push service's address of that browser, unique; a device
 * (deviceId) of an account keeps one subscription, a new one replacing the old. `language` words its notifications.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    deviceId: text('device_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    languageId: integer('language_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    uniqueIndex('push_subscriptions_device').on(t.userId, t.deviceId),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Which kinds of notification an account wants; no row: all of them. */
export const pushSettings = pgTable('push_settings', {
  userId: userRef('user_id').primaryKey(),
  calls: boolean('calls').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  friendRequests: boolean('friend_requests').notNull().default(true),
  friendsOnline: boolean('friends_online').notNull().default(true),
});

/**
 * Pushes waiting to be sent by the 'push.send' job: one row per (subscription, message), retried with back-off until
 * sent, expired (`expiresAt`, e.g. a call's ring window) or out of attempts. A subscription removed (404/410 from the
 * push service, or unsubscribed) takes its rows with it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** Seconds the push service may hold it for an offline browser (the TTL header). */
    ttlSeconds: integer('ttl_seconds').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (t) => [index('push_deliveries_next').on(t.nextAt)],
);
export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;
