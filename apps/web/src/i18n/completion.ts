/**
 * How complete each interface language is, per namespace (issue 18: the completion table, and the check that
 * fails `npm test`). Pure: build-tools/i18n-completion.ts reads the files and prints; the rules are tested here.
 *
 * Counting: keys are compared by their base key, the plural suffix removed (i18next's _zero/_one/_two/_few/
 * _many/_other), because languages need different plural forms: English "items_one" + "items_other" is one key,
 * present in a translation that has any form of "items". A key counts as translated when its text is not empty
 * and is not the English sentence copied (equal to English with two words or more outside its placeholders);
 * single words ("OK", "VIP") and pure formats ("{{title}} – Mingle", "{{ms}} ms") may read the same.
 */
import { diffLocale, flattenLocale, type LocaleTree } from './locale-diff';

/** Below this share of English keys translated, a shipped language fails the check. */
export const COMPLETION_THRESHOLD = 0.85;

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export interface NamespaceCompletion {
  /** English base keys. */
  total: number;
  translated: number;
  /** English base keys not translated (absent, empty, or the English sentence copied). */
  missing: string[];
  /** Base keys the translation has and English lacks. */
  extra: string[];
  /** Keys whose {{placeholders}} differ from English: they would render wrongly. */
  placeholders: string[];
  /**
   * Plural keys lacking a form the language's plural rules ask for, as "key (many)": i18next would show English
   * for those counts (French needs "many" for 1 000 000, Arabic six forms, Japanese only "other").
   */
  pluralForms: string[];
}

export interface LanguageCompletion {
  language: string;
  /** Has translation files, so the switcher offers it. */
  shipped: boolean;
  namespaces: Record<string, NamespaceCompletion>;
  total: number;
  translated: number;
  /** translated / total, 0..1. */
  share: number;
}

export interface CompletionReport {
  namespaces: string[];
  languages: LanguageCompletion[];
  /** Why the check fails; empty when it passes. */
  problems: string[];
}

function baseKeys(tree: LocaleTree): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of flattenLocale(tree)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    out.set(base, [...(out.get(base) ?? []), value]);
  }
  return out;
}

/** Words of a text outside its {{placeholders}} and <tags>: a copied sentence has two or more. */
function words(text: string): string[] {
  return text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').match(/\p{L}{2,}/gu) ?? [];
}

/**
 * Namespaces whose texts may equal English: country names come from the ISO lists (scripts/
 * generate-country-locales.mjs) and many read the same in Latin-script languages ("Costa Rica", "San Marino").
 */
export const COPY_EXEMPT_NAMESPACES: readonly string[] = ['country'];

function isTranslation(values: string[], english: string[], allowCopies: boolean): boolean {
  return values.some(
    (value) =>
      value.trim() !== '' &&
      !value.startsWith('<<') &&
      !(!allowCopies && english.includes(value) && words(value).length > 1),
  );
}

/** The plural forms a language needs (Intl's plural rules, which i18next follows). */
export function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

function missingPluralForms(english: LocaleTree, translated: LocaleTree, language: string): string[] {
  const needed = pluralCategories(language);
  const englishPlurals = new Set(
    [...flattenLocale(english).keys()]
      .filter((k) => PLURAL_SUFFIX.test(k))
      .map((k) => k.replace(PLURAL_SUFFIX, '')),
  );
  const own = new Set(flattenLocale(translated).keys());
  const out: string[] = [];
  for (const key of englishPlurals) {
    // A key not translated at all is counted as missing, not as lacking forms.
    if (!PLURAL_FORMS.some((form) => own.has(`${key}_${form}`))) continue;
    const lacking = needed.filter((form) => !own.has(`${key}_${form}`));
    if (lacking.length) out.push(`${key} (${lacking.join(', ')})`);
  }
  return out;
}

export function namespaceCompletion(
  english: LocaleTree,
  translated: LocaleTree | undefined,
  { allowCopies = false, language }: { allowCopies?: boolean; language?: string } = {},
): NamespaceCompletion {
  const reference = baseKeys(english);
  if (!translated) {
    return {
      total: reference.size,
      translated: 0,
      missing: [...reference.keys()],
      extra: [],
      placeholders: [],
      pluralForms: [],
    };
  }
  const candidate = baseKeys(translated);
  const missing: string[] = [];
  for (const [key, values] of reference) {
    const own = candidate.get(key);
    if (!own || !isTranslation(own, values, allowCopies)) missing.push(key);
  }
  const diff = diffLocale(english, translated);
  return {
    total: reference.size,
    translated: reference.size - missing.length,
    missing,
    extra: diff.extra,
    placeholders: diff.placeholders,
    pluralForms: language ? missingPluralForms(english, translated, language) : [],
  };
}

export interface CompletionInput {
  /** Namespace -> English tree. */
  english: Record<string, LocaleTree>;
  /** Language -> namespace -> tree, for every language to report (files that exist). */
  translations: Record<string, Record<string, LocaleTree>>;
  /** Languages the table lists even without files (the interface languages not written yet). */
  languages: readonly string[];
  /** Languages offered to users: held to the threshold. */
  shipped: readonly string[];
  threshold?: number;
}

export function completionReport({
  english,
  translations,
  languages,
  shipped,
  threshold = COMPLETION_THRESHOLD,
}: CompletionInput): CompletionReport {
  const namespaces = Object.keys(english);
  const problems: string[] = [];
  const known = new Set(languages);
  for (const language of Object.keys(translations)) {
    if (!known.has(language))
      problems.push(`${language}: not an interface language (interface-languages.ts)`);
  }
  const all = [...new Set([...languages, ...Object.keys(translations)])].filter((l) => l !== 'en');
  const rows = all.map((language): LanguageCompletion => {
    const files = translations[language] ?? {};
    const perNamespace: Record<string, NamespaceCompletion> = {};
    let total = 0;
    let done = 0;
    for (const namespace of namespaces) {
      const result = namespaceCompletion(english[namespace] ?? {}, files[namespace], {
        allowCopies: COPY_EXEMPT_NAMESPACES.includes(namespace),
        language,
      });
      perNamespace[namespace] = result;
      total += result.total;
      done += result.translated;
      for (const key of result.extra)
        problems.push(`${language}/${namespace}: key "${key}" does not exist in English`);
      for (const key of result.placeholders) {
        problems.push(`${language}/${namespace}: "${key}" has other {{placeholders}} than English`);
      }
      for (const key of result.pluralForms) {
        problems.push(`${language}/${namespace}: plural ${key} missing, English would show for those counts`);
      }
    }
    for (const namespace of Object.keys(files)) {
      if (!namespaces.includes(namespace))
        problems.push(`${language}/${namespace}: English has no such namespace`);
    }
    const share = total === 0 ? 1 : done / total;
    const isShipped = shipped.includes(language);
    if (isShipped && share < threshold) {
      problems.push(
        `${language}: ${formatPercent(share)} translated, below the ${formatPercent(threshold)} a shipped language needs`,
      );
    }
    return { language, shipped: isShipped, namespaces: perNamespace, total, translated: done, share };
  });
  return { namespaces, languages: rows, problems };
}

function formatPercent(share: number): string {
  return `${Math.floor(share * 100)} %`;
}

/** The table: one row per language, one column per namespace, then the overall share. */
export function formatCompletionTable(report: CompletionReport): string {
  const columns = [...report.namespaces, 'overall'];
  const widths = columns.map((c) => Math.max(c.length, 4));
  const cell = (text: string, width: number) => text.padStart(width);
  const header = ['language'.padEnd(9), ...columns.map((c, i) => cell(c, widths[i] ?? 4)), 'status'].join(
    ' ',
  );
  const lines = [header, '-'.repeat(header.length)];
  for (const row of report.languages) {
    const cells = report.namespaces.map((namespace, i) => {
      const result = row.namespaces[namespace];
      const share = result && result.total > 0 ? result.translated / result.total : 1;
      return cell(row.shipped || result?.translated ? String(Math.floor(share * 100)) : '-', widths[i] ?? 4);
    });
    const overall = cell(formatPercent(row.share), widths.at(-1) ?? 4);
    lines.push(
      [row.language.padEnd(9), ...cells, overall, row.shipped ? 'shipped' : 'not shipped'].join(' '),
    );
  }
  return lines.join('\n');
}
