// Tables of the accounts area (users, sign-in, bans, outbox, media). Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampDefaultNow, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** SHA-256 of the current login token; null when logged out. The token itself is never stored. */
    loginTokenHash: text('login_token_hash'),
    /** Device of the current session; a login elsewhere replaces both. */
    deviceId: text('device_id').notNull(),
    createdAt: createdAt(),
    /** 'active' or 'suspended' (a suspended account cannot sign in until an admin restores it). */
    status: text('status').notNull().default('active'),
    isAdmin: boolean('is_admin').notNull().default(false),
    nickname: text('nickname'),
    /** 1 male, 2 female; null until chosen, then fixed. */
    gender: smallint('gender'),
    birthday: date('birthday', { mode: 'string' }),
    /** How many times the birthday was changed after it was first set (at most once). */
    birthdayChanges: smallint('birthday_changes').notNull().default(0),
    bio: text('bio'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    interests: integer('interests')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    languages: integer('languages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    countryId: integer('country_id'),
    /** Lower-cased address; unique among accounts. */
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id hash of the e-mail sign-in password. */
    passwordHash: text('password_hash'),
    /** E.164 number, e.g. +4915112345678; unique among accounts. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** argon2id hash of the optional phone sign-in password. */
    phonePasswordHash: text('phone_password_hash'),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    pushToken: text('push_token'),
    /** The interface language chosen in the web app's switcher (e.g. 'de', 'zh-TW'); null until chosen. */
    interfaceLanguage: text('interface_language'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_device_id_idx').on(t.deviceId),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in (1, 2)`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** A required reference to a user whose rows go with the account (nearly every table's owner column). */
export const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** An account is keyed on (provider, subject) of the identity provider, never on the e-mail it reports. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: userRef('user_id'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);

/**
 * One-time codes and link tokens: e-mail verification, password reset, phone sign-in, bindings, login links.
 * Only hashes are stored; a code is single use, expires, and counts wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    /** 'email', 'sms' or 'whatsapp'. */
    channel: text('channel').notNull(),
    /** The address or number the code was sent to. */
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    /** For codes that also travel as a link (verification, login links). */
    tokenHash: text('token_hash'),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.purpose, t.target),
    uniqueIndex('verification_codes_token_key').on(t.tokenHash),
  ],
);

/** Account and device bans (spec §6): 48 hours by default, lifted early by an admin. */
export const bans = pgTable(
  'bans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'account', 'device' or 'both'. */
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    message: text('message'),
    startsAt: timestampDefaultNow('starts_at'),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('bans_user_idx').on(t.userId),
    index('bans_device_idx').on(t.deviceId),
    check('bans_kind_check', sql`${t.kind} in ('account', 'device', 'both')`),
  ],
);

/** Everything sent by e-mail, SMS or WhatsApp; in development /dev/outbox shows it. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** How it left: 'outbox' (kept here only), 'smtp', or a provider name. */
    transport: text('transport').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);

/** Code requests by phone, kept to defend against SMS pumping and to audit bot-protection telemetry. */
export const smsRequests = pgTable(
  'sms_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    channel: text('channel').notNull(),
    /** The bot-protection header as received, or 'missing-telemetry'. */
    telemetry: text('telemetry').notNull(),
    /** null when sent, else why it was refused. */
    refusal: text('refusal'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_requests_phone_idx').on(t.phone, t.createdAt)],
);

/** An e-mail or phone unlinked from an account cannot be linked to another one until locked_until. */
export const relinkLocks = pgTable('relink_locks', {
  /** 'email:<address>' or 'phone:<number>'. */
  identifier: text('identifier').primaryKey(),
  userId: integer('user_id').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

/**
 * Photos and videos of the album, and pictures sent in chat ('chat': never in the album, the profile or the
 * review queue; readable by the two people of the conversation only). Only 'approved' album media is ever
 * shown to other users.
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    /** 'photo' or 'video' (the album), or 'chat' (a picture sent in a conversation). */
    kind: text('kind').notNull(),
    /** 'checking', 'approved', 'illegal' or 'failed'. */
    status: text('status').notNull().default('checking'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: integer('duration_seconds'),
    position: integer('position').notNull().default(0),
    meta: jsonb('meta'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
  },
  (t) => [
    index('media_user_idx').on(t.userId, t.kind, t.position),
    index('media_status_idx').on(t.status),
    check('media_kind_check', sql`${t.kind} in ('photo', 'video', 'chat')`),
    check('media_status_check', sql`${t.status} in ('checking', 'approved', 'illegal', 'failed')`),
  ],
);

export type MediaRow = typeof media.$inferSelect;
