import { useTranslation } from 'react-i18next';
import { useRealtimeStore } from './store';

/**
 * The connection state in the top bar: a dot while connected (its word is kept for screen readers), the word
 * itself once connecting or offline. A live region, so a dropped connection is announced too.
 */
export function RealtimeStatusIndicator() {
  const { t } = useTranslation();
  const status = useRealtimeStore((s) => s.status);
  return (
    <span role="status" aria-label={t('realtime.label')} className="realtime-status" data-status={status}>
      <span className="realtime-dot" aria-hidden="true" />
      <span className="realtime-text">{t(`realtime.${status}`)}</span>
    </span>
  );
}
