import { z } from 'zod';
import { Code } from '../error-codes';
import { defineEndpoint } from '../endpoint';
import { dbId, safeString } from '../fields';

export const banKindSchema = z.enum(['account', 'device', 'both']);

/**
 * Admin ban request: an account ban needs targetUserId, a device ban targetDeviceId, a ban of both needs both.
 * ('userId' and 'deviceId' are common request fields naming the caller, hence the target prefix.)
 */
export const adminBanRequestSchema = z
  .object({
    kind: banKindSchema,
    targetUserId: dbId().optional(),
    targetDeviceId: safeString().min(1).max(128).optional(),
    hours: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .optional(),
    message: safeString().trim().min(1).max(500).optional(),
  })
  .refine((b) => b.kind === 'device' || b.targetUserId !== undefined, {
    message: 'targetUserId is required',
    path: ['targetUserId'],
  })
  .refine((b) => b.kind === 'account' || b.targetDeviceId !== undefined, {
    message: 'targetDeviceId is required',
    path: ['targetDeviceId'],
  });
export type AdminBanRequest = z.infer<typeof adminBanRequestSchema>;

export const adminLiftBanRequestSchema = z.object({ id: dbId() });

/** A ban as admins see it; times are ISO 8601. */
export const banViewSchema = z.object({
  id: z.number().int(),
  kind: banKindSchema,
  userId: z.number().int().nullable(),
  deviceId: z.string().nullable(),
  message: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  liftedAt: z.string().nullable(),
  /** Who banned: 'admin:<id>' or the command line. */
  createdBy: z.string(),
});
export type BanView = z.infer<typeof banViewSchema>;

/** Ban management for admins; the same operations exist as `npm run admin` commands. */
export const moderationApi = {
  ban: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/ban',
    input: adminBanRequestSchema,
    data: banViewSchema,
    admin: true,
    summary: "Ban an account, a device or both; the target's sessions end and their sockets close at once",
  }),
  liftBan: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/ban/lift',
    input: adminLiftBanRequestSchema,
    data: banViewSchema,
    codes: [Code.NOT_FOUND],
    admin: true,
    summary: 'Lift a ban in force',
  }),
  bans: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/bans',
    data: banViewSchema.array(),
    admin: true,
    summary: 'The latest bans, newest first',
  }),
} as const;
