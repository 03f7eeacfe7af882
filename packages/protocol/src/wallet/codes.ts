/**
 * Answer codes of the wallet (coin ledger) area, 12000-12099, each with the English text the server sends.
 * A refused spend answers with spec §8.2's 'Insufficient Balance'; the other texts are ours, in the same voice.
 */
export const WalletCode = {
  INSUFFICIENT_BALANCE: 12001,
  /** An idempotency key was used again with other parameters: a client or server bug, never retried blindly. */
  IDEMPOTENCY_CONFLICT: 12002,
  HOLD_NOT_FOUND: 12003,
  HOLD_NOT_PENDING: 12004,
  MOVEMENT_NOT_FOUND: 12005,
  ALREADY_REVERSED: 12006,
  NOT_REVERSIBLE: 12007,
  INVALID_AMOUNT: 12008,
} as const;
export type WalletCode = (typeof WalletCode)[keyof typeof WalletCode];

export const walletMessages: Record<WalletCode, string> = {
  [WalletCode.INSUFFICIENT_BALANCE]: 'Insufficient Balance',
  [WalletCode.IDEMPOTENCY_CONFLICT]: 'This request was already made with other details.',
  [WalletCode.HOLD_NOT_FOUND]: 'This reservation does not exist.',
  [WalletCode.HOLD_NOT_PENDING]: 'This reservation has already been settled or released.',
  [WalletCode.MOVEMENT_NOT_FOUND]: 'This transaction does not exist.',
  [WalletCode.ALREADY_REVERSED]: 'This transaction has already been reversed.',
  [WalletCode.NOT_REVERSIBLE]: 'A reversal cannot be reversed.',
  [WalletCode.INVALID_AMOUNT]: 'The amount must be a positive whole number.',
};

/** Spec §8.2's second wording of a refused spend, for the client to show where a sentence reads better. */
export const NOT_ENOUGH_COINS_TEXT = "You don't have enough coins.";
