// Tables of 1:1 calls (modules/calls). Re-exported by schema.ts so that drizzle-kit and the typed query builder
// see them.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { timestampDefaultNow, updatedAt } from './columns';
import { userRef, users } from './schema-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per call. The phase columns hold the call machine's state (packages/protocol calls/call-machine.ts);
 * every change locks the row (SELECT ... FOR UPDATE), so requests crossing on two server processes apply one
 * after the other and never flip an outcome. `due_at` is the next moment the server itself must act (ring
 * window, connect limit, minute boundary, low-balance end, reconnect grace): any process's sweep picks the
 * call up from there, so a process that dies cannot leave a call ringing or billing forever.
 */
export const calls = pgTable(
  'calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The room's public id: 128 random bits, so a room cannot be guessed or enumerated. */
    roomNum: text('room_num').notNull(),
    callerId: userRef('caller_id'),
    calleeId: userRef('callee_id'),
    /** 'video' or 'voice'; a voice call may become video (upgrade). */
    media: text('media').notNull(),
    /** 'direct', 'match', 'card', 'search' or 'friend'. */
    source: text('source').notNull(),
    /** Placement code of the entry point (spec §9 locations). */
    location: integer('location'),
    matchId: text('match_id'),
    /** 1 when the two were friends at launch. */
    relation: smallint('relation').notNull().default(0),
    /** 'ringing', 'accepted', 'connected' or 'ended' (CallPhase). */
    phase: text('phase').notNull().default('ringing'),
    /** CallEndReason once ended. */
    endReason: text('end_reason'),
    /** 'caller', 'callee' or 'system'. */
    endedBy: text('ended_by'),
    /** Who pays per minute and who earns the points; both null for a free call. */
    payerId: integer('payer_id').references(() => users.id, { onDelete: 'set null' }),
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    pricePerMinute: integer('price_per_minute').notNull().default(0),
    /** The task rule of spec §9: 'per_minute', 'per_time' or 'free'. */
    taskRule: text('task_rule').notNull(),
    /** Seconds of media after which billing starts (a match call's minute-call switch); 0 for a paid call. */
    billingDelaySeconds: integer('billing_delay_seconds').notNull().default(0),
    startedAt: timestampDefaultNow('started_at'),
    ringEndsAt: at('ring_ends_at').notNull(),
    answeredAt: at('answered_at'),
    /** An answered call must connect (media) by then, or it ends as failed. */
    connectBy: at('connect_by'),
    connectedAt: at('connected_at'),
    endedAt: at('ended_at'),
    /** When the first minute is held: connectedAt plus billingDelaySeconds. */
    billingStartsAt: at('billing_starts_at'),
    /** End of the minute held right now; the next minute is held (and this one posted) then. */
    nextMinuteAt: at('next_minute_at'),
    /** The payer cannot pay the minute after this one: the call ends then unless coins arrive. */
    lowBalanceEndsAt: at('low_balance_ends_at'),
    /**
     * Media stopped (a party's last socket closed, their presence lapsed, or a side reported it): the call ends
     * as 'lost' then unless media is reported flowing again (docs/decisions/021-calls-survive.md).
     */
    offlineEndsAt: at('offline_ends_at'),
    /** Since when media has been interrupted; billing deadlines stand still meanwhile. */
    interruptedAt: at('interrupted_at'),
    /** Milliseconds of interruptions so far: not media, so neither billed nor counted in the duration. */
    interruptedMs: integer('interrupted_ms').notNull().default(0),
    /** The browser tab that owns each side of the call (its media runs there only), once one claimed it. */
    callerTab: text('caller_tab'),
    calleeTab: text('callee_tab'),
    /**
     * Which media connection of the call is current. A party joining the room a second time (a reload, another
     * tab taking over) starts a new one; both browsers then negotiate afresh, and signals of older ones are
     * dropped. Joining for the first time does not count (bit 1 caller, bit 2 callee in joinedParties).
     */
    mediaEpoch: integer('media_epoch').notNull().default(0),
    joinedParties: smallint('joined_parties').notNull().default(0),
    /**
     * When a connected call next checks that both parties are still present: a process that died never reports
     * its sockets closing, and its users' presence expires instead.
     */
    livenessCheckAt: at('liveness_check_at'),
    /** The earliest of the deadlines above that applies to the phase; null once ended. */
    dueAt: at('due_at'),
    minutesBilled: integer('minutes_billed').notNull().default(0),
    coins: integer('coins').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** The ledger hold of the minute in progress (pending). */
    holdId: text('hold_id'),
    /** A voice-to-video upgrade asked for by this party and not yet answered. */
    upgradeRequestedBy: integer('upgrade_requested_by'),
    /** Seconds of video each party reported seeing (users/videos). */
    callerVideoSeconds: integer('caller_video_seconds'),
    calleeVideoSeconds: integer('callee_video_seconds'),
    /** The ring-cancel report of spec §4: requestType, online, busy, matchFlag, inappFlag, feeType, byUserId. */
    ringCancel: jsonb('ring_cancel'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calls_room_num_key').on(t.roomNum),
    // One call per accepted match, so a repeated start (both accepts crossing) finds the first call.
    uniqueIndex('calls_match_id_key')
      .on(t.matchId)
      .where(sql`${t.matchId} is not null`),
    index('calls_due_idx')
      .on(t.dueAt)
      .where(sql`${t.phase} <> 'ended'`),
    index('calls_caller_idx').on(t.callerId, t.startedAt),
    index('calls_callee_idx').on(t.calleeId, t.startedAt),
    check('calls_not_self', sql`${t.callerId} <> ${t.calleeId}`),
    check('calls_phase_check', sql`${t.phase} in ('ringing', 'accepted', 'connected', 'ended')`),
    check('calls_media_check', sql`${t.media} in ('video', 'voice')`),
    check('calls_source_check', sql`${t.source} in ('direct', 'match', 'card', 'search', 'friend')`),
    check('calls_task_rule_check', sql`${t.taskRule} in ('per_minute', 'per_time', 'free')`),
    check(
      'calls_end_reason_check',
      sql`${t.endReason} is null or ${t.endReason} in ('hung_up', 'declined', 'cancelled', 'no_answer', 'failed', 'lost')`,
    ),
    check(
      'calls_billing_check',
      sql`${t.pricePerMinute} >= 0 and ${t.minutesBilled} >= 0 and ${t.coins} >= 0`,
    ),
  ],
);
export type CallRow = typeof calls.$inferSelect;

/**
 * The users in a live call, one row each: the primary key makes "one live call per person" hold across server
 * processes (two launches racing for one callee: the second insert conflicts). Rows go with the call's end.
 */
export const callLiveParties = pgTable(
  'call_live_parties',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
  },
  (t) => [index('call_live_parties_call_idx').on(t.callId)],
);

/** Hosts (spec §6): a call price, a separate friends video call price and a friends-only switch. */
export const hostSettings = pgTable(
  'host_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isHost: boolean('is_host').notNull().default(false),
    /** Coins per minute for calls from anyone; 0 = free. */
    callPrice: integer('call_price').notNull().default(0),
    /** Coins per minute for calls from friends. */
    friendsCallPrice: integer('friends_call_price').notNull().default(0),
    friendsOnly: boolean('friends_only').notNull().default(false),
    /** The Discover wall's topic (a room category of spec §3); 99 Other until the host chooses one. */
    topic: smallint('topic').notNull().default(99),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('host_settings_prices_check', sql`${t.callPrice} >= 0 and ${t.friendsCallPrice} >= 0`),
    // The wall lists hosts by topic.
    index('host_settings_topic_idx')
      .on(t.topic)
      .where(sql`${t.isHost}`),
  ],
);
export type HostSettingsRow = typeof hostSettings.$inferSelect;
