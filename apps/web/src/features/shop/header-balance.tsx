import Coins from 'lucide-react/icons/coins';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { useSessionStore } from '../session/store';
import { useCoinBalance } from './balance';
import { useShopLiveUpdates } from './live-updates';
import { usePayStatus } from './queries';
import './shop.css';

/**
 * The top bar's coin chip (goldNum, opens the coin shop) and VIP badge for a signed-in user. It also holds the
 * coins feature's realtime subscription, so the balance changes on every page without a reload. Texts are in
 * the app namespace: the top bar shows before the shop pack of a language has loaded.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const userId = useSessionStore((s) => s.userId);
  useShopLiveUpdates(userId);
  const coins = useCoinBalance();
  const isVip = usePayStatus().data?.isVip === true;
  return (
    <>
      {isVip && (
        <span className="badge" data-tone="ok">
          {t('header.vip')}
        </span>
      )}
      {coins !== null && (
        // The chip shows the number; its name says what the number is ("120 coins").
        <Link
          to={withPrefix(prefix, '/shop')}
          className="coin-chip"
          aria-label={t('header.coins', { coins })}
          title={t('header.coinsTitle')}
        >
          <Coins />
          {coins}
        </Link>
      )}
    </>
  );
}
