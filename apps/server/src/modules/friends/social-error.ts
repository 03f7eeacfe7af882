import { socialMessages, type SocialCode } from '@mingle/protocol';
import { AppError } from '../../errors';

/** A social-area refusal (friends, chat, presence, blocks, reports) with the protocol's code and English text. */
export class SocialError extends AppError {
  constructor(code: SocialCode, httpStatus = 400, message: string = socialMessages[code]) {
    super(code, message, httpStatus);
  }
}
