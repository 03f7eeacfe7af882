import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { enterAsAdult } from './helpers';

// The texts the pages must show, read from the locale files the build rendered them from.
const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n/locales');
interface AppTexts {
  meta: { defaultTitle: string; description: string; titleTemplate: string };
  home: { heading: string; pitch: string };
  pages: Record<string, { title: string; description: string; body: string }>;
}
const texts = (language: string) =>
  JSON.parse(readFileSync(path.join(locales, language, 'app.json'), 'utf8')) as AppTexts;

/** What a crawler reads: no script runs, so everything below is the server's HTML as it arrived. */
async function expectReadablePage(
  page: Page,
  expected: {
    path: string;
    canonical: string;
    lang: string;
    dir: string;
    heading: string;
    body: string;
    title: string;
    description: string;
  },
) {
  await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
  await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
  await expect(page).toHaveTitle(expected.title);
  await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
  await expect(page.getByText(expected.body, { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', expected.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+${expected.canonical.replace(/[/]/g, '\\/')}$`),
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '',
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`),
    );
  const inner = expected.path;
  // Every marketing language has its own texts now, so each is an alternate (one emitted only when it does).
  expect(alternates.sort()).toEqual(
    [
      `en /gb/${inner}`,
      ...['tr', 'nl', 'de', 'fr', 'it', 'es', 'pt', 'ar'].map((code) => `${code} /${code}/${inner}`),
      `x-default /${inner}`,
    ].sort(),
  );
}

test.describe('without JavaScript, as a crawler', () => {
  test.use({ javaScriptEnabled: false });

  test('each language version of a page is real content in that language', async ({ page }) => {
    for (const [language, prefix, dir] of [
      ['de', 'de', 'ltr'],
      ['ar', 'ar', 'rtl'],
      ['en', 'gb', 'ltr'],
    ] as const) {
      const t = texts(language);
      await page.goto(`/${prefix}/about-us`);
      await expectReadablePage(page, {
        path: 'about-us',
        canonical: `/${prefix}/about-us`,
        lang: language,
        dir,
        heading: t.pages.aboutUs?.title ?? '',
        body: t.pages.aboutUs?.body.split(/\n{2,}/)[0] ?? '',
        title: t.meta.titleTemplate.replace('{{title}}', t.pages.aboutUs?.title ?? ''),
        description: t.pages.aboutUs?.description ?? '',
      });
      // The footer links the other pages in the same language, so a crawler finds them all.
      await page.getByRole('link', { name: t.pages.privacyPolicy?.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${prefix}/privacy-policy$`));
      await expect(page.getByRole('heading', { level: 1, name: t.pages.privacyPolicy?.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  });

  test('home, and the unprefixed address in the browser language', async ({ page }) => {
    const en = texts('en');
    await page.goto('/');
    await expectReadablePage(page, {
      path: '',
      canonical: '/',
      lang: 'en',
      dir: 'ltr',
      heading: en.home.heading,
      body: en.home.pitch,
      title: en.meta.defaultTitle,
      description: en.meta.description,
    });
    const de = texts('de');
    await page.goto('/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(de.home.pitch)).toBeVisible();
    await expect(page).toHaveTitle(de.meta.defaultTitle);
  });

  test('a German browser reads German at the unprefixed addresses', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE', baseURL });
    const page = await context.newPage();
    const de = texts('de');
    await page.goto('/terms-of-use');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: de.pages.termsOfUse?.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /[^/]\/terms-of-use$/);
    await context.close();
    // A language the app does not ship yet is shown in English by the app, and so by the page.
    const japanese = await browser.newContext({ javaScriptEnabled: false, locale: 'ja-JP', baseURL });
    const other = await japanese.newPage();
    await other.goto('/terms-of-use');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      other.getByRole('heading', { level: 1, name: texts('en').pages.termsOfUse?.title }),
    ).toBeVisible();
    await japanese.close();
  });

  test('robots.txt and sitemap.xml are at the root', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /api/');
    expect(rules).toContain('Disallow: /de/shop');
    expect(rules).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const url of ['/gb/', '/de/about-us', '/ar/cookie-policy', '/random-video-chat']) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${url}</loc>`));
    }
    expect(xml).toContain('hreflang="x-default"');
  });
});

test.describe('with JavaScript', () => {
  test('the prerendered page is on screen before the app, and the app takes it over', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Hold the app's entry script back, to see what the visitor sees until it runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const de = texts('de');
    await page.goto('/de/about-us', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: de.pages.aboutUs?.title });
    await expect(heading).toBeVisible();
    // No splash over it: the first paint is the page.
    await expect(page.locator('#home-splash')).toHaveCount(0);
    await expect(page.locator('#home-landpage')).toBeVisible();

    release();
    await expect(page.getByRole('alertdialog', { name: 'Nur für Erwachsene (18+)' })).toBeVisible();
    await enterAsAdult(page, 'Betreten');
    // The app's own page replaced the prerendered one: one heading, the same text, the landing content gone.
    await expect(page.locator('#home-landpage')).toHaveCount(0);
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(de.meta.titleTemplate.replace('{{title}}', de.pages.aboutUs?.title ?? ''));
    // And it is the app now: its links navigate without a page load.
    await page.getByRole('contentinfo').getByRole('link', { name: de.pages.safetyCenter?.title }).click();
    await expect(page).toHaveURL(/\/de\/safety-center$/);
    await expect(page.getByRole('heading', { level: 1, name: de.pages.safetyCenter?.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('home boots into the app with no errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/ar/');
    await enterAsAdult(page, 'دخول');
    await expect(page.locator('#home-landpage')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'ابدأ' })).toBeEnabled();
    expect(errors).toEqual([]);
  });
});
