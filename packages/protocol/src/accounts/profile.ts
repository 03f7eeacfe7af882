import { z } from 'zod';
import { isInterestId } from '../tables/interests';
import { isLanguageId } from '../tables/languages';
import { INTERFACE_LANGUAGE_CODES } from '../tables/interface-languages';
import { defineEndpoint, noData } from '../endpoint';
import { dbId, safeString } from '../fields';
import { AccountCode } from './codes';
import { mediaItemSchema, userInfoSchema } from './user-info';

/** Where a stored photo or video is served (GET .../:id): a file download, not an API call. */
export const MEDIA_FILE_PATH = '/facade/api/media/exempt/file';

export function mediaFilePath(id: number): string {
  return `${MEDIA_FILE_PATH}/${id}`;
}

/** The terms of use in force; acceptance of an older version counts as not accepted. */
export const TERMS_VERSION = '2025-01';

export const NICKNAME_MAX = 32;
export const BIO_MAX = 200;
export const NAME_PART_MAX = 50;
export const MAX_ALBUM_PHOTOS = 9;
/** Approved videos a profile shows; a newly approved one beyond this replaces the oldest. */
export const MAX_VIDEOS = 3;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** Stored photos are scaled down to fit this square. */
export const IMAGE_MAX_SIDE = 2048;
/** Decoded size limit against decompression bombs (a tiny file that decodes to gigabytes). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** What uploads accept, decided from the file's bytes, never from its name or declared type. */
export const IMAGE_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const VIDEO_INPUT_TYPES = ['video/mp4', 'video/webm'] as const;
export const BIND_CODE_TTL_MINUTES = 10;

/** Accepts a JSON array or the comma list a form sends ("1,5,9"). */
const idList = (isKnown: (id: unknown) => boolean, what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z
      .array(z.coerce.number().int().refine(isKnown, `unknown ${what}`))
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, `repeated ${what}`),
  );

const gender = z.coerce
  .number()
  .int()
  .refine((g) => g === 1 || g === 2, 'must be 1 (male) or 2 (female)');

/** A calendar date YYYY-MM-DD from 1900 on; whether the person is 18 is the server's rule, not the schema's. */
export const birthdaySchema = safeString()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'not a calendar date');

const nickname = safeString().trim().min(1).max(NICKNAME_MAX);
const namePart = safeString().trim().max(NAME_PART_MAX);

export const getUserInfoQuerySchema = z.object({
  searchUserId: dbId().optional(),
});

/** Every field optional; an empty bio, first or last name clears it. */
export const profileUpdateBodySchema = z.object({
  nickname: nickname.optional(),
  gender: gender.optional(),
  birthday: birthdaySchema.optional(),
  bio: safeString().trim().max(BIO_MAX).optional(),
  interests: idList(isInterestId, 'interest').optional(),
  languages: idList(isLanguageId, 'language').optional(),
  firstName: namePart.optional(),
  lastName: namePart.optional(),
  /** The interface language chosen in the switcher, kept for the account (docs/decisions/031). */
  interfaceLanguage: z.enum(INTERFACE_LANGUAGE_CODES).optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const complementInfoBodySchema = z.object({
  nickname,
  gender,
  birthday: birthdaySchema,
  countryId: z.coerce.number().int().min(0).max(9999).optional(),
});
export type ComplementInfoBody = z.infer<typeof complementInfoBodySchema>;

export const interestEntrySchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export const languageEntrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

export const termsStatusSchema = z.object({
  accepted: z.boolean(),
  /** The version this user accepted last, if any. */
  version: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  currentVersion: z.string(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

/**
 * 'version' is already a common field (the app's version, merged into every POST body), so the terms version
 * the user saw travels as termsVersion.
 */
export const saveTermsBodySchema = z.object({ termsVersion: safeString().trim().min(1).max(32) });

const codeField = safeString().trim().min(1).max(16);
export const bindEmailStartBodySchema = z.object({ email: safeString().max(320) });
export const bindEmailConfirmBodySchema = bindEmailStartBodySchema.extend({ code: codeField });
export const bindPhoneStartBodySchema = z.object({ phone: safeString().max(32) });
export const bindPhoneConfirmBodySchema = bindPhoneStartBodySchema.extend({ code: codeField });
export const bindStartAnswerSchema = z.object({ target: z.string(), expiresInSeconds: z.number().int() });
export type BindStartAnswer = z.infer<typeof bindStartAnswerSchema>;

const mediaId = dbId();
export const mediaIdBodySchema = z.object({ id: mediaId });
/** The given photos take the first places in this order; the others keep their order after them. */
export const albumOrderBodySchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z
      .array(mediaId)
      .min(1)
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, 'repeated id'),
  ),
});

export const adminMediaQueueQuerySchema = z.object({
  kind: z.enum(['photo', 'video']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminMediaItemSchema = mediaItemSchema.extend({
  userId: z.number().int(),
  contentType: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;

export const mediaReviewBodySchema = z.object({
  id: mediaId,
  /** reject makes the item 'illegal': it is never shown to anyone but its owner again. */
  decision: z.enum(['approve', 'reject']),
});
export type MediaReviewDecision = z.infer<typeof mediaReviewBodySchema>['decision'];

const {
  ACCOUNT_NOT_FOUND,
  NAME_FORBIDDEN_CHARACTERS,
  NAME_SENSITIVE_WORDS,
  CONTENT_SENSITIVE_WORDS,
  CANNOT_CHANGE_AFTER_SELECTION,
  BIRTHDAY_CHANGE_USED,
  UNDERAGE,
  TOO_MANY_INTERESTS,
  TOO_MANY_LANGUAGES,
  TERMS_VERSION_OUTDATED,
  EMAIL_INVALID,
  EMAIL_SAME_AS_CURRENT,
  EMAIL_TAKEN,
  PHONE_INVALID,
  PHONE_SAME_AS_CURRENT,
  PHONE_TAKEN,
  RELINK_LOCKED,
  CODE_WRONG,
  CODE_EXPIRED,
  TOO_MANY_CODE_ERRORS,
  IMAGE_TOO_LARGE,
  UNSUPPORTED_FORMAT,
  IMAGE_UNREADABLE,
  IMAGE_DIMENSIONS_TOO_LARGE,
  ALBUM_FULL,
  VIDEO_TOO_LARGE,
  VIDEOS_PENDING_LIMIT,
  MEDIA_NOT_FOUND,
} = AccountCode;

/** What the profile rules of spec §5 refuse (names, once-only fields, 18+, tag limits, sensitive words). */
const profileRuleCodes = [
  NAME_FORBIDDEN_CHARACTERS,
  NAME_SENSITIVE_WORDS,
  CONTENT_SENSITIVE_WORDS,
  CANNOT_CHANGE_AFTER_SELECTION,
  BIRTHDAY_CHANGE_USED,
  UNDERAGE,
  TOO_MANY_INTERESTS,
  TOO_MANY_LANGUAGES,
];
const codeCheckCodes = [CODE_WRONG, CODE_EXPIRED, TOO_MANY_CODE_ERRORS];
const bindEmailCodes = [EMAIL_INVALID, EMAIL_SAME_AS_CURRENT, EMAIL_TAKEN, RELINK_LOCKED];
const bindPhoneCodes = [PHONE_INVALID, PHONE_SAME_AS_CURRENT, PHONE_TAKEN, RELINK_LOCKED];

/** Profile, supplementary registration, terms and bindings (spec §3, §4, §5, §7). */
export const profileApi = {
  /** Own info; with ?searchUserId= another user's (approved media only, no contact data). */
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/getUserInfo',
    input: getUserInfoQuerySchema,
    data: userInfoSchema,
    codes: [ACCOUNT_NOT_FOUND],
    summary: "The caller's own info, or with searchUserId another user's public view",
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/update',
    input: profileUpdateBodySchema,
    data: userInfoSchema,
    codes: profileRuleCodes,
    summary: 'Change profile fields (each optional; an empty bio or name part clears it)',
  }),
  interests: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/profile/interest/selectAll',
    data: interestEntrySchema.array(),
    summary: 'The interest tags a profile may list',
  }),
  languages: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/profile/language/selectAll',
    data: languageEntrySchema.array(),
    summary: 'The languages a profile may list',
  }),
  /** Under 'exempt' in the spec; the server still requires a live session given in the body. */
  complementInfo: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/exempt/complementInfo',
    input: complementInfoBodySchema,
    data: userInfoSchema,
    codes: profileRuleCodes,
    summary: 'Supplementary registration: nickname, gender and birthday after sign-up (needs the session)',
  }),
  termsStatus: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/protocol/status',
    data: termsStatusSchema,
    summary: 'Whether the caller accepted the terms of use in force',
  }),
  saveTerms: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/save/protocol',
    input: saveTermsBodySchema,
    data: termsStatusSchema,
    codes: [TERMS_VERSION_OUTDATED],
    summary: 'Record that the caller accepted this version of the terms',
  }),
  bindEmailStart: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/bind/email/start',
    input: bindEmailStartBodySchema,
    data: bindStartAnswerSchema,
    codes: bindEmailCodes,
    summary: 'Mail a code to a new address for the account',
  }),
  bindEmailConfirm: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/bind/email/confirm',
    input: bindEmailConfirmBodySchema,
    data: userInfoSchema,
    codes: [...bindEmailCodes, ...codeCheckCodes],
    summary: 'Bind the new address with its code (verified)',
  }),
  bindPhoneStart: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/bind/phone/start',
    input: bindPhoneStartBodySchema,
    data: bindStartAnswerSchema,
    codes: bindPhoneCodes,
    summary: 'Text a code to a new number for the account',
  }),
  bindPhoneConfirm: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/bind/phone/confirm',
    input: bindPhoneConfirmBodySchema,
    data: userInfoSchema,
    codes: [...bindPhoneCodes, ...codeCheckCodes],
    summary: 'Bind the new number with its code (verified)',
  }),
} as const;

const photoCodes = [
  IMAGE_TOO_LARGE,
  UNSUPPORTED_FORMAT,
  IMAGE_UNREADABLE,
  IMAGE_DIMENSIONS_TOO_LARGE,
  ALBUM_FULL,
];
const photoUpload = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path,
    upload: true,
    data: mediaItemSchema,
    codes: photoCodes,
    summary: 'Upload an album photo (multipart, one file); it shows to others once approved',
  });

/**
 * Photos, videos and their review. Uploads are multipart/form-data: the common fields travel in the query there
 * (see docs/API.md). The files themselves are served at MEDIA_FILE_PATH, a download rather than an endpoint.
 */
export const mediaApi = {
  /** Three names for one album photo upload: the spec lists all of them. */
  uploadAlbumImage: photoUpload('/facade/api/upload/uploadAlbumImage'),
  uploadImages: photoUpload('/facade/api/upload/images'),
  albumUploadImage: photoUpload('/facade/api/album/uploadAlbumImage'),
  albumDelete: defineEndpoint({
    method: 'POST',
    path: '/facade/api/album/deleteAlbumPic',
    input: mediaIdBodySchema,
    data: noData,
    codes: [MEDIA_NOT_FOUND],
    summary: "Delete one of the caller's photos or videos",
  }),
  albumOrder: defineEndpoint({
    method: 'POST',
    path: '/facade/api/album/order',
    input: albumOrderBodySchema,
    data: mediaItemSchema.array(),
    codes: [MEDIA_NOT_FOUND],
    summary: 'Put the given photos first, in this order; answers the album in its new order',
  }),
  uploadVideo: defineEndpoint({
    method: 'POST',
    path: '/facade/api/upload/video',
    upload: true,
    data: mediaItemSchema,
    codes: [VIDEO_TOO_LARGE, UNSUPPORTED_FORMAT, VIDEOS_PENDING_LIMIT],
    summary: 'Upload a profile video (multipart, one file); it shows to others once approved',
  }),
  adminQueue: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/media/queue',
    input: adminMediaQueueQuerySchema,
    data: adminMediaItemSchema.array(),
    admin: true,
    summary: 'Media waiting for review, oldest first, with signed preview links',
  }),
  adminReview: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/media/review',
    input: mediaReviewBodySchema,
    data: adminMediaItemSchema,
    codes: [MEDIA_NOT_FOUND],
    admin: true,
    summary: 'Approve or reject one photo or video',
  }),
} as const;
