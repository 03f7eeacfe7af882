import { languageCodeFor, ROUTE_LANGUAGE_PREFIXES, type RouteLanguagePrefix } from '@mingle/protocol';

/** The optional first path segment of every route (spec §2.1); gb stands for English. */
export const LANGUAGE_PREFIXES = ROUTE_LANGUAGE_PREFIXES;
export type LanguagePrefix = RouteLanguagePrefix;

/** Languages a route prefix can select. */
export type RouteLanguage = 'en' | Exclude<LanguagePrefix, 'gb'>;

const prefixSet: ReadonlySet<string> = new Set(LANGUAGE_PREFIXES);

export function isLanguagePrefix(segment: string): segment is LanguagePrefix {
  return prefixSet.has(segment);
}

export function languageForPrefix(prefix: LanguagePrefix): RouteLanguage {
  return prefix === 'gb' ? 'en' : prefix;
}

/** English gets the explicit gb prefix, because the bare path follows the browser's language. */
export function prefixForLanguage(language: RouteLanguage): LanguagePrefix {
  return language === 'en' ? 'gb' : language;
}

export interface ParsedPath {
  prefix: LanguagePrefix | null;
  /** The path inside the prefix, always starting with '/'. */
  rest: string;
}

/** Splits '/de/shop' into { prefix: 'de', rest: '/shop' }; only exact, lowercase prefixes count. */
export function parseLanguagePrefix(pathname: string): ParsedPath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const slash = path.indexOf('/', 1);
  const first = slash < 0 ? path.slice(1) : path.slice(1, slash);
  if (!isLanguagePrefix(first)) return { prefix: null, rest: path };
  return { prefix: first, rest: slash < 0 ? '/' : path.slice(slash) };
}

/**
 * The lower-case form of a path whose first segment is a language prefix in another case ('/DE/shop' ->
 * '/de/shop'), or null when there is nothing to correct. The router matches prefixes case-sensitively and
 * redirects these, so one language always has one URL and every link on the page keeps its prefix.
 */
export function canonicalPrefixPath(pathname: string): string | null {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const slash = path.indexOf('/', 1);
  const first = slash < 0 ? path.slice(1) : path.slice(1, slash);
  const lower = first.toLowerCase();
  if (lower === first || !isLanguagePrefix(lower)) return null;
  return withPrefix(lower, slash < 0 ? '/' : path.slice(slash));
}

/** Joins a prefix and an inner path: (de, '/shop') -> '/de/shop', (null, '/shop') -> '/shop', (de, '/') -> '/de/'. */
export function withPrefix(prefix: LanguagePrefix | null, rest: string): string {
  const inner = rest.startsWith('/') ? rest : `/${rest}`;
  return prefix ? `/${prefix}${inner}` : inner;
}

/**
 * The language a path asks for: its prefix, otherwise the first of the browser's languages we ship,
 * otherwise English.
 */
export function languageForPath(
  pathname: string,
  browserLanguages: readonly string[],
  shipped: readonly string[],
): string {
  const { prefix } = parseLanguagePrefix(pathname);
  if (prefix) return languageForPrefix(prefix);
  for (const tag of browserLanguages) {
    const code = languageCodeFor(tag);
    if (code && shipped.includes(code)) return code;
  }
  return 'en';
}
