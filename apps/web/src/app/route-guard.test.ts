import { describe, expect, it } from 'vitest';
import { decideRoute, isPublicRoute, PUBLIC_ROUTE_NAMES, type GuardInput } from './route-guard';
import type { RouteName } from './route-handle';
import { PAGE_ROUTES, type PageRoute } from './routes';

const base: Omit<GuardInput, 'handle'> = {
  loggedIn: false,
  previousRouteName: 'LivCam',
  prefix: null,
  search: '',
};

function input(name: RouteName, overrides: Partial<GuardInput> = {}): GuardInput {
  return { ...base, handle: { name }, ...overrides };
}

/** Every route with its full path inside the language prefix (children joined to their parent). */
function flatten(routes: readonly PageRoute[], parent = ''): (PageRoute & { fullPath: string })[] {
  return routes.flatMap((r) => {
    const fullPath = parent && r.path ? `${parent}/${r.path}` : parent || r.path;
    return [{ ...r, fullPath }, ...flatten(r.children ?? [], fullPath)];
  });
}

/**
 * The path table of spec §2.1, written out here rather than read from the route table, so a route that goes
 * missing or appears unasked fails this test. The spec names message's children (IMMessageSession,
 * IMSayHiSession) without paths; 'session/:id' and 'say-hi' are ours. So are the pages that mailed links and the
 * social sign-in callback open (the protocol's EmailLinkPage and SOCIAL_LOGIN_PAGE), and 'me', the page of one's
 * own things that the app shell's tab bar leads to (docs/decisions/022-app-shell-and-design-system.md).
 */
const SPEC_PATHS = [
  '',
  'login',
  'matching',
  'profile/:friendId',
  'profile/edit',
  'wall',
  'card',
  'search',
  'shop',
  'pay',
  'payOrderList',
  'payRefund',
  'refundBack',
  'paymentInfoAdd',
  'cardList',
  'paymentMethodsList',
  'payRes',
  'appplePay',
  'pagsmile',
  'backpack',
  'activity',
  'task',
  'zhushou',
  'download',
  'message',
  'message/session/:id',
  'message/say-hi',
  'friends',
  'admin/media',
  'admin/reports',
  'admin/refunds',
  'admin/gifts',
  // Host self-service (ours: the spec names no host screens).
  'host',
  'host/settings',
  'host/earnings',
  'admin/hosts',
  'cookie-policy',
  'privacy-policy',
  'terms-of-use',
  'about-us',
  'community-guidelines',
  'safety-center',
  'privacy-center',
  'random-video-chat',
  'login/social',
  'verify-email',
  'email-login',
  'me',
];

describe('decideRoute (spec §2.2)', () => {
  it.each([
    'LivCam',
    'LoginPage',
    'TermsUse',
    'PrivacyPolicy',
    'CookiePrivacy',
    'AboutUs',
    'CommunityGuidelines',
    'SafetyCenter',
    'PrivacyCenter',
    'RandomVideoChat',
  ] as const)('lets a visitor open %s', (name) => {
    expect(decideRoute(input(name))).toEqual({ kind: 'allow' });
  });

  it('sends a visitor from a guarded route to the login route, keeping prefix and query', () => {
    expect(decideRoute(input('Shop', { prefix: 'de', search: '?ref=x' }))).toEqual({
      kind: 'redirect',
      to: '/de/login?ref=x',
      reason: 'login',
    });
    expect(decideRoute(input('Friends', { search: '?a=1&b=2' }))).toMatchObject({ to: '/login?a=1&b=2' });
  });

  it('lets a logged-in user through guarded routes', () => {
    expect(decideRoute(input('Shop', { loggedIn: true }))).toEqual({ kind: 'allow' });
  });

  it('treats a noLogin route as public', () => {
    expect(decideRoute({ ...base, handle: { name: 'Download', noLogin: true } })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...base, handle: { name: 'Download' } })).toMatchObject({ kind: 'redirect' });
  });

  it('redirects matching home when opened from the shop or on the first load', () => {
    const fromShop = decideRoute(
      input('Matching', { loggedIn: true, previousRouteName: 'Shop', prefix: 'ar' }),
    );
    expect(fromShop).toEqual({ kind: 'redirect', to: '/ar/', reason: 'matchingEntry' });
    const firstLoad = decideRoute(input('Matching', { loggedIn: true, previousRouteName: null }));
    expect(firstLoad).toEqual({ kind: 'redirect', to: '/', reason: 'matchingEntry' });
  });

  it('opens matching from anywhere else for a logged-in user, and asks a visitor to log in', () => {
    expect(decideRoute(input('Matching', { loggedIn: true, previousRouteName: 'Wall' }))).toEqual({
      kind: 'allow',
    });
    expect(decideRoute(input('Matching', { previousRouteName: 'LivCam' }))).toMatchObject({
      reason: 'login',
    });
  });

  it('sends a logged-in user away from the login route', () => {
    expect(decideRoute(input('LoginPage', { loggedIn: true, prefix: 'gb' }))).toEqual({
      kind: 'redirect',
      to: '/gb/',
      reason: 'alreadyLoggedIn',
    });
  });

  it('keeps the spec landing names public even without a route', () => {
    for (const name of ['VideoView', 'LiveChat', 'RandomVideo'])
      expect(PUBLIC_ROUTE_NAMES.has(name)).toBe(true);
  });

  it('guards every route of the table except the public ones', () => {
    const routes = flatten(PAGE_ROUTES);
    const open = routes.filter((r) => isPublicRoute(r.handle)).map((r) => r.handle.name);
    expect(open.sort()).toEqual(
      [
        'AboutUs',
        'CommunityGuidelines',
        'CookiePrivacy',
        'Download',
        'EmailLogin',
        'LivCam',
        'LoginPage',
        'PrivacyCenter',
        'PrivacyPolicy',
        'RandomVideoChat',
        'SafetyCenter',
        'SocialLogin',
        'TermsUse',
        'VerifyEmail',
      ].sort(),
    );
  });

  it('has exactly the paths of spec §2.1, each once', () => {
    const paths = flatten(PAGE_ROUTES).map((r) => r.fullPath);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
