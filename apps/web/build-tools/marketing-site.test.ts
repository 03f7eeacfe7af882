import { describe, expect, it } from 'vitest';
import {
  alternatesOf,
  fileFor,
  manifestOf,
  pageDocument,
  robotsTxt,
  sitemapXml,
  type RenderedPage,
} from './marketing-site';

const ORIGIN = 'https://mingle.example';

// The shape of apps/web/index.html after a build.
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's description."
    />
    <title>Mingle – live video chat</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="home-landpage"><h1>Mingle</h1><p>Shell text.</p></div>
    <div id="home-splash" aria-hidden="true"><div class="home-splash-logo">Mingle</div></div>
    <noscript>Mingle needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

function rendered(page: string, language: string, prefix: string, unprefixed = false): RenderedPage {
  const languageUrl = `/${prefix}/${page}`;
  return {
    page,
    language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    url: unprefixed ? `/${page}` : languageUrl,
    languageUrl,
    title: `${page || 'home'} (${language})`,
    description: `About ${page || 'home'} in ${language} & more`,
    markup: `<main id="main"><h1>${page || 'home'} ${language}</h1></main>`,
  };
}

const PAGES = [
  rendered('', 'en', 'gb'),
  rendered('', 'en', 'gb', true),
  rendered('', 'de', 'de'),
  rendered('', 'de', 'de', true),
  rendered('about-us', 'en', 'gb'),
  rendered('about-us', 'en', 'gb', true),
  rendered('about-us', 'ar', 'ar'),
  rendered('about-us', 'ar', 'ar', true),
];

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a prerendered page document', () => {
  const page = PAGES[6] as RenderedPage; // /ar/about-us
  const doc = parse(
    pageDocument(TEMPLATE, page, alternatesOf(PAGES, 'about-us', ORIGIN), {
      origin: ORIGIN,
      image: '/icons/icon-512.png',
    }),
  );
  const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name);

  it('has the language, direction, title and description of the page', () => {
    expect(doc.documentElement.lang).toBe('ar');
    expect(doc.documentElement.dir).toBe('rtl');
    expect(doc.title).toBe('about-us (ar)');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(attr('meta[name="description"]', 'content')).toBe('About about-us in ar & more');
  });

  it('links its canonical address and every language version, plus x-default', () => {
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/ar/about-us`);
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/gb/about-us`],
      ['ar', `${ORIGIN}/ar/about-us`],
      ['x-default', `${ORIGIN}/about-us`],
    ]);
  });

  it('carries Open Graph tags', () => {
    expect(attr('meta[property="og:title"]', 'content')).toBe('about-us (ar)');
    expect(attr('meta[property="og:description"]', 'content')).toBe('About about-us in ar & more');
    expect(attr('meta[property="og:url"]', 'content')).toBe(`${ORIGIN}/ar/about-us`);
    expect(attr('meta[property="og:locale"]', 'content')).toBe('ar_AR');
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toBe('en_GB');
    expect(attr('meta[property="og:image"]', 'content')).toBe(`${ORIGIN}/icons/icon-512.png`);
    expect(attr('meta[property="og:type"]', 'content')).toBe('website');
  });

  it('puts the page where the landing content was, drops the splash and keeps the app', () => {
    const landing = doc.getElementById('home-landpage');
    expect(landing?.querySelector('h1')?.textContent).toBe('about-us ar');
    expect(landing?.textContent).not.toContain('Shell text.');
    expect(doc.getElementById('home-splash')).toBeNull();
    expect(doc.getElementById('root')?.childElementCount).toBe(0);
    expect(attr('script[type="module"]', 'src')).toBe('/assets/index-abc.js');
    expect(attr('link[rel="stylesheet"]', 'href')).toBe('/assets/index-abc.css');
  });

  it('is canonical to itself when unprefixed', () => {
    const unprefixed = PAGES[7] as RenderedPage;
    const other = parse(
      pageDocument(TEMPLATE, unprefixed, alternatesOf(PAGES, 'about-us', ORIGIN), { origin: ORIGIN }),
    );
    expect(other.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/about-us`);
    expect(other.documentElement.lang).toBe('ar');
    expect(other.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('refuses a template without the landing element', () => {
    expect(() => pageDocument('<!doctype html><div id="root"></div>', page, [], { origin: ORIGIN })).toThrow(
      /home-landpage/,
    );
  });
});

describe('the sitemap', () => {
  const xml = new DOMParser().parseFromString(sitemapXml(PAGES, ORIGIN), 'application/xml');
  const urls = [...xml.getElementsByTagName('url')];

  it('is well-formed and lists every emitted address once, with the x-default ones', () => {
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent);
    expect(locs).toEqual([
      `${ORIGIN}/gb/`,
      `${ORIGIN}/de/`,
      `${ORIGIN}/`,
      `${ORIGIN}/gb/about-us`,
      `${ORIGIN}/ar/about-us`,
      `${ORIGIN}/about-us`,
    ]);
  });

  it('gives each address the language versions of its own page only', () => {
    const about = urls[4] as Element;
    const links = [...about.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
      (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
    );
    expect(links).toEqual([
      `en ${ORIGIN}/gb/about-us`,
      `ar ${ORIGIN}/ar/about-us`,
      `x-default ${ORIGIN}/about-us`,
    ]);
  });
});

/** RFC 9309 matching: the longest matching rule wins, Allow on a tie; '*' is any run of characters, '$' the end. */
function allowed(robots: string, urlPath: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    if (!match?.[2]) continue;
    const pattern = match[2];
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\\\$$/, '$'))
      .join('.*');
    if (!new RegExp(`^${source}`).test(urlPath)) continue;
    const allow = match[1] === 'Allow';
    if (pattern.length > best.length || (pattern.length === best.length && allow)) {
      best = { length: pattern.length, allow };
    }
  }
  return best.allow;
}

describe('robots.txt', () => {
  const segments = ['login', 'shop', 'pay', 'profile', 'message', 'admin', 'me', 'card', 'search'];
  const robots = robotsTxt(segments, ['tr', 'gb', 'de', 'ar'], ORIGIN);
  const marketing = [
    '',
    'about-us',
    'random-video-chat',
    'community-guidelines',
    'safety-center',
    'privacy-center',
    'terms-of-use',
    'privacy-policy',
    'cookie-policy',
  ];

  it('lets crawlers read every marketing page, in every prefix and unprefixed', () => {
    for (const prefix of ['', '/gb', '/de', '/ar', '/tr']) {
      for (const page of marketing)
        expect(allowed(robots, `${prefix}/${page}`), `${prefix}/${page}`).toBe(true);
    }
    // The build's chunks, named after their modules, stay fetchable for a crawler that renders.
    for (const asset of ['/assets/index-abc.js', '/assets/me-page-abc.js', '/assets/shop-page-abc.js']) {
      expect(allowed(robots, asset), asset).toBe(true);
    }
  });

  it('keeps them out of the API and the app screens', () => {
    for (const path of [
      '/api/user',
      '/facade/x',
      '/matches/api/x',
      '/wchat/x',
      '/realtime/',
      '/dev/outbox',
      '/prerendered/de/about-us.html',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
    for (const path of [
      '/login',
      '/de/login?x=1',
      '/shop',
      '/ar/shop',
      '/payOrderList',
      '/de/profile/12',
      '/gb/message/say-hi',
      '/admin/media',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });

  it('names the sitemap by its absolute address', () => {
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the manifest', () => {
  const manifest = manifestOf(
    {
      pages: PAGES,
      shipped: ['en', 'ar', 'de'],
      shellCookies: { member: 'loginToken', returning: 'deviceId' },
    },
    ORIGIN,
  );

  it('maps each prefixed address to its file, home with and without the slash', () => {
    expect(manifest.pages).toEqual({
      '/gb/': 'prerendered/gb/index.html',
      '/gb': 'prerendered/gb/index.html',
      '/de/': 'prerendered/de/index.html',
      '/de': 'prerendered/de/index.html',
      '/gb/about-us': 'prerendered/gb/about-us.html',
      '/ar/about-us': 'prerendered/ar/about-us.html',
    });
  });

  it('maps each unprefixed address to a file per language', () => {
    expect(manifest.negotiated).toEqual({
      '/': { en: 'prerendered/default/en/index.html', de: 'prerendered/default/de/index.html' },
      '/about-us': { en: 'prerendered/default/en/about-us.html', ar: 'prerendered/default/ar/about-us.html' },
    });
    expect(fileFor(PAGES[7] as RenderedPage)).toBe('prerendered/default/ar/about-us.html');
  });
});
