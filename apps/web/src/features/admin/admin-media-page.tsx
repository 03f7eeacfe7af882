import { Code, type AdminMediaItem, type MediaReviewDecision } from '@mingle/protocol';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { SkeletonList } from '../../components/skeleton';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { ApiError } from '../../lib/api-client';
import { useMe } from '../profile/queries';
import { useMediaQueue, useReviewMedia } from './queries';

/** admin/media: the media review queue. Signed-in non-admins get an honest "no access" frame. */
export function AdminMediaPage() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <AdminMessage kind="loading" />;
  if (me.isError) return <AdminMessage kind="loadFailed" />;
  if (!me.data.isAdmin) return <PageFrame title={t('routes.AdminMedia')} note={t('adminMedia.noAccess')} />;
  return <MediaQueue />;
}

function AdminMessage({ kind }: { kind: 'loading' | 'loadFailed' }) {
  const { t } = useTranslation();
  return (
    <section className="page admin-media-page" aria-busy={kind === 'loading'}>
      <h1>{t('routes.AdminMedia')}</h1>
      {kind === 'loading' ? (
        <SkeletonList label={t('adminMedia.loading')} />
      ) : (
        <p role="alert">{t('adminMedia.loadFailed')}</p>
      )}
    </section>
  );
}

function MediaQueue() {
  const { t } = useTranslation();
  const headingId = useId();
  const queue = useMediaQueue(true);
  const review = useReviewMedia();
  const [done, setDone] = useState<{ decision: MediaReviewDecision; label: string } | null>(null);

  if (queue.isError) {
    const forbidden = queue.error instanceof ApiError && queue.error.code === Code.FORBIDDEN;
    return forbidden ? (
      <PageFrame title={t('routes.AdminMedia')} note={t('adminMedia.noAccess')} />
    ) : (
      <AdminMessage kind="loadFailed" />
    );
  }
  if (queue.isPending) return <AdminMessage kind="loading" />;

  const decide = (item: AdminMediaItem, decision: MediaReviewDecision, label: string) => {
    setDone(null);
    review.mutate({ id: item.id, decision }, { onSuccess: () => setDone({ decision, label }) });
  };

  return (
    <section className="page admin-media-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('routes.AdminMedia')}</h1>
      <p className="field-hint">{t('adminMedia.intro')}</p>
      <p role="status" className="form-notice">
        {done &&
          (done.decision === 'approve'
            ? t('adminMedia.approved', { item: done.label })
            : t('adminMedia.rejected', { item: done.label }))}
      </p>
      {review.isError && (
        <p role="alert" className="form-error">
          {t('adminMedia.reviewFailed')}
        </p>
      )}
      {queue.data.length === 0 ? (
        <EmptyState icon={<ShieldCheck />} text={t('adminMedia.empty')} />
      ) : (
        <ul className="media-list admin-media-list">
          {queue.data.map((item) => (
            <QueueItem
              key={item.id}
              item={item}
              busy={review.isPending && review.variables.id === item.id}
              onDecide={decide}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface QueueItemProps {
  item: AdminMediaItem;
  busy: boolean;
  onDecide(item: AdminMediaItem, decision: MediaReviewDecision, label: string): void;
}

function QueueItem({ item, busy, onDecide }: QueueItemProps) {
  const { t, i18n } = useTranslation();
  const prefix = useLanguagePrefix();
  const label =
    item.kind === 'photo'
      ? t('adminMedia.photoBy', { userId: item.userId })
      : t('adminMedia.videoBy', { userId: item.userId });
  const uploaded = new Date(item.createdAt).toLocaleString(i18n.language);
  return (
    <li className="media-item" aria-label={label}>
      {item.kind === 'photo' ? (
        <img src={item.url} alt={label} loading="lazy" className="media-thumb" />
      ) : (
        <video src={item.url} controls preload="metadata" className="media-thumb" aria-label={label} />
      )}
      <p className="field-hint">
        <Link to={withPrefix(prefix, `/profile/${item.userId}`)}>{t('adminMedia.openProfile')}</Link>
        {' · '}
        <time dateTime={item.createdAt}>{t('adminMedia.uploaded', { date: uploaded })}</time>
      </p>
      <div className="media-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => onDecide(item, 'approve', label)}
        >
          {t('adminMedia.approve')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => onDecide(item, 'reject', label)}
        >
          {t('adminMedia.reject')}
        </button>
      </div>
    </li>
  );
}
