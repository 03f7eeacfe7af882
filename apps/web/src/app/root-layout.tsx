import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { Toaster } from '../components/toaster';
import { useAgeGate } from '../features/age-gate/use-age-gate';
import { useConsentPrompt } from '../features/consent/use-consent-prompt';
import { useAccountLanguage } from '../features/language/account-language';
import { useRealtimeConnection } from '../features/realtime/use-realtime-connection';
import { removeLandingElements } from '../lib/landing';
import { lazyPopup, PopupHost } from './popup-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MARKETING_ROUTES } from './marketing-routes';
import { isRouteHandle } from './route-handle';
import { useDocumentMeta } from './use-document-meta';

// The call layer (WebRTC, the call screens and their sounds) is for members only: a visitor's first page never
// downloads it, and a member's loads beside the page rather than before it.
const CallHost = lazyPopup(
  () => import('../features/calls/call-host'),
  (m) => m.CallHost,
  'calls',
);

// Web push prompt, install hint and the installed app's grant (features/reach): members only, beside the page.
const ReachLayer = lazyPopup(
  () => import('../features/reach/reach-layer'),
  (m) => m.ReachLayer,
  'reach',
);

const MARKETING_NAMES = new Set(MARKETING_ROUTES.map((route) => route.handle.name));

/** A static or marketing page: it keeps its footer on phones too; every other page is an app screen. */
function useOnMarketingPage(): boolean {
  const name = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.name;
  return name !== undefined && MARKETING_NAMES.has(name);
}

export function RootLayout() {
  const { t } = useTranslation();
  useAgeGate();
  useConsentPrompt();
  useDocumentMeta();
  useAccountLanguage();
  const loggedIn = useRealtimeConnection();
  const marketing = useOnMarketingPage();
  useEffect(() => removeLandingElements(), []);

  return (
    // data-shell: a signed-in person gets the tab bar. data-screen: app screens hide the footer on phones.
    <div
      className="app"
      data-shell={loggedIn ? 'member' : 'visitor'}
      data-screen={loggedIn && !marketing ? 'app' : 'public'}
    >
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader loggedIn={loggedIn} />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* A namespace that is still loading (e.g. the shop pack in German) suspends only the page. */}
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <PopupHost />
      {loggedIn && (
        <Suspense fallback={null}>
          <CallHost />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <ReachLayer />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
