import { JSDOM } from 'jsdom';

/** One render of a public page, as src/features/static-pages/marketing-prerender.tsx makes it. */
export interface RenderedPage {
  /** The page's path inside the language prefix ('' for home). */
  page: string;
  language: string;
  dir: 'ltr' | 'rtl';
  /** The URL this render answers: '/de/about-us', or '/about-us' for the unprefixed, browser-language variant. */
  url: string;
  /** The page's prefixed URL in its language ('/gb/about-us' for English). */
  languageUrl: string;
  title: string;
  description: string;
  markup: string;
}

/**
 * What the server reads (apps/server/src/http/prerendered-pages.ts): which file answers which path. Prefixed paths
 * have one file; unprefixed paths one per language, chosen by the browser's languages among `shipped` (the app's
 * own rule, src/i18n/language-prefix.ts languageForPath), and the app's shell when the chosen one has none.
 */
export interface PrerenderManifest {
  origin: string;
  shipped: string[];
  /** With the `member` cookie every path gets the shell; with `returning`, the unprefixed ones do. */
  shellCookies: { member: string; returning: string };
  pages: Record<string, string>;
  negotiated: Record<string, Record<string, string>>;
}

export const PRERENDER_DIR = 'prerendered';
export const MANIFEST_FILE = `${PRERENDER_DIR}/manifest.json`;

/** Open Graph wants language_TERRITORY; these are the usual ones for the nine marketing languages. */
const OG_LOCALES: Record<string, string> = {
  en: 'en_GB',
  tr: 'tr_TR',
  nl: 'nl_NL',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  es: 'es_ES',
  pt: 'pt_PT',
  ar: 'ar_AR',
};

/** Paths the server owns (apps/server/src/http/web-app.ts API_PREFIXES, the sandbox checkout, the OpenAPI page). */
export const SERVER_PATHS = [
  '/facade/',
  '/api/',
  '/matches/',
  '/wchat/',
  '/upload/',
  '/dev/',
  '/realtime/',
  '/healthz',
  '/openapi',
  '/sandbox',
  `/${PRERENDER_DIR}/`,
];

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The file a render is written to, relative to the build directory. */
export function fileFor(page: RenderedPage): string {
  const name = `${page.page === '' ? 'index' : page.page}.html`;
  if (page.url === page.languageUrl) return `${PRERENDER_DIR}/${page.languageUrl.split('/')[1]}/${name}`;
  return `${PRERENDER_DIR}/default/${page.language}/${name}`;
}

/** The unprefixed URL of a page: what x-default points at, the address that follows the browser's language. */
function defaultUrl(page: string): string {
  return `/${page}`;
}

/** The language versions of one page: every language it was emitted in, then x-default. */
export function alternatesOf(pages: readonly RenderedPage[], page: string, origin: string): Alternate[] {
  const versions = pages.filter((p) => p.page === page && p.url === p.languageUrl);
  return [
    ...versions.map((p) => ({ hreflang: p.language, href: `${origin}${p.languageUrl}` })),
    { hreflang: 'x-default', href: `${origin}${defaultUrl(page)}` },
  ];
}

/**
 * The app's built index.html turned into one page: its language and direction, title, description, canonical link,
 * hreflang alternates and Open Graph tags, and the rendered page in place of the landing content. The splash is
 * dropped, so the first paint is the page; the app's script and styles stay as the build wrote them.
 */
export function pageDocument(
  template: string,
  page: RenderedPage,
  alternates: readonly Alternate[],
  options: { origin: string; image?: string },
): string {
  const dom = new JSDOM(template);
  const doc = dom.window.document;
  const head = doc.head;
  const landing = doc.getElementById('home-landpage');
  if (!landing) throw new Error('index.html lacks #home-landpage, where the prerendered page goes');
  doc.documentElement.lang = page.language;
  doc.documentElement.dir = page.dir;
  doc.title = page.title;
  for (const stale of head.querySelectorAll(
    [
      'meta[name="description"]',
      'link[rel="canonical"]',
      'link[rel="alternate"][hreflang]',
      'meta[property^="og:"]',
      'meta[name^="twitter:"]',
    ].join(', '),
  )) {
    stale.remove();
  }
  const add = (tag: 'meta' | 'link', attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    head.append(element);
  };
  const canonical = `${options.origin}${page.url}`;
  add('meta', { name: 'description', content: page.description });
  add('link', { rel: 'canonical', href: canonical });
  for (const alternate of alternates)
    add('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href });
  add('meta', { property: 'og:type', content: 'website' });
  add('meta', { property: 'og:site_name', content: 'Mingle' });
  add('meta', { property: 'og:title', content: page.title });
  add('meta', { property: 'og:description', content: page.description });
  add('meta', { property: 'og:url', content: canonical });
  const locale = OG_LOCALES[page.language];
  if (locale) add('meta', { property: 'og:locale', content: locale });
  for (const alternate of alternates) {
    const other = OG_LOCALES[alternate.hreflang];
    if (other && alternate.hreflang !== page.language)
      add('meta', { property: 'og:locale:alternate', content: other });
  }
  if (options.image) add('meta', { property: 'og:image', content: `${options.origin}${options.image}` });
  add('meta', { name: 'twitter:card', content: 'summary' });
  // The app removes this element once it has drawn (lib/landing.ts); until then it is the page.
  landing.innerHTML = page.markup;
  landing.setAttribute('data-prerendered', '');
  doc.getElementById('home-splash')?.remove();
  return dom.serialize();
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

/** sitemap.xml: every emitted URL, each with all language versions of its page (Google's hreflang sitemap form). */
export function sitemapXml(pages: readonly RenderedPage[], origin: string): string {
  const entries: string[] = [];
  for (const page of [...new Set(pages.map((p) => p.page))]) {
    const alternates = alternatesOf(pages, page, origin);
    const links = alternates
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('\n');
    for (const alternate of alternates) {
      entries.push(`  <url>\n    <loc>${escapeXml(alternate.href)}</loc>\n${links}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything is open except the server's own paths and the app's screens (by their first path
 * segment, unprefixed and under every language prefix). Plain prefixes, no wildcards: a wildcard pattern for
 * '/me' under any prefix would also match the build's /assets/me-page-*.js, which a crawler rendering a page
 * must be able to fetch. The marketing pages are never among them (a unit test checks).
 */
export function robotsTxt(
  appSegments: readonly string[],
  prefixes: readonly string[],
  origin: string,
): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of SERVER_PATHS) lines.push(`Disallow: ${path}`);
  const segments = [...new Set(appSegments)].sort();
  for (const prefix of ['', ...prefixes.map((p) => `/${p}`)]) {
    for (const segment of segments) lines.push(`Disallow: ${prefix}/${segment}`);
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/** Which file answers which path; '/de' is '/de/' (the app's router takes both). */
export function manifestOf(
  rendered: {
    pages: readonly RenderedPage[];
    shipped: string[];
    shellCookies: PrerenderManifest['shellCookies'];
  },
  origin: string,
): PrerenderManifest {
  const { shipped, shellCookies } = rendered;
  const manifest: PrerenderManifest = { origin, shipped, shellCookies, pages: {}, negotiated: {} };
  for (const page of rendered.pages) {
    const file = fileFor(page);
    if (page.url === page.languageUrl) {
      manifest.pages[page.url] = file;
      if (page.page === '') manifest.pages[page.url.replace(/\/$/, '')] = file;
    } else {
      (manifest.negotiated[page.url] ??= {})[page.language] = file;
    }
  }
  return manifest;
}
