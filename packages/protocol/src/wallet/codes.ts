import { defineCodes, type AreaCode } from '../define-codes';

/**
 * Answer codes of the wallet (coin ledger) area, 12000-12099, each with the English text the server sends.
 * A refused spend answers with spec §8.2's 'Insufficient Balance'; the other texts are ours, in the same voice.
 */
export const walletCodes = defineCodes('wallet', {
  INSUFFICIENT_BALANCE: [12001, 'Insufficient Balance'],
  /** An idempotency key was used again with other parameters: a client or server bug, never retried blindly. */
  IDEMPOTENCY_CONFLICT: [12002, 'This request was already made with other details.'],
  HOLD_NOT_FOUND: [12003, 'This reservation does not exist.'],
  HOLD_NOT_PENDING: [12004, 'This reservation has already been settled or released.'],
  MOVEMENT_NOT_FOUND: [12005, 'This transaction does not exist.'],
  ALREADY_REVERSED: [12006, 'This transaction has already been reversed.'],
  NOT_REVERSIBLE: [12007, 'A reversal cannot be reversed.'],
  INVALID_AMOUNT: [12008, 'The amount must be a positive whole number.'],
});
export const WalletCode = walletCodes.code;
export type WalletCode = AreaCode<typeof walletCodes>;

/** Spec §8.2's second wording of a refused spend, for the client to show where a sentence reads better. */
export const NOT_ENOUGH_COINS_TEXT = "You don't have enough coins.";
