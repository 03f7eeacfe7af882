import Receipt from 'lucide-react/icons/receipt';
import type { OrderStatus } from '@mingle/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { formatOrderTime, formatPrice } from './format';
import { orderCoins } from './pay-result-page';
import { useOrders } from './queries';
import { LoadFailed } from './shop-page';
import './shop.css';
import { SkeletonList } from '../../components/skeleton';
import { EmptyState } from '../../components/empty-state';

const PAGE_SIZE = 20;
const STATUS_TONE: Record<OrderStatus, 'ok' | 'warn' | 'danger'> = {
  success: 'ok',
  processing: 'warn',
  failed: 'danger',
};

/** payOrderList: every order of the user, newest first, with number, amount, coins, time and status (spec §3). */
export function OrderHistoryPage() {
  const { t, i18n } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const [page, setPage] = useState(1);
  const orders = useOrders(page, PAGE_SIZE);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;

  let body;
  if (orders.isPending) body = <SkeletonList label={t('loading')} />;
  else if (orders.isError) body = <LoadFailed onRetry={() => void orders.refetch()} />;
  else if (orders.data.items.length === 0) body = <EmptyState icon={<Receipt />} text={t('orders.empty')} />;
  else
    body = (
      <>
        <div className="shop-orders-scroll">
          <table className="shop-orders">
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.item')}</th>
                <th scope="col">{t('orders.amount')}</th>
                <th scope="col">{t('orders.coins')}</th>
                <th scope="col">{t('orders.time')}</th>
                <th scope="col">{t('orders.status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.items.map((order) => (
                <tr key={order.orderNo}>
                  <th scope="row">
                    <Link
                      to={`${withPrefix(prefix, '/payRes')}?orderNo=${encodeURIComponent(order.orderNo)}`}
                    >
                      {order.orderNo}
                    </Link>
                  </th>
                  <td>{order.itemName}</td>
                  <td>{formatPrice(order.amountMinor, order.currency, i18n.language)}</td>
                  <td>{orderCoins(order)}</td>
                  <td>{formatOrderTime(order.createdAt)}</td>
                  <td>
                    <span className="badge" data-tone={STATUS_TONE[order.status]}>
                      {t(`orders.${order.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <nav className="shop-actions" aria-label={t('orders.heading')}>
            <button
              type="button"
              className="button button-secondary"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              {t('orders.previous')}
            </button>
            <span>{t('orders.page', { page, pages })}</span>
            <button
              type="button"
              className="button button-secondary"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('orders.next')}
            </button>
          </nav>
        )}
      </>
    );

  return (
    <section className="page shop-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('orders.heading')}</h1>
      {body}
      <p>
        <Link to={withPrefix(prefix, '/shop')}>{t('backToShop')}</Link>
      </p>
    </section>
  );
}
