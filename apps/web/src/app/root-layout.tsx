import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from '../components/toaster';
import { useAgeGate } from '../features/age-gate/use-age-gate';
import { CallHost } from '../features/calls/call-host';
import { useConsentPrompt } from '../features/consent/use-consent-prompt';
import { useRealtimeConnection } from '../features/realtime/use-realtime-connection';
import { removeLandingElements } from '../lib/landing';
import { PopupHost } from './popup-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDocumentMeta } from './use-document-meta';

export function RootLayout() {
  const { t } = useTranslation();
  useAgeGate();
  useConsentPrompt();
  useDocumentMeta();
  const loggedIn = useRealtimeConnection();
  useEffect(() => removeLandingElements(), []);

  return (
    <div className="app">
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
      <CallHost />
      <Toaster />
    </div>
  );
}
