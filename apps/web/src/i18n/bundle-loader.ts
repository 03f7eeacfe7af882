import { CHUNK_LOAD_TIMEOUT_MS, loadCodeTexts } from '@mingle/protocol';
import { ChunkLoadError, withChunkTimeout } from './chunk-load-error';
import { CODES_NAMESPACE, englishResources, FALLBACK_LANGUAGE, type Namespace } from './resources';
import { PSEUDO_LOCALE, PSEUDO_LOCALE_AVAILABLE } from './language-choice';

export type ResourceBundle = Record<string, unknown>;
export type BundleImporters = Record<string, () => Promise<ResourceBundle>>;

/**
 * Every non-English language and namespace is its own chunk, fetched the first time it is needed. Not eager:
 * a visitor downloads only the language they read.
 */
export const lazyBundles: BundleImporters = import.meta.glob<ResourceBundle>(
  ['./locales/*/*.json', '!./locales/en/*.json'],
  { import: 'default' },
);

/** Languages with at least one translated namespace; the rest show English. */
export function shippedLanguages(importers: BundleImporters = lazyBundles): string[] {
  const found = Object.keys(importers).map((path) => path.split('/')[2] ?? '');
  return [FALLBACK_LANGUAGE, ...new Set(found.filter(Boolean))];
}

export interface LoadBundleOptions {
  importers?: BundleImporters;
  timeoutMs?: number;
  onChunkError?: (error: ChunkLoadError) => void;
}

function isNamespace(ns: string): ns is Namespace {
  return Object.hasOwn(englishResources, ns);
}

/** The backend read of i18next: English from the main chunk, other languages by dynamic import with a time-out. */
export async function loadBundle(
  language: string,
  namespace: string,
  { importers = lazyBundles, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, onChunkError }: LoadBundleOptions = {},
): Promise<ResourceBundle> {
  if (language === FALLBACK_LANGUAGE) return isNamespace(namespace) ? englishResources[namespace] : {};
  // Made from English on the spot, in builds that have it (language-choice.ts); a release build shows English.
  if (language === PSEUDO_LOCALE) {
    if (!PSEUDO_LOCALE_AVAILABLE || !isNamespace(namespace)) return {};
    const { pseudoLocalizeTree } = await import('./pseudo-locale');
    return pseudoLocalizeTree(englishResources[namespace]);
  }
  // Answer-code texts are the protocol's, one chunk per language there; every other namespace is a file here.
  const importer =
    namespace === CODES_NAMESPACE
      ? () => loadCodeTexts(language)
      : importers[`./locales/${language}/${namespace}.json`];
  // Not translated yet: an empty bundle, so i18next falls back to English instead of reporting a failure.
  if (!importer) return {};
  try {
    return await withChunkTimeout(importer(), timeoutMs, `${language}/${namespace}`);
  } catch (error) {
    const chunkError = error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
    onChunkError?.(chunkError);
    throw chunkError;
  }
}
