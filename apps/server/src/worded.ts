import type { LanguageCode } from '@mingle/protocol';

/**
 * Texts the server words itself (mails, SMS): English in full, other languages where written. Answer-code
 * texts are not here: they are the protocol's (packages/protocol/src/i18n), shared with the web app.
 */
export type Worded<T> = { readonly en: T } & Partial<Readonly<Record<LanguageCode, T>>>;

/** The wording in the reader's language, or English when there is none. */
export function inLanguage<T>(worded: Worded<T>, language: LanguageCode | undefined): T {
  return (language && worded[language]) ?? worded.en;
}
