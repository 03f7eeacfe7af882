import { z } from 'zod';
import { orderStatusSchema } from './shop';

/** Realtime events the server sends about the payments area; spread into serverEventSchemas (realtime-events.ts). */
export const paymentsServerEvents = {
  /** Sent to the buyer after an order settled (committed): payRes stops its countdown on it. */
  'payment:order': z.object({ orderNo: z.string(), status: orderStatusSchema }),
  /** Sent when the user's VIP status changed (the first purchase turns it on). */
  'vip:status': z.object({ isVip: z.boolean(), vipSince: z.string().nullable() }),
} as const;
