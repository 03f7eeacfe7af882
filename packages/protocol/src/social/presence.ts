import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { INT32_MAX, safeString } from '../fields';
import { OnlineStatus } from '../tables/online-status';

/** Ids asked for in one batch call at most. */
export const PRESENCE_BATCH_MAX = 200;

/**
 * The comma list of spec §5: every entry is kept, in order, and an entry that is not a positive whole number
 * that can be an id (32-bit) becomes 0 (its status is then 0 too), so the answer lines up with the question.
 * Empty entries are skipped.
 */
export const presenceBatchQuerySchema = z.object({
  userIds: safeString()
    .max(PRESENCE_BATCH_MAX * 12)
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => {
          const n = Number(part);
          return Number.isSafeInteger(n) && n > 0 && n <= INT32_MAX ? n : 0;
        }),
    )
    .pipe(z.array(z.number().int()).max(PRESENCE_BATCH_MAX)),
});

export const presenceEntrySchema = z.object({ userId: z.number().int(), status: z.number().int() });
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

const visibleStatus = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.union([z.literal(OnlineStatus.ONLINE), z.literal(OnlineStatus.INVISIBLE)]),
);

export const heartbeatBodySchema = z.object({ status: visibleStatus.optional() });
export const uploadStatusBodySchema = z.object({ status: visibleStatus });
/** The caller's own status as recorded (invisible stays 3 for the owner; busy survives heartbeats). */
export const ownStatusSchema = z.object({ status: z.number().int() });

/** Online status calls of spec §7.1. They sit under 'exempt'; the two writes still need the caller's session. */
export const presenceApi = {
  batch: defineEndpoint({
    method: 'GET',
    path: '/facade/api/onlinestatus/exempt/batch',
    input: presenceBatchQuerySchema,
    data: presenceEntrySchema.array(),
    summary: "Each id's status as the caller may see it (userIds=1,2,3; invalid ids become 0, spec §5)",
  }),
  heartbeat: defineEndpoint({
    method: 'POST',
    path: '/facade/api/onlinestatus/exempt/heartbeat/status',
    input: heartbeatBodySchema,
    data: ownStatusSchema,
    summary: "Keeps the signed-in user's presence alive (the web's fallback when its socket is down)",
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/facade/api/onlinestatus/exempt/upload/status',
    input: uploadStatusBodySchema,
    data: ownStatusSchema,
    summary: 'Set the signed-in user online (2) or invisible (3: others then see 0)',
  }),
} as const;
