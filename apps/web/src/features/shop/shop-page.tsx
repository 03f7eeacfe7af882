import type { CoinPackage, PackagesAnswer, Subscription } from '@mingle/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PopupDialog } from '../../components/popup-dialog';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { useCountryByIp } from '../country/queries';
import { useCoinBalance } from './balance';
import { OfferTerms } from './offer-terms';
import { formatCountdown, useCountdown } from './countdown';
import { useShowShopError } from './error-toast';
import { formatDay, formatPrice, serverAlignedEnd } from './format';
import {
  useCancelSubscription,
  useClaimNewUserBanner,
  useNewUserBanner,
  usePackages,
  usePayStatus,
  useSubscription,
} from './queries';
import { methodsLink } from './shop-links';
import './shop.css';
import { SkeletonList } from '../../components/skeleton';

/** The coin shop (spec §2.1 shop): packages, the offer, subscriptions, VIP state and the new-member banner. */
export function ShopPage() {
  // The shop namespace is its own chunk in every language but English; this is where it first loads.
  const { t } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const packages = usePackages();
  return (
    <section className="page shop-page" aria-labelledby="shop-title">
      <h1 id="shop-title">{t('title')}</h1>
      <NewMemberBanner />
      <BalanceAndVip />
      <nav className="shop-links">
        <Link to={withPrefix(prefix, '/payOrderList')}>{t('ordersLink')}</Link>
        <Link to={withPrefix(prefix, '/cardList')}>{t('pay.savedCards')}</Link>
      </nav>
      {packages.isPending ? (
        <SkeletonList label={t('loading')} />
      ) : packages.isError ? (
        <LoadFailed onRetry={() => void packages.refetch()} />
      ) : (
        <ShopCatalogue answer={packages.data} receivedAt={packages.dataUpdatedAt} />
      )}
    </section>
  );
}

export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('shop');
  return (
    <div className="shop-notice" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

function ShopCatalogue({ answer, receivedAt }: { answer: PackagesAnswer; receivedAt: number }) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const offerPackage = answer.offer ? answer.packs.find((p) => p.id === answer.offer?.packageId) : undefined;
  return (
    <>
      {answer.firstPurchaseBonus.eligible && (
        <p className="shop-first-bonus">{t('firstPurchase', { coins: answer.firstPurchaseBonus.coins })}</p>
      )}
      {offerPackage?.offer && (
        <OfferSection
          pack={offerPackage}
          endsAt={serverAlignedEnd(offerPackage.offer.endsAt, answer.serverTime, receivedAt)}
        />
      )}
      <section aria-labelledby={headingId} className="shop-section">
        <div className="shop-section-head">
          <h2 id={headingId}>{t('packsHeading')}</h2>
          {answer.upToExtraPercent > 0 && (
            <span className="shop-bubble">{t('extraBubble', { percent: answer.upToExtraPercent })}</span>
          )}
        </div>
        <ul className="shop-packs">
          {answer.packs.map((pack) => (
            <PackageCard key={pack.id} pack={pack} />
          ))}
        </ul>
      </section>
      {answer.subscriptions.length > 0 && <SubscriptionSection plans={answer.subscriptions} />}
    </>
  );
}

function PackageCard({ pack }: { pack: CoinPackage }) {
  const { t, i18n } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const price = formatPrice(pack.priceMinor, pack.currency, i18n.language);
  const name = t('coins', { coins: pack.coins });
  return (
    <li className="shop-pack" aria-label={name}>
      <p className="shop-pack-coins">{name}</p>
      {pack.bonusCoins > 0 && <p className="shop-pack-bonus">{t('bonus', { coins: pack.bonusCoins })}</p>}
      {pack.offer && (
        <p className="shop-pack-offer">
          <span className="badge" data-tone="warn">
            {t('offer.heading')}
          </span>{' '}
          <s>
            {t('offer.regularPrice', {
              price: formatPrice(pack.offer.regularPriceMinor, pack.currency, i18n.language),
            })}
          </s>
        </p>
      )}
      <p className="shop-pack-total">{t('youGet', { coins: pack.totalCoins })}</p>
      <Link className="button button-primary" to={methodsLink(prefix, pack.id)}>
        {t('buy', { price })}
      </Link>
    </li>
  );
}

function OfferSection({ pack, endsAt }: { pack: CoinPackage; endsAt: number }) {
  const { t, i18n } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const headingId = useId();
  const left = useCountdown(endsAt);
  const offer = pack.offer;
  if (!offer) return null;
  const ended = left === 0;
  return (
    <section aria-labelledby={headingId} className="shop-section shop-offer">
      <h2 id={headingId}>{t('offer.heading')}</h2>
      <OfferTerms pack={pack} offer={offer} />
      {ended ? (
        <p role="status">{t('offer.ended')}</p>
      ) : (
        <>
          <p className="shop-countdown" role="timer" aria-live="off">
            {t('offer.endsIn', { time: formatCountdown(left ?? 0) })}
          </p>
          <Link className="button button-primary" to={methodsLink(prefix, pack.id)}>
            {t('buy', { price: formatPrice(pack.priceMinor, pack.currency, i18n.language) })}
          </Link>
        </>
      )}
    </section>
  );
}

function BalanceAndVip() {
  const { t } = useTranslation('shop');
  const balance = useCoinBalance();
  const status = usePayStatus();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="shop-section shop-status">
      <h2 id={headingId} className="visually-hidden">
        {t('vip.heading')}
      </h2>
      {balance !== null && <p className="shop-balance">{t('balance', { coins: balance })}</p>}
      {status.data?.isVip ? (
        <p>
          <span className="badge" data-tone="ok">
            {t('vip.active')}
          </span>{' '}
          {status.data.vipSince && t('vip.since', { date: formatDay(status.data.vipSince) })}
        </p>
      ) : (
        status.data && <p>{t('vip.howTo')}</p>
      )}
      <p className="shop-note">{t('vip.benefits')}</p>
    </section>
  );
}

/** Spec §3 register banner: offered to a new member until claimed; the claim grants the +120 coins. */
function NewMemberBanner() {
  const { t } = useTranslation('shop');
  const country = useCountryByIp();
  const countryKnown = !country.isPending;
  const banner = useNewUserBanner(country.data?.id ?? null, countryKnown);
  const claim = useClaimNewUserBanner();
  const showError = useShowShopError();
  if (claim.data) {
    return (
      <aside className="shop-banner" role="status">
        <p>{t('banner.claimed', { coins: claim.data.coins })}</p>
      </aside>
    );
  }
  if (!banner.data) return null;
  const { gold, callCount } = banner.data;
  return (
    <aside className="shop-banner" aria-label={t('banner.title', { coins: gold })}>
      <p className="shop-banner-title">{t('banner.title', { coins: gold })}</p>
      <p>{t('banner.text', { coins: gold, minutes: callCount })}</p>
      <button
        type="button"
        className="button button-primary"
        disabled={claim.isPending}
        onClick={() => claim.mutate(undefined, { onError: showError })}
      >
        {t('banner.claim', { coins: gold })}
      </button>
    </aside>
  );
}

function SubscriptionSection({ plans }: { plans: CoinPackage[] }) {
  const { t, i18n } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const headingId = useId();
  const current = useSubscription();
  const running = current.data?.subscription ?? null;
  const active = running !== null && running.status !== 'ended';
  return (
    <section aria-labelledby={headingId} className="shop-section">
      <h2 id={headingId}>{t('subscriptions.heading')}</h2>
      {active && <CurrentSubscription subscription={running} />}
      <ul className="shop-packs">
        {plans.map((plan) => {
          const price = formatPrice(plan.priceMinor, plan.currency, i18n.language);
          const name = plan.interval === 'month' ? t('subscriptions.month') : t('subscriptions.week');
          return (
            <li key={plan.id} className="shop-pack" aria-label={name}>
              <p className="shop-pack-coins">{name}</p>
              <p>
                {plan.interval === 'month'
                  ? t('subscriptions.perMonth', { coins: plan.totalCoins })
                  : t('subscriptions.perWeek', { coins: plan.totalCoins })}
              </p>
              <p>
                {plan.interval === 'month'
                  ? t('subscriptions.priceMonth', { price })
                  : t('subscriptions.priceWeek', { price })}
              </p>
              {/* Spec §4: while subscribed, one cannot subscribe again; the server refuses it as well. */}
              {active || current.isPending ? (
                <button type="button" className="button button-primary" disabled>
                  {t('subscriptions.subscribe', { price })}
                </button>
              ) : (
                <Link className="button button-primary" to={methodsLink(prefix, plan.id)}>
                  {t('subscriptions.subscribe', { price })}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {active && <p className="shop-note">{t('subscriptions.oneAtATime')}</p>}
    </section>
  );
}

function CurrentSubscription({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('shop');
  const cancel = useCancelSubscription();
  const showError = useShowShopError();
  const [confirming, setConfirming] = useState(false);
  const date = formatDay(subscription.currentPeriodEnd);
  const name = subscription.interval === 'month' ? t('subscriptions.month') : t('subscriptions.week');
  const canceling = subscription.cancelAtPeriodEnd || subscription.status === 'canceling';
  return (
    <div className="shop-current-subscription">
      <p role="status">
        {canceling ? t('subscriptions.endsOn', { name, date }) : t('subscriptions.renewsOn', { name, date })}
      </p>
      {!canceling && (
        <button
          type="button"
          className="button button-secondary"
          disabled={cancel.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('subscriptions.cancel')}
        </button>
      )}
      {confirming && (
        <PopupDialog
          title={t('subscriptions.cancelTitle')}
          description={t('subscriptions.cancelText', { date })}
          onClose={() => setConfirming(false)}
        >
          <div className="popup-actions">
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {t('subscriptions.keep')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSettled: () => setConfirming(false),
                  // 'Unsubscribe failed' and the like: the server's own words.
                  onError: showError,
                })
              }
            >
              {t('subscriptions.cancel')}
            </button>
          </div>
        </PopupDialog>
      )}
    </div>
  );
}
