import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { RewardCode } from './codes';
import { ACTIVITIES_BASE_PATH, rewardDayStateSchema, rewardGrantSchema } from './grant';

/** Days in a check-in cycle: after the 7th day of a run of daily check-ins the next one is day 1 again. */
export const CHECK_IN_CYCLE_DAYS = 7;

/**
 * Spec §3 check-in config (hasCheckedIn): whether to offer the check-in pop-up, whether the caller checked in
 * today (UTC day), and the coins a whole cycle pays a VIP.
 */
export const checkInConfigSchema = z.object({
  /** True while today's check-in is still open (the pop-up is worth showing). */
  show: z.boolean(),
  hasCheck: z.boolean(),
  /** Coins of all CHECK_IN_CYCLE_DAYS days of a cycle, as a VIP earns them. */
  totalCoin: z.number().int().nonnegative(),
});
export type CheckInConfig = z.infer<typeof checkInConfigSchema>;

export const checkInDaySchema = z.object({
  /** 1..CHECK_IN_CYCLE_DAYS. */
  day: z.number().int().min(1),
  /** What the day pays a VIP (spec §1, §6: the check-in reward is a VIP benefit). */
  coins: z.number().int().nonnegative(),
  /** 'claimed' (checked in during this run), 'today' (the day today's check-in counts as), 'upcoming'. */
  state: rewardDayStateSchema,
});
export type CheckInDay = z.infer<typeof checkInDaySchema>;

/** The check-in list: the current cycle, the day of today, and whether the caller earns the coins (VIP). */
export const checkInListSchema = z.object({
  days: z.array(checkInDaySchema),
  /** The cycle day today's check-in counts (or counted) as. */
  today: z.number().int().min(1),
  hasCheck: z.boolean(),
  /** Only a VIP earns the coins; others see what a VIP would earn, and their check-in pays nothing. */
  isVip: z.boolean(),
  totalCoin: z.number().int().nonnegative(),
  /** Epoch ms of the next UTC midnight, when the next check-in opens. */
  nextAt: z.number().int(),
});
export type CheckInList = z.infer<typeof checkInListSchema>;

/** A check-in saved: the day it counted as, what it gave (0 coins unless VIP), and what the day pays a VIP. */
export const checkInResultSchema = rewardGrantSchema.extend({
  day: z.number().int().min(1),
  isVip: z.boolean(),
  vipCoins: z.number().int().nonnegative(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

const { ALREADY_CHECKED_IN, DEVICE_CHECKED_IN } = RewardCode;

/** Daily check-in (spec §2.3 check-in pop-up, §3 check-in config, §4 check-in states, §7.1). */
export const checkInApi = {
  hasCheckedIn: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/user/checkIn/hasCheckedIn`,
    data: checkInConfigSchema,
    summary: 'Spec §7.1: has the caller checked in today (UTC), and what a full check-in cycle pays a VIP',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/user/checkIn`,
    data: checkInListSchema,
    summary: 'Spec §7.1: the days of the current check-in cycle, what each pays a VIP, and today',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITIES_BASE_PATH}/user/checkIn`,
    data: checkInResultSchema,
    codes: [ALREADY_CHECKED_IN, DEVICE_CHECKED_IN],
    summary:
      "Spec §7.1: check in for today (UTC day); a VIP gets the day's coins, others get none and are told so",
  }),
} as const;
