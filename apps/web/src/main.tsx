import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { useChunkErrorStore } from './app/chunk-error-store';
import { watchDeviceClass } from './app/device-class';
import { breakOutOfFrame } from './app/frame-guard';
import { captureInstallPrompt } from './features/reach/install';
import { noteVisit } from './features/reach/reach-moments';
import { registerServiceWorker } from './features/reach/service-worker';
import { createAppServices } from './app/services';
import { shippedLanguages } from './i18n/bundle-loader';
import { languageForLocation, languageForRoute, pseudoLocaleRequested } from './i18n/language-choice';
import { createI18n } from './i18n/setup';
import './styles/global.css';

async function start(): Promise<void> {
  if (breakOutOfFrame()) return;
  watchDeviceClass();
  // The install offer comes once, early; the worker registers after load (features/reach).
  captureInstallPrompt();
  noteVisit();
  registerServiceWorker();
  // The URL's prefix, then the device's and the account's stored choice, then the browser (i18n/language-choice.ts).
  const languages = {
    browser: navigator.languages,
    shipped: shippedLanguages(),
    pseudo: pseudoLocaleRequested(location.search),
  };
  const language = languageForLocation(location.pathname, languages);
  const i18n = await createI18n({
    language,
    onChunkError: (error) => useChunkErrorStore.getState().report(error),
  });
  // Unprefixed paths follow the stored choice, read at each navigation so a choice made in the switcher holds.
  const services = createAppServices(i18n, languageForRoute(null, languages), (prefix) =>
    languageForRoute(prefix, languages),
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

void start();
