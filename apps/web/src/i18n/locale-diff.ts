/** Key-by-key comparison of two locale files, used by the parity test (a missing key must fail a test). */

export type LocaleTree = Record<string, unknown>;

// i18next plural suffixes: languages differ in which forms they need (Arabic has six, English two).
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flattenLocale(value as LocaleTree, path)) out.set(k, v);
    } else out.set(path, `<<${typeof value}>>`);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

export interface LocaleDiff {
  missing: string[];
  extra: string[];
  /** Keys whose {{placeholders}} differ from the reference's. */
  placeholders: string[];
  /** Keys that are empty, or not strings at all. */
  invalid: string[];
}

export function diffLocale(reference: LocaleTree, candidate: LocaleTree): LocaleDiff {
  const ref = flattenLocale(reference);
  const cand = flattenLocale(candidate);
  const refKeys = new Map([...ref].map(([k, v]) => [k.replace(PLURAL_SUFFIX, ''), v]));
  const candKeys = new Map([...cand].map(([k, v]) => [k.replace(PLURAL_SUFFIX, ''), v]));
  const diff: LocaleDiff = { missing: [], extra: [], placeholders: [], invalid: [] };
  for (const [key, value] of refKeys) {
    const other = candKeys.get(key);
    if (other === undefined) diff.missing.push(key);
    else if (placeholders(value).join() !== placeholders(other).join()) diff.placeholders.push(key);
  }
  for (const [key, value] of candKeys) {
    if (!refKeys.has(key)) diff.extra.push(key);
    if (value.trim() === '' || value.startsWith('<<')) diff.invalid.push(key);
  }
  return diff;
}
