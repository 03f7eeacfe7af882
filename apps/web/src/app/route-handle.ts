import type { ParseKeys } from 'i18next';

/** A key of the "app" namespace. */
export type AppKey = ParseKeys<'app'>;

/** Route names: LivCam and LoginPage are the spec's; the rest follow the same style. */
export type RouteName =
  | 'LivCam'
  | 'LoginPage'
  | 'SocialLogin'
  | 'VerifyEmail'
  | 'EmailLogin'
  | 'Matching'
  | 'Profile'
  | 'ProfileEdit'
  | 'Wall'
  | 'Card'
  | 'Search'
  | 'Shop'
  | 'Pay'
  | 'PayOrderList'
  | 'PayRefund'
  | 'RefundBack'
  | 'PaymentInfoAdd'
  | 'CardList'
  | 'PaymentMethodsList'
  | 'PayRes'
  | 'AppplePay'
  | 'Pagsmile'
  | 'Backpack'
  | 'Activity'
  | 'Task'
  | 'Zhushou'
  | 'DiscountCoins'
  | 'Download'
  | 'Message'
  | 'IMMessageSession'
  | 'IMSayHiSession'
  | 'Friends'
  | 'Me'
  | 'AdminMedia'
  | 'AdminReports'
  | 'AdminRefunds'
  | 'AdminGifts'
  | 'AdminHosts'
  | 'Host'
  | 'HostSettings'
  | 'HostEarnings'
  | 'CookiePrivacy'
  | 'PrivacyPolicy'
  | 'TermsUse'
  | 'AboutUs'
  | 'CommunityGuidelines'
  | 'SafetyCenter'
  | 'PrivacyCenter'
  | 'RandomVideoChat'
  | 'NotFound';

/** What every route carries in its React Router handle. */
export interface RouteHandle {
  name: RouteName;
  /** Open to visitors; set by the router from the spec's public-name list and noLogin, never by hand. */
  public?: boolean;
  /** Open without login even if the name is not on the public list. */
  noLogin?: boolean;
  titleKey: AppKey;
  /** <meta name="description">; the app's default description when absent. */
  descriptionKey?: AppKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}
