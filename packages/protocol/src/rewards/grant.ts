import { z } from 'zod';

/** Where the activity endpoints live (spec §7.1: activity calls sit under /wchat/activities/api). */
export const ACTIVITIES_BASE_PATH = '/wchat/activities/api';

/**
 * What a claimed reward gave: coins credited to the balance (bonus coins, never purchased ones) and lucky-wheel
 * spins. Both 0 is possible and honest (a check-in by a member who is not VIP).
 */
export const rewardGrantSchema = z.object({
  coins: z.number().int().nonnegative(),
  spins: z.number().int().nonnegative(),
});
export type RewardGrant = z.infer<typeof rewardGrantSchema>;

/** The state of one day of a cycle (check-in) or of the first week. */
export const rewardDayStateSchema = z.enum(['claimed', 'today', 'missed', 'upcoming']);
export type RewardDayState = z.infer<typeof rewardDayStateSchema>;
