import { accountMessages, type AccountCode } from '@mingle/protocol';
import { AppError } from '../../errors';

/** An accounts-area refusal with the protocol's code and English text (see packages/protocol/src/accounts). */
export class AccountError extends AppError {
  constructor(code: AccountCode, httpStatus = 400, message: string = accountMessages[code]) {
    super(code, message, httpStatus);
  }
}
