import { isRtl } from '@mingle/protocol';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { ChunkLoadError } from './chunk-load-error';
import { loadBundle, type BundleImporters } from './bundle-loader';
import { CODES_NAMESPACE, englishResources, FALLBACK_LANGUAGE } from './resources';
import { installNumberFormatting } from './number-format';

export interface I18nOptions {
  language: string;
  onChunkError?: (error: ChunkLoadError) => void;
  /** A key missing from every language throws instead of rendering the key; on by default under Vitest. */
  throwOnMissingKey?: boolean;
  importers?: BundleImporters;
  timeoutMs?: number;
  /** Where <html lang> and dir go; null in tests that do not care. */
  root?: HTMLElement | null;
}

export class MissingTranslationError extends Error {
  override readonly name = 'MissingTranslationError';
}

/** <html lang> names the language actually shown (a language we do not ship yet shows English). */
export function applyDocumentLanguage(instance: I18n, root: HTMLElement): void {
  const shown = instance.resolvedLanguage ?? instance.language ?? FALLBACK_LANGUAGE;
  root.lang = shown;
  root.dir = isRtl(shown) ? 'rtl' : 'ltr';
}

export async function createI18n(options: I18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  const root = options.root === undefined ? document.documentElement : options.root;
  instance
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        loadBundle(language, namespace, {
          importers: options.importers,
          timeoutMs: options.timeoutMs,
          onChunkError: options.onChunkError,
        }),
      ),
    )
    .use(initReactI18next);
  if (root) instance.on('languageChanged', () => applyDocumentLanguage(instance, root));
  await instance.init({
    lng: options.language,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    defaultNS: 'app',
    // app and base are on every page, and so are answers (codes: any call may be refused); the other
    // namespaces load when a component first asks for them.
    ns: ['app', 'base', CODES_NAMESPACE],
    resources: { [FALLBACK_LANGUAGE]: englishResources },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: options.throwOnMissingKey ?? import.meta.env.MODE === 'test',
    missingKeyHandler: (_languages, namespace, key) => {
      throw new MissingTranslationError(`missing translation ${namespace}:${key}`);
    },
    react: { useSuspense: true },
  });
  installNumberFormatting(instance);
  return instance;
}
