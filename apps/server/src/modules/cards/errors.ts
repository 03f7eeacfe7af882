import { answerText, type CardCode } from '@mingle/protocol';
import { AppError } from '../../errors';

/** A saved-cards refusal with the protocol's code and English text (packages/protocol/src/cards). */
export class CardError extends AppError {
  constructor(code: CardCode, httpStatus = 400) {
    super(code, answerText(code), httpStatus);
  }
}
