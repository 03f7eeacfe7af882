import { answerText, type RefundCode } from '@mingle/protocol';
import { AppError } from '../../errors';

/** A refund-report refusal with the protocol's code and English text (packages/protocol/src/refunds). */
export class RefundError extends AppError {
  constructor(code: RefundCode, httpStatus = 400) {
    super(code, answerText(code), httpStatus);
  }
}
