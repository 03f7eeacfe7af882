import { useTranslation } from 'react-i18next';
import { useRealtimeStore } from './store';

/** Small header indicator; a live region, so a dropped connection is announced to screen readers too. */
export function RealtimeStatusIndicator() {
  const { t } = useTranslation();
  const status = useRealtimeStore((s) => s.status);
  return (
    <span role="status" aria-label={t('realtime.label')} className="realtime-status" data-status={status}>
      <span className="realtime-dot" aria-hidden="true" />
      {t(`realtime.${status}`)}
    </span>
  );
}
