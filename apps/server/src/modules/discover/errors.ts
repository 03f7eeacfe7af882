import { answerText, type DiscoverCode } from '@mingle/protocol';
import { AppError } from '../../errors';

/** A Discover refusal with the protocol's code and English text (packages/protocol/src/discover). */
export class DiscoverError extends AppError {
  constructor(code: DiscoverCode, httpStatus = 400) {
    super(code, answerText(code), httpStatus);
  }
}
