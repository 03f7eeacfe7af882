import {
  Code,
  formatCallDuration,
  REPORT_REASONS,
  type AdminReport,
  type AdminReportCall,
  type ReportStatus,
} from '@mingle/protocol';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { SkeletonList } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { withPrefix } from '../../i18n/language-prefix';
import type { englishResources } from '../../i18n/resources';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../messages/error-text';
import { ASKING_FOR_GIFTS, ReportGifts } from '../gifts/report-gifts';
import { useMe } from '../profile/queries';
import { useAdminReports, useResolveReport, type ResolveInput } from './reports-queries';

type ReasonKey = keyof typeof englishResources.webChat.report.reasons;

/** admin/reports: reports for moderation. Signed-in non-admins get an honest "no access" frame. */
export function AdminReportsPage() {
  const { t } = useTranslation('webChat');
  const me = useMe();
  if (me.isPending) return <AdminMessage kind="loading" />;
  if (me.isError) return <AdminMessage kind="loadFailed" />;
  if (!me.data.isAdmin) return <PageFrame title={t('admin.title')} note={t('admin.noAccess')} />;
  return <ReportQueue />;
}

function AdminMessage({ kind }: { kind: 'loading' | 'loadFailed' }) {
  const { t } = useTranslation('webChat');
  return (
    <section className="page admin-reports-page" aria-busy={kind === 'loading'}>
      <h1>{t('admin.title')}</h1>
      {kind === 'loading' ? (
        <SkeletonList label={t('admin.loading')} />
      ) : (
        <p role="alert">{t('admin.loadFailed')}</p>
      )}
    </section>
  );
}

function ReportQueue() {
  const { t } = useTranslation('webChat');
  const headingId = useId();
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useAdminReports(status, true);
  const resolve = useResolveReport();
  const errorText = useErrorText();
  const [done, setDone] = useState<ResolveInput | null>(null);

  if (reports.isError && reports.error instanceof ApiError && reports.error.code === Code.FORBIDDEN) {
    return <PageFrame title={t('admin.title')} note={t('admin.noAccess')} />;
  }

  const decide = (input: ResolveInput) => {
    setDone(null);
    resolve.mutate(input, { onSuccess: () => setDone(input) });
  };

  return (
    <section className="page admin-reports-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('admin.title')}</h1>
      <p className="field-hint">{t('admin.intro')}</p>
      <p role="status" className="form-notice">
        {done &&
          (done.action === 'dismiss'
            ? t('admin.dismissedDone', { id: done.id })
            : t('admin.bannedDone', { id: done.id }))}
      </p>
      <p role="alert" className="form-error">
        {resolve.isError ? errorText(resolve.error) : null}
      </p>
      <Tabs<ReportStatus>
        label={t('admin.filter')}
        selected={status}
        onSelect={setStatus}
        tabs={[
          { key: 'open', label: t('admin.open') },
          { key: 'dismissed', label: t('admin.dismissed') },
          { key: 'banned', label: t('admin.banned') },
        ]}
      >
        {reports.isPending ? (
          <SkeletonList label={t('admin.loading')} />
        ) : reports.isError ? (
          <p role="alert">{t('admin.loadFailed')}</p>
        ) : reports.data.length === 0 ? (
          <EmptyState icon={<ShieldCheck />} text={t('admin.empty')} />
        ) : (
          <ul className="media-list">
            {[...reports.data]
              // Possible minors first (the service is adults-only), then oldest first.
              .sort((a, b) => Number(b.concernsMinor) - Number(a.concernsMinor) || a.createdAt - b.createdAt)
              .map((report) => (
                <ReportItem
                  key={report.id}
                  report={report}
                  busy={resolve.isPending && resolve.variables.id === report.id}
                  onDecide={decide}
                />
              ))}
          </ul>
        )}
      </Tabs>
    </section>
  );
}

interface ReportItemProps {
  report: AdminReport;
  busy: boolean;
  onDecide(input: ResolveInput): void;
}

function ReportItem({ report, busy, onDecide }: ReportItemProps) {
  const { t, i18n } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const reason = REPORT_REASONS.find((r) => r.id === report.reason);
  const context =
    report.context === 'profile'
      ? t('admin.contexts.profile')
      : report.context === 'chat'
        ? t('admin.contexts.chat', { id: report.contextId ?? '' })
        : t('admin.contexts.call', { id: report.contextId ?? '' });
  return (
    <li className="media-item" aria-label={t('admin.item', { id: report.id, name: report.targetUserName })}>
      {report.concernsMinor && (
        <span className="badge" data-tone="danger">
          {t('admin.minor')}
        </span>
      )}
      <p>
        <Link to={withPrefix(prefix, `/profile/${report.targetUserId}`)}>
          {t('admin.about', { name: report.targetUserName, userId: report.targetUserId })}
        </Link>
      </p>
      <p>
        {t('admin.reason', {
          reason: reason ? t(`report.reasons.${reason.key as ReasonKey}`) : report.reason,
        })}
      </p>
      {report.extra && <p>{t('admin.extra', { text: report.extra })}</p>}
      {report.email && <p>{t('admin.email', { email: report.email })}</p>}
      <p className="field-hint">
        {t('admin.by', { userId: report.reporterId })} · {t('admin.from', { place: context })} ·{' '}
        <time dateTime={new Date(report.createdAt).toISOString()}>
          {t('admin.created', { date: new Date(report.createdAt).toLocaleString(i18n.language) })}
        </time>
      </p>
      {report.call && <CallFacts call={report.call} />}
      {report.reason === ASKING_FOR_GIFTS && (
        <ReportGifts
          reporterId={report.reporterId}
          targetUserId={report.targetUserId}
          at={report.createdAt}
        />
      )}
      {report.status === 'open' && (
        <div className="media-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => onDecide({ id: report.id, action: 'dismiss' })}
          >
            {t('admin.dismiss')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => onDecide({ id: report.id, action: 'ban' })}
          >
            {t('admin.ban')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The call a report came from, so the reviewer sees what kind of call it was and how long it ran. */
function CallFacts({ call }: { call: AdminReportCall }) {
  const { t, i18n } = useTranslation('webChat');
  let length: string | null = null;
  if (call.connectedAt === null) length = t('admin.callFacts.notConnected');
  // A call still going on (a report normally ends it) has no length yet.
  else if (call.endedAt !== null) {
    const duration = formatCallDuration((call.endedAt - call.connectedAt) / 1000);
    length = t('admin.callFacts.connected', { duration });
  }
  const facts = [
    t(`admin.callFacts.${call.media}`),
    call.source === 'match' ? t('admin.callFacts.match') : null,
    t('admin.callFacts.started', { date: new Date(call.startedAt).toLocaleString(i18n.language) }),
    length,
    t(`admin.callFacts.${call.reporterRole}`),
  ];
  return <p className="field-hint">{facts.filter((fact) => fact !== null).join(' · ')}</p>;
}
