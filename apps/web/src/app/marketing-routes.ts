import { CHUNK_LOAD_TIMEOUT_MS } from '@mingle/protocol';
import type { ComponentType } from 'react';
import type * as StaticPages from '../features/static-pages/static-pages';
import type { StaticPageKey } from '../features/static-pages/static-pages';
import { withChunkTimeout } from '../i18n/chunk-load-error';
import type { RouteName } from './route-handle';
import type { PageRoute } from './routes';

type StaticPagesModule = typeof StaticPages;

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

/**
 * The static and marketing pages, in the order the site footer and the Me page list them: who we are first, the
 * legal texts last. Their own module, so the pages that link them need not import the whole route table.
 */
export const MARKETING_ROUTES: readonly PageRoute[] = [
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
