import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ACTIVITIES_BASE_PATH, rewardGrantSchema } from './grant';
import { RewardCode } from './codes';

/** Accounts younger than this may claim the +120 banner (once per account and per device). */
export const NEW_USER_BANNER_DAYS = 7;

/** checkIfAddCoinForNew: the query may carry the user's countryId (spec §7). */
export const newUserCoinsQuerySchema = z.object({
  countryId: z.coerce.number().int().min(0).max(9999).optional(),
});

/**
 * Spec §3 register banner: gold, callCount, images. Answered while the caller may still claim the coins; null
 * once they were claimed, and for accounts that cannot claim them. Asking grants nothing: the claim does.
 */
export const newUserBannerSchema = z.object({
  gold: z.number().int(),
  /** Minutes of calls the coins roughly pay for at the matching price (spec §9: 20 a minute). */
  callCount: z.number().int(),
  images: z.array(z.string()),
});
export type NewUserBanner = z.infer<typeof newUserBannerSchema>;

const { ALREADY_CLAIMED, DEVICE_CLAIMED, NOT_NEW_USER, DEVICE_BANNED } = RewardCode;

/** The +120 sign-up banner (spec §2.3 register banner, §7 checkIfAddCoinForNew, §9). */
export const registerBannerApi = {
  checkIfAddCoinForNew: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/checkIfAddCoinForNew',
    input: newUserCoinsQuerySchema,
    data: newUserBannerSchema.nullable(),
    summary:
      'Spec §7: the +120 sign-up banner while the caller may claim it, else null (asking grants nothing)',
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITIES_BASE_PATH}/registerBanner/claim`,
    data: rewardGrantSchema,
    codes: [ALREADY_CLAIMED, DEVICE_CLAIMED, NOT_NEW_USER, DEVICE_BANNED],
    summary: 'Claim the +120 sign-up coins: once per account and once per device, as bonus coins',
  }),
} as const;
