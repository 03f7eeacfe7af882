import { z } from 'zod';
import { defineCodes, type AreaCode } from '../define-codes';
import { defineEndpoint, noInput } from '../endpoint';
import { boundedInt, dbId, safeString } from '../fields';
import { SocialCode } from '../social/codes';
import { WalletCode } from '../wallet/codes';

/**
 * Answer codes of gifts and the backpack, 17000-17099 (docs/decisions/027-gifts-and-backpack.md). Insufficient
 * coins is the wallet's 12001 'Insufficient Balance' (spec §8.2), as for every other spend.
 */
export const giftCodes = defineCodes('gifts', {
  GIFT_SELF: [17001, 'You cannot send a gift to yourself.'],
  /** Unknown gift id, or a gift outside its active dates. */
  GIFT_UNAVAILABLE: [17002, 'This gift is not available.'],
  /** A call gift whose room is not a live call of both sender and receiver. */
  NOT_IN_CALL: [17003, 'This call has ended; the gift was not sent.'],
  /** Sending from the backpack without a gift of that kind left (used up or expired). */
  BACKPACK_EMPTY: [17004, 'You have no more of this gift in your backpack.'],
  /** The same request key was used for another gift send. */
  SEND_KEY_REUSED: [17005, 'This request was already used for another gift.'],
  GIFT_NOT_FOUND: [17006, 'This gift does not exist.'],
});
export const GiftCode = giftCodes.code;
export type GiftCode = AreaCode<typeof giftCodes>;

/** How a gift moves on screen; the web draws each one, and always the still image for reduced motion. */
export const GIFT_ANIMATIONS = ['float', 'burst', 'rain', 'pulse', 'spin'] as const;
export const giftAnimationSchema = z.enum(GIFT_ANIMATIONS);
export type GiftAnimation = z.infer<typeof giftAnimationSchema>;

/** Where a gift is sent from (spec §2.3 gift pop-up). */
export const GIFT_CONTEXTS = ['call', 'chat', 'profile'] as const;
export const giftContextSchema = z.enum(GIFT_CONTEXTS);
export type GiftContext = z.infer<typeof giftContextSchema>;

/** Expired backpack gifts stay listed this long after their expiry (spec §9), then are gone. */
export const BACKPACK_EXPIRED_LISTED_DAYS = 30;

/**
 * A gift image is the app's own file (a path on this origin) or an inline SVG/PNG data URL: the content
 * security policy allows no other image source.
 */
export const giftImageSchema = safeString()
  .max(200_000)
  .refine(
    (s) => /^\/[A-Za-z0-9/_.-]{1,200}$/.test(s) || /^data:image\/(svg\+xml|png|webp);/.test(s),
    'must be a path on this site or a data:image URL',
  );

/** A catalogue gift as members see it (spec §3 gift config: giftId, giftStar). */
export const giftSchema = z.object({
  giftId: z.number().int(),
  name: z.string(),
  image: z.string(),
  animation: giftAnimationSchema,
  /** Price in coins, shown before sending. */
  coins: z.number().int().positive(),
  /** giftStar: the gift's tier, 1-5 (bigger animations for more stars). */
  stars: z.number().int().min(1).max(5),
  /** Points the receiver earns (coins × host share, rounded down). */
  points: z.number().int().nonnegative(),
});
export type Gift = z.infer<typeof giftSchema>;

/** What the operator configured for gifts, shown to hosts beside the gifts (decision 027). */
export const giftTermsSchema = z.object({
  /** Share of a gift's coins the receiver earns as points, 0..1. */
  hostShare: z.number().min(0).max(1),
  /** What points are worth when paid out: the hosts' one rate (host configuration, modules/hosts). */
  rate: z.object({ pointsPerCurrencyUnit: z.number().int().positive(), currency: z.string() }),
});
export type GiftTerms = z.infer<typeof giftTermsSchema>;

/** Spec §3 backpack config: whether the backpack has an entrance (page) and one in the gift pop-up, and where. */
export const backpackConfigSchema = z.object({
  backpackEntrance: z.boolean(),
  backpackGiftEntrance: z.boolean(),
  backpackUrl: z.string(),
});
export type BackpackConfig = z.infer<typeof backpackConfigSchema>;
export const BACKPACK_CONFIG: BackpackConfig = {
  backpackEntrance: true,
  backpackGiftEntrance: true,
  backpackUrl: '/backpack',
};

export const giftCatalogueSchema = z.object({
  gifts: z.array(giftSchema),
  terms: giftTermsSchema,
  backpack: backpackConfigSchema,
});
export type GiftCatalogue = z.infer<typeof giftCatalogueSchema>;

/**
 * A send carries a key the client made for this tap (a UUID): a retry after a lost answer answers the same
 * send and never charges twice.
 */
export const sendGiftBodySchema = z
  .object({
    toUserId: dbId(),
    giftId: dbId(),
    idempotencyKey: safeString()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'),
    /** Paid with coins, or one of the sender's backpack gifts (costs no coins). */
    from: z.enum(['coins', 'backpack']).default('coins'),
    context: giftContextSchema,
    /** For a call gift: the live call both are in. */
    roomNum: safeString().min(1).max(64).optional(),
  })
  .refine((b) => b.context !== 'call' || b.roomNum !== undefined, {
    message: 'required for a call gift',
    path: ['roomNum'],
  });
export type SendGiftBody = z.infer<typeof sendGiftBodySchema>;

/** One gift sent, as both sides see it (the answer, the realtime event, receipts and history). */
export const giftSendSchema = z.object({
  sendId: z.number().int(),
  giftId: z.number().int(),
  name: z.string(),
  image: z.string(),
  animation: giftAnimationSchema,
  stars: z.number().int(),
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  /** Coins the sender paid (0 from the backpack). */
  coins: z.number().int().nonnegative(),
  /** Points the receiver earned. */
  points: z.number().int().nonnegative(),
  from: z.enum(['coins', 'backpack']),
  context: giftContextSchema,
  roomNum: z.string().nullable(),
  /** Epoch ms. */
  time: z.number().int(),
});
export type GiftSend = z.infer<typeof giftSendSchema>;

export const sendGiftResultSchema = giftSendSchema.extend({
  /** True when this was a retry of a send already made (nothing moved this time). */
  replayed: z.boolean(),
});
export type SendGiftResult = z.infer<typeof sendGiftResultSchema>;

/** One kind of backpack gift with one expiry date: how many are left. */
export const backpackItemSchema = z.object({
  giftId: z.number().int(),
  name: z.string(),
  image: z.string(),
  stars: z.number().int(),
  /** The coin price it would cost (what the receiver's points are reckoned from). */
  coins: z.number().int(),
  count: z.number().int().nonnegative(),
  /** Epoch ms. */
  expiresAt: z.number().int(),
  expired: z.boolean(),
});
export type BackpackItem = z.infer<typeof backpackItemSchema>;

export const backpackSchema = z.object({
  /** Usable gifts, soonest expiry first. */
  items: z.array(backpackItemSchema),
  /** Expired in the last 30 days (spec §9), newest expiry first. */
  expired: z.array(backpackItemSchema),
});
export type Backpack = z.infer<typeof backpackSchema>;

export const giftHistoryQuerySchema = z.object({
  direction: z.enum(['sent', 'received']).default('received'),
  page: boundedInt().min(1).default(1),
  size: boundedInt().min(1).max(100).default(20),
});
export const giftHistoryPageSchema = z.object({
  list: z.array(giftSendSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type GiftHistoryPage = z.infer<typeof giftHistoryPageSchema>;

export const callGiftsQuerySchema = z.object({ roomNum: safeString().min(1).max(64) });

/** A report's context: gifts between two people within a week either side of a time (epoch ms). */
export const adminGiftsBetweenQuerySchema = z.object({
  userA: dbId(),
  userB: dbId(),
  at: z.coerce.number().int().min(0).max(8_640_000_000_000_000),
});

/** An admin's catalogue row: every stored field, inactive ones too. */
export const adminGiftSchema = z.object({
  giftId: z.number().int(),
  name: z.string(),
  image: z.string(),
  animation: giftAnimationSchema,
  coins: z.number().int(),
  stars: z.number().int(),
  activeFrom: z.number().int().nullable(),
  activeTo: z.number().int().nullable(),
  sort: z.number().int(),
});
export type AdminGift = z.infer<typeof adminGiftSchema>;

export const adminGiftBodySchema = z.object({
  /** Left out to add a gift. */
  giftId: dbId().optional(),
  name: safeString().trim().min(1).max(40),
  image: giftImageSchema,
  animation: giftAnimationSchema,
  coins: z.coerce.number().int().min(1).max(1_000_000),
  stars: z.coerce.number().int().min(1).max(5),
  /** Epoch ms; null: no limit. */
  activeFrom: z.number().int().nonnegative().nullable().default(null),
  activeTo: z.number().int().nonnegative().nullable().default(null),
  sort: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminGiftBody = z.infer<typeof adminGiftBodySchema>;

export const adminGiftTermsBodySchema = z.object({
  hostShare: z.coerce.number().min(0).max(1),
});

const GIFTS = '/facade/api/gifts';
const { GIFT_SELF, GIFT_UNAVAILABLE, NOT_IN_CALL, BACKPACK_EMPTY, SEND_KEY_REUSED, GIFT_NOT_FOUND } =
  GiftCode;

/** Gifts and the backpack (spec §1, §2.3). Every path needs a session. */
export const giftsApi = {
  catalogue: defineEndpoint({
    method: 'GET',
    path: `${GIFTS}/list`,
    input: noInput,
    data: giftCatalogueSchema,
    summary: 'The gifts on offer now, with prices, and the share of each gift the receiver earns',
  }),
  send: defineEndpoint({
    method: 'POST',
    path: `${GIFTS}/send`,
    input: sendGiftBodySchema,
    data: sendGiftResultSchema,
    codes: [
      GIFT_SELF,
      GIFT_UNAVAILABLE,
      NOT_IN_CALL,
      BACKPACK_EMPTY,
      SEND_KEY_REUSED,
      WalletCode.INSUFFICIENT_BALANCE,
      SocialCode.USER_NOT_FOUND,
      SocialCode.YOU_BLOCKED_USER,
      SocialCode.USER_UNAVAILABLE,
    ],
    summary:
      'Send a gift in a call, a chat or from a profile: coins to the receiver as points in one movement',
  }),
  backpack: defineEndpoint({
    method: 'GET',
    path: `${GIFTS}/backpack`,
    input: noInput,
    data: backpackSchema,
    summary: 'The gifts the caller owns without paying, with counts and expiry; expired ones for 30 days',
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${GIFTS}/history`,
    input: giftHistoryQuerySchema,
    data: giftHistoryPageSchema,
    summary: 'Gifts the caller sent or received, newest first',
  }),
  call: defineEndpoint({
    method: 'GET',
    path: `${GIFTS}/call`,
    input: callGiftsQuerySchema,
    data: giftSendSchema.array(),
    summary: 'Gifts sent and received in one of the caller’s calls (the receipt lists them)',
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/gifts',
    input: noInput,
    data: z.object({ gifts: z.array(adminGiftSchema), terms: giftTermsSchema }),
    admin: true,
    summary: 'Admin: the whole gift catalogue and the gift terms',
  }),
  adminSave: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/gifts/save',
    input: adminGiftBodySchema,
    data: adminGiftSchema,
    codes: [GIFT_NOT_FOUND],
    admin: true,
    summary: 'Admin: add a gift or change one (name, image, animation, price, stars, dates, order)',
  }),
  adminBetween: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/gifts/between',
    input: adminGiftsBetweenQuerySchema,
    data: giftSendSchema.array(),
    admin: true,
    summary:
      'Admin: gifts between two people within 7 days of a time (shown with an "asking for gifts" report)',
  }),
  adminTerms: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/gifts/terms',
    input: adminGiftTermsBodySchema,
    data: giftTermsSchema,
    admin: true,
    summary: "Admin: the receiver's share of a gift and the points-to-money rate",
  }),
} as const;

export const giftsServerEvents = {
  /** A gift was sent; both sides get it (the animation plays in a call, a chat shows the gift message). */
  'gift:sent': giftSendSchema,
} as const;
