import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  decideLoginReturn,
  placeToPath,
  type AppPlace,
  type LoginRouteData,
  type ScreenPlace,
} from '../features/login/login-return';
import { isLoggedIn } from '../features/session/login-state';
import { useSessionStore } from '../features/session/store';
import {
  canonicalPrefixPath,
  LANGUAGE_PREFIXES,
  languageForPrefix,
  parseLanguagePrefix,
  withPrefix,
  type LanguagePrefix,
} from '../i18n/language-prefix';
import { DISCOUNT_COINS_PAGE } from '@mingle/protocol';
import { FramedLayout } from './framed-layout';
import { RootLayout } from './root-layout';
import { decideRoute, isPublicRoute } from './route-guard';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { PAGE_ROUTES, type PageRoute } from './routes';

export interface AppRouterDeps {
  i18n: I18n;
  /** Language of the unprefixed paths (the browser's, if we ship it). */
  defaultLanguage: string;
  /**
   * The language of a route under a prefix (null: unprefixed), asked at each navigation: the app passes the
   * order of i18n/language-choice.ts (stored choices, pseudo-locale); without it, the prefix or defaultLanguage.
   */
  languageFor?: (prefix: LanguagePrefix | null) => string;
}

function routeLanguage(prefix: LanguagePrefix | null, deps: AppRouterDeps): string {
  if (deps.languageFor) return deps.languageFor(prefix);
  return prefix ? languageForPrefix(prefix) : deps.defaultLanguage;
}

interface NavigationMemory {
  /** The route on screen, read by the guard: null until the first navigation has committed. */
  current: ScreenPlace | null;
  /** Where the open login pop-up returns to; kept while the login route is re-entered (language switch). */
  loginReturn: AppPlace | null;
}

// Never drawn: the loader redirects first. It only keeps the router from warning about an empty leaf.
function RedirectingPage() {
  return null;
}

const NOT_FOUND: RouteHandle = { name: 'NotFound', public: true, titleKey: 'routes.LivCam' };

function guardLoader(handle: RouteHandle, memory: NavigationMemory) {
  return ({ request }: LoaderFunctionArgs): LoginRouteData | null => {
    const url = new URL(request.url);
    const { prefix } = parseLanguagePrefix(url.pathname);
    const decision = decideRoute({
      handle,
      loggedIn: isLoggedIn(useSessionStore.getState()),
      previousRouteName: memory.current?.name ?? null,
      prefix,
      search: url.search,
    });
    // Thrown from the loader, so the guarded page never renders, not even for one frame.
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (handle.name !== 'LoginPage') return null;
    // Loaders run before the navigation commits, so memory.current is still the page the visitor came from,
    // also when the guard redirected them here from a blocked route.
    memory.loginReturn = decideLoginReturn({ previous: memory.current, carried: memory.loginReturn, prefix });
    return { returnTo: memory.loginReturn && placeToPath(memory.loginReturn) };
  };
}

function toRouteObject(route: PageRoute, memory: NavigationMemory): RouteObject {
  const children = route.children?.map((child) => toRouteObject(child, memory));
  const handle: RouteHandle = { ...route.handle, public: isPublicRoute(route.handle) };
  const common = {
    handle,
    loader: guardLoader(handle, memory),
    ...(route.Component ? { Component: route.Component } : {}),
    ...(route.lazy ? { lazy: route.lazy } : {}),
  };
  if (route.path === '') return { index: true, ...common };
  return { path: route.path, ...common, ...(children ? { children } : {}) };
}

/** One subtree per language prefix (and one without), each ending in a catch-all that goes home. */
function languageSubtree(
  prefix: LanguagePrefix | null,
  deps: AppRouterDeps,
  memory: NavigationMemory,
): RouteObject {
  return {
    path: prefix ? `/${prefix}` : '/',
    // '/DE/shop' must not show German under a URL whose prefix the rest of the app does not recognise; it falls
    // through to the catch-all below, which redirects it to '/de/shop'.
    caseSensitive: true,
    // Switching language in the loader means the page renders in its language from the first frame.
    loader: async () => {
      const language = routeLanguage(prefix, deps);
      if (deps.i18n.language !== language) await deps.i18n.changeLanguage(language);
      return null;
    },
    children: [
      ...PAGE_ROUTES.map((route) => toRouteObject(route, memory)),
      {
        path: '*',
        handle: NOT_FOUND,
        loader: ({ request }: LoaderFunctionArgs) => {
          const url = new URL(request.url);
          const canonical = canonicalPrefixPath(url.pathname);
          return redirect(canonical ? `${canonical}${url.search}${url.hash}` : withPrefix(prefix, '/'));
        },
        Component: RedirectingPage,
      },
    ],
  };
}

/** The discount-coin page under one language prefix (or none): shown in the offer pop-up's iframe. */
function discountCoinsRoute(
  prefix: LanguagePrefix | null,
  deps: AppRouterDeps,
  memory: NavigationMemory,
): RouteObject {
  const handle: RouteHandle = { name: 'DiscountCoins', titleKey: 'routes.DiscountCoins', public: false };
  const guard = guardLoader(handle, memory);
  return {
    path: withPrefix(prefix, DISCOUNT_COINS_PAGE),
    caseSensitive: true,
    handle,
    loader: async (args: LoaderFunctionArgs) => {
      const language = routeLanguage(prefix, deps);
      if (deps.i18n.language !== language) await deps.i18n.changeLanguage(language);
      return guard(args);
    },
    lazy: async () => ({
      Component: (await import('../features/shop/discount-coins-page')).DiscountCoinsPage,
    }),
  };
}

function buildRoutes(deps: AppRouterDeps, memory: NavigationMemory): RouteObject[] {
  return [
    // Pages shown inside our own iframes, without the shell (framed-layout.tsx).
    {
      id: 'framed',
      Component: FramedLayout,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [null, ...LANGUAGE_PREFIXES].map((prefix) => discountCoinsRoute(prefix, deps, memory)),
    },
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteError />,
      // The index.html splash stays up until the first route has loaded; nothing to draw meanwhile.
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            languageSubtree(null, deps, memory),
            ...LANGUAGE_PREFIXES.map((p) => languageSubtree(p, deps, memory)),
          ],
        },
      ],
    },
  ];
}

type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

/** Tests pass a memory-router factory; the app uses the browser history. */
export function createAppRouter(
  deps: AppRouterDeps,
  factory: RouterFactory = (routes) => createBrowserRouter(routes),
) {
  const memory: NavigationMemory = { current: null, loginReturn: null };
  const router = factory(buildRoutes(deps, memory));
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || !state.initialized) return;
    const handles = state.matches.map((m) => m.route.handle).filter(isRouteHandle);
    const name = handles.at(-1)?.name;
    const { pathname, search, hash } = state.location;
    memory.current = name ? { name, pathname, search, hash } : null;
    if (name !== 'LoginPage') memory.loginReturn = null;
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
