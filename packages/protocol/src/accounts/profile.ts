import { z } from 'zod';
import { isInterestId } from '../tables/interests';
import { isLanguageId } from '../tables/languages';
import { mediaItemSchema } from './user-info';

/**
 * Profile, supplementary registration, terms, bindings, photos, video and their review (spec §3, §4, §5, §7).
 * Uploads are multipart/form-data: the common fields travel in the query there (see docs/API.md).
 */
export const ProfilePath = {
  /** Own info; with ?searchUserId= another user's (approved media only, no contact data). */
  getUserInfo: '/facade/api/user/getUserInfo',
  update: '/facade/api/user/update',
  interests: '/facade/api/user/profile/interest/selectAll',
  languages: '/facade/api/user/profile/language/selectAll',
  /** Under 'exempt' in the spec; the server still requires a live session given in the body. */
  complementInfo: '/facade/api/user/exempt/complementInfo',
  termsStatus: '/facade/api/user/protocol/status',
  saveTerms: '/facade/api/user/save/protocol',
  bindEmailStart: '/facade/api/user/bind/email/start',
  bindEmailConfirm: '/facade/api/user/bind/email/confirm',
  bindPhoneStart: '/facade/api/user/bind/phone/start',
  bindPhoneConfirm: '/facade/api/user/bind/phone/confirm',
} as const;

export const MediaPath = {
  /** Three names for one album photo upload: the spec lists all of them. */
  uploadAlbumImage: '/facade/api/upload/uploadAlbumImage',
  uploadImages: '/facade/api/upload/images',
  albumUploadImage: '/facade/api/album/uploadAlbumImage',
  albumDelete: '/facade/api/album/deleteAlbumPic',
  albumOrder: '/facade/api/album/order',
  uploadVideo: '/facade/api/upload/video',
  /** GET /facade/api/media/exempt/file/:id, see mediaFilePath. */
  file: '/facade/api/media/exempt/file',
  adminQueue: '/facade/api/admin/media/queue',
  adminReview: '/facade/api/admin/media/review',
} as const;

export function mediaFilePath(id: number): string {
  return `${MediaPath.file}/${id}`;
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
export const birthdaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'not a calendar date');

const nickname = z.string().trim().min(1).max(NICKNAME_MAX);
const namePart = z.string().trim().max(NAME_PART_MAX);

export const getUserInfoQuerySchema = z.object({
  searchUserId: z.coerce.number().int().positive().optional(),
});

/** Every field optional; an empty bio, first or last name clears it. */
export const profileUpdateBodySchema = z.object({
  nickname: nickname.optional(),
  gender: gender.optional(),
  birthday: birthdaySchema.optional(),
  bio: z.string().trim().max(BIO_MAX).optional(),
  interests: idList(isInterestId, 'interest').optional(),
  languages: idList(isLanguageId, 'language').optional(),
  firstName: namePart.optional(),
  lastName: namePart.optional(),
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
export const saveTermsBodySchema = z.object({ termsVersion: z.string().trim().min(1).max(32) });

const codeField = z.string().trim().min(1).max(16);
export const bindEmailStartBodySchema = z.object({ email: z.string().max(320) });
export const bindEmailConfirmBodySchema = bindEmailStartBodySchema.extend({ code: codeField });
export const bindPhoneStartBodySchema = z.object({ phone: z.string().max(32) });
export const bindPhoneConfirmBodySchema = bindPhoneStartBodySchema.extend({ code: codeField });
export const bindStartAnswerSchema = z.object({ target: z.string(), expiresInSeconds: z.number().int() });
export type BindStartAnswer = z.infer<typeof bindStartAnswerSchema>;

const mediaId = z.coerce.number().int().positive();
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
