// Tables of the social area. Re-exported by schema.ts so that drizzle-kit and the typed query builder see them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef, users } from './schema-accounts';

/**
 * One row per side of a friendship (two per pair), so each side keeps its own alias and notification switch and
 * a user's friends are one index range.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: userRef('user_id'),
    friendId: userRef('friend_id'),
    alias: text('alias'),
    /** 'Tell me when this friend comes online'. */
    notifyOnline: boolean('notify_online').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    check('friendships_not_self', sql`${t.userId} <> ${t.friendId}`),
  ],
);

/** Friend requests (spec §4: request sent -> accepted -> friends). Free or paid; a paid one keeps its ledger movement. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id'),
    /** 'pending', 'accepted', 'declined' or 'cancelled'. */
    status: text('status').notNull().default('pending'),
    /** Coins paid for it; 0 for one of the day's free additions. */
    coins: integer('coins').notNull().default(0),
    /** The ledger movement of a paid request, reversed when it is declined or withdrawn. */
    movementId: text('movement_id'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per direction: a repeated add answers the open one instead of charging again.
    uniqueIndex('friend_requests_pending_key')
      .on(t.fromUserId, t.toUserId)
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_to_idx').on(t.toUserId, t.status),
    index('friend_requests_from_day_idx').on(t.fromUserId, t.createdAt),
    check(
      'friend_requests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
    check('friend_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/** Chat messages; the client's messageId is unique per sender, so a retried send is stored once. */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The two user ids, smaller first, joined by '_' (conversationIdOf). */
    conversationId: text('conversation_id').notNull(),
    senderId: userRef('sender_id'),
    recipientId: userRef('recipient_id'),
    clientMessageId: text('client_message_id').notNull(),
    /** 'text', 'image' or 'gift' (written by the gifts area). */
    type: text('type').notNull(),
    content: text('content').notNull().default(''),
    /** The sender's uploaded photo of an image message. */
    mediaId: integer('media_id'),
    /** 1 friends, 3 say hi, when sent. */
    relation: smallint('relation').notNull(),
    /** The first message to a non-friend that day: counted against the daily free say-hi limit. */
    isGreeting: boolean('is_greeting').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_id_key').on(t.senderId, t.clientMessageId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_greetings_idx')
      .on(t.senderId, t.createdAt)
      .where(sql`${t.isGreeting}`),
    check('messages_type_check', sql`${t.type} in ('text', 'image', 'gift')`),
  ],
);

/**
 * Each user's view of a conversation: the chat list entry with its unread count and read position. Updated
 * with every message, so the chat list and unread totals never scan messages.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    userId: userRef('user_id'),
    peerId: userRef('peer_id'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    /** The peer has sent this user at least one message (images unlock, say-hi may continue). */
    peerHasWritten: boolean('peer_has_written').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.peerId] }),
    index('chat_threads_recent_idx').on(t.userId, t.lastMessageAt),
  ],
);

/** Blocks (spec §6). A report also blocks, with source 'report', so the reported user is hidden from the reporter. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    /** 'block' or 'report'. */
    source: text('source').notNull().default('block'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_source_check', sql`${t.source} in ('block', 'report')`),
  ],
);

/** Reports for moderation (spec §3 report), with where they were made from. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: userRef('reporter_id'),
    targetUserId: userRef('target_user_id'),
    reason: smallint('reason').notNull(),
    extra: text('extra'),
    email: text('email'),
    /** 'profile', 'chat' or 'call'. */
    context: text('context').notNull(),
    /** The conversation id or the call's room id. */
    contextId: text('context_id'),
    /** 'open', 'dismissed' or 'banned'. */
    status: text('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    banId: integer('ban_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetUserId),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'banned')`),
    check('reports_context_check', sql`${t.context} in ('profile', 'chat', 'call')`),
  ],
);
