import { REFUND_WINDOW_DAYS, type Notice } from '@mingle/protocol';
import Ban from 'lucide-react/icons/ban';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import Receipt from 'lucide-react/icons/receipt';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { SkeletonList } from '../../components/skeleton';
import { formatLocalDateTime } from '../rewards/format';
import { noticeText } from './notice-text';
import { useMarkNoticesRead, useNoticeLiveUpdates, useNotices } from './queries';
import './zhushou.css';

const ICONS = { reward: Gift, refund: Receipt, ban: Ban, host: BriefcaseBusiness, payout: Coins } as const;

/** zhushou (spec §2.1): the assistant: the member's notices, newest first, and a short help. */
export function ZhushouPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="page zhushou-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('routes.Zhushou')}</h1>
      <NoticeList />
      <Help />
    </section>
  );
}

function NoticeList() {
  const { t } = useTranslation('zhushou');
  const notices = useNotices();
  const markRead = useMarkNoticesRead();
  useNoticeLiveUpdates();
  const headingId = useId();
  // Pages are read by offset: a notice arriving between two pages shifts the next one, so an id may repeat.
  const list = [
    ...new Map((notices.data?.pages ?? []).flatMap((page) => page.list).map((n) => [n.id, n])).values(),
  ];
  const unread = notices.data?.pages[0]?.unread ?? 0;
  return (
    <section className="zhushou-section" aria-labelledby={headingId}>
      <div className="zhushou-section-head">
        <h2 id={headingId}>{t('notices.title')}</h2>
        {unread > 0 && (
          <>
            <span className="zhushou-unread">{t('notices.unread', { count: unread })}</span>
            <button
              type="button"
              className="button button-secondary"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notices.markAllRead')}
            </button>
          </>
        )}
      </div>
      {notices.isPending ? (
        <SkeletonList label={t('notices.loading')} rows={3} />
      ) : notices.isError ? (
        <p role="alert" className="zhushou-error">
          {t('notices.loadFailed')}{' '}
          <button type="button" className="button-link" onClick={() => void notices.refetch()}>
            {t('notices.retry')}
          </button>
        </p>
      ) : list.length === 0 ? (
        <EmptyState text={t('notices.empty')} />
      ) : (
        <>
          <ul className="zhushou-notices">
            {list.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                onRead={() => markRead.mutate([notice.id])}
                busy={markRead.isPending}
              />
            ))}
          </ul>
          {notices.hasNextPage && (
            <button
              type="button"
              className="button button-secondary"
              disabled={notices.isFetchingNextPage}
              onClick={() => void notices.fetchNextPage()}
            >
              {t('notices.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function NoticeItem({ notice, onRead, busy }: { notice: Notice; onRead(): void; busy: boolean }) {
  const { t, i18n } = useTranslation('zhushou');
  const [line, ...more] = noticeText(t, notice, i18n.language);
  const Icon = ICONS[notice.kind];
  return (
    <li className="zhushou-notice" data-read={notice.read} aria-label={line}>
      <Icon aria-hidden="true" className="zhushou-notice-icon" />
      <div className="zhushou-notice-body">
        <p className="zhushou-notice-line">
          {!notice.read && <span className="zhushou-new">{t('notices.new')}</span>}
          {line}
        </p>
        {more.map((text) => (
          <p key={text} className="zhushou-notice-extra">
            {text}
          </p>
        ))}
        <time dateTime={new Date(notice.time).toISOString()}>
          {formatLocalDateTime(notice.time, i18n.language)}
        </time>
      </div>
      {!notice.read && (
        <button type="button" className="button-link" disabled={busy} onClick={onRead}>
          {t('notices.markRead')}
        </button>
      )}
    </li>
  );
}

/** How coins, calls, rewards and refunds work: only what the product does. */
function Help() {
  const { t } = useTranslation('zhushou');
  const headingId = useId();
  const topics = ['coins', 'calls', 'rewards', 'refunds'] as const;
  return (
    <section className="zhushou-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('help.title')}</h2>
      {topics.map((topic) => (
        <details key={topic} className="zhushou-help">
          <summary>{t(`help.${topic}.title`)}</summary>
          <p>{t(`help.${topic}.text`, { days: REFUND_WINDOW_DAYS })}</p>
        </details>
      ))}
    </section>
  );
}
