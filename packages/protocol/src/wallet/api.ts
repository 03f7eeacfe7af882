import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boundedInt } from '../fields';
import { walletBalanceSchema } from './events';

export const WALLET_HISTORY_PAGE_SIZE = 20;
export const WALLET_HISTORY_MAX_PAGE_SIZE = 100;

export const walletHistoryQuerySchema = z.object({
  page: boundedInt().min(1).default(1),
  size: boundedInt().min(1).max(WALLET_HISTORY_MAX_PAGE_SIZE).default(WALLET_HISTORY_PAGE_SIZE),
});
export type WalletHistoryQuery = z.infer<typeof walletHistoryQuerySchema>;

/** What a movement did to the user's coins: credit, spend, refund, reversal, or a settled call minute (hold_post). */
export const walletMovementKindSchema = z.enum(['credit', 'spend', 'refund', 'reversal', 'hold_post']);
export type WalletMovementKind = z.infer<typeof walletMovementKindSchema>;

export const walletHistoryItemSchema = z.object({
  movementId: z.string(),
  /** Signed whole coins: positive in, negative out. */
  coins: z.number().int(),
  kind: walletMovementKindSchema,
  /** Where coins came from ('purchase', 'subscription', 'promotion', 'grant', 'refund') or went ('call', 'gift', ...). */
  label: z.string(),
  /** The order number, room or gift the movement belongs to; a reversal's reason. */
  reference: z.string().nullable(),
  /** Milliseconds since the epoch. */
  time: z.number().int(),
});
export type WalletHistoryItem = z.infer<typeof walletHistoryItemSchema>;

/** Newest first. */
export const walletHistoryPageSchema = z.object({
  list: z.array(walletHistoryItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type WalletHistoryPage = z.infer<typeof walletHistoryPageSchema>;

/** One movement of the user's points: earned (a call minute, a gift), paid out, or corrected. */
export const pointHistoryItemSchema = z.object({
  movementId: z.string(),
  /** Signed whole points: positive earned, negative paid out or corrected. */
  points: z.number().int(),
  /** The movement's kind ('spend' and 'hold_post' earn, 'payout', 'reversal'). */
  kind: z.string(),
  /** Where the points came from: 'call', 'gift', ...; 'payout' for a payout. */
  label: z.string(),
  /** The room, or `gift:<sendId>:<gift name>`; a reversal's reason. */
  reference: z.string().nullable(),
  time: z.number().int(),
});
export type PointHistoryItem = z.infer<typeof pointHistoryItemSchema>;

export const pointHistoryPageSchema = z.object({
  list: z.array(pointHistoryItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

/** The user's own wallet: balance, coin and point histories (docs/API.md, docs/LEDGER.md). All need a session. */
export const walletApi = {
  balance: defineEndpoint({
    method: 'GET',
    path: '/facade/api/wallet/balance',
    data: walletBalanceSchema,
    summary: "The caller's spendable coins, coins held for a call minute, and points",
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/facade/api/wallet/history',
    input: walletHistoryQuerySchema,
    data: walletHistoryPageSchema,
    summary: "The caller's coin movements, newest first, paged",
  }),
  pointHistory: defineEndpoint({
    method: 'GET',
    path: '/facade/api/wallet/pointHistory',
    input: walletHistoryQuerySchema,
    data: pointHistoryPageSchema,
    summary: "The caller's point movements (calls, gifts, payouts), newest first, paged",
  }),
} as const;
