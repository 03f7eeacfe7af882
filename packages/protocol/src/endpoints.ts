import type { AnyEndpoint } from './endpoint';
import { emailApi } from './accounts/email';
import { moderationApi } from './accounts/moderation';
import { phoneApi } from './accounts/phone';
import { mediaApi, profileApi } from './accounts/profile';
import { sessionApi } from './accounts/session';
import { socialApi } from './accounts/social';
import { countryApi } from './country';
import { callsApi } from './calls/calls';
import { cardsApi } from './cards/cards';
import { discoverApi } from './discover/discover';
import { matchingApi } from './matching/matching';
import { payApi } from './payments/shop';
import { refundsApi } from './refunds/refunds';
import { checkInApi } from './rewards/check-in';
import { entriesApi } from './rewards/entries';
import { firstWeekApi } from './rewards/first-week';
import { luckyWheelApi } from './rewards/lucky-wheel';
import { popupApi } from './rewards/pop-ups';
import { noticesApi } from './notices/notices';
import { giftsApi } from './gifts/gifts';
import { hostsApi } from './hosts/hosts';
import { pushApi } from './push/push';
import { registerBannerApi } from './rewards/register-banner';
import { tasksApi } from './rewards/tasks';
import { walletApi } from './wallet/api';
import { chatApi } from './social/chat';
import { friendsApi } from './social/friends';
import { presenceApi } from './social/presence';
import { blocksApi, reportsApi } from './social/safety';
import { translationApi } from './social/translation';

/**
 * Every declared HTTP endpoint, by area. The server registers each of them (a test fails for one that is not),
 * the OpenAPI document lists them, and the contract fuzz test drives them all.
 */
export const endpointGroups = {
  calls: callsApi,
  matching: matchingApi,
  discover: discoverApi,
  country: countryApi,
  session: sessionApi,
  email: emailApi,
  phone: phoneApi,
  socialSignIn: socialApi,
  profile: profileApi,
  media: mediaApi,
  moderation: moderationApi,
  wallet: walletApi,
  pay: payApi,
  cards: cardsApi,
  refunds: refundsApi,
  friends: friendsApi,
  chat: chatApi,
  translation: translationApi,
  presence: presenceApi,
  blocks: blocksApi,
  reports: reportsApi,
  registerBanner: registerBannerApi,
  checkIn: checkInApi,
  firstWeek: firstWeekApi,
  tasks: tasksApi,
  luckyWheel: luckyWheelApi,
  entries: entriesApi,
  popups: popupApi,
  notices: noticesApi,
  gifts: giftsApi,
  hosts: hostsApi,
  push: pushApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group),
);
