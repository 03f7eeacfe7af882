import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boundedInt, safeString } from '../fields';
import { RewardCode } from './codes';
import { ACTIVITIES_BASE_PATH } from './grant';

export const WHEEL_DRAWS_PAGE_SIZE = 20;
export const WHEEL_DRAWS_MAX_PAGE_SIZE = 100;

/** A backpack gift as a wheel prize (decision 027): `count` of the gift, usable for `days` days once won. */
export const wheelGiftSchema = z.object({
  giftId: z.number().int(),
  name: z.string(),
  image: z.string(),
  count: z.number().int().positive(),
  days: z.number().int().positive(),
});
export type WheelGift = z.infer<typeof wheelGiftSchema>;

/** A prize with its published odds: `chance` is its weight over the sum of all weights. */
export const wheelPrizeSchema = z.object({
  id: z.number().int(),
  /** Bonus coins; 0 when the prize is a backpack gift (`gift`). */
  coins: z.number().int().nonnegative(),
  /** A backpack-gift prize; absent or null for coins. */
  gift: wheelGiftSchema.nullish(),
  /** Probability of this prize on one spin, 0..1; the chances of all prizes sum to 1. */
  chance: z.number().min(0).max(1),
});
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

export const wheelSchema = z.object({
  /** Spins the caller has left; spins are earned (tasks), never bought. */
  spins: z.number().int().nonnegative(),
  prizes: z.array(wheelPrizeSchema),
});
export type Wheel = z.infer<typeof wheelSchema>;

/**
 * A spin may carry a key the client made for this tap (like an order's): a repeat with the same key (a retry
 * after a lost answer) answers the same draw instead of using another spin.
 */
export const spinBodySchema = z.object({ idempotencyKey: safeString().min(8).max(64).optional() });

export const wheelDrawSchema = z.object({
  drawId: z.number().int(),
  prizeId: z.number().int(),
  /** Coins won; 0 when a backpack gift was won (`gift`, now in the backpack). */
  coins: z.number().int().nonnegative(),
  gift: wheelGiftSchema.nullish(),
  /** Epoch ms. */
  time: z.number().int(),
});
export type WheelDraw = z.infer<typeof wheelDrawSchema>;

export const spinResultSchema = wheelDrawSchema.extend({ spins: z.number().int().nonnegative() });
export type SpinResult = z.infer<typeof spinResultSchema>;

export const wheelDrawsQuerySchema = z.object({
  page: boundedInt().min(1).default(1),
  size: boundedInt().min(1).max(WHEEL_DRAWS_MAX_PAGE_SIZE).default(WHEEL_DRAWS_PAGE_SIZE),
});

export const wheelDrawsPageSchema = z.object({
  list: z.array(wheelDrawSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type WheelDrawsPage = z.infer<typeof wheelDrawsPageSchema>;

const { NO_SPINS, WHEEL_CLOSED } = RewardCode;

/** The lucky wheel (spec §2.3): earned spins, published odds, every draw recorded and shown to its owner. */
export const luckyWheelApi = {
  wheel: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/luckyWheel`,
    data: wheelSchema,
    summary: 'The lucky wheel: its prizes with their odds, and the spins the caller has left',
  }),
  spin: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITIES_BASE_PATH}/luckyWheel/spin`,
    input: spinBodySchema,
    data: spinResultSchema,
    codes: [NO_SPINS, WHEEL_CLOSED],
    summary: 'Use one spin: a prize drawn by the published odds, its coins credited as bonus coins',
  }),
  draws: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/luckyWheel/draws`,
    input: wheelDrawsQuerySchema,
    data: wheelDrawsPageSchema,
    summary: "The caller's own draws, newest first, paged",
  }),
} as const;
