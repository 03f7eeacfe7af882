import { z } from 'zod';
import { userInfoSchema } from '../accounts/user-info';
import { defineEndpoint, noData } from '../endpoint';
import { boundedInt, dbId, safeString } from '../fields';
import { WalletCode } from '../wallet/codes';
import { SocialCode } from './codes';

/** Where two users stand, seen from the caller. */
export const friendStateSchema = z.enum(['none', 'requested', 'incoming', 'friends']);
export type FriendState = z.infer<typeof friendStateSchema>;

/** add-friend info 'type' (spec §3): whether the next addition is free or costs coins. */
export const AddFriendType = { FREE: 1, PAID: 2 } as const;
export type AddFriendType = (typeof AddFriendType)[keyof typeof AddFriendType];

const userIdField = dbId();
export const ALIAS_MAX = 32;

export const friendUserQuerySchema = z.object({ friendUserId: userIdField });
export const friendUserBodySchema = z.object({ friendUserId: userIdField });

/** Add-friend info of spec §3 (friendId, type, times) plus the price, so the web shows it before paying. */
export const addFriendInfoSchema = z.object({
  friendId: z.number().int(),
  type: z.union([z.literal(AddFriendType.FREE), z.literal(AddFriendType.PAID)]),
  /** Free additions left today (UTC day). */
  times: z.number().int(),
  /** Free additions per day. */
  freePerDay: z.number().int(),
  /** Coins this addition costs: 0 when free, and when they already asked the caller (accepting is free). */
  price: z.number().int(),
  state: friendStateSchema,
});
export type AddFriendInfo = z.infer<typeof addFriendInfoSchema>;

/**
 * `price` must be the quoted price (0 for a free addition): a paid addition with another price is refused with
 * PRICE_CHANGED, so coins are never spent at a price the user did not see.
 */
export const addFriendBodySchema = z.object({
  friendUserId: userIdField,
  price: boundedInt(),
});

export const addFriendResultSchema = z.object({
  /** 'friends' when the other user had already asked the caller (both wanted it). */
  state: z.enum(['requested', 'friends']),
  friendId: z.number().int(),
  requestId: z.number().int(),
  /** Coins spent by this call (0 for free, for a repeat of a pending request and for mutual requests). */
  coins: z.number().int(),
});
export type AddFriendResult = z.infer<typeof addFriendResultSchema>;

/** Friend info: the user info shape (spec §3) plus the friendship's own fields. */
export const friendInfoSchema = userInfoSchema.extend({
  /** The caller's private name for this friend; null when none. */
  alias: z.string().nullable(),
  /** Spec §3 online status as others see it (invisible reads 0). */
  onlineStatus: z.number().int(),
  /** When they became friends, ms since the epoch. */
  since: z.number().int(),
  /** 'tell me when this friend comes online' is on. */
  notifyOnline: z.boolean(),
  /** The first approved photo, or '' (the chat list's headImg). */
  headImg: z.string(),
});
export type FriendInfo = z.infer<typeof friendInfoSchema>;

export const friendRequestSchema = z.object({
  id: z.number().int(),
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  /** Coins the sender paid for it (given back if it is declined or withdrawn). */
  coins: z.number().int(),
  createdAt: z.number().int(),
  /** The other side's user info (the sender for incoming, the receiver for outgoing). */
  user: userInfoSchema,
  headImg: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendRequestsSchema = z.object({
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
});
export type FriendRequests = z.infer<typeof friendRequestsSchema>;

/** An empty alias clears it. */
export const friendAliasBodySchema = z.object({
  friendUserId: userIdField,
  alias: safeString().trim().max(ALIAS_MAX),
});

export const onlineNotifyBodySchema = z.object({
  friendUserId: userIdField,
  enabled: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});
export const onlineNotifyResultSchema = z.object({
  friendUserId: z.number().int(),
  enabled: z.boolean(),
  /** How many more friends may be switched on today. */
  remainingToday: z.number().int(),
});
export type OnlineNotifyResult = z.infer<typeof onlineNotifyResultSchema>;

const { CANNOT_ADD_SELF, ALREADY_FRIENDS, PRICE_CHANGED, REQUEST_NOT_FOUND, NOT_FRIENDS, USER_NOT_FOUND } =
  SocialCode;
const { USER_UNAVAILABLE, YOU_BLOCKED_USER, FRIEND_ONLINE_NOTIFY_LIMIT } = SocialCode;

/**
 * Friends (spec §3 add-friend info and friend info, §4 friend states, §5, §9 free additions). The spec names no
 * paths for these calls; ours follow its /facade/api/<area>/<action> style. Every path needs a session.
 */
export const friendsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facade/api/friend/list',
    data: friendInfoSchema.array(),
    summary: 'Accepted friends of the caller with their online status, newest first',
  }),
  quote: defineEndpoint({
    method: 'GET',
    path: '/facade/api/friend/add/quote',
    input: friendUserQuerySchema,
    data: addFriendInfoSchema,
    codes: [CANNOT_ADD_SELF, USER_NOT_FOUND, USER_UNAVAILABLE, YOU_BLOCKED_USER],
    summary: 'What adding this user costs now (add-friend info), before anything is spent',
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/facade/api/friend/add',
    input: addFriendBodySchema,
    data: addFriendResultSchema,
    codes: [
      CANNOT_ADD_SELF,
      ALREADY_FRIENDS,
      PRICE_CHANGED,
      USER_NOT_FOUND,
      USER_UNAVAILABLE,
      YOU_BLOCKED_USER,
      WalletCode.INSUFFICIENT_BALANCE,
    ],
    summary: 'Send a request (free, or paid at the quoted price); accepts at once if they already asked',
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: '/facade/api/friend/requests',
    data: friendRequestsSchema,
    summary: 'Pending requests to and from the caller',
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/facade/api/friend/accept',
    input: friendUserBodySchema,
    data: noData,
    codes: [REQUEST_NOT_FOUND],
    summary: 'Accept a request from this user',
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/facade/api/friend/decline',
    input: friendUserBodySchema,
    data: noData,
    codes: [REQUEST_NOT_FOUND],
    summary: 'Decline a request from this user (a paid one gives the sender their coins back)',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/facade/api/friend/cancel',
    input: friendUserBodySchema,
    data: noData,
    codes: [REQUEST_NOT_FOUND],
    summary: 'Withdraw a pending request (the coins of a paid one are given back)',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/facade/api/friend/remove',
    input: friendUserBodySchema,
    data: noData,
    codes: [NOT_FRIENDS],
    summary: 'End a friendship',
  }),
  alias: defineEndpoint({
    method: 'POST',
    path: '/facade/api/friend/alias',
    input: friendAliasBodySchema,
    data: noData,
    codes: [NOT_FRIENDS],
    summary: "Set the caller's private name for a friend (empty clears it)",
  }),
  onlineNotify: defineEndpoint({
    method: 'POST',
    path: '/facade/api/friend/onlineNotify',
    input: onlineNotifyBodySchema,
    data: onlineNotifyResultSchema,
    codes: [NOT_FRIENDS, FRIEND_ONLINE_NOTIFY_LIMIT],
    summary: "Turn 'tell me when this friend comes online' on or off (turning on is limited per day)",
  }),
} as const;
