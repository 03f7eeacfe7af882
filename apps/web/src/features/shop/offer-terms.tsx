import type { CoinPackage, PackageOffer } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format';

/** What a limited-time offer gives against the regular price: the one wording of the shop and the offer pop-up. */
export function OfferTerms({ pack, offer }: { pack: CoinPackage; offer: PackageOffer }) {
  const { t, i18n } = useTranslation('shop');
  return (
    <>
      <p className="shop-pack-coins">{t('youGet', { coins: pack.totalCoins })}</p>
      {offer.discountPercent > 0 && <p>{t('offer.discount', { percent: offer.discountPercent })}</p>}
      {offer.extraCoins > 0 && <p>{t('offer.extra', { coins: offer.extraCoins })}</p>}
      <p>
        <s>
          {t('offer.regularPrice', {
            price: formatPrice(offer.regularPriceMinor, pack.currency, i18n.language),
          })}
        </s>
      </p>
    </>
  );
}
