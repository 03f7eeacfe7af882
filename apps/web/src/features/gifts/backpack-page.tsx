import { useTranslation } from 'react-i18next';
import { GiftPage } from './gift-page';
import { BackpackList } from './backpack-list';
import { GiftHistory } from './gift-history';
import { useBackpack } from './queries';
import './gifts.css';

/** Route `backpack` (spec §2.1): the gifts a member owns without paying, with counts and expiry dates. */
export function BackpackPage() {
  const { t } = useTranslation('gifts');
  const backpack = useBackpack();
  return (
    <GiftPage title={t('backpack.title')} className="backpack-page">
      <p>{t('backpack.intro')}</p>
      <BackpackList query={backpack} />
      <p className="gift-hint">{t('backpack.useHint')}</p>
      <GiftHistory />
    </GiftPage>
  );
}
