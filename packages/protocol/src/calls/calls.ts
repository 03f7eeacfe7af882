import { z } from 'zod';
import { defineCodes, type AreaCode } from '../define-codes';
import { defineEndpoint } from '../endpoint';
import { boundedInt, dbId, INT32_MAX, safeString } from '../fields';
import { WalletCode } from '../wallet/codes';
import { CALL_DISPLAY_STATES, CallAction } from '../tables/call-actions';
import { isRoomCategory, RoomCategory } from '../tables/room-categories';

export const callMediaSchema = z.enum(['video', 'voice']);
export type CallMedia = z.infer<typeof callMediaSchema>;

/** Where a call was started from; the price and placement codes follow (constants.ts flows). */
export const callSourceSchema = z.enum(['direct', 'match', 'card', 'search', 'friend']);
export type CallSource = z.infer<typeof callSourceSchema>;

/** A room number as the client sends it: the spec's call data may carry it as a number. */
const roomNumField = z.union([safeString().max(64), boundedInt()]);

/**
 * The browser tab a request comes from (random per tab, kept across its reloads). The tab that answers or
 * starts a call owns it: only that tab runs its media, and the others say it goes on elsewhere
 * (docs/decisions/021-calls-survive.md). Optional, so a client without tabs is simply never refused.
 */
export const tabIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

export const launchBodySchema = z.object({
  matchUserId: dbId(),
  media: callMediaSchema.default('video'),
  source: callSourceSchema.default('direct'),
  /** Placement code of the entry point (spec §9 locations), recorded for analytics. */
  location: boundedInt().optional(),
  tabId: tabIdField.optional(),
});
export type LaunchBody = z.infer<typeof launchBodySchema>;

/** Body of every action path. roomNum may be missing: see CallPath. */
/** A small signed flag of the ring-cancel report (spec §4 uses -1..2). */
const flagField = z.coerce.number().int().min(-1).max(100);

export const roomNumBodySchema = z.object({
  roomNum: roomNumField.optional().nullable(),
  /** For a ring cancel (spec §4): 1 caller, 2 callee, with the remote presence pair. */
  requestType: flagField.optional(),
  online: flagField.optional(),
  busy: flagField.optional(),
  matchFlag: flagField.optional(),
  inappFlag: flagField.optional(),
  feeType: flagField.optional(),
  tabId: tabIdField.optional(),
});
export type RoomNumBody = z.infer<typeof roomNumBodySchema>;

export const friendVideoBodySchema = z.object({
  matchUserId: dbId(),
  roomId: roomNumField.optional().nullable(),
  tabId: tabIdField.optional(),
});
export const usersVideosBodySchema = z.object({
  matchUserId: dbId(),
  roomId: roomNumField,
  /** Seconds of video this party saw. */
  videoTime: boundedInt(),
});
/** Spec §7.1 puts the room in the query too: `users/videos?matchId={roomId}`. */
export const usersVideosQuerySchema = z.object({ matchId: safeString().min(1).max(64).optional() });

export const roomQuerySchema = z.object({ roomNum: safeString().min(1).max(64) });
export const iceQuerySchema = roomQuerySchema.extend({
  /** The privacy option: relayed candidates only, so the other party never sees this user's address. */
  relayOnly: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export const priceQuerySchema = z.object({ matchUserId: dbId() });

export const remoteUserInfoSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  headImg: z.string(),
  age: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
});
export type RemoteUserInfo = z.infer<typeof remoteUserInfoSchema>;

/**
 * The task rule of spec §9: a call priced per time (a flat price) does not count toward coin-consumption
 * tasks, a call priced per minute does. Recorded on each call.
 */
export const taskRuleSchema = z.enum(['per_minute', 'per_time', 'free']);
export type TaskRule = z.infer<typeof taskRuleSchema>;

/** Call data of spec §3, as both parties see it (remoteUserInfo is the other party). */
export const callDataSchema = z.object({
  roomNum: z.string(),
  roomId: z.string(),
  matchUserId: z.number().int(),
  callRole: z.enum(['caller', 'callee']),
  media: callMediaSchema,
  source: callSourceSchema,
  callStatus: z.enum(CALL_DISPLAY_STATES),
  /** 1 friends, 0 not. */
  relation: z.number().int(),
  /** Epoch ms when the ring window closes ('no answer'). */
  ringEndsAt: z.number().int(),
  /** Media stopped and the call waits for it to come back (both sides show 'Reconnecting…'; billing pauses). */
  interrupted: z.boolean(),
  /** The tab that owns this side of the call (tabIdField), or null while no tab has claimed it. */
  ownerTab: z.string().nullable(),
  /** The current media connection: a party joining again (reload, another tab) makes a new one. */
  mediaEpoch: z.number().int().nonnegative(),
  bizData: z.object({
    remoteUserInfo: remoteUserInfoSchema,
    goddessLocation: z.number().int().nullable(),
    /** Coins per started minute the payer pays; 0 for a free call. */
    pricePerMinute: z.number().int().nonnegative(),
    /** Seconds of media so far (interruptions not counted). */
    videoTime: z.number().int().nonnegative(),
    /** Coins charged so far, the minute in progress included (it is held, and charged however it ends). */
    coins: z.number().int().nonnegative(),
    /** Points earned so far, the minute in progress included. */
    points: z.number().int().nonnegative(),
    /** Who pays (null for a free call). */
    payerId: z.number().int().nullable(),
    taskRule: taskRuleSchema,
  }),
});
export type CallData = z.infer<typeof callDataSchema>;

export const priceInfoSchema = z.object({
  pricePerMinute: z.number().int().nonnegative(),
  /** The own spendable coins (goldNum). */
  goldNum: z.number().int().nonnegative(),
  /** Whether the own coins pay for at least one minute. */
  enough: z.boolean(),
  /** Whether the other user takes video calls from friends only (and the caller is not one). */
  friendsOnly: z.boolean(),
  userInfo: remoteUserInfoSchema,
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

export const iceConfigSchema = z.object({
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  /** 'relay' when the user chose the privacy option (strangers never see their IP). */
  iceTransportPolicy: z.enum(['all', 'relay']),
  /** Epoch ms when the TURN credential stops working (at most one hour). */
  expiresAt: z.number().int(),
});
export type IceConfig = z.infer<typeof iceConfigSchema>;

export const upgradeBodySchema = z.object({
  roomNum: safeString().min(1).max(64),
  /** 'request' from either party; the other answers 'accept' or 'decline'. */
  answer: z.enum(['request', 'accept', 'decline']),
});

/** What a call cost and earned, for both sides (spec §9 duration format on the client). */
export const callReceiptSchema = z.object({
  roomNum: z.string(),
  peer: remoteUserInfoSchema,
  callRole: z.enum(['caller', 'callee']),
  media: callMediaSchema,
  /** The final state on this side (declined, missed, hung_up, ...). */
  callStatus: z.enum(CALL_DISPLAY_STATES),
  startedAt: z.number().int(),
  connectedAt: z.number().int().nullable(),
  endedAt: z.number().int(),
  durationSeconds: z.number().int().nonnegative(),
  minutesBilled: z.number().int().nonnegative(),
  pricePerMinute: z.number().int().nonnegative(),
  /** Coins the payer paid (the same figure on both receipts). */
  coins: z.number().int().nonnegative(),
  /** Points the host earned. */
  points: z.number().int().nonnegative(),
  payerId: z.number().int().nullable(),
  taskRule: taskRuleSchema,
});
export type CallReceipt = z.infer<typeof callReceiptSchema>;

/** A topic a host can choose: every room category but For You (spec §3). */
export const hostTopicSchema = z
  .number()
  .int()
  .refine(
    (id): boolean => isRoomCategory(id) && id !== RoomCategory.FOR_YOU,
    'must be a topic category (1-9, 99)',
  );

export const hostSettingsSchema = z.object({
  isHost: z.boolean(),
  /** Coins per minute for calls from anyone (0 = free). */
  callPrice: z.number().int().min(0).max(10_000),
  /** Coins per minute for video calls from friends. */
  friendsCallPrice: z.number().int().min(0).max(10_000),
  /** Only friends may video call (a VIP who liked the host may too, spec §1, §6). */
  friendsOnly: z.boolean(),
  /** The host's topic on the Discover wall: a room category of spec §3 (not For You, which is every host). */
  topic: hostTopicSchema,
});
export type HostSettings = z.infer<typeof hostSettingsSchema>;
/** The topic may be left out: it keeps its value (clients from before Discover send prices only). */
export const hostSettingsBodySchema = hostSettingsSchema
  .omit({ isHost: true, topic: true })
  .extend({ topic: hostTopicSchema.optional() });
export type HostSettingsBody = z.infer<typeof hostSettingsBodySchema>;

/** Answer codes of calls, 14100-14199; the connection texts are spec §8.2's. */
export const callCodes = defineCodes('calls', {
  CALL_NOT_FOUND: [14101, 'This call has ended.'],
  /** Not a party of this room. */
  NOT_IN_CALL: [14102, 'You are not part of this call.'],
  PEER_OFFLINE: [14103, 'This user is offline right now.'],
  PEER_BUSY: [14104, 'This user is in another call. Please try again later.'],
  CANNOT_CALL_SELF: [14105, 'You cannot call yourself.'],
  FRIENDS_ONLY: [14106, 'This user takes video calls from friends only.'],
  NOT_FRIENDS: [14107, 'You can only video call your friends here.'],
  /** The caller is in another call already. */
  ALREADY_IN_CALL: [14108, 'You are in another call already.'],
  CONNECTION_FAILED: [14109, 'Sorry, call connection failed'],
  NOT_A_HOST: [14110, 'Only hosts can set call prices.'],
  /** Only the callee answers or refuses, only the caller cancels. */
  NOT_YOUR_ACTION: [14111, 'This action belongs to the other side of the call.'],
  /** Another tab of this user owns the call; it can be taken over on purpose (claim). */
  IN_OTHER_TAB: [14112, 'This call is going on in another tab.'],
  /** Discover's invitation limits (card and search calls), from the stored flow configuration. */
  CALLER_INVITE_LIMIT: [14113, 'You have sent a lot of invitations this hour. Please try again later.'],
  HOST_INVITE_LIMIT: [14114, 'This host has just been invited several times. Please try again in a minute.'],
  /** The operator's price bounds (host self-service declares it: hosts/hosts.ts, HostCode.PRICE_OUT_OF_BOUNDS). */
  PRICE_OUT_OF_BOUNDS: 14307,
});
export const CallCode = callCodes.code;
export type CallCode = AreaCode<typeof callCodes>;

/** Spec §8.2 texts the call screen shows. */
export const CONNECTING_TEXT = 'Connecting, please wait...';
export const LOW_BALANCE_CALL_TEXT = 'Insufficient coins available, your call will terminate in 1 minutes';

/** An SDP description or an ICE candidate for the other party of a room (trickle ICE, perfect negotiation). */
export const callSignalSchema = z.object({
  roomNum: safeString().min(1).max(64),
  /**
   * The call's media connection this signal belongs to (mediaEpoch of the call). A receiver on an older one
   * starts a fresh connection first (the other side reloaded or moved tabs); signals of older ones are dropped.
   */
  mediaEpoch: z.number().int().min(0).max(INT32_MAX).optional(),
  description: z
    .object({
      type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
      sdp: safeString().max(100_000).optional(),
    })
    .optional(),
  candidate: z
    .object({
      candidate: safeString().max(2_000),
      sdpMid: safeString().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(1_000).nullable().optional(),
      usernameFragment: safeString().max(256).nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type CallSignal = z.infer<typeof callSignalSchema>;

export const callStateEventSchema = z.object({
  roomNum: z.string(),
  /** This receiver's displayed state. */
  callStatus: z.enum(CALL_DISPLAY_STATES),
  phase: z.enum(['ringing', 'accepted', 'connected', 'ended']),
  connectedAt: z.number().int().nullable(),
  media: callMediaSchema,
  interrupted: z.boolean(),
  ownerTab: z.string().nullable(),
  mediaEpoch: z.number().int().nonnegative(),
});

export const callsClientEvents = {
  /** Relayed to the other party of the room only; anyone else's signal is refused. */
  'call:signal': callSignalSchema,
} as const;

export const callsServerEvents = {
  /** An incoming call (to the callee): show the ring bell. */
  'call:incoming': callDataSchema,
  /** The call changed state (to both parties). */
  'call:state': callStateEventSchema,
  /** From the other party of the room (fromUserId). */
  'call:signal': callSignalSchema.extend({ fromUserId: z.number().int() }),
  /**
   * When a minute is held (to the payer and the host): totals so far, the minute in progress included, since it
   * is charged however the call ends; lowBalance starts the 1-minute warning.
   */
  'call:billing': z.object({
    roomNum: z.string(),
    /** Minutes charged so far, the one in progress included. */
    minutesBilled: z.number().int(),
    coins: z.number().int(),
    points: z.number().int(),
    lowBalance: z.boolean(),
    /** Epoch ms when the call will be ended for lack of coins (lowBalance only). */
    endsAt: z.number().int().nullable(),
  }),
  /** A voice-to-video upgrade was requested, accepted or declined (to both). */
  'call:upgrade': z.object({
    roomNum: z.string(),
    state: z.enum(['requested', 'accepted', 'declined']),
    byUserId: z.number().int(),
  }),
  /** The call ended: its receipt for this side. */
  'call:receipt': callReceiptSchema,
} as const;

const { CALL_NOT_FOUND, NOT_IN_CALL, PEER_OFFLINE, PEER_BUSY, CANNOT_CALL_SELF, FRIENDS_ONLY } = CallCode;
const { NOT_FRIENDS, ALREADY_IN_CALL, NOT_A_HOST, NOT_YOUR_ACTION, IN_OTHER_TAB } = CallCode;
const launchCodes = [
  CallCode.CALLER_INVITE_LIMIT,
  CallCode.HOST_INVITE_LIMIT,
  PEER_OFFLINE,
  PEER_BUSY,
  CANNOT_CALL_SELF,
  FRIENDS_ONLY,
  ALREADY_IN_CALL,
  WalletCode.INSUFFICIENT_BALANCE,
];

/**
 * One §4 action on a call. The server owns the state (calls/call-machine.ts) and both parties hear the outcome
 * as 'call:state'. Actions 2, 3, 5, 6, 7 without a roomNum are answered 200 with null data and change nothing
 * (spec §5).
 */
function callAction<const P extends string>(path: P, summary: string) {
  return defineEndpoint({
    method: 'POST',
    path,
    input: roomNumBodySchema,
    data: callDataSchema.nullable(),
    codes: [CALL_NOT_FOUND, NOT_IN_CALL, NOT_YOUR_ACTION, IN_OTHER_TAB],
    summary,
  });
}

/** 1:1 calls: the /api/call/... paths of spec §7.1 plus ours (info, ICE servers, upgrade, receipts, host settings). */
export const callsApi = {
  launch: defineEndpoint({
    method: 'POST',
    path: '/api/call/launch',
    input: launchBodySchema,
    data: callDataSchema,
    codes: launchCodes,
    summary: 'Ring another user; the price per minute was shown first (getPriceAndCurrentCoinAndUserInfo)',
  }),
  cancel: callAction('/api/call/cancel', 'The caller stops ringing (action 2)'),
  answer: callAction('/api/call/answer', 'The callee answers (action 3)'),
  refuse: callAction('/api/call/refuse', 'The callee declines (action 5)'),
  timeout: callAction('/api/call/timeout', 'The ring window ran out on this side (action 6)'),
  hangup: callAction('/api/call/hangup', 'Either party ends the call (action 7)'),
  notifyEndCall: callAction('/api/call/notifyEndCall', 'This side closed the call screen (action 100)'),
  notifyJoinCall: callAction('/api/call/notifyJoinCall', 'This side joined the room (action 8)'),
  notifyStartCall: callAction('/api/call/notifyStartCall', 'Media flows on this side (action 4)'),
  interrupted: defineEndpoint({
    method: 'POST',
    path: '/api/call/interrupted',
    input: roomQuerySchema.extend({ tabId: tabIdField.optional() }),
    data: callDataSchema,
    codes: [CALL_NOT_FOUND, NOT_IN_CALL, IN_OTHER_TAB],
    summary:
      'Media stopped on this side: billing pauses until either side reports it flowing again (notifyStartCall)',
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/call/claim',
    input: roomQuerySchema.extend({ tabId: tabIdField }),
    data: callDataSchema,
    codes: [CALL_NOT_FOUND, NOT_IN_CALL],
    summary: "Moves this user's side of a live call to this tab (the other tab lets go of its media)",
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/api/call/live',
    data: callDataSchema.nullable(),
    summary: "The user's live call, if any: a reloaded page or a new tab finds it here",
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/call/info',
    input: roomQuerySchema,
    data: callDataSchema,
    codes: [CALL_NOT_FOUND, NOT_IN_CALL],
    summary: 'The call as this party sees it',
  }),
  priceInfo: defineEndpoint({
    method: 'GET',
    path: '/api/call/getPriceAndCurrentCoinAndUserInfo',
    input: priceQuerySchema,
    data: priceInfoSchema,
    codes: [CANNOT_CALL_SELF],
    summary: 'The price of calling this user, the own coins and their user info',
  }),
  friendVideo: defineEndpoint({
    method: 'POST',
    path: '/api/call/friend/video',
    input: friendVideoBodySchema,
    data: callDataSchema,
    codes: [...launchCodes, NOT_FRIENDS],
    summary: 'A video call to a friend (the friends video call price applies)',
  }),
  usersVideos: defineEndpoint({
    method: 'POST',
    path: '/api/call/users/videos',
    input: usersVideosBodySchema,
    query: usersVideosQuerySchema,
    data: z.object({ roomNum: z.string(), videoTime: z.number().int() }),
    codes: [CALL_NOT_FOUND, NOT_IN_CALL],
    summary: "Reports the video time of a call's party",
  }),
  iceServers: defineEndpoint({
    method: 'GET',
    path: '/api/call/iceServers',
    input: iceQuerySchema,
    data: iceConfigSchema,
    codes: [CALL_NOT_FOUND, NOT_IN_CALL],
    summary: 'STUN/TURN for a live call of the caller (time-limited TURN credentials)',
  }),
  upgrade: defineEndpoint({
    method: 'POST',
    path: '/api/call/upgrade',
    input: upgradeBodySchema,
    data: callDataSchema,
    codes: [CALL_NOT_FOUND, NOT_IN_CALL, NOT_YOUR_ACTION],
    summary: 'Ask to turn a voice call into video, or answer such a request',
  }),
  receipts: defineEndpoint({
    method: 'GET',
    path: '/api/call/receipts',
    data: callReceiptSchema.array(),
    summary: "The caller's call receipts, newest first",
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/call/receipt',
    input: roomQuerySchema,
    data: callReceiptSchema,
    codes: [CALL_NOT_FOUND, NOT_IN_CALL],
    summary: 'The receipt of one ended call',
  }),
  hostSettings: defineEndpoint({
    method: 'GET',
    path: '/api/call/host/settings',
    data: hostSettingsSchema,
    summary: "A host's call price, friends video call price and friends-only switch",
  }),
  updateHostSettings: defineEndpoint({
    method: 'POST',
    path: '/api/call/host/settings',
    input: hostSettingsBodySchema,
    data: hostSettingsSchema,
    codes: [NOT_A_HOST, CallCode.PRICE_OUT_OF_BOUNDS],
    summary: "Set a host's call prices (within the operator's bounds) and friends-only switch",
  }),
} as const;

/** Which endpoint carries which action code of spec §4. */
export const CALL_ACTION_ENDPOINTS = {
  [CallAction.CANCEL]: callsApi.cancel,
  [CallAction.ANSWER]: callsApi.answer,
  [CallAction.NOTIFY_START]: callsApi.notifyStartCall,
  [CallAction.REFUSE]: callsApi.refuse,
  [CallAction.TIMEOUT]: callsApi.timeout,
  [CallAction.HANGUP]: callsApi.hangup,
  [CallAction.NOTIFY_JOIN]: callsApi.notifyJoinCall,
  [CallAction.NOTIFY_END]: callsApi.notifyEndCall,
} as const;
