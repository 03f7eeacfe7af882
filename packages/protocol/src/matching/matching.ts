import { z } from 'zod';
import { callDataSchema } from '../calls/calls';
import { CARD_FLOW, MATCHING_FLOW, SEARCH_FLOW } from '../constants';
import { discoverLimitsSchema } from '../discover/config';
import { defineCodes, type AreaCode } from '../define-codes';
import { defineEndpoint, noData } from '../endpoint';
import { boundedInt, safeString } from '../fields';
import { WalletCode } from '../wallet/codes';

/** Gender filter of the home screen: 0 both, 1 male, 2 female (the gender codes of user info). */
export const MatchGender = { BOTH: 0, MALE: 1, FEMALE: 2 } as const;
export type MatchGender = (typeof MatchGender)[keyof typeof MatchGender];

export const matchFilterSchema = z.object({
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** 0 = any country; otherwise a country id of the country table. */
  countryId: boundedInt().default(0),
  /**
   * The coin price the client showed for this filter (globalconf filterPrice). A filtered match is charged
   * exactly this; if the price changed since it was shown, the server refuses with PRICE_CHANGED.
   */
  price: boundedInt().default(0),
});
export type MatchFilter = z.infer<typeof matchFilterSchema>;

/** The person shown in the matched pop-up: name, age, country, interests (spec §1). */
export const matchPeerSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  headImg: z.string(),
  age: z.number().int().nullable(),
  gender: z.number().int(),
  countryId: z.number().int().nullable(),
  /** Interest ids of the interest table (spec §3). */
  interests: z.array(z.number().int()),
});
export type MatchPeer = z.infer<typeof matchPeerSchema>;

export const matchOfferSchema = z.object({
  matchId: z.string(),
  peer: matchPeerSchema,
  /** Epoch ms: the pop-up closes (as declined) at this time (MATCHING_FLOW.countdownSeconds after the match). */
  expiresAt: z.number().int(),
  /** Epoch ms: the Next button becomes usable (MATCHING_FLOW.nextCountdownSeconds). */
  nextAt: z.number().int(),
  /** Coins this match cost the receiver (a filtered match); 0 for a free one. */
  price: z.number().int().nonnegative(),
});
export type MatchOffer = z.infer<typeof matchOfferSchema>;

/** The user's free matches today; `remaining` is null for VIP (unlimited). */
export const matchQuotaSchema = z.object({
  freePerDay: z.number().int(),
  remaining: z.number().int().nullable(),
  /** Epoch ms of the next reset (UTC midnight): the countdown shown when the quota is used up. */
  resetAt: z.number().int(),
  vip: z.boolean(),
});
export type MatchQuota = z.infer<typeof matchQuotaSchema>;

export const matchingAnswerSchema = z.object({
  state: z.enum(['searching', 'matched']),
  quota: matchQuotaSchema,
  /** Present when a partner was waiting already (the same offer also arrives as 'match:found'). */
  offer: matchOfferSchema.nullable(),
});
export type MatchingAnswer = z.infer<typeof matchingAnswerSchema>;

export const MatchAnswer = { ACCEPT: 'accept', DECLINE: 'decline', NEXT: 'next' } as const;
export const matchAnswerBodySchema = z.object({
  matchId: safeString().min(1).max(64),
  answer: z.enum(['accept', 'decline', 'next']),
});
export type MatchAnswerBody = z.infer<typeof matchAnswerBodySchema>;

/**
 * The match-to-minute-call switch of spec §3: when `show` is on, a match call with a host turns into a
 * per-minute call after `time` seconds, if the payer has `enough` coins for a minute (else it ends there).
 */
export const minuteCallSwitchSchema = z.object({
  show: z.boolean(),
  time: z.number().int().nonnegative(),
  enough: z.boolean(),
});
export type MinuteCallSwitch = z.infer<typeof minuteCallSwitchSchema>;

const flowSchema = z.object({
  countdownSeconds: z.number().int(),
  ringSeconds: z.number().int(),
  normalPrice: z.number().int(),
  locations: z.array(z.number().int()),
});

export const globalConfSchema = z.object({
  /** Coin price of one match with a filter set (gender or country); 0 without filters. */
  filterPrice: z.object({ gender: z.number().int(), country: z.number().int() }),
  quota: matchQuotaSchema,
  minuteCallSwitch: minuteCallSwitchSchema,
  matchingFlow: flowSchema.extend({ nextCountdownSeconds: z.number().int(), embedPrice: z.number().int() }),
  cardFlow: flowSchema.extend({ playPrice: z.number().int() }),
  searchFlow: flowSchema.extend({ playPrice: z.number().int() }),
  /** Seconds an incoming call rings before it counts as 'no answer'. */
  ringSeconds: z.number().int(),
  /**
   * Discover's like price and invitation limits. The server always sends them; optional only so that clients
   * and fixtures made before Discover still parse.
   */
  discover: discoverLimitsSchema.optional(),
});
export type GlobalConf = z.infer<typeof globalConfSchema>;

/** The spec §9 flow constants (the stored configuration starts from them, discover/config.ts). */
export const CALL_FLOWS = {
  matchingFlow: MATCHING_FLOW,
  cardFlow: CARD_FLOW,
  searchFlow: SEARCH_FLOW,
} as const;

/** The price of a match with this filter, in coins (the rule both sides apply). */
export function filteredMatchPrice(
  filter: Pick<MatchFilter, 'gender' | 'countryId'>,
  prices: GlobalConf['filterPrice'],
): number {
  return (filter.gender !== 0 ? prices.gender : 0) + (filter.countryId !== 0 ? prices.country : 0);
}

/** One visitor-list entry (home, not logged in). */
export const guestUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  headImg: z.string(),
  age: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  online: z.boolean(),
});
export type GuestUser = z.infer<typeof guestUserSchema>;

/**
 * Answer codes of matching, 14000-14099. The quota texts are spec §8.2's; `data` of MATCH_QUOTA_USED carries
 * matchQuotaSchema so the client can show the countdown.
 */
export const matchCodes = defineCodes('matching', {
  /** The free matches of today are used up (the countdown to the reset goes with it). */
  QUOTA_USED: [14001, 'You have used your daily meet chance. Please come back tomorrow.'],
  /** The absolute daily cap (also for VIP), pointing to the live-camera home. */
  DAILY_LIMIT: [
    14002,
    'You have reached the limit of matching for today. Meet people on the live camera home instead.',
  ],
  /** The offer expired, was answered already, or is not yours. */
  MATCH_GONE: [14003, 'This match is no longer available.'],
  /** Already in a call: finish it before matching. */
  IN_CALL: [14004, 'You are in a call. Hang up before you start matching.'],
  /** The filter price differs from the one shown (prices changed). */
  PRICE_CHANGED: [14005, 'The price has changed. Please check it and try again.'],
  /** Matching with a gender filter needs the own gender set first (complementInfo). */
  PROFILE_INCOMPLETE: [14006, 'Please complete your profile before matching.'],
});
export const MatchCode = matchCodes.code;
export type MatchCode = AreaCode<typeof matchCodes>;

export const matchingServerEvents = {
  /** A partner was found: show the matched pop-up (to both). */
  'match:found': matchOfferSchema,
  /**
   * The offer ended without a call: `reason` says why; `searching` tells whether this user is back in the
   * queue (both are after a decline or next, spec §1).
   */
  'match:ended': z.object({
    matchId: z.string(),
    reason: z.enum(['declined', 'next', 'expired', 'peer_left']),
    searching: z.boolean(),
  }),
  /**
   * Both accepted: the call exists. `call` is this side's call data (role, remote user, price), so the client
   * goes straight into the call; later changes follow as 'call:state' and the call's own events.
   */
  'match:accepted': z.object({ matchId: z.string(), roomNum: z.string(), call: callDataSchema }),
} as const;

const { QUOTA_USED, DAILY_LIMIT, MATCH_GONE, IN_CALL, PRICE_CHANGED, PROFILE_INCOMPLETE } = MatchCode;

/**
 * Random matching (the Face to Face flow, spec §1, §7.1): join the queue, get a matched pop-up, both accept
 * and the call starts. Paths as the spec lists them (its {product} is 'web'); matchAnswer is ours.
 */
export const matchingApi = {
  matching: defineEndpoint({
    method: 'POST',
    path: '/matches/api/V1/matching',
    input: matchFilterSchema,
    data: matchingAnswerSchema,
    codes: [
      QUOTA_USED,
      DAILY_LIMIT,
      IN_CALL,
      PRICE_CHANGED,
      PROFILE_INCOMPLETE,
      WalletCode.INSUFFICIENT_BALANCE,
    ],
    summary:
      "Enter the queue; the partner arrives as 'match:found' (also in the answer when immediate). " +
      'A refusal for a used-up quota carries the quota as data',
  }),
  exitMatch: defineEndpoint({
    method: 'POST',
    path: '/matches/api/V1/exitMatch',
    data: noData,
    summary: 'Leave the queue (and an open matched pop-up, as next)',
  }),
  matchAnswer: defineEndpoint({
    method: 'POST',
    path: '/matches/api/V1/matchAnswer',
    input: matchAnswerBodySchema,
    data: noData,
    codes: [MATCH_GONE],
    summary: "The matched pop-up's answer: accept, decline or next",
  }),
  globalconf: defineEndpoint({
    method: 'GET',
    path: '/matches/api/web/matches/globalconf',
    data: globalConfSchema,
    summary:
      "Prices, the free quota, the call flows' countdowns, prices and locations and Discover's limits " +
      '(stored per product, edited by an administrator)',
  }),
  guestList: defineEndpoint({
    method: 'GET',
    path: '/facade/api/homepage/userlist/exempt/list/part/users/guest',
    data: guestUserSchema.array(),
    summary: 'The visitor list shown on home to people not logged in',
  }),
} as const;
