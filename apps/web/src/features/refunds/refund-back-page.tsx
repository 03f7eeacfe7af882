import type { RefundReport } from '@mingle/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { useMyRefundReports } from './queries';
import { SkeletonList } from '../../components/skeleton';

/** refundBack: the user's reports and what became of each (processing, refunded, coins credited, rejected). */
export function RefundBackPage() {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const prefix = useLanguagePrefix();
  const location = useLocation();
  const reports = useMyRefundReports();
  const filed = (location.state as { filed?: boolean } | null)?.filed === true;

  let body;
  if (reports.isPending) body = <SkeletonList label={t('refund.loading')} />;
  else if (reports.isError)
    body = (
      <p role="alert">
        {t('refund.loadFailed')}{' '}
        <button type="button" className="button" onClick={() => void reports.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  else if (reports.data.length === 0) body = <p>{t('refund.empty')}</p>;
  else
    body = (
      <ul className="refund-list">
        {reports.data.map((r) => (
          <ReportRow key={r.id} report={r} />
        ))}
      </ul>
    );

  return (
    <section className="page refund-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('refund.resultsHeading')}</h1>
      {filed && (
        <p role="status" className="form-notice">
          {t('refund.filed')}
        </p>
      )}
      {body}
      <p>
        <Link to={withPrefix(prefix, '/payRefund')}>{t('refund.newReport')}</Link>
      </p>
    </section>
  );
}

function ReportRow({ report }: { report: RefundReport }) {
  const { t, i18n } = useTranslation('shop');
  const title = t('refund.reportTitle', { orderNo: report.orderNo });
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <li className="refund-item" aria-label={title}>
      <h2>{title}</h2>
      <p>
        {t(`refund.categories.${report.category}`)} ·{' '}
        <strong className={`refund-status refund-status-${report.status}`}>
          {t(`refund.status.${report.status}`)}
        </strong>
      </p>
      <p className="field-hint">
        {t('refund.filedAt', { date: date(report.createdAt) })}
        {report.decidedAt && <> · {t('refund.decidedAt', { date: date(report.decidedAt) })}</>}
      </p>
      {report.status === 'refunded' && report.coins !== null && (
        <p>{t('refund.coinsRefunded', { count: report.coins })}</p>
      )}
      {report.status === 'coins_credited' && report.coins !== null && (
        <p>{t('refund.coinsCredited', { count: report.coins })}</p>
      )}
      {report.note && <p>{t('refund.note', { note: report.note })}</p>}
    </li>
  );
}
