import { z } from 'zod';
import { AccountCode } from '../accounts/codes';
import { defineEndpoint } from '../endpoint';
import { dbId, safeString } from '../fields';
import { SocialCode } from './codes';

export const ChatRelation = { FRIEND: 1, SAY_HI: 3 } as const;
export type ChatRelation = (typeof ChatRelation)[keyof typeof ChatRelation];

export const MESSAGE_TEXT_MAX = 1000;
export const MESSAGE_ID_MAX = 64;
export const HISTORY_PAGE_DEFAULT = 30;
export const HISTORY_PAGE_MAX = 100;

export const messageTypeSchema = z.enum(['text', 'image']);
export type MessageType = z.infer<typeof messageTypeSchema>;
/**
 * What a stored message may be: also 'gift', written by the gifts area when a gift is sent in a chat
 * (content: the gift's name; messageId: `gift-<giftId>-<sendId>`). Clients cannot send one through chat.
 */
export const dialogMessageTypeSchema = z.enum(['text', 'image', 'gift']);
export type DialogMessageType = z.infer<typeof dialogMessageTypeSchema>;

const userIdField = dbId();

/**
 * messageId is chosen by the client (a UUID) before the first attempt, so a retry after a lost answer is
 * recognised: unique per sender, the message is stored and delivered once.
 */
export const sendMessageBodySchema = z
  .object({
    toUserId: userIdField,
    messageId: safeString()
      .trim()
      .min(8)
      .max(MESSAGE_ID_MAX)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'),
    type: messageTypeSchema.default('text'),
    /** The text; for an image, an optional caption is not supported and this must be empty. */
    content: safeString().max(MESSAGE_TEXT_MAX).default(''),
    /** For an image: the sender's own chat picture (chatApi.uploadImage), not yet sent in another message. */
    mediaId: dbId().optional(),
  })
  .refine((m) => m.type !== 'text' || m.content.trim() !== '', {
    message: 'required for a text message',
    path: ['content'],
  })
  .refine((m) => m.type !== 'image' || m.mediaId !== undefined, {
    message: 'required for an image message',
    path: ['mediaId'],
  });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** Answer of chatApi.uploadImage: send `mediaId` in an image message. */
export const chatImageSchema = z.object({
  mediaId: z.number().int(),
  /** A short-lived link for the uploader's preview; messages carry their own. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ChatImage = z.infer<typeof chatImageSchema>;

/** The dialog message of spec §3. */
export const dialogMessageSchema = z.object({
  /** The client's id (de-duplication key, spec §3). */
  messageId: z.string(),
  /** The server's order within the conversation; history pages are cursors on it. */
  seq: z.number().int(),
  /** Conversation id: the two user ids, smaller first, joined by '_'. */
  conversationId: z.string(),
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  type: dialogMessageTypeSchema,
  content: z.string(),
  /** For image messages: the picture's URL. */
  imageUrl: z.string().nullable(),
  /** ms since the epoch. */
  timestamp: z.number().int(),
  /** 1 friends, 3 say hi: the relation when the message was sent. */
  relation: z.number().int(),
});
export type DialogMessage = z.infer<typeof dialogMessageSchema>;

export const historyQuerySchema = z.object({
  peerUserId: userIdField,
  /** Only messages older than this seq (the previous page's nextCursor). */
  before: dbId().optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_DEFAULT),
});
export const historyPageSchema = z.object({
  /** Newest first. */
  messages: z.array(dialogMessageSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextCursor: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const chatListUserSchema = z.object({
  id: z.number().int(),
  headImg: z.string(),
  userName: z.string(),
});
export type ChatListUser = z.infer<typeof chatListUserSchema>;

/** The chat list item of spec §3, plus a preview of the latest message. */
export const chatListItemSchema = z.object({
  /** The other user's id; SAY_HI_GROUP_FRIEND_ID (-4) for the grouped say-hi entry. */
  friendId: z.number().int(),
  headImg: z.string(),
  /** The friend's alias when set, else their name; the hello-message text for the grouped entry. */
  userName: z.string(),
  noReadCount: z.number().int(),
  /** The grouped entry's first three users; empty for a single conversation. */
  userList: z.array(chatListUserSchema),
  /** Time of the latest message, ms since the epoch. */
  timestamp: z.number().int(),
  /** Who sent the latest message. */
  timestampUser: z.number().int(),
  /** The conversation id; 'say-hi' for the grouped entry. */
  id: z.string(),
  relation: z.number().int(),
  lastMessage: z.object({ type: dialogMessageTypeSchema, content: z.string() }).nullable(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

export const chatListQuerySchema = z.object({ scope: z.enum(['all', 'sayHi']).default('all') });

export const markReadBodySchema = z.object({
  peerUserId: userIdField,
  /** Read up to and including this seq; everything when absent. */
  upToSeq: dbId().optional(),
});
export const markReadResultSchema = z.object({
  peerUserId: z.number().int(),
  lastReadSeq: z.number().int(),
  noReadCount: z.number().int(),
});
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

export const unreadSchema = z.object({
  total: z.number().int(),
  /** Unread in say-hi conversations (the grouped entry's count). */
  sayHi: z.number().int(),
});
export type Unread = z.infer<typeof unreadSchema>;

const {
  CANNOT_MESSAGE_SELF,
  USER_NOT_FOUND,
  USER_UNAVAILABLE,
  YOU_BLOCKED_USER,
  INAPPROPRIATE_LANGUAGE,
  IMAGE_NEEDS_REPLY,
  IMAGE_INVALID,
  REPLY_NEEDED,
  SAY_HI_LIMIT,
  MESSAGE_ID_REUSED,
} = SocialCode;

/**
 * Text chat (spec §3 chat list item and dialog message, §4, §8.2). Conversations with friends have relation 1
 * (IMMessageSession); conversations with non-friends are 'say hi' conversations, relation 3 (IMSayHiSession).
 * Every path needs a session.
 */
export const chatApi = {
  send: defineEndpoint({
    method: 'POST',
    path: '/facade/api/chat/send',
    input: sendMessageBodySchema,
    data: dialogMessageSchema,
    codes: [
      CANNOT_MESSAGE_SELF,
      USER_NOT_FOUND,
      YOU_BLOCKED_USER,
      USER_UNAVAILABLE,
      INAPPROPRIATE_LANGUAGE,
      IMAGE_NEEDS_REPLY,
      IMAGE_INVALID,
      REPLY_NEEDED,
      SAY_HI_LIMIT,
      MESSAGE_ID_REUSED,
    ],
    summary: 'Send one message; a retry with the same messageId answers the stored message again',
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/facade/api/chat/history',
    input: historyQuerySchema,
    data: historyPageSchema,
    summary: 'One page of a conversation, newest first',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/facade/api/chat/list',
    input: chatListQuerySchema,
    data: chatListItemSchema.array(),
    summary: 'The chat list (all: say-hi items grouped into one entry; sayHi: only those items)',
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/facade/api/chat/read',
    input: markReadBodySchema,
    data: markReadResultSchema,
    summary: 'Everything the peer sent up to a message (default: all) counts as read',
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: '/facade/api/chat/unread',
    data: unreadSchema,
    summary: 'Unread messages over all conversations of the chat list',
  }),
  /**
   * Multipart (one image file, like the album upload): a picture for one later image message. It is not an
   * album photo: it never shows in the album, the profile or review, and only the conversation sees it.
   */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/facade/api/chat/uploadImage',
    upload: true,
    data: chatImageSchema,
    codes: [
      AccountCode.IMAGE_TOO_LARGE,
      AccountCode.UNSUPPORTED_FORMAT,
      AccountCode.IMAGE_DIMENSIONS_TOO_LARGE,
      AccountCode.IMAGE_UNREADABLE,
    ],
    summary: 'Upload a picture for one later image message (not an album photo)',
  }),
} as const;

/** Conversation id of two users: order-free, so both sides name it the same way. */
export function conversationIdOf(a: number, b: number): string {
  return a < b ? `${a}_${b}` : `${b}_${a}`;
}
