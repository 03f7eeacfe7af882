import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages, browserLanguage } from '../src/http/prerendered-pages';
import { createTestApp, type TestApp } from './test-app';

// A build laid out as apps/web/build-tools/prerender.ts leaves it: the shell, pages under prerendered/, their
// manifest, robots.txt and sitemap.xml, each text file with .br and .gz copies (build-tools/precompress.ts).
const pad = '<!-- pad -->'.repeat(150);
const SHELL = `<!doctype html><html lang="en"><title>Mingle</title><div id="root"></div>${pad}`;
const page = (lang: string, text: string) => `<!doctype html><html lang="${lang}"><h1>${text}</h1>${pad}`;
const FILES: Record<string, string> = {
  'index.html': SHELL,
  'prerendered/gb/index.html': page('en', 'home en'),
  'prerendered/de/index.html': page('de', 'home de'),
  'prerendered/gb/about-us.html': page('en', 'About us'),
  'prerendered/de/about-us.html': page('de', 'Über uns'),
  'prerendered/ar/about-us.html': page('ar', 'من نحن'),
  'prerendered/default/en/index.html': page('en', 'home en, unprefixed'),
  'prerendered/default/de/index.html': page('de', 'home de, unprefixed'),
  'prerendered/default/en/about-us.html': page('en', 'About us, unprefixed'),
  'prerendered/default/de/about-us.html': page('de', 'Über uns, unprefixed'),
  'robots.txt': `User-agent: *\nAllow: /\nDisallow: /api/\n${'Disallow: /*/shop\n'.repeat(80)}`,
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?><urlset>${'<url><loc>x</loc></url>'.repeat(60)}</urlset>`,
};
const MANIFEST = {
  origin: 'http://localhost:8080',
  // The app ships Turkish texts, but no marketing page has them yet: its visitors get the shell.
  shipped: ['en', 'ar', 'de', 'tr'],
  shellCookies: { member: 'loginToken', returning: 'deviceId' },
  pages: {
    '/gb/': 'prerendered/gb/index.html',
    '/gb': 'prerendered/gb/index.html',
    '/de/': 'prerendered/de/index.html',
    '/de': 'prerendered/de/index.html',
    '/gb/about-us': 'prerendered/gb/about-us.html',
    '/de/about-us': 'prerendered/de/about-us.html',
    '/ar/about-us': 'prerendered/ar/about-us.html',
  },
  negotiated: {
    '/': { en: 'prerendered/default/en/index.html', de: 'prerendered/default/de/index.html' },
    '/about-us': { en: 'prerendered/default/en/about-us.html', de: 'prerendered/default/de/about-us.html' },
  },
};

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'mingle-web-prerendered-'));
  const files = { ...FILES, 'prerendered/manifest.json': JSON.stringify(MANIFEST) };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('prerendered marketing pages', () => {
  it('answers a prefixed page with its prerendered file, never cached without asking', async () => {
    for (const [url, text] of [
      ['/de/about-us', 'Über uns'],
      ['/ar/about-us?ref=x', 'من نحن'],
      ['/gb/about-us', 'About us'],
      ['/de/', 'home de'],
      ['/de', 'home de'],
    ] as const) {
      const res = await get(url, { 'accept-language': 'tr' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<h1>${text}</h1>`);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toContain('cookie');
    }
  });

  it('answers an unprefixed page in the browser language, as the app would choose it', async () => {
    const de = await get('/about-us', { 'accept-language': 'fr-FR, de-DE;q=0.9, en;q=0.8' });
    expect(de.body).toContain('Über uns, unprefixed');
    expect(de.headers.vary).toContain('accept-language');
    expect(de.headers['cache-control']).toBe('no-cache');
    expect((await get('/', { 'accept-language': 'de' })).body).toContain('home de, unprefixed');
    // No language we ship: English, as the app falls back.
    expect((await get('/about-us', { 'accept-language': 'ja' })).body).toContain('About us, unprefixed');
    expect((await get('/about-us')).body).toContain('About us, unprefixed');
  });

  it('sends the shell where the app will show something the page does not', async () => {
    // Turkish is shipped, so the app shows Turkish on '/', and no page has Turkish: not an English copy.
    const turkish = await get('/', { 'accept-language': 'tr-TR,en;q=0.5' });
    expect(turkish.body).toContain('<div id="root">');
    expect(turkish.headers.vary).toContain('accept-language');
    // Arabic has an about page but no home: '/ar/' is the shell, as is '/ar' (the client router draws it).
    expect((await get('/ar/')).body).toContain('<div id="root">');
    // A browser the app has run in may have chosen a language the server cannot see.
    const returning = await get('/about-us', { 'accept-language': 'de', cookie: 'deviceId=abc' });
    expect(returning.body).toContain('<div id="root">');
    // A member's page is not the visitor's, prefixed or not.
    const member = await get('/de/about-us', { cookie: 'userId=1; loginToken=t0k' });
    expect(member.body).toContain('<div id="root">');
    expect(member.headers['cache-control']).toBe('no-cache');
    // Every other route is still the app's shell.
    for (const url of ['/de/shop', '/login', '/de/about-us/extra', '/nl/about-us']) {
      expect((await get(url)).body, url).toContain('<div id="root">');
    }
  });

  it('sends the precompressed copy of a prerendered page', async () => {
    const br = await get('/de/about-us', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(FILES['prerendered/de/about-us.html'] ?? ''))).toBe(true);
    expect(br.headers.vary).toMatch(/cookie.*accept-encoding/);
    const gz = await get('/about-us', { 'accept-encoding': 'gzip', 'accept-language': 'de' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-language.*accept-encoding/);
  });

  it('does not answer the prerendered files under their own names', async () => {
    const res = await get('/prerendered/de/about-us.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('Über uns');
  });

  it('serves robots.txt and sitemap.xml at the root, compressed, cached for an hour', async () => {
    const robots = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.headers['content-encoding']).toBe('br');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('<urlset>');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps API paths as API errors', async () => {
    const res = await get('/api/nothing-here', { 'accept-language': 'de' });
    expect(res.json().code).toBe(10404);
  });
});

describe('the browser language', () => {
  it('orders Accept-Language by weight, dropping q=0 and *', () => {
    expect(acceptedLanguages('fr;q=0.5, de-DE, *;q=0.1, en;q=0, ar;q=0.8')).toEqual(['de-DE', 'ar', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('  ')).toEqual([]);
  });

  it('is the first shipped one, else English', () => {
    expect(browserLanguage('ja, de-AT;q=0.9', ['en', 'de'])).toBe('de');
    expect(browserLanguage('en-GB, de', ['en', 'de'])).toBe('en');
    expect(browserLanguage('zh-TW, de;q=0.1', ['en', 'de', 'zh-TW'])).toBe('zh-TW');
    expect(browserLanguage('ja', ['en', 'de'])).toBe('en');
  });
});
