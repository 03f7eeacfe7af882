import {
  Code,
  refundStatusSchema,
  type AdminRefundItem,
  type RefundDecision,
  type RefundStatus,
} from '@mingle/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { useCatalogueTexts } from '../../components/use-catalogue-text';
import { ApiError } from '../../lib/api-client';
import { errorMessageOf } from '../../lib/error-message';
import { useMe } from '../profile/queries';
import { formatPrice } from '../shop/format';
import { useAdminRefundQueue, useDecideRefund, useRefundProof } from './queries';
import { SkeletonList } from '../../components/skeleton';

const FILTERS: readonly (RefundStatus | 'all')[] = [
  'processing',
  ...refundStatusSchema.options.slice(1),
  'all',
];

/** admin/refunds: refund reports and their decisions. Signed-in non-admins get an honest "no access" frame. */
export function AdminRefundsPage() {
  const { t } = useTranslation('shop');
  const { t: tApp } = useTranslation();
  const me = useMe();
  if (me.isPending) return <SkeletonList label={t('refund.loading')} rows={1} />;
  if (me.isError) return <p role="alert">{t('refund.loadFailed')}</p>;
  if (!me.data.isAdmin)
    return <PageFrame title={tApp('routes.AdminRefunds')} note={t('refund.admin.noAccess')} />;
  return <RefundQueue />;
}

function RefundQueue() {
  const { t } = useTranslation('shop');
  const { t: tApp } = useTranslation();
  const answerText = useCatalogueTexts();
  const headingId = useId();
  const filterId = useId();
  const [status, setStatus] = useState<RefundStatus | 'all'>('processing');
  const queue = useAdminRefundQueue(status, true);
  const decide = useDecideRefund();
  const [done, setDone] = useState<string | null>(null);

  let body;
  if (queue.isError) {
    const forbidden = queue.error instanceof ApiError && queue.error.code === Code.FORBIDDEN;
    body = <p role="alert">{forbidden ? t('refund.admin.noAccess') : t('refund.loadFailed')}</p>;
  } else if (queue.isPending) body = <SkeletonList label={t('refund.loading')} />;
  else if (queue.data.length === 0) body = <p>{t('refund.admin.empty')}</p>;
  else
    body = (
      <ul className="refund-list">
        {queue.data.map((item) => (
          <QueueItem
            key={item.id}
            item={item}
            busy={decide.isPending && decide.variables.id === item.id}
            onDecide={(decision, note) => {
              setDone(null);
              decide.mutate(
                { id: item.id, decision, ...(note ? { note } : {}) },
                {
                  onSuccess: (r) =>
                    setDone(t('refund.admin.done', { id: r.id, status: t(`refund.status.${r.status}`) })),
                },
              );
            }}
          />
        ))}
      </ul>
    );

  return (
    <section className="page admin-refunds-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{tApp('routes.AdminRefunds')}</h1>
      <p className="field-hint">{t('refund.admin.intro')}</p>
      <label htmlFor={filterId}>{t('refund.admin.filter')}</label>{' '}
      <select
        id={filterId}
        value={status}
        onChange={(e) => setStatus(e.target.value as RefundStatus | 'all')}
      >
        {FILTERS.map((f) => (
          <option key={f} value={f}>
            {f === 'all' ? t('refund.admin.all') : t(`refund.status.${f}`)}
          </option>
        ))}
      </select>
      <p role="status" className="form-notice">
        {done}
      </p>
      {decide.isError && (
        <p role="alert" className="form-error">
          {t('refund.admin.decideFailed', { message: answerText(errorMessageOf(decide.error)) })}
        </p>
      )}
      {body}
    </section>
  );
}

interface QueueItemProps {
  item: AdminRefundItem;
  busy: boolean;
  onDecide(decision: RefundDecision, note: string): void;
}

function QueueItem({ item, busy, onDecide }: QueueItemProps) {
  const { t, i18n } = useTranslation('shop');
  const noteId = useId();
  const [note, setNote] = useState('');
  const [showProof, setShowProof] = useState(false);
  const proof = useRefundProof(item.id, showProof);
  const title = t('refund.reportTitle', { orderNo: item.orderNo });
  const order = item.order;
  return (
    <li className="refund-item" aria-label={title}>
      <h2>{title}</h2>
      <p>
        {t('refund.admin.reporter', { userId: item.reporterId })} · {t(`refund.categories.${item.category}`)}{' '}
        · <strong>{t(`refund.status.${item.status}`)}</strong>
      </p>
      <p>{item.description}</p>
      <p className="field-hint">
        {order
          ? t('refund.admin.order', {
              status: order.status,
              coins: order.coins,
              amount: formatPrice(order.amountMinor, order.currency, i18n.language),
              paidAt: order.paidAt
                ? new Date(order.paidAt).toLocaleString(i18n.language)
                : t('refund.admin.notPaid'),
            })
          : t('refund.admin.orderMissing')}{' '}
        {t('refund.admin.balance', { count: item.reporterCoins })}
      </p>
      {item.note && <p>{t('refund.note', { note: item.note })}</p>}
      {item.hasProof &&
        (showProof && proof.data ? (
          <img
            src={proof.data.image}
            alt={t('refund.admin.proofAlt', { id: item.id })}
            className="media-thumb"
          />
        ) : (
          <button type="button" className="button" onClick={() => setShowProof(true)}>
            {t('refund.admin.showProof')}
          </button>
        ))}
      {item.status === 'processing' && (
        <div className="refund-actions">
          <label htmlFor={noteId}>{t('refund.admin.note')}</label>
          <textarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => onDecide('refund', note)}
          >
            {t('refund.admin.refund')}
          </button>
          {item.category === 'coins_not_credited' && (
            <button type="button" className="button" disabled={busy} onClick={() => onDecide('credit', note)}>
              {t('refund.admin.credit')}
            </button>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => onDecide('reject', note)}>
            {t('refund.admin.reject')}
          </button>
        </div>
      )}
    </li>
  );
}
