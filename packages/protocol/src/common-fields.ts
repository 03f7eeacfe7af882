import { z } from 'zod';
import { boundedInt, dbId, safeString } from './fields';

/** platformType is always 4 for the web client (spec §3). */
export const PLATFORM_TYPE_WEB = 4;

const shortText = (max: number) => safeString().trim().min(1).max(max);

/**
 * The common request fields of spec §3/§7. They arrive in the body for POST/PUT/PATCH and in the query for
 * GET/DELETE, so every value is accepted as a string too and coerced.
 */
export const commonFieldsSchema = z.object({
  appId: safeString().max(64).optional(),
  version: safeString().max(32).optional(),
  platformType: boundedInt().optional(),
  languageId: boundedInt().optional(),
  deviceId: shortText(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
    .optional(),
  nonce: shortText(128).optional(),
  userId: dbId().optional(),
  loginToken: safeString().max(128).optional(),
  timestamp: z.coerce.number().int().nonnegative().optional(),
  sign: z
    .string()
    .regex(/^[0-9A-F]{64}$/, 'must be 64 uppercase hex digits')
    .optional(),
});
export type CommonFields = z.infer<typeof commonFieldsSchema>;

/** What a signed, logged-in request must carry. */
export const authenticatedFieldsSchema = commonFieldsSchema.required({
  deviceId: true,
  nonce: true,
  userId: true,
  loginToken: true,
  timestamp: true,
  sign: true,
});
export type AuthenticatedFields = z.infer<typeof authenticatedFieldsSchema>;

export const COMMON_FIELD_NAMES = Object.keys(commonFieldsSchema.shape) as (keyof CommonFields)[];
