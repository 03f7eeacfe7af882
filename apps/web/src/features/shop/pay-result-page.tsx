import { PAYMENT_PROCESSING_COUNTDOWN_SECONDS, type Order } from '@mingle/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { useCatalogueTexts } from '../../components/use-catalogue-text';
import { withPrefix } from '../../i18n/language-prefix';
import { ApiError } from '../../lib/api-client';
import { errorMessageOf } from '../../lib/error-message';
import { useAdConversion } from './ad-conversion';
import { useCoinBalance } from './balance';
import { useCountdown } from './countdown';
import { formatOrderTime, formatPrice } from './format';
import { useOrder } from './queries';
import { LoadFailed } from './shop-page';
import { methodsLink } from './shop-links';
import './shop.css';
import { SkeletonList } from '../../components/skeleton';

/** Every coin an order brings: the package, its bonus and the first-purchase bonus. */
export function orderCoins(order: Pick<Order, 'coins' | 'bonusCoins' | 'firstPurchaseBonusCoins'>): number {
  return order.coins + order.bonusCoins + order.firstPurchaseBonusCoins;
}

/**
 * payRes?orderNo=…: where the provider sends the browser back. Spec §4: 'processing' with a countdown in seconds
 * that updates by itself, then success or failure; a failure offers another method. The realtime event settles
 * it at once; polling (useOrder) is the fallback.
 */
export function PayResultPage() {
  const { t } = useTranslation('shop');
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  return (
    <section className="page shop-page" aria-labelledby="pay-result-title">
      <h1 id="pay-result-title">{tApp('routes.PayRes')}</h1>
      {orderNo ? <OrderResult orderNo={orderNo} /> : <p role="alert">{t('result.noOrder')}</p>}
    </section>
  );
}

function OrderResult({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('shop');
  const text = useCatalogueTexts();
  const order = useOrder(orderNo);
  if (order.isPending) return <SkeletonList label={t('loading')} rows={1} />;
  if (order.isError) {
    // 'This order does not exist.' and the like are answers to show; a lost connection can be retried.
    if (order.error instanceof ApiError && order.error.kind === 'answer')
      return <p role="alert">{text(errorMessageOf(order.error))}</p>;
    return <LoadFailed onRetry={() => void order.refetch()} />;
  }
  const data = order.data;
  return (
    <div className="shop-result" data-status={data.status}>
      {data.status === 'processing' && <Processing onCheck={() => void order.refetch()} />}
      {data.status === 'success' && <Succeeded order={data} />}
      {data.status === 'failed' && <Failed order={data} />}
      <OrderFacts order={data} />
    </div>
  );
}

function Processing({ onCheck }: { onCheck(): void }) {
  const { t } = useTranslation('shop');
  // The countdown starts when the user lands here; it is a promise of patience, not a deadline of the order.
  const [endsAt] = useState(() => Date.now() + PAYMENT_PROCESSING_COUNTDOWN_SECONDS * 1000);
  const left = useCountdown(endsAt) ?? PAYMENT_PROCESSING_COUNTDOWN_SECONDS;
  return (
    <>
      <h2>{t('result.processingTitle')}</h2>
      {left > 0 ? (
        <p role="timer">{t('result.processing', { seconds: left })}</p>
      ) : (
        <>
          <p role="status">{t('result.slow')}</p>
          <div className="shop-actions">
            <button type="button" className="button button-secondary" onClick={onCheck}>
              {t('result.checkAgain')}
            </button>
          </div>
        </>
      )}
    </>
  );
}

function Succeeded({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const balance = useCoinBalance();
  useAdConversion(order.adConversion);
  return (
    <>
      <div role="status">
        <h2>{t('result.successTitle')}</h2>
        <p>{t('result.success', { coins: orderCoins(order) })}</p>
      </div>
      {balance !== null && <p>{t('result.newBalance', { coins: balance })}</p>}
      <div className="shop-actions">
        <Link className="button button-primary" to={withPrefix(prefix, '/shop')}>
          {t('backToShop')}
        </Link>
        <Link className="button button-secondary" to={withPrefix(prefix, '/payOrderList')}>
          {t('ordersLink')}
        </Link>
      </div>
    </>
  );
}

function Failed({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const declined = order.failureReason !== null && /declin/i.test(order.failureReason);
  return (
    <>
      <div role="alert">
        <h2>{t('result.failedTitle')}</h2>
        <p>{declined ? t('result.declined') : t('result.failed')}</p>
        {order.failureReason && !declined && <p>{t('result.reason', { reason: order.failureReason })}</p>}
      </div>
      <div className="shop-actions">
        <Link className="button button-primary" to={methodsLink(prefix, order.packageId)}>
          {t('result.tryAnother')}
        </Link>
        <Link className="button button-secondary" to={withPrefix(prefix, '/shop')}>
          {t('backToShop')}
        </Link>
      </div>
    </>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('shop');
  return (
    <dl className="shop-note">
      <dt>{t('orders.number')}</dt>
      <dd>{order.orderNo}</dd>
      <dt>{t('orders.item')}</dt>
      <dd>{order.itemName}</dd>
      <dt>{t('orders.amount')}</dt>
      <dd>{formatPrice(order.amountMinor, order.currency, i18n.language)}</dd>
      <dt>{t('orders.time')}</dt>
      <dd>{formatOrderTime(order.createdAt)}</dd>
    </dl>
  );
}
