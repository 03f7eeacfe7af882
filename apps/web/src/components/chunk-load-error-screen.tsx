import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { removeLandingElements } from '../lib/landing';

/**
 * Spec §8.2: a language or code chunk that failed or took longer than 120 s. Retry reloads the page, because
 * browsers remember a failed module import and would fail again without fetching.
 */
export function ChunkLoadErrorScreen({ onRetry = () => location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation('base');
  useEffect(() => removeLandingElements(), []);
  return (
    <div className="chunk-error" role="alert" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title">{t('chunkError.title')}</h1>
      <p>{t('chunkError.body')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('chunkError.retry')}
      </button>
    </div>
  );
}
