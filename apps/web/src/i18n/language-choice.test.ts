import { languageIdFor } from '@mingle/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LANGUAGE_KEY,
  DEVICE_LANGUAGE_KEY,
  languageForLocation,
  languageForRoute,
  PSEUDO_LOCALE,
  pseudoLocaleRequested,
  rememberAccountLanguage,
  resolveLanguage,
  saveDeviceLanguage,
} from './language-choice';
import { createI18n } from './setup';

const shipped = ['en', 'de', 'ar', 'ja', 'zh-TW', 'id'];
const none = { prefix: null, device: null, account: null, browser: [], shipped } as const;

afterEach(() => localStorage.clear());

describe('resolveLanguage: prefix > device choice > account > browser > English', () => {
  it('takes the URL prefix over every stored choice', () => {
    expect(resolveLanguage({ ...none, prefix: 'de', device: 'ja', account: 'ar', browser: ['id'] })).toBe(
      'de',
    );
    expect(resolveLanguage({ ...none, prefix: 'gb', device: 'ja' })).toBe('en');
    // A prefix language without translations still decides (it shows English, <html lang="en">).
    expect(resolveLanguage({ ...none, prefix: 'fr', device: 'ja' })).toBe('fr');
  });

  it("then the device's choice, over the account's and the browser's", () => {
    expect(resolveLanguage({ ...none, device: 'ja', account: 'ar', browser: ['de-DE'] })).toBe('ja');
  });

  it("then the account's choice (a signed-in user on a new device), over the browser's", () => {
    expect(resolveLanguage({ ...none, account: 'zh-TW', browser: ['de-DE'] })).toBe('zh-TW');
  });

  it("then the first of the browser's languages we ship, then English", () => {
    expect(resolveLanguage({ ...none, browser: ['fr-FR', 'in-ID', 'de'] })).toBe('id');
    expect(resolveLanguage({ ...none, browser: ['zh-HK'] })).toBe('zh-TW');
    expect(resolveLanguage({ ...none, browser: ['ko-KR'] })).toBe('en');
    expect(resolveLanguage(none)).toBe('en');
  });

  it('passes over a stored choice that is not shipped (any more) instead of showing English', () => {
    expect(resolveLanguage({ ...none, device: 'ko', account: 'xx', browser: ['de'] })).toBe('de');
  });
});

describe('languageForRoute reads the stored choices afresh', () => {
  const env = { browser: ['de-DE'], shipped, pseudo: false };

  it('follows a choice made after start, and the account cache, and drops it on sign-out', () => {
    expect(languageForRoute(null, env)).toBe('de');
    rememberAccountLanguage('ar');
    expect(localStorage.getItem(ACCOUNT_LANGUAGE_KEY)).toBe('ar');
    expect(languageForRoute(null, env)).toBe('ar');
    saveDeviceLanguage('ja');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('ja');
    expect(languageForRoute(null, env)).toBe('ja');
    expect(languageForLocation('/de/shop', env)).toBe('de');
    expect(languageForLocation('/shop', env)).toBe('ja');
    rememberAccountLanguage(null);
    expect(localStorage.getItem(ACCOUNT_LANGUAGE_KEY)).toBeNull();
  });

  it('shows the pseudo-locale over everything when asked for', () => {
    expect(languageForLocation('/ar/shop', { ...env, pseudo: true })).toBe(PSEUDO_LOCALE);
  });
});

describe('pseudoLocaleRequested', () => {
  it('turns on with ?pseudo=1, stays on for later loads, and off with ?pseudo=0', () => {
    expect(pseudoLocaleRequested('', true)).toBe(false);
    expect(pseudoLocaleRequested('?pseudo=1', true)).toBe(true);
    expect(pseudoLocaleRequested('?x=2', true)).toBe(true);
    expect(pseudoLocaleRequested('?pseudo=0', true)).toBe(false);
    expect(pseudoLocaleRequested('', true)).toBe(false);
  });

  it('is never on in a build without the pseudo-locale, whatever the URL or storage say', () => {
    expect(pseudoLocaleRequested('?pseudo=1', false)).toBe(false);
    localStorage.setItem('mingle.pseudoLocale', '1');
    expect(pseudoLocaleRequested('', false)).toBe(false);
  });
});

describe('the pseudo-locale in i18next', () => {
  it('is generated from English, keeps interpolation working, and is left-to-right', async () => {
    const root = document.createElement('html');
    const i18n = await createI18n({ language: PSEUDO_LOCALE, root, throwOnMissingKey: true });
    expect(i18n.t('nav.home')).toBe('[Ĥööɱéé]');
    expect(i18n.t('meta.titleTemplate', { title: 'Shop' })).toMatch(/^\[Shop – Ṁ.*\]$/);
    await i18n.loadNamespaces('codes');
    expect(i18n.getFixedT(PSEUDO_LOCALE, 'codes')(200)).toMatch(/^\[.*\]$/);
    expect(root.lang).toBe(PSEUDO_LOCALE);
    expect(root.dir).toBe('ltr');
  });
});

describe('right-to-left', () => {
  it.each(['ar', 'he', 'fa', 'ur'])(
    '%s, once it has translations, turns the whole page right-to-left',
    async (language) => {
      const root = document.createElement('html');
      const i18n = await createI18n({
        language,
        root,
        importers: { [`./locales/${language}/app.json`]: () => Promise.resolve({ nav: { home: '•' } }) },
      });
      expect(i18n.t('nav.home')).toBe('•');
      expect(root.lang).toBe(language);
      expect(root.dir).toBe('rtl');
      await i18n.changeLanguage('de');
      expect(root.dir).toBe('ltr');
    },
  );

  it('keeps a language without translations left-to-right, since English is what shows', async () => {
    const root = document.createElement('html');
    await createI18n({ language: 'ur', root, importers: {} });
    expect(root.lang).toBe('en');
    expect(root.dir).toBe('ltr');
  });
});

describe('languages with a region or a legacy wire code', () => {
  it.each([
    ['zh-TW', 2],
    ['zh-CN', 2],
    ['id', 10],
    ['no', 24],
  ])('%s loads its own files and is sent as language id %i', async (language, id) => {
    const root = document.createElement('html');
    const i18n = await createI18n({
      language,
      root,
      importers: { [`./locales/${language}/app.json`]: () => Promise.resolve({ nav: { home: language } }) },
    });
    expect(i18n.t('nav.home')).toBe(language);
    expect(root.lang).toBe(language);
    expect(languageIdFor(i18n.language)).toBe(id);
  });
});
