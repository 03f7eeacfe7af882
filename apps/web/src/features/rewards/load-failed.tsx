import { useTranslation } from 'react-i18next';

/** A part of the rewards screens that could not be read, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('wheel');
  return (
    <p role="alert" className="reward-error">
      {t('loadFailed')}{' '}
      <button type="button" className="button-link" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
