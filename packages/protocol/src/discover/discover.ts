import { z } from 'zod';
import { AccountCode } from '../accounts/codes';
import { defineCodes, type AreaCode } from '../define-codes';
import { defineEndpoint } from '../endpoint';
import { boundedInt, dbId, safeString } from '../fields';
import { MatchCode } from '../matching/matching';
import { SocialCode } from '../social/codes';
import { FOR_YOU_LANGUAGE_ID, NEW_LANGUAGE_ID } from '../tables/languages';
import { WalletCode } from '../wallet/codes';
import { flowConfigSchema, productSchema } from './config';

/**
 * Discover (issue 14): the host wall, likes, visitors and search. Paths of spec §7.1 where it names them
 * (selectAllInWallGroup, {product}/matches/wall, like, the country filter); the lists and settings are ours.
 */

/** Wall tabs besides the topic categories of spec §3: the language list's pseudo-entries For You and New. */
export const WallTab = { FOR_YOU: FOR_YOU_LANGUAGE_ID, NEW: NEW_LANGUAGE_ID } as const;

/**
 * A person as Discover shows them (wall tile, search result, who liked or viewed me): what a stranger may see,
 * their presence as others see it (invisible is offline) and what calling them costs this viewer.
 */
export const discoverUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  age: z.number().int().nullable(),
  gender: z.number().int(),
  countryId: z.number().int().nullable(),
  /** Language ids of spec §3. */
  languages: z.array(z.number().int()),
  /** The first approved photo, '' when none. */
  headImg: z.string(),
  /** The first approved video, null when none. */
  video: z.string().nullable(),
  /** 0 offline, 1 busy, 2 online (spec §3); an invisible user is 0. */
  status: z.number().int(),
  isHost: z.boolean(),
  /** Coins per minute of a call from this viewer (the host's price, or their friends price); 0 for a non-host. */
  pricePerMinute: z.number().int(),
  /** The host's topic category (spec §3); null for a non-host. */
  topic: z.number().int().nullable(),
  /** This viewer liked them already. */
  liked: z.boolean(),
  /** They take calls from friends only and this viewer may not call them (not a friend, nor a VIP who liked them). */
  friendsOnly: z.boolean(),
});
export type DiscoverUser = z.infer<typeof discoverUserSchema>;

/** An opaque position in a list: the next page starts after it. */
const cursorField = safeString().min(1).max(200);
const pageSizeField = z.coerce.number().int().min(1).max(50).default(20);

export const pageQuerySchema = z.object({ cursor: cursorField.optional(), size: pageSizeField });

/** One page of a list; `nextCursor` is null on the last one. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const wallGroupsQuerySchema = z.object({
  /** The country group to open; without it, the user's stored country (0 = all countries). */
  countryId: boundedInt().optional(),
});

export const wallTabSchema = z.object({
  /** 1001 For You, 1002 New, or a topic category id (spec §3). */
  id: z.number().int(),
  name: z.string(),
  /** Hosts in this tab of the chosen country group. */
  count: z.number().int(),
});

export const wallGroupsSchema = z.object({
  /** The country group chosen (0 = all countries). */
  countryId: z.number().int(),
  /** Every country that has hosts to show, most hosts first. */
  countries: z.array(z.object({ countryId: z.number().int(), count: z.number().int() })),
  /** For You, New, then the topic categories, with their counts in the chosen group. */
  tabs: z.array(wallTabSchema),
});
export type WallGroups = z.infer<typeof wallGroupsSchema>;

export const wallQuerySchema = pageQuerySchema.extend({
  /** 0 = all countries. */
  countryId: boundedInt().default(0),
  /** 1001 For You (default), 1002 New, or a topic category id. */
  tab: boundedInt().default(WallTab.FOR_YOU),
});
export type WallQuery = z.infer<typeof wallQuerySchema>;

export const likeBodySchema = z.object({
  likedUserId: dbId(),
  /** The like price the client showed (globalconf discover.likePrice); PRICE_CHANGED when it differs. */
  price: boundedInt().default(0),
});
export type LikeBody = z.infer<typeof likeBodySchema>;

export const likeResultSchema = z.object({
  likedUserId: z.number().int(),
  /** They liked this user too: a match (offer Add friend). */
  match: z.boolean(),
  /** Coins this like cost; 0 for a repeat, which charges nothing. */
  price: z.number().int(),
  /** Epoch ms of the like (the first one, for a repeat). */
  likedAt: z.number().int(),
  /** This user had liked them already: nothing changed. */
  repeated: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** Someone in "who liked me" or "who viewed me", newest first. */
export const visitorSchema = z.object({
  user: discoverUserSchema,
  /** Epoch ms of the like or the last view. */
  at: z.number().int(),
  /** For likes: this user liked them back (a match). */
  mutual: z.boolean(),
});
export type Visitor = z.infer<typeof visitorSchema>;

export const visitorSettingsSchema = z.object({
  /** Opening profiles leaves no trace in their "who viewed me". */
  leaveNoTrace: z.boolean(),
});
export type VisitorSettings = z.infer<typeof visitorSettingsSchema>;

export const searchQuerySchema = z.object({
  /** A user id (digits) or a part of a nickname. */
  q: safeString().trim().min(1).max(40),
});

/**
 * The search flow's filters (spec §9 search flow, issue 14): gender (0 any, 1 male, 2 female), a country (0 =
 * all), a spoken language of spec §3 (0 = any; not `languageId`, which is the common field of the interface
 * language). Online now is not a choice: the flow only ever offers hosts who can be
 * called right now.
 */
export const searchFlowQuerySchema = z.object({
  gender: boundedInt().max(2).default(0),
  countryId: boundedInt().default(0),
  language: boundedInt().default(0),
  cursor: cursorField.optional(),
  size: z.coerce.number().int().min(1).max(20).default(5),
});
export type SearchFlowQuery = z.infer<typeof searchFlowQuerySchema>;

export const flowConfigQuerySchema = z.object({ product: productSchema.default('web') });
export const flowConfigBodySchema = z.object({
  product: productSchema.default('web'),
  config: flowConfigSchema,
});

/** Answer codes of Discover, 14200-14299. */
export const discoverCodes = defineCodes('discover', {
  CANNOT_LIKE_SELF: [14201, 'You cannot like yourself.'],
  /** The like price differs from the one shown. */
  PRICE_CHANGED: MatchCode.PRICE_CHANGED,
});
export const DiscoverCode = discoverCodes.code;
export type DiscoverCode = AreaCode<typeof discoverCodes>;

export const discoverServerEvents = {
  /** Someone liked this user; `match` when this user had liked them first. */
  'discover:liked': z.object({ from: discoverUserSchema, likedAt: z.number().int(), match: z.boolean() }),
} as const;

const { CANNOT_LIKE_SELF, PRICE_CHANGED } = DiscoverCode;

export const discoverApi = {
  countryIds: defineEndpoint({
    method: 'GET',
    path: '/facade/api/homepage/userlist/exempt/filter/part/countryids',
    data: z.array(z.number().int()),
    summary: 'The countries that have hosts to show, most hosts first (country pickers)',
  }),
  wallGroups: defineEndpoint({
    method: 'GET',
    path: '/matches/api/selectAllInWallGroup',
    input: wallGroupsQuerySchema,
    data: wallGroupsSchema,
    summary: "The wall's country groups with their host counts, and its tabs (For You, New, topics)",
  }),
  wall: defineEndpoint({
    method: 'GET',
    path: '/matches/api/web/matches/wall',
    input: wallQuerySchema,
    data: pageSchema(discoverUserSchema),
    summary: 'One page of host tiles of a country group and tab (keyset paging: pass nextCursor back)',
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/matches/api/like',
    input: likeBodySchema,
    data: likeResultSchema,
    codes: [
      CANNOT_LIKE_SELF,
      PRICE_CHANGED,
      AccountCode.ACCOUNT_NOT_FOUND,
      SocialCode.YOU_BLOCKED_USER,
      SocialCode.USER_UNAVAILABLE,
      WalletCode.INSUFFICIENT_BALANCE,
    ],
    summary: "Like a user at the price shown (once: a repeat charges nothing); they hear 'discover:liked'",
  }),
  likesReceived: defineEndpoint({
    method: 'GET',
    path: '/matches/api/like/received',
    input: pageQuerySchema,
    data: pageSchema(visitorSchema),
    summary: 'Who liked me, newest first',
  }),
  visitors: defineEndpoint({
    method: 'GET',
    path: '/matches/api/visitors',
    input: pageQuerySchema,
    data: pageSchema(visitorSchema),
    summary: 'Who viewed my profile, newest first',
  }),
  visitorSettings: defineEndpoint({
    method: 'GET',
    path: '/matches/api/visitors/settings',
    data: visitorSettingsSchema,
    summary: 'Whether opening profiles leaves a trace',
  }),
  updateVisitorSettings: defineEndpoint({
    method: 'POST',
    path: '/matches/api/visitors/settings',
    input: visitorSettingsSchema,
    data: visitorSettingsSchema,
    summary: 'Choose whether opening profiles leaves a trace',
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/matches/api/search',
    input: searchQuerySchema,
    data: z.array(discoverUserSchema),
    summary: 'Find people by id or nickname',
  }),
  searchFlow: defineEndpoint({
    method: 'GET',
    path: '/matches/api/web/matches/search/online',
    input: searchFlowQuerySchema,
    data: pageSchema(discoverUserSchema),
    summary:
      'The search flow: hosts matching the filters who are online now and may be called, a few at a time (an empty page with a nextCursor means read on)',
  }),
  flowConfig: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/discover/config',
    input: flowConfigQuerySchema,
    data: flowConfigSchema,
    admin: true,
    summary: "A product's stored flow configuration (countdowns, prices, locations, Discover limits)",
  }),
  updateFlowConfig: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/discover/config',
    input: flowConfigBodySchema,
    data: flowConfigSchema,
    admin: true,
    summary: "Replace a product's flow configuration; globalconf answers it from now on",
  }),
} as const;
