import type { CoinPackage } from '@mingle/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferTerms } from './offer-terms';
import { formatCountdown, useCountdown } from './countdown';
import { DISCOUNT_CHECKOUT_MESSAGE, runningOffer, type DiscountCheckoutMessage } from './discount-offer';
import { formatPrice, serverAlignedEnd } from './format';
import { usePackages } from './queries';
import './shop.css';
import { SkeletonList } from '../../components/skeleton';

/**
 * The discount-coin page (spec §2.3 "discount-coin iframe"), shown inside the offer pop-up: the running offer
 * from the server, its price before anything is paid, and a button that hands the checkout to the page around
 * it (the normal flow: payment method, then the pay page). Only a real offer of the server is shown.
 */
export function DiscountCoinsPage() {
  const { t } = useTranslation('shop');
  const packages = usePackages();
  const headingId = useId();
  const found = runningOffer(packages.data);
  return (
    <section className="page shop-page discount-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('offer.heading')}</h1>
      {packages.isPending ? (
        <SkeletonList label={t('loading')} rows={1} />
      ) : packages.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : found ? (
        <DiscountOffer
          pack={found.pack}
          endsAt={serverAlignedEnd(found.endsAt, packages.data.serverTime, packages.dataUpdatedAt)}
        />
      ) : (
        <p role="status">{t('offer.none')}</p>
      )}
    </section>
  );
}

function DiscountOffer({ pack, endsAt }: { pack: CoinPackage; endsAt: number }) {
  const { t, i18n } = useTranslation('shop');
  const left = useCountdown(endsAt);
  const offer = pack.offer;
  if (!offer) return null;
  const price = formatPrice(pack.priceMinor, pack.currency, i18n.language);
  const checkout = () => {
    const message: DiscountCheckoutMessage = { type: DISCOUNT_CHECKOUT_MESSAGE, packageId: pack.id };
    // Only our own origin frames this page (the server's frame-ancestors), and only it may read the message.
    window.parent.postMessage(message, window.location.origin);
  };
  return (
    <div className="shop-section shop-offer">
      <OfferTerms pack={pack} offer={offer} />
      <p className="shop-offer-price">{t('offer.price', { price })}</p>
      {left === 0 ? (
        <p role="status">{t('offer.ended')}</p>
      ) : (
        <>
          <p className="shop-countdown" role="timer" aria-live="off">
            {t('offer.endsIn', { time: formatCountdown(left ?? 0) })}
          </p>
          <button type="button" className="button button-primary" onClick={checkout}>
            {t('buy', { price })}
          </button>
        </>
      )}
    </div>
  );
}
