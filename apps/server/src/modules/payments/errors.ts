import { answerText, type PaymentCode } from '@mingle/protocol';
import { AppError } from '../../errors';

/** A payments-area refusal with the protocol's code and English text (see packages/protocol/src/payments). */
export class PaymentError extends AppError {
  constructor(code: PaymentCode, httpStatus = 400, message: string = answerText(code)) {
    super(code, message, httpStatus);
  }
}
