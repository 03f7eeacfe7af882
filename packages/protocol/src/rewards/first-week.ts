import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { RewardCode } from './codes';
import { ACTIVITIES_BASE_PATH, rewardDayStateSchema, rewardGrantSchema } from './grant';

/** The first-week bonus runs on the UTC day of sign-up (day 1) and the six UTC days after it. */
export const FIRST_WEEK_DAYS = 7;

export const firstWeekDaySchema = z.object({
  /** 1..FIRST_WEEK_DAYS; day 1 is the UTC day of sign-up. */
  day: z.number().int().min(1),
  coins: z.number().int().nonnegative(),
  /** 'claimed', 'today' (open now), 'missed' (a past day not claimed), 'upcoming'. */
  state: rewardDayStateSchema,
});
export type FirstWeekDay = z.infer<typeof firstWeekDaySchema>;

export const firstWeekSchema = z.object({
  days: z.array(firstWeekDaySchema),
  /** Today's day of the first week, or null once it has ended. */
  today: z.number().int().min(1).nullable(),
  ended: z.boolean(),
  /** Epoch ms when the first week ends (0:00 UTC after day 7). */
  endsAt: z.number().int(),
});
export type FirstWeek = z.infer<typeof firstWeekSchema>;

const { FIRST_WEEK_ENDED, ALREADY_CLAIMED, DEVICE_CLAIMED, DEVICE_BANNED } = RewardCode;

/** The first-week new-user bonus (spec §1, §9): one bonus a day for the first seven days after sign-up. */
export const firstWeekApi = {
  status: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/firstWeek`,
    data: firstWeekSchema,
    codes: [DEVICE_BANNED],
    summary: "The caller's first-week bonus days: what each pays, which were claimed, and today",
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITIES_BASE_PATH}/firstWeek/claim`,
    data: rewardGrantSchema,
    codes: [FIRST_WEEK_ENDED, ALREADY_CLAIMED, DEVICE_CLAIMED, DEVICE_BANNED],
    summary: "Claim today's first-week bonus (once per account and device per UTC day, days 1-7 only)",
  }),
} as const;
