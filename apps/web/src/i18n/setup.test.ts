import { CHUNK_LOAD_TIMEOUT_MS } from '@mingle/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-load-error';
import { createI18n, MissingTranslationError } from './setup';

afterEach(() => {
  vi.useRealTimers();
});

describe('createI18n', () => {
  it('throws on a key no language has, by default under test', async () => {
    const i18n = await createI18n({ language: 'en', root: null });
    expect(i18n.t('nav.home')).toBe('Home');
    // @ts-expect-error -- the key type already rejects unknown keys; this checks the runtime guard too.
    expect(() => i18n.t('nav.doesNotExist')).toThrow(MissingTranslationError);
  });

  it('renders the key instead of throwing when told not to (production)', async () => {
    const i18n = await createI18n({ language: 'en', root: null, throwOnMissingKey: false });
    // @ts-expect-error -- deliberately unknown key
    expect(i18n.t('nav.doesNotExist')).toBe('nav.doesNotExist');
  });

  it('loads German on demand and sets <html lang>', async () => {
    const root = document.createElement('html');
    const i18n = await createI18n({ language: 'de', throwOnMissingKey: true, root });
    expect(i18n.t('nav.home')).toBe('Startseite');
    expect(i18n.hasResourceBundle('de', 'shop')).toBe(false);
    await i18n.loadNamespaces('shop');
    expect(i18n.t('shop:title')).toBe('Münzshop');
    expect(root.lang).toBe('de');
    expect(root.dir).toBe('ltr');
  });

  it('sets dir="rtl" for Arabic and back to ltr', async () => {
    const root = document.createElement('html');
    const i18n = await createI18n({ language: 'ar', root });
    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('ar');
    await i18n.changeLanguage('en');
    expect(root.dir).toBe('ltr');
  });

  it('shows English for an interface language that has no translation yet', async () => {
    const root = document.createElement('html');
    const i18n = await createI18n({ language: 'ja', throwOnMissingKey: true, root });
    expect(i18n.t('nav.home')).toBe('Home');
    expect(root.lang).toBe('en');
  });

  it('shows each marketing language in its own words once its files exist', async () => {
    for (const language of ['tr', 'nl', 'fr', 'it', 'es', 'pt']) {
      const root = document.createElement('html');
      const i18n = await createI18n({ language, throwOnMissingKey: true, root });
      expect(root.lang).toBe(language);
      expect(i18n.t('login.title')).toBe(i18n.getResource(language, 'app', 'login.title'));
      expect(i18n.t('login.title')).not.toBe(i18n.getResource('en', 'app', 'login.title'));
    }
  });

  it('reports a ChunkLoadError when a language chunk does not arrive in time', async () => {
    const onChunkError = vi.fn();
    const never = () => new Promise<Record<string, unknown>>(() => undefined);
    const i18n = await createI18n({
      language: 'de',
      root: null,
      timeoutMs: 20,
      onChunkError,
      importers: { './locales/de/app.json': never, './locales/de/base.json': never },
    });
    expect(onChunkError).toHaveBeenCalled();
    expect(onChunkError.mock.calls[0]?.[0]).toBeInstanceOf(ChunkLoadError);
    // English still answers, so the error screen can be shown in words.
    expect(i18n.t('base:chunkError.retry')).toBe('Retry');
  });

  it('waits the full 120 s of the spec by default before reporting a ChunkLoadError', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const onChunkError = vi.fn();
    const never = () => new Promise<Record<string, unknown>>(() => undefined);
    // No timeoutMs: the default from the protocol constants applies.
    const ready = createI18n({
      language: 'de',
      root: null,
      onChunkError,
      importers: { './locales/de/app.json': never, './locales/de/base.json': never },
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(onChunkError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onChunkError).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    const i18n = await ready;
    expect(i18n.t('base:chunkError.retry')).toBe('Retry');
  });

  it('reports a ChunkLoadError when a language chunk fails', async () => {
    const onChunkError = vi.fn();
    await createI18n({
      language: 'ar',
      root: null,
      onChunkError,
      importers: {
        './locales/ar/app.json': () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    });
    expect(onChunkError).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });
});
