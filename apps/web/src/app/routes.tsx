import { CHUNK_LOAD_TIMEOUT_MS, EmailLinkPage, SOCIAL_LOGIN_PAGE } from '@mingle/protocol';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';
import { LoginPage } from '../features/login/login-page';
import type { StaticPageKey } from '../features/static-pages/static-pages';
import { withChunkTimeout } from '../i18n/chunk-load-error';
import { MARKETING_ROUTES } from './marketing-routes';
import type { RouteHandle } from './route-handle';

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

/** The server links to these pages by absolute path; here they sit under every language prefix too. */
const relative = (absolute: string) => absolute.replace(/^\//, '');

/** A page in its own chunk, with the chunk time-out of spec §9. */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
  name: string,
): NonNullable<PageRoute['lazy']> {
  return async () => ({ Component: pick(await withChunkTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, name)) });
}

// The conversation screens share one chunk with the list they sit in.
const messagePages = () => import('../features/messages/message-pages');

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
  {
    path: 'matching',
    handle: { name: 'Matching', titleKey: 'routes.Matching' },
    lazy: lazyPage(
      () => import('../features/matching/matching-page'),
      (m) => m.MatchingPage,
      'matching',
    ),
  },
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
  {
    path: 'wall',
    handle: { name: 'Wall', titleKey: 'routes.Wall' },
    lazy: lazyPage(
      () => import('../features/discover/wall-page'),
      (m) => m.WallPage,
      'discover',
    ),
  },
  {
    path: 'card',
    handle: { name: 'Card', titleKey: 'routes.Card' },
    lazy: lazyPage(
      () => import('../features/discover/card-page'),
      (m) => m.CardPage,
      'discover',
    ),
  },
  {
    path: 'search',
    handle: { name: 'Search', titleKey: 'routes.Search' },
    lazy: lazyPage(
      () => import('../features/discover/search-page'),
      (m) => m.SearchPage,
      'discover',
    ),
  },
  {
    path: 'shop',
    handle: { name: 'Shop', titleKey: 'routes.Shop' },
    lazy: lazyPage(
      () => import('../features/shop/shop-page'),
      (m) => m.ShopPage,
      'shop',
    ),
  },
  {
    path: 'pay',
    handle: { name: 'Pay', titleKey: 'routes.Pay' },
    lazy: lazyPage(
      () => import('../features/shop/pay-page'),
      (m) => m.PayPage,
      'shop',
    ),
  },
  {
    path: 'payOrderList',
    handle: { name: 'PayOrderList', titleKey: 'routes.PayOrderList' },
    lazy: lazyPage(
      () => import('../features/shop/order-history-page'),
      (m) => m.OrderHistoryPage,
      'shop',
    ),
  },
  {
    path: 'payRefund',
    handle: { name: 'PayRefund', titleKey: 'routes.PayRefund' },
    lazy: lazyPage(
      () => import('../features/refunds/pay-refund-page'),
      (m) => m.PayRefundPage,
      'refunds',
    ),
  },
  {
    path: 'refundBack',
    handle: { name: 'RefundBack', titleKey: 'routes.RefundBack' },
    lazy: lazyPage(
      () => import('../features/refunds/refund-back-page'),
      (m) => m.RefundBackPage,
      'refunds',
    ),
  },
  {
    path: 'paymentInfoAdd',
    handle: { name: 'PaymentInfoAdd', titleKey: 'routes.PaymentInfoAdd' },
    lazy: lazyPage(
      () => import('../features/cards/payment-info-add-page'),
      (m) => m.PaymentInfoAddPage,
      'cards',
    ),
  },
  {
    path: 'cardList',
    handle: { name: 'CardList', titleKey: 'routes.CardList' },
    lazy: lazyPage(
      () => import('../features/cards/card-list-page'),
      (m) => m.CardListPage,
      'cards',
    ),
  },
  {
    path: 'paymentMethodsList',
    handle: { name: 'PaymentMethodsList', titleKey: 'routes.PaymentMethodsList' },
    lazy: lazyPage(
      () => import('../features/shop/payment-methods-page'),
      (m) => m.PaymentMethodsPage,
      'shop',
    ),
  },
  {
    path: 'payRes',
    handle: { name: 'PayRes', titleKey: 'routes.PayRes' },
    lazy: lazyPage(
      () => import('../features/shop/pay-result-page'),
      (m) => m.PayResultPage,
      'shop',
    ),
  },
  {
    path: 'appplePay',
    handle: { name: 'AppplePay', titleKey: 'routes.AppplePay' },
    lazy: lazyPage(
      () => import('../features/shop/pay-page'),
      (m) => m.WalletPayPage,
      'shop',
    ),
  },
  {
    path: 'pagsmile',
    handle: { name: 'Pagsmile', titleKey: 'routes.Pagsmile' },
    lazy: lazyPage(
      () => import('../features/shop/pay-page'),
      (m) => m.RedirectPayPage,
      'shop',
    ),
  },
  {
    path: 'backpack',
    handle: { name: 'Backpack', titleKey: 'routes.Backpack' },
    lazy: lazyPage(
      () => import('../features/gifts/backpack-page'),
      (m) => m.BackpackPage,
      'gifts',
    ),
  },
  {
    path: 'activity',
    handle: { name: 'Activity', titleKey: 'routes.Activity' },
    lazy: lazyPage(
      () => import('../features/rewards/activity-page'),
      (m) => m.ActivityPage,
      'rewards',
    ),
  },
  {
    path: 'task',
    handle: { name: 'Task', titleKey: 'routes.Task' },
    lazy: lazyPage(
      () => import('../features/rewards/task-page'),
      (m) => m.TaskPage,
      'rewards',
    ),
  },
  {
    path: 'zhushou',
    handle: { name: 'Zhushou', titleKey: 'routes.Zhushou' },
    lazy: lazyPage(
      () => import('../features/zhushou/zhushou-page'),
      (m) => m.ZhushouPage,
      'zhushou',
    ),
  },
  // Telling a visitor how to get the app must not require an account.
  {
    path: 'download',
    handle: { name: 'Download', titleKey: 'routes.Download', noLogin: true },
    lazy: lazyPage(
      () => import('../features/reach/download-page'),
      (m) => m.DownloadPage,
      'reach',
    ),
  },
  {
    path: 'message',
    handle: { name: 'Message', titleKey: 'routes.Message' },
    lazy: lazyPage(messagePages, (m) => m.MessagePage, 'messages'),
    children: [
      {
        path: 'session/:id',
        handle: { name: 'IMMessageSession', titleKey: 'routes.IMMessageSession' },
        lazy: lazyPage(messagePages, (m) => m.MessageSessionPage, 'messages'),
      },
      {
        path: 'say-hi',
        handle: { name: 'IMSayHiSession', titleKey: 'routes.IMSayHiSession' },
        lazy: lazyPage(messagePages, (m) => m.SayHiSessionPage, 'messages'),
      },
    ],
  },
  {
    path: 'friends',
    handle: { name: 'Friends', titleKey: 'routes.Friends' },
    lazy: lazyPage(
      () => import('../features/friends/friends-page'),
      (m) => m.FriendsPage,
      'friends',
    ),
  },
  {
    path: 'me',
    handle: { name: 'Me', titleKey: 'routes.Me' },
    lazy: lazyPage(
      () => import('../features/me/me-page'),
      (m) => m.MePage,
      'me',
    ),
  },
  // Host self-service (docs/decisions/028-host-self-service.md): apply, or the host centre for hosts.
  {
    path: 'host',
    handle: { name: 'Host', titleKey: 'routes.Host' },
    lazy: lazyPage(
      () => import('../features/hosts/host-apply-page'),
      (m) => m.HostApplyPage,
      'hosts',
    ),
  },
  {
    path: 'host/settings',
    handle: { name: 'HostSettings', titleKey: 'routes.HostSettings' },
    lazy: lazyPage(
      () => import('../features/hosts/host-settings-page'),
      (m) => m.HostSettingsPage,
      'hosts',
    ),
  },
  {
    path: 'host/earnings',
    handle: { name: 'HostEarnings', titleKey: 'routes.HostEarnings' },
    lazy: lazyPage(
      () => import('../features/hosts/host-earnings-page'),
      (m) => m.HostEarningsPage,
      'hosts',
    ),
  },
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
  {
    path: 'admin/reports',
    handle: { name: 'AdminReports', titleKey: 'routes.AdminReports' },
    lazy: lazyPage(
      () => import('../features/admin/admin-reports-page'),
      (m) => m.AdminReportsPage,
      'admin',
    ),
  },
  {
    path: 'admin/refunds',
    handle: { name: 'AdminRefunds', titleKey: 'routes.AdminRefunds' },
    lazy: lazyPage(
      () => import('../features/refunds/admin-refunds-page'),
      (m) => m.AdminRefundsPage,
      'admin',
    ),
  },
  {
    path: 'admin/gifts',
    handle: { name: 'AdminGifts', titleKey: 'routes.AdminGifts' },
    lazy: lazyPage(
      () => import('../features/gifts/admin-gifts-page'),
      (m) => m.AdminGiftsPage,
      'admin',
    ),
  },
  {
    path: 'admin/hosts',
    handle: { name: 'AdminHosts', titleKey: 'routes.AdminHosts' },
    lazy: lazyPage(
      () => import('../features/hosts/admin-hosts-page'),
      (m) => m.AdminHostsPage,
      'admin',
    ),
  },
  ...MARKETING_ROUTES,
];
