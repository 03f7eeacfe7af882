import { z } from 'zod';

/**
 * Admin ban request: an account ban needs targetUserId, a device ban targetDeviceId, a ban of both needs both.
 * ('userId' and 'deviceId' are common request fields naming the caller, hence the target prefix.)
 */
export const adminBanRequestSchema = z
  .object({
    kind: z.enum(['account', 'device', 'both']),
    targetUserId: z.coerce.number().int().positive().optional(),
    targetDeviceId: z.string().min(1).max(128).optional(),
    hours: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .optional(),
    message: z.string().trim().min(1).max(500).optional(),
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

export const adminLiftBanRequestSchema = z.object({ id: z.coerce.number().int().positive() });
