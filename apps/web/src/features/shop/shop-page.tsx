import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';

export function ShopPage() {
  // The shop namespace is its own chunk in every language but English; this is where it first loads.
  const { t } = useTranslation('shop');
  return <PageFrame title={t('title')} note={t('notOpenYet')} />;
}
