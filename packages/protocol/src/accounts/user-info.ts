import { z } from 'zod';

/** 1 male, 2 female (also the values of the matching gender filter, where 0 means both). */
export const Gender = { MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const mediaStatusSchema = z.enum(['checking', 'approved', 'illegal', 'failed']);
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['photo', 'video']),
  /** Others only ever see approved media; the owner sees every state. */
  status: mediaStatusSchema,
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/**
 * User info of spec §3 (id, loginToken on sign-in, userName, goldNum) plus the implied profile fields. Friend
 * info has the same shape. Fields marked "own" are null when another user's info is read.
 */
export const userInfoSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** Coin balance; 0 until the ledger (coins issue) exists. */
  goldNum: z.number().int(),
  gender: z.number().int().nullable(),
  birthday: z.string().nullable(),
  age: z.number().int().nullable(),
  zodiac: z.string().nullable(),
  bio: z.string().nullable(),
  interests: z.array(z.number().int()),
  languages: z.array(z.number().int()),
  countryId: z.number().int().nullable(),
  photos: z.array(mediaItemSchema),
  videos: z.array(mediaItemSchema),
  /** Own only. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** An e-mail sign-in password is set (own only). */
  hasEmailPassword: z.boolean(),
  /** A phone sign-in password is set (own only). */
  hasPhonePassword: z.boolean(),
  /** The birthday can still be set or changed (it changes at most once after it was first set; own only). */
  canChangeBirthday: z.boolean(),
  /** Nickname, gender and birthday are set (supplementary registration done). */
  profileComplete: z.boolean(),
  isAdmin: z.boolean(),
  /**
   * The interface language the user chose, kept for the account so it follows them to a new device (own only;
   * null until chosen). An interface language code (tables/interface-languages.ts), not a spec §3 language id:
   * zh-CN and zh-TW differ here.
   */
  interfaceLanguage: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What every sign-in answers: the user's own info plus the new session's token. */
export const loginResultSchema = userInfoSchema.extend({ loginToken: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;
