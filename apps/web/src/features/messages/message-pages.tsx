import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';

/** Parent of the conversation and say-hi screens (IMMessageSession, IMSayHiSession). */
export function MessagePage() {
  const { t } = useTranslation('webChat');
  return (
    <PageFrame title={t('title')} note={t('notOpenYet')}>
      <Outlet />
    </PageFrame>
  );
}

export function MessageSessionPage() {
  const { t } = useTranslation('webChat');
  return <h2>{t('conversation')}</h2>;
}

export function SayHiSessionPage() {
  const { t } = useTranslation('webChat');
  return <h2>{t('sayHi')}</h2>;
}
