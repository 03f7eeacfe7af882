import { CHUNK_LOAD_TIMEOUT_MS, EmailLinkPage, SOCIAL_LOGIN_PAGE } from '@mingle/protocol';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';
import { LoginPage } from '../features/login/login-page';
import { MessagePage, MessageSessionPage, SayHiSessionPage } from '../features/messages/message-pages';
import { ShopPage } from '../features/shop/shop-page';
import type * as StaticPages from '../features/static-pages/static-pages';
import type { StaticPageKey } from '../features/static-pages/static-pages';
import { withChunkTimeout } from '../i18n/chunk-load-error';
import { createPlaceholderPage } from './placeholder-page';
import type { AppKey, RouteHandle, RouteName } from './route-handle';

export interface PageRoute {
  /** Relative to the language prefix; '' is the home (index) route. */
  path: string;
  handle: RouteHandle;
  Component?: ComponentType;
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: PageRoute[];
  /** Set on the static and marketing pages; the site footer links to exactly these, in table order. */
  staticPage?: StaticPageKey;
}

type StaticPagesModule = typeof StaticPages;

/** The server links to these pages by absolute path; here they sit under every language prefix too. */
const relative = (absolute: string) => absolute.replace(/^\//, '');

// The marketing pages are one lazy chunk: most visitors never open them.
function staticPage(pick: (m: StaticPagesModule) => ComponentType): PageRoute['lazy'] {
  return async () => {
    const module = await withChunkTimeout(
      import('../features/static-pages/static-pages'),
      CHUNK_LOAD_TIMEOUT_MS,
      'static pages',
    );
    return { Component: pick(module) };
  };
}

/** A page in its own chunk, with the chunk time-out of spec §9. */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
  name: string,
): NonNullable<PageRoute['lazy']> {
  return async () => ({ Component: pick(await withChunkTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, name)) });
}

function placeholder(path: string, name: RouteName, extra: Partial<RouteHandle> = {}): PageRoute {
  const titleKey = `routes.${name}` as AppKey;
  return { path, handle: { name, titleKey, ...extra }, Component: createPlaceholderPage(titleKey) };
}

function marketing(
  path: string,
  name: RouteName,
  page: StaticPageKey,
  pick: (m: StaticPagesModule) => ComponentType,
): PageRoute {
  return {
    path,
    handle: { name, titleKey: `pages.${page}.title`, descriptionKey: `pages.${page}.description` },
    lazy: staticPage(pick),
    staticPage: page,
  };
}

/** Every route of spec §2.1, relative to the optional language prefix. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '', handle: { name: 'LivCam', titleKey: 'routes.LivCam' }, Component: HomePage },
  { path: 'login', handle: { name: 'LoginPage', titleKey: 'routes.LoginPage' }, Component: LoginPage },
  // Pages that mailed links and the social sign-in callback open; a visitor must reach them to sign in.
  {
    path: relative(SOCIAL_LOGIN_PAGE),
    handle: { name: 'SocialLogin', titleKey: 'routes.SocialLogin', noLogin: true },
    lazy: lazyPage(
      () => import('../features/login/link-pages'),
      (m) => m.SocialLoginPage,
      'sign-in',
    ),
  },
  {
    path: relative(EmailLinkPage.verify),
    handle: { name: 'VerifyEmail', titleKey: 'routes.VerifyEmail', noLogin: true },
    lazy: lazyPage(
      () => import('../features/login/link-pages'),
      (m) => m.VerifyEmailPage,
      'sign-in',
    ),
  },
  {
    path: relative(EmailLinkPage.login),
    handle: { name: 'EmailLogin', titleKey: 'routes.EmailLogin', noLogin: true },
    lazy: lazyPage(
      () => import('../features/login/link-pages'),
      (m) => m.EmailLoginPage,
      'sign-in',
    ),
  },
  placeholder('matching', 'Matching'),
  {
    path: 'profile/edit',
    handle: { name: 'ProfileEdit', titleKey: 'routes.ProfileEdit' },
    lazy: lazyPage(
      () => import('../features/profile/profile-edit-page'),
      (m) => m.ProfileEditPage,
      'profile',
    ),
  },
  {
    path: 'profile/:friendId',
    handle: { name: 'Profile', titleKey: 'routes.Profile' },
    lazy: lazyPage(
      () => import('../features/profile/profile-page'),
      (m) => m.ProfilePage,
      'profile',
    ),
  },
  placeholder('wall', 'Wall'),
  placeholder('card', 'Card'),
  placeholder('search', 'Search'),
  { path: 'shop', handle: { name: 'Shop', titleKey: 'routes.Shop' }, Component: ShopPage },
  placeholder('pay', 'Pay'),
  placeholder('payOrderList', 'PayOrderList'),
  placeholder('payRefund', 'PayRefund'),
  placeholder('refundBack', 'RefundBack'),
  placeholder('paymentInfoAdd', 'PaymentInfoAdd'),
  placeholder('cardList', 'CardList'),
  placeholder('paymentMethodsList', 'PaymentMethodsList'),
  placeholder('payRes', 'PayRes'),
  placeholder('appplePay', 'AppplePay'),
  placeholder('pagsmile', 'Pagsmile'),
  placeholder('backpack', 'Backpack'),
  placeholder('activity', 'Activity'),
  placeholder('task', 'Task'),
  placeholder('zhushou', 'Zhushou'),
  // Telling a visitor how to get the app must not require an account.
  placeholder('download', 'Download', { noLogin: true }),
  {
    path: 'message',
    handle: { name: 'Message', titleKey: 'routes.Message' },
    Component: MessagePage,
    children: [
      {
        path: 'session/:id',
        handle: { name: 'IMMessageSession', titleKey: 'routes.IMMessageSession' },
        Component: MessageSessionPage,
      },
      {
        path: 'say-hi',
        handle: { name: 'IMSayHiSession', titleKey: 'routes.IMSayHiSession' },
        Component: SayHiSessionPage,
      },
    ],
  },
  placeholder('friends', 'Friends'),
  // Admins only: the page itself tells a signed-in non-admin that it is not for them.
  {
    path: 'admin/media',
    handle: { name: 'AdminMedia', titleKey: 'routes.AdminMedia' },
    lazy: lazyPage(
      () => import('../features/admin/admin-media-page'),
      (m) => m.AdminMediaPage,
      'admin',
    ),
  },
  // In the order the site footer lists them: who we are first, the legal texts last.
  marketing('about-us', 'AboutUs', 'aboutUs', (m) => m.AboutUsPage),
  marketing('random-video-chat', 'RandomVideoChat', 'randomVideoChat', (m) => m.RandomVideoChatPage),
  marketing(
    'community-guidelines',
    'CommunityGuidelines',
    'communityGuidelines',
    (m) => m.CommunityGuidelinesPage,
  ),
  marketing('safety-center', 'SafetyCenter', 'safetyCenter', (m) => m.SafetyCenterPage),
  marketing('privacy-center', 'PrivacyCenter', 'privacyCenter', (m) => m.PrivacyCenterPage),
  marketing('terms-of-use', 'TermsUse', 'termsOfUse', (m) => m.TermsOfUsePage),
  marketing('privacy-policy', 'PrivacyPolicy', 'privacyPolicy', (m) => m.PrivacyPolicyPage),
  marketing('cookie-policy', 'CookiePrivacy', 'cookiePolicy', (m) => m.CookiePolicyPage),
];
