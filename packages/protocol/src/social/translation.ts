import { z } from 'zod';
import { defineCodes, type AreaCode } from '../define-codes';
import { defineEndpoint } from '../endpoint';
import { LANGUAGE_IDS, type LanguageCode } from '../tables/languages';

/**
 * Chat translation (spec §1, §6, §8.2): a received message translated into the reader's language on request.
 * Free accounts have a daily allowance; VIP (any coin package bought) translates without limit.
 */

/**
 * Answer codes of translation, 18100-18199. §8.2 gives the start of the limit text ('You have reached the daily
 * translation limit...'); its end is ours, in the same voice.
 */
export const translationCodes = defineCodes('translation', {
  DAILY_LIMIT: [
    18101,
    'You have reached the daily translation limit. Buy any coin package for unlimited translation, or come back tomorrow.',
  ],
  /** No engine of this server translates between these two languages; nothing was counted. */
  PAIR_UNAVAILABLE: [18102, 'Translation is not available for this language.'],
  /** The message is not one this reader received (or does not exist). */
  MESSAGE_NOT_FOUND: [18103, 'This message cannot be translated.'],
  /** The engine failed or timed out; nothing was counted. */
  ENGINE_FAILED: [18104, 'The translation did not work this time. Please try again.'],
});
export const TranslationCode = translationCodes.code;
export type TranslationCode = AreaCode<typeof translationCodes>;

const languageCode = z.enum(Object.keys(LANGUAGE_IDS) as [LanguageCode, ...LanguageCode[]]);

export const translateBodySchema = z.object({
  /** The message's server order (`seq` of the dialog message). */
  seq: z.number().int().positive(),
  /** The reader's language: what the message is translated into. */
  to: languageCode,
});
export type TranslateBody = z.infer<typeof translateBodySchema>;

/** How many translations are left today; null when unlimited (VIP). */
const remainingField = z.number().int().nonnegative().nullable();

export const translationSchema = z.object({
  seq: z.number().int(),
  text: z.string(),
  /** The language the engine read the message in; null for one we do not list. */
  from: languageCode.nullable(),
  to: languageCode,
  remaining: remainingField,
});
export type Translation = z.infer<typeof translationSchema>;

export const translationQuotaSchema = z.object({
  /** Free translations a day for an account that is not VIP. */
  dailyFree: z.number().int().nonnegative(),
  remaining: remainingField,
  /** The languages a message can be translated into on this server. */
  targets: z.array(languageCode),
});
export type TranslationQuota = z.infer<typeof translationQuotaSchema>;

const { DAILY_LIMIT, PAIR_UNAVAILABLE, MESSAGE_NOT_FOUND, ENGINE_FAILED } = TranslationCode;

export const translationApi = {
  translate: defineEndpoint({
    method: 'POST',
    path: '/facade/api/chat/translate',
    input: translateBodySchema,
    data: translationSchema,
    codes: [DAILY_LIMIT, PAIR_UNAVAILABLE, MESSAGE_NOT_FOUND, ENGINE_FAILED],
    summary:
      'Translate a received message into the reader language (counted against the free daily allowance)',
  }),
  quota: defineEndpoint({
    method: 'GET',
    path: '/facade/api/chat/translate/quota',
    data: translationQuotaSchema,
    summary: "Today's translation allowance and the languages this server translates into",
  }),
} as const;
