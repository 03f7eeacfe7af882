import { TranslationCode } from '@mingle/protocol';
import { areaError } from '../../errors';

/** A translation refusal with the protocol's code and English text (packages/protocol/src/social/translation.ts). */
export class TranslationError extends areaError<TranslationCode>({
  [TranslationCode.DAILY_LIMIT]: 429,
  [TranslationCode.PAIR_UNAVAILABLE]: 422,
  [TranslationCode.MESSAGE_NOT_FOUND]: 404,
  [TranslationCode.ENGINE_FAILED]: 503,
}) {}
