import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { useChunkErrorStore } from './app/chunk-error-store';
import { watchDeviceClass } from './app/device-class';
import { breakOutOfFrame } from './app/frame-guard';
import { createAppServices } from './app/services';
import { shippedLanguages } from './i18n/bundle-loader';
import { languageForPath } from './i18n/language-prefix';
import { createI18n } from './i18n/setup';
import './styles/global.css';

async function start(): Promise<void> {
  if (breakOutOfFrame()) return;
  watchDeviceClass();
  const shipped = shippedLanguages();
  const language = languageForPath(location.pathname, navigator.languages, shipped);
  const i18n = await createI18n({
    language,
    onChunkError: (error) => useChunkErrorStore.getState().report(error),
  });
  // Unprefixed paths follow the browser; computed once so the same visit never flips language.
  const defaultLanguage = languageForPath('/', navigator.languages, shipped);
  const services = createAppServices(i18n, defaultLanguage);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

void start();
