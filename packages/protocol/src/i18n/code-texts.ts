import { answerText, ENGLISH_CODE_TEXTS, isAnswerCode, type CodeTexts } from '../answer-codes';
import { interfaceLanguageFor } from '../tables/interface-languages';

/**
 * The translations of the answer-code texts, one module per language, loaded when first asked for: on the web
 * each is a chunk of its own (English, declared with the codes, is bundled); the server loads them alike. The
 * web's i18n namespace 'codes' and the server's error handler both read from here, so a text is written once.
 */
// Keyed by interface language (tables/interface-languages.ts): 'id' not 'in', 'zh-CN' and 'zh-TW' apart. Adding a
// language is one file beside this one and one line here.
const TRANSLATIONS: Readonly<Record<string, () => Promise<{ codeTexts: Partial<CodeTexts> }>>> = {
  de: () => import('./de'),
  ar: () => import('./ar'),
  tr: () => import('./tr'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  es: () => import('./es'),
  pt: () => import('./pt'),
};

/** Languages with a text for answer codes: English and every translation. */
export const CODE_TEXT_LANGUAGES: readonly string[] = ['en', ...Object.keys(TRANSLATIONS)];

/**
 * The code texts of a language, by tag ("de", "de-DE", "zh-Hant"), interface language or our language code.
 * Empty for a language without translations, so the caller falls back to English (answerText does).
 */
export async function loadCodeTexts(language: string): Promise<Partial<CodeTexts>> {
  // A bare "zh" (languageId 2, all the server knows without a stored choice) reads Simplified Chinese.
  const code = interfaceLanguageFor(language);
  if (code === 'en') return ENGLISH_CODE_TEXTS;
  const load = code ? TRANSLATIONS[code] : undefined;
  return load ? (await load()).codeTexts : {};
}

/**
 * An answer's message in the reader's language: a code's own (English) text becomes its translation, English
 * where there is none. Words specific to the case (an administrator's ban message, a validation detail naming a
 * field) are not code texts and pass as they are. HTTP answers and the realtime gateway's refusals both word
 * their messages through this.
 */
export async function answerMessageIn(language: string, code: number, message: string): Promise<string> {
  if (!isAnswerCode(code) || message !== answerText(code)) return message;
  return answerText(code, await loadCodeTexts(language));
}
