import { withPrefix, type LanguagePrefix } from '../i18n/language-prefix';
import type { RouteHandle } from './route-handle';

/**
 * Spec §2.2: names open to visitors. VideoView, LiveChat and RandomVideo are landing-page names that have no
 * route yet; they are listed so that the landing pages which bring them keep working without login.
 */
export const PUBLIC_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'LivCam',
  'LoginPage',
  'VideoView',
  'LiveChat',
  'TermsUse',
  'PrivacyPolicy',
  'CookiePrivacy',
  'AboutUs',
  'CommunityGuidelines',
  'SafetyCenter',
  'PrivacyCenter',
  'RandomVideo',
  'RandomVideoChat',
  'NotFound',
]);

export function isPublicRoute(handle: Pick<RouteHandle, 'name' | 'noLogin'>): boolean {
  return handle.noLogin === true || PUBLIC_ROUTE_NAMES.has(handle.name);
}

export interface GuardInput {
  handle: Pick<RouteHandle, 'name' | 'noLogin'>;
  loggedIn: boolean;
  /** Name of the route on screen before this navigation; null on the first load. */
  previousRouteName: string | null;
  prefix: LanguagePrefix | null;
  /** The query string of the requested URL, '' or starting with '?'. */
  search: string;
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; reason: 'login' | 'matchingEntry' | 'alreadyLoggedIn' };

/** The route guard as a pure decision; router.tsx turns a redirect into a loader redirect. */
export function decideRoute({
  handle,
  loggedIn,
  previousRouteName,
  prefix,
  search,
}: GuardInput): GuardDecision {
  const home = withPrefix(prefix, '/');
  // Matching needs the state of the page that started it; from the shop or on a fresh load there is none.
  if (handle.name === 'Matching' && (previousRouteName === null || previousRouteName === 'Shop')) {
    return { kind: 'redirect', to: home, reason: 'matchingEntry' };
  }
  if (!loggedIn && !isPublicRoute(handle)) {
    return { kind: 'redirect', to: `${withPrefix(prefix, '/login')}${search}`, reason: 'login' };
  }
  if (loggedIn && handle.name === 'LoginPage') {
    return { kind: 'redirect', to: home, reason: 'alreadyLoggedIn' };
  }
  return { kind: 'allow' };
}
