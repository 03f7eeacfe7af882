import { describe, expect, it } from 'vitest';
import ar from '../../i18n/locales/ar/app.json';
import de from '../../i18n/locales/de/app.json';
import en from '../../i18n/locales/en/app.json';
import { MARKETING_ROUTES } from '../../app/marketing-routes';
import { MARKETING_LANGUAGES, prerenderMarketingPages, type PrerenderedPage } from './marketing-prerender';

const result = await prerenderMarketingPages();
const APP_FILES = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*/app.json', {
  eager: true,
  import: 'default',
});
const LOCALES: Record<string, typeof en> = { en, de, ar };

function find(url: string): PrerenderedPage {
  const page = result.pages.find((p) => p.url === url && p.url === p.languageUrl);
  if (!page) throw new Error(`no prerendered ${url}`);
  return page;
}

function text(markup: string): string {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container.textContent ?? '';
}

describe('the prerendered marketing pages', () => {
  it('are the nine languages of spec §1', () => {
    expect([...MARKETING_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pt', 'tr']);
  });

  it('exist in exactly the languages that have their own texts for them, each twice', () => {
    // Read from the locale files as they are, so a language whose texts arrive later is expected the same way.
    const own = (language: string, key: string) => {
      const texts = APP_FILES[`../../i18n/locales/${language}/app.json`];
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
      return typeof value === 'string' && value !== '';
    };
    const expected: string[] = [];
    for (const language of MARKETING_LANGUAGES) {
      if (own(language, 'home.pitch')) expected.push(`${language} `);
      for (const route of MARKETING_ROUTES) {
        if (own(language, `pages.${route.staticPage}.body`)) expected.push(`${language} ${route.path}`);
      }
    }
    const emitted = (prefixed: boolean) =>
      result.pages
        .filter((p) => (p.url === p.languageUrl) === prefixed)
        .map((p) => `${p.language} ${p.page}`);
    expect(emitted(true).sort()).toEqual(expected.sort());
    expect(emitted(false).sort()).toEqual(expected.sort());
    // German and Arabic have theirs; a marketing language without a locale folder is never emitted.
    expect(expected).toEqual(expect.arrayContaining(['de about-us', 'ar about-us']));
    for (const language of MARKETING_LANGUAGES.filter(
      (l) => !APP_FILES[`../../i18n/locales/${l}/app.json`],
    )) {
      expect(result.pages.some((p) => p.language === language)).toBe(false);
    }
  });

  it('draw each static page with its own texts, under its prefix', () => {
    for (const [language, prefix] of [
      ['en', 'gb'],
      ['de', 'de'],
      ['ar', 'ar'],
    ] as const) {
      const texts = LOCALES[language] as typeof en;
      const about = find(`/${prefix}/about-us`);
      expect(about.language).toBe(language);
      expect(about.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(about.title).toBe(texts.meta.titleTemplate.replace('{{title}}', texts.pages.aboutUs.title));
      expect(about.description).toBe(texts.pages.aboutUs.description);
      const content = text(about.markup);
      expect(content).toContain(texts.pages.aboutUs.title);
      for (const paragraph of texts.pages.aboutUs.body.split(/\n{2,}/)) expect(content).toContain(paragraph);
      // The footer links every marketing page in the same language, under the same prefix.
      expect(about.markup).toContain(`href="/${prefix}/privacy-policy"`);
      expect(content).toContain(texts.pages.privacyPolicy.title);

      const home = find(`/${prefix}/`);
      expect(home.title).toBe(texts.meta.defaultTitle);
      expect(text(home.markup)).toContain(texts.home.pitch);
    }
  });

  it('keep the links of an unprefixed page unprefixed, as the app draws them there', () => {
    const unprefixed = result.pages.find((p) => p.url === '/about-us' && p.language === 'de');
    expect(unprefixed?.languageUrl).toBe('/de/about-us');
    expect(unprefixed?.markup).toContain('href="/privacy-policy"');
    expect(unprefixed?.markup).not.toContain('href="/de/');
  });

  it('tell the server what the app ships and which screens are the app’s', () => {
    expect(result.shipped).toEqual(expect.arrayContaining(['en', 'de', 'ar']));
    expect(result.appSegments).toEqual(expect.arrayContaining(['login', 'shop', 'message', 'matching']));
    for (const route of MARKETING_ROUTES) expect(result.appSegments).not.toContain(route.path);
    expect(result.appSegments).not.toContain('');
  });
});
