import { z } from 'zod';
import { OnlineStatus } from '../tables/online-status';

/** Online status calls of spec §7.1. They sit under 'exempt'; the two writes still need the caller's session. */
export const PresencePath = {
  /** GET ?userIds=1,2,3: each id's status as the caller may see it (invalid ids become 0, spec §5). */
  batch: '/facade/api/onlinestatus/exempt/batch',
  /** POST: keeps the signed-in user's presence alive (the web's fallback when its socket is down). */
  heartbeat: '/facade/api/onlinestatus/exempt/heartbeat/status',
  /** POST { status: 2 | 3 }: online, or invisible (others then see 0). */
  upload: '/facade/api/onlinestatus/exempt/upload/status',
} as const;

/** Ids asked for in one batch call at most. */
export const PRESENCE_BATCH_MAX = 200;

/**
 * The comma list of spec §5: every entry is kept, in order, and an entry that is not a positive whole number
 * becomes 0 (its status is then 0 too), so the answer lines up with the question. Empty entries are skipped.
 */
export const presenceBatchQuerySchema = z.object({
  userIds: z
    .string()
    .max(PRESENCE_BATCH_MAX * 12)
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => {
          const n = Number(part);
          return Number.isSafeInteger(n) && n > 0 ? n : 0;
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
