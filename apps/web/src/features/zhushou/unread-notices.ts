import { useTranslation } from 'react-i18next';
import { useNoticeLiveUpdates, useUnreadNotices } from './queries';

/** The Me page row's detail: '2 unread' while notices wait, kept live; nothing when all are read. */
export function useUnreadNoticesDetail(): string | undefined {
  const { t } = useTranslation('zhushou');
  const unread = useUnreadNotices().data;
  useNoticeLiveUpdates();
  return unread ? t('notices.unread', { count: unread }) : undefined;
}
