import { LANGUAGE_IDS, languageCodeFor, type LanguageCode, type LanguageId } from './languages';

/**
 * The languages the interface can be shown in (issue 18, spec §1 "about 30", §9's list), declared once. Each has
 * the code its locale files are named by (web `locales/<code>/`, protocol `i18n/<code>.ts`), its name in itself
 * (what the switcher shows, so a reader finds theirs whatever the page is in), its direction, and the language
 * code of spec §3 it is sent and stored as (languageId). Two interface languages can share one language id:
 * zh-CN and zh-TW are both Chinese (id 2) on a profile and in the common fields, but separate interfaces.
 *
 * Declaring a language here promises nothing: a language is offered once its translation files exist (the web's
 * `shippedLanguages()`), and the completion check (`npm run i18n:completion`) holds shipped ones to 85 %.
 */
export const INTERFACE_LANGUAGES = [
  { code: 'ar', nativeName: 'العربية', dir: 'rtl', language: 'ar' },
  { code: 'bn', nativeName: 'বাংলা', dir: 'ltr', language: 'bn' },
  { code: 'da', nativeName: 'Dansk', dir: 'ltr', language: 'da' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr', language: 'de' },
  { code: 'el', nativeName: 'Ελληνικά', dir: 'ltr', language: 'el' },
  { code: 'en', nativeName: 'English', dir: 'ltr', language: 'en' },
  { code: 'es', nativeName: 'Español', dir: 'ltr', language: 'es' },
  { code: 'fa', nativeName: 'فارسی', dir: 'rtl', language: 'fa' },
  { code: 'fi', nativeName: 'Suomi', dir: 'ltr', language: 'fi' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', language: 'fr' },
  { code: 'he', nativeName: 'עברית', dir: 'rtl', language: 'he' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr', language: 'hi' },
  // "in" is the legacy code the wire format keeps for Indonesian (spec §3); the interface uses the BCP 47 "id".
  { code: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr', language: 'in' },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr', language: 'it' },
  { code: 'ja', nativeName: '日本語', dir: 'ltr', language: 'ja' },
  { code: 'ko', nativeName: '한국어', dir: 'ltr', language: 'ko' },
  { code: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr', language: 'ms' },
  { code: 'nl', nativeName: 'Nederlands', dir: 'ltr', language: 'nl' },
  { code: 'no', nativeName: 'Norsk', dir: 'ltr', language: 'no' },
  { code: 'pl', nativeName: 'Polski', dir: 'ltr', language: 'pl' },
  { code: 'pt', nativeName: 'Português', dir: 'ltr', language: 'pt' },
  { code: 'ro', nativeName: 'Română', dir: 'ltr', language: 'ro' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr', language: 'ru' },
  { code: 'sv', nativeName: 'Svenska', dir: 'ltr', language: 'sv' },
  { code: 'th', nativeName: 'ไทย', dir: 'ltr', language: 'th' },
  { code: 'tl', nativeName: 'Tagalog', dir: 'ltr', language: 'tl' },
  { code: 'tr', nativeName: 'Türkçe', dir: 'ltr', language: 'tr' },
  { code: 'uk', nativeName: 'Українська', dir: 'ltr', language: 'uk' },
  { code: 'ur', nativeName: 'اردو', dir: 'rtl', language: 'ur' },
  { code: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr', language: 'vi' },
  { code: 'zh-CN', nativeName: '简体中文', dir: 'ltr', language: 'zh' },
  { code: 'zh-TW', nativeName: '繁體中文', dir: 'ltr', language: 'zh' },
] as const satisfies readonly {
  code: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
  language: LanguageCode;
}[];

export type InterfaceLanguageEntry = (typeof INTERFACE_LANGUAGES)[number];
export type InterfaceLanguage = InterfaceLanguageEntry['code'];

export const INTERFACE_LANGUAGE_CODES = INTERFACE_LANGUAGES.map((l) => l.code) as [
  InterfaceLanguage,
  ...InterfaceLanguage[],
];

const byCode = new Map<string, InterfaceLanguageEntry>(INTERFACE_LANGUAGES.map((l) => [l.code, l]));

export function isInterfaceLanguage(code: unknown): code is InterfaceLanguage {
  return typeof code === 'string' && byCode.has(code);
}

export function interfaceLanguageEntry(code: InterfaceLanguage): InterfaceLanguageEntry {
  return byCode.get(code) as InterfaceLanguageEntry;
}

// Chinese scripts by region, for tags that name a region but no script (zh-HK reads Traditional characters).
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The interface language for a BCP 47 tag, route prefix, our language code or an interface code: "de-AT" -> de,
 * "in"/"id-ID" -> id, "nb" -> no, "fil" -> tl, "iw" -> he, "gb" -> en, "zh-Hant"/"zh-HK"/"zh-TW" -> zh-TW and any
 * other Chinese -> zh-CN. undefined when we have no interface in that language.
 */
export function interfaceLanguageFor(tag: string | null | undefined): InterfaceLanguage | undefined {
  const clean = (tag ?? '').trim();
  if (isInterfaceLanguage(clean)) return clean;
  const language = languageCodeFor(clean);
  if (!language) return undefined;
  if (language === 'zh') {
    const subtags = clean.toLowerCase().split(/[-_]/).slice(1);
    if (subtags.includes('hant')) return 'zh-TW';
    if (subtags.includes('hans')) return 'zh-CN';
    return subtags.some((s) => TRADITIONAL_CHINESE_REGIONS.has(s)) ? 'zh-TW' : 'zh-CN';
  }
  return INTERFACE_LANGUAGES.find((l) => l.language === language)?.code;
}

/** The spec §3 language id an interface language is sent and stored as (zh-CN and zh-TW are both 2). */
export function languageIdOfInterface(code: InterfaceLanguage): LanguageId {
  return LANGUAGE_IDS[interfaceLanguageEntry(code).language];
}
