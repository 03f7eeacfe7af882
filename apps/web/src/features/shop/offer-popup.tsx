import { DISCOUNT_COINS_PAGE } from '@mingle/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { withPrefix } from '../../i18n/language-prefix';
import { readLocal, writeLocal } from '../../lib/local-storage';
import { useSessionStore } from '../session/store';
import { formatCountdown, useCountdown } from './countdown';
import { isDiscountCheckoutMessage, runningOffer } from './discount-offer';
import { formatPrice, serverAlignedEnd } from './format';
import { usePackages } from './queries';
import { methodsLink } from './shop-links';

/** The offer period this member's pop-up last showed, so one period shows it once. */
export const offerSeenKey = (userId: number) => `mingle.offer-popup.${String(userId)}`;

/**
 * The limited-time offer's pop-up (spec §2.3): the server's running offer, once per offer period. The caller
 * mounts it only when nothing else is up (another pop-up, a call). "See the offer" opens the discount-coin page
 * in an iframe; its Buy button leads to the normal checkout.
 */
export function LimitedOfferPopup() {
  const userId = useSessionStore((s) => s.userId);
  const packages = usePackages();
  const found = runningOffer(packages.data);
  const period = found ? `${String(found.pack.id)}:${found.endsAt}` : null;
  // Decided once per period when it first arrives: shown unless this period was shown before.
  const [decided, setDecided] = useState<{ period: string; show: boolean } | null>(null);
  if (period !== null && userId !== null && decided?.period !== period) {
    setDecided({ period, show: readLocal(offerSeenKey(userId)) !== period });
  }
  const showing = period !== null && decided?.period === period && decided.show;
  useEffect(() => {
    // Recorded when it shows: closing the tab counts as seen too.
    if (showing && userId !== null && period !== null) writeLocal(offerSeenKey(userId), period);
  }, [showing, userId, period]);
  if (!showing || !found || !packages.data) return null;
  return (
    <OfferDialog
      pack={found.pack}
      endsAt={serverAlignedEnd(found.endsAt, packages.data.serverTime, packages.dataUpdatedAt)}
      onClose={() => setDecided(period === null ? null : { period, show: false })}
    />
  );
}

function OfferDialog({
  pack,
  endsAt,
  onClose,
}: {
  pack: NonNullable<ReturnType<typeof runningOffer>>['pack'];
  endsAt: number;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const navigate = useNavigate();
  const left = useCountdown(endsAt);
  const [framed, setFramed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own discount page, in our own frame, may start a checkout.
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isDiscountCheckoutMessage(event.data)) return;
      onClose();
      void navigate(methodsLink(prefix, event.data.packageId));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, onClose, prefix]);

  const offer = pack.offer;
  if (!offer || left === 0) return null;
  const price = formatPrice(pack.priceMinor, pack.currency, i18n.language);
  return (
    <PopupDialog title={t('offer.heading')} onClose={onClose} className="offer-popup">
      {framed ? (
        <iframe
          ref={frame}
          className="offer-frame"
          title={t('offer.frameTitle')}
          src={withPrefix(prefix, DISCOUNT_COINS_PAGE)}
        />
      ) : (
        <>
          <p className="shop-pack-coins">{t('youGet', { coins: pack.totalCoins })}</p>
          {offer.discountPercent > 0 && <p>{t('offer.discount', { percent: offer.discountPercent })}</p>}
          {offer.extraCoins > 0 && <p>{t('offer.extra', { coins: offer.extraCoins })}</p>}
          <p className="shop-offer-price">{t('offer.price', { price })}</p>
          <p className="shop-countdown" role="timer" aria-live="off">
            {t('offer.endsIn', { time: formatCountdown(left ?? 0) })}
          </p>
          <div className="offer-popup-actions">
            <button type="button" className="button button-primary" onClick={() => setFramed(true)}>
              {t('offer.see')}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('offer.later')}
            </button>
          </div>
        </>
      )}
    </PopupDialog>
  );
}
