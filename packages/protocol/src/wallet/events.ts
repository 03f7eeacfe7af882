import { z } from 'zod';

/** A user's wallet as the header shows it: spendable coins (goldNum), coins held by pending holds, points. */
export const walletBalanceSchema = z.object({
  coins: z.number().int().nonnegative(),
  heldCoins: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** Realtime events the server sends about the wallet area; spread into serverEventSchemas (realtime-events.ts). */
export const walletServerEvents = {
  /** Sent to the user after every committed movement that touched their coins, holds or points. */
  'wallet:balance': walletBalanceSchema,
} as const;
