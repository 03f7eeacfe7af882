// Build time only: loaded by build-tools/prerender.ts through Vite's SSR module loader, never by the app. It renders
// the public pages with the app's own components and texts, so the static HTML a crawler reads is the page the app
// draws (docs/decisions/032-prerendered-marketing-pages.md).
import { isRtl, ROUTE_LANGUAGE_PREFIXES } from '@mingle/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router';
import { MARKETING_ROUTES } from '../../app/marketing-routes';
import { ServicesContext, type Services } from '../../app/services-context';
import type { RouteHandle } from '../../app/route-handle';
import { SiteFooter } from '../../app/site-footer';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { documentMeta } from '../../app/use-document-meta';
import { shippedLanguages } from '../../i18n/bundle-loader';
import {
  languageForPrefix,
  prefixForLanguage,
  withPrefix,
  type RouteLanguage,
} from '../../i18n/language-prefix';
import { englishResources, FALLBACK_LANGUAGE } from '../../i18n/resources';
import { DEVICE_ID_COOKIE } from '../../lib/device';
import { LOGIN_TOKEN_COOKIE } from '../session/store';
import { HomePage } from '../home/home-page';
import { LanguageSwitcher } from '../language/language-switcher';

type Texts = Record<string, unknown>;

/** A static page calls nothing: drawing one must not reach the API or the realtime socket (a call throws here). */
function unreachable<T extends object>(what: string): T {
  return new Proxy({} as T, {
    get: (_target, name) => () => {
      throw new Error(`a prerendered page called ${what}.${String(name)} while rendering`);
    },
  });
}
const NO_SERVICES: Services = { api: unreachable('api'), realtime: unreachable('realtime') };

/** Every language's texts as written, without English filled in: what a language really has. */
const LOCALE_FILES = import.meta.glob<Texts>('../../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** A language's own namespaces, as i18next takes them. */
function ownNamespaces(language: string): Record<string, Texts> {
  const prefix = `../../i18n/locales/${language}/`;
  return Object.fromEntries(
    Object.entries(LOCALE_FILES)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, texts]) => [file.slice(prefix.length, -'.json'.length), texts]),
  );
}

/** Whether a language has a text itself: 'app:pages.aboutUs.title' (namespace, then key). */
function hasText(own: Record<string, Texts>, key: string): boolean {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = own[namespace];
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Texts)[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

/** The nine languages of spec §1's marketing pages: English and the language of every route prefix. */
export const MARKETING_LANGUAGES: readonly RouteLanguage[] = [
  FALLBACK_LANGUAGE,
  ...ROUTE_LANGUAGE_PREFIXES.filter((p) => p !== 'gb').map((p) => languageForPrefix(p)),
];

// The visitor's side of SiteHeader (app/site-header.tsx); that one also imports the members' realtime widgets.
function VisitorHeader() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  return (
    <header className="top-bar">
      <Link to={withPrefix(prefix, '/')} className="top-bar-logo">
        {t('appName')}
      </Link>
      <div className="top-bar-tools">
        <LanguageSwitcher />
        <Link to={withPrefix(prefix, '/login')} className="button button-primary">
          {t('header.login')}
        </Link>
      </div>
    </header>
  );
}

interface MarketingPage {
  /** Relative to the language prefix, as in the route table; '' is home. */
  path: string;
  handle: Pick<RouteHandle, 'name' | 'titleKey' | 'descriptionKey'>;
  /** Texts the language must have itself for the page to be emitted in it (no English copies under its prefix). */
  ownKeys: readonly string[];
  load: () => Promise<ComponentType>;
}

async function marketingPages(): Promise<MarketingPage[]> {
  const home: MarketingPage = {
    path: '',
    handle: { name: 'LivCam', titleKey: 'routes.LivCam' },
    ownKeys: [
      'app:home.heading',
      'app:home.pitch',
      'app:meta.defaultTitle',
      'app:meta.description',
      'matching:home.start',
    ],
    // The visitor's home: heading, pitch, the camera's place and Start (the guest list fills in once the app runs).
    load: () => Promise.resolve(HomePage),
  };
  const others = MARKETING_ROUTES.map((route): MarketingPage => {
    const key = route.staticPage;
    const lazy = route.lazy;
    if (!key || !lazy) throw new Error(`marketing route ${route.path} lacks its page key or component`);
    return {
      path: route.path,
      handle: route.handle,
      ownKeys: [
        `app:pages.${key}.title`,
        `app:pages.${key}.description`,
        `app:pages.${key}.body`,
        'app:meta.titleTemplate',
      ],
      load: async () => (await lazy()).Component,
    };
  });
  return [home, ...others];
}

async function i18nFor(language: string): Promise<I18n> {
  const instance = i18next.createInstance();
  const own = language === FALLBACK_LANGUAGE ? {} : { [language]: ownNamespaces(language) };
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'app',
    ns: Object.keys(englishResources),
    resources: { [FALLBACK_LANGUAGE]: englishResources, ...own },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export interface PrerenderedPage {
  /** The page's path inside the prefix ('' for home). */
  page: string;
  language: string;
  dir: 'ltr' | 'rtl';
  /** The URL this render is for: '/de/about-us', or '/about-us' for the unprefixed, browser-language variant. */
  url: string;
  /** The prefixed URL of this page in this language ('/gb/about-us' for English). */
  languageUrl: string;
  title: string;
  description: string;
  /** The body's content: the layout the app draws for a visitor, with the page in it. */
  markup: string;
}

export interface PrerenderResult {
  /** What the app's unprefixed paths can pick from the browser's languages (the app's shippedLanguages()). */
  shipped: string[];
  /**
   * Cookies after which the server sends the app's shell instead: a signed-in member's page is not the visitor's
   * (`member`), and a browser the app has run in may hold a language choice the server cannot see, which decides
   * unprefixed pages (`returning`).
   */
  shellCookies: { member: string; returning: string };
  pages: PrerenderedPage[];
  /** First path segments of the app's other screens (login, shop, ...), which robots.txt keeps crawlers out of. */
  appSegments: string[];
  /** The route language prefixes (spec §2.1), under each of which those screens exist too. */
  prefixes: string[];
}

/** The URL of a page under a prefix, or unprefixed: ('de', 'about-us') -> '/de/about-us', ('de', '') -> '/de/'. */
export function pageUrl(prefix: string | null, page: string): string {
  return `${prefix ? `/${prefix}` : ''}/${page}`;
}

/**
 * Every public page in every marketing language that has its own texts for it, each twice: under the language's
 * prefix, and unprefixed (what '/about-us' shows a browser that prefers that language; its links stay unprefixed).
 */
export async function prerenderMarketingPages(): Promise<PrerenderResult> {
  const pages: PrerenderedPage[] = [];
  const shipped = shippedLanguages();
  for (const page of await marketingPages()) {
    const Component = await page.load();
    for (const language of MARKETING_LANGUAGES) {
      const own = ownNamespaces(language);
      if (language !== FALLBACK_LANGUAGE && !page.ownKeys.every((key) => hasText(own, key))) continue;
      const i18n = await i18nFor(language);
      const { title, description } = documentMeta(i18n.getFixedT(language, 'app'), page.handle);
      const languageUrl = pageUrl(prefixForLanguage(language), page.path);
      for (const url of [languageUrl, pageUrl(null, page.path)]) {
        const markup = renderToStaticMarkup(
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={new QueryClient()}>
              <ServicesContext value={NO_SERVICES}>
                <MemoryRouter initialEntries={[url]}>
                  <Layout>
                    <Component />
                  </Layout>
                </MemoryRouter>
              </ServicesContext>
            </QueryClientProvider>
          </I18nextProvider>,
        );
        pages.push({
          page: page.path,
          language,
          dir: isRtl(language) ? 'rtl' : 'ltr',
          url,
          languageUrl,
          title,
          description,
          markup,
        });
      }
    }
  }
  return {
    shipped,
    shellCookies: { member: LOGIN_TOKEN_COOKIE, returning: DEVICE_ID_COOKIE },
    pages,
    appSegments: await appSegments(),
    prefixes: [...ROUTE_LANGUAGE_PREFIXES],
  };
}

async function appSegments(): Promise<string[]> {
  const { PAGE_ROUTES } = await import('../../app/routes');
  const marketing = new Set(MARKETING_ROUTES.map((route) => route.path));
  return PAGE_ROUTES.filter((route) => route.path !== '' && !marketing.has(route.path)).map(
    (route) => route.path.split('/')[0] ?? route.path,
  );
}

// RootLayout's frame for a visitor on a public page (app/root-layout.tsx), so the app replaces it in place.
function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app" data-shell="visitor" data-screen="public">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <VisitorHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
