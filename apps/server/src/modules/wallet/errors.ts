import { answerText, WalletCode } from '@mingle/protocol';
import { AppError } from '../../errors';

/** A wallet-area refusal with the protocol's code and English text (see packages/protocol/src/wallet). */
export class WalletError extends AppError {
  constructor(code: WalletCode, httpStatus = 400, message: string = answerText(code)) {
    super(code, message, httpStatus);
  }
}

/** A spend, hold or take-back larger than the spendable balance: spec §8.2 'Insufficient Balance'. */
export class InsufficientCoinsError extends WalletError {
  constructor() {
    super(WalletCode.INSUFFICIENT_BALANCE, 402);
  }
}

/** The idempotency key was already used with other parameters; nothing moved. */
export class IdempotencyConflictError extends WalletError {
  constructor(readonly key: string) {
    super(WalletCode.IDEMPOTENCY_CONFLICT, 409);
  }
}
