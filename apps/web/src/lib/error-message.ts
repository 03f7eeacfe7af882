import { ApiError } from './api-client';
import { answerMessage, type CatalogueMessage } from './error-catalogue';

/**
 * What to tell the user about a failed call: for an answer, its code's text in the language shown (the
 * server's own words only for a code this build does not know); for a lost connection or anything else, the
 * general apology.
 */
export function errorMessageOf(error: unknown): CatalogueMessage {
  return error instanceof ApiError && error.kind === 'answer'
    ? answerMessage(error.code, error.message)
    : { key: 'errors.generic' };
}
