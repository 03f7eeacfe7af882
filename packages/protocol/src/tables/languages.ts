/**
 * Language ids sent as the languageId common field and stored on profiles.
 * Spec §3 fixes en 1 to ko 14 and sn 36 only; ids 15 to 35 are our own assignment and must stay stable once
 * released, because profiles store them. "in" is the legacy code for Indonesian that the wire format keeps.
 */
export const LANGUAGE_IDS = {
  en: 1,
  zh: 2,
  es: 3,
  ru: 4,
  fr: 5,
  ja: 6,
  de: 7,
  ar: 8,
  ur: 9,
  in: 10,
  bn: 11,
  pt: 12,
  nl: 13,
  ko: 14,
  tr: 15,
  it: 16,
  th: 17,
  vi: 18,
  ms: 19,
  hi: 20,
  pl: 21,
  sv: 22,
  da: 23,
  no: 24,
  fi: 25,
  he: 26,
  fa: 27,
  uk: 28,
  ro: 29,
  el: 30,
  cs: 31,
  hu: 32,
  tl: 33,
  ta: 34,
  sw: 35,
  sn: 36,
} as const;
export type LanguageCode = keyof typeof LANGUAGE_IDS;
export type LanguageId = (typeof LANGUAGE_IDS)[LanguageCode];

export const DEFAULT_LANGUAGE_ID: LanguageId = LANGUAGE_IDS.en;

/**
 * Codes that reach us in another spelling: browsers send "id" (Indonesian), "iw" (old Hebrew), "nb"/"nn"
 * (Norwegian) and "fil"; the route prefix uses "gb" for English.
 */
const LANGUAGE_ALIASES: Readonly<Record<string, LanguageCode>> = {
  id: 'in',
  gb: 'en',
  iw: 'he',
  nb: 'no',
  nn: 'no',
  fil: 'tl',
};

/** Our language code for a BCP 47 tag, route prefix or bare code, or undefined when we do not have one. */
export function languageCodeFor(tag: string | null | undefined): LanguageCode | undefined {
  const primary = (tag ?? '').trim().split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  const code = LANGUAGE_ALIASES[primary] ?? primary;
  return Object.hasOwn(LANGUAGE_IDS, code) ? (code as LanguageCode) : undefined;
}

/** The languageId for a tag such as "de", "de-DE" or "id"; anything unknown falls back to English. */
export function languageIdFor(tag: string | null | undefined): LanguageId {
  const code = languageCodeFor(tag);
  return code ? LANGUAGE_IDS[code] : DEFAULT_LANGUAGE_ID;
}

const codesById = new Map<number, LanguageCode>(
  Object.entries(LANGUAGE_IDS).map(([code, id]) => [id, code as LanguageCode]),
);

/** The language code of a languageId (the common request field); undefined for ids that are not languages. */
export function languageCodeOf(id: number | null | undefined): LanguageCode | undefined {
  return id === null || id === undefined ? undefined : codesById.get(id);
}

/** Languages that need dir="rtl". */
export const RTL_LANGUAGES = ['ar', 'he', 'ur', 'fa'] as const;

export function isRtl(tag: string | null | undefined): boolean {
  const code = languageCodeFor(tag);
  return code !== undefined && (RTL_LANGUAGES as readonly string[]).includes(code);
}

/** Pseudo-languages of the Discover filter, kept clear of real language ids. */
export const FOR_YOU_LANGUAGE_ID = 1001;
export const NEW_LANGUAGE_ID = 1002;

export interface LanguageNameEntry {
  id: number;
  /** English name, the fallback when the "language" i18n namespace lacks a translation. */
  name: string;
}

/** The language filter list: the two pseudo-entries first, then every language by id. */
export const LANGUAGE_NAME_ENTRIES: readonly LanguageNameEntry[] = [
  { id: FOR_YOU_LANGUAGE_ID, name: 'For You' },
  { id: NEW_LANGUAGE_ID, name: 'New' },
  { id: 1, name: 'English' },
  { id: 2, name: 'Chinese' },
  { id: 3, name: 'Spanish' },
  { id: 4, name: 'Russian' },
  { id: 5, name: 'French' },
  { id: 6, name: 'Japanese' },
  { id: 7, name: 'German' },
  { id: 8, name: 'Arabic' },
  { id: 9, name: 'Urdu' },
  { id: 10, name: 'Indonesian' },
  { id: 11, name: 'Bengali' },
  { id: 12, name: 'Portuguese' },
  { id: 13, name: 'Dutch' },
  { id: 14, name: 'Korean' },
  { id: 15, name: 'Turkish' },
  { id: 16, name: 'Italian' },
  { id: 17, name: 'Thai' },
  { id: 18, name: 'Vietnamese' },
  { id: 19, name: 'Malay' },
  { id: 20, name: 'Hindi' },
  { id: 21, name: 'Polish' },
  { id: 22, name: 'Swedish' },
  { id: 23, name: 'Danish' },
  { id: 24, name: 'Norwegian' },
  { id: 25, name: 'Finnish' },
  { id: 26, name: 'Hebrew' },
  { id: 27, name: 'Persian' },
  { id: 28, name: 'Ukrainian' },
  { id: 29, name: 'Romanian' },
  { id: 30, name: 'Greek' },
  { id: 31, name: 'Czech' },
  { id: 32, name: 'Hungarian' },
  { id: 33, name: 'Filipino' },
  { id: 34, name: 'Tamil' },
  { id: 35, name: 'Swahili' },
  { id: 36, name: 'Shona' },
];

const realLanguageIds = new Set<number>(Object.values(LANGUAGE_IDS));

/** True for ids a profile may store; the pseudo-entries are filters, not languages. */
export function isLanguageId(id: unknown): id is LanguageId {
  return typeof id === 'number' && realLanguageIds.has(id);
}
