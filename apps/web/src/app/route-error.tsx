import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadErrorScreen } from '../components/chunk-load-error-screen';
import { isChunkLoadError } from '../i18n/chunk-load-error';
import { removeLandingElements } from '../lib/landing';

/** Route error boundary: chunk failures get the retry screen, anything else the general apology. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('base');
  useEffect(() => removeLandingElements(), []);
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen />;
  return (
    <section className="page route-error" role="alert">
      <h1>{t('errors.generic')}</h1>
      <button type="button" className="button button-primary" onClick={() => location.reload()}>
        {t('chunkError.retry')}
      </button>
    </section>
  );
}
