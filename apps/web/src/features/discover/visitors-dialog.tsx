import type { Visitor } from '@mingle/protocol';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { Avatar } from '../../components/avatar';
import { EmptyState } from '../../components/empty-state';
import { PopupDialog } from '../../components/popup-dialog';
import { SkeletonList } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { withPrefix } from '../../i18n/language-prefix';
import { PresenceBadge } from './person-parts';
import { useLikesReceived, useVisitors } from './queries';
import { VisitorTraceSetting } from './visitor-trace-setting';
// Also shown outside Discover's pages (Me page, profiles), so it brings its styles.
import './discover.css';

type ListKind = 'likes' | 'views';

/**
 * A button that opens "Likes and visitors": on Discover, the Me page and the own profile, each styled as its
 * place wants; `children` is what the button shows, its name is always "Likes and visitors".
 */
export function VisitorsButton({ className, children }: { className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && <VisitorsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Who liked me" and "Who viewed me" (issue 14), and whether opening profiles leaves a trace. */
export function VisitorsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('discover');
  const [kind, setKind] = useState<ListKind>('likes');
  return (
    <PopupDialog title={t('visitors.title')} onClose={onClose} className="discover-visitors">
      <Tabs<ListKind>
        label={t('visitors.tabs')}
        tabs={[
          { key: 'likes', label: t('visitors.likes') },
          { key: 'views', label: t('visitors.views') },
        ]}
        selected={kind}
        onSelect={setKind}
      >
        {kind === 'likes' ? <LikesList /> : <ViewsList />}
      </Tabs>
      <VisitorTraceSetting />
    </PopupDialog>
  );
}

function LikesList() {
  const { t } = useTranslation('discover');
  return <VisitorList query={useLikesReceived()} label={t('visitors.likes')} empty={t('visitors.noLikes')} />;
}

function ViewsList() {
  const { t } = useTranslation('discover');
  return <VisitorList query={useVisitors()} label={t('visitors.views')} empty={t('visitors.noViews')} />;
}

function VisitorList({
  query,
  label,
  empty,
}: {
  query: ReturnType<typeof useLikesReceived>;
  label: string;
  empty: string;
}) {
  const { t, i18n } = useTranslation('discover');
  const prefix = useLanguagePrefix();
  if (query.isPending) return <SkeletonList label={t('visitors.loading')} rows={2} />;
  if (query.isError) return <p role="alert">{t('visitors.loadFailed')}</p>;
  const items: Visitor[] = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState text={empty} />;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <ul className="chat-list" aria-label={label}>
        {items.map(({ user, at, mutual }) => (
          <li key={user.id} className="friend-row" aria-label={user.userName}>
            <Avatar src={user.headImg} name={user.userName} />
            <span className="chat-entry-main">
              <Link to={withPrefix(prefix, `/profile/${String(user.id)}`)} className="chat-entry-name">
                <bdi>{user.userName}</bdi>
              </Link>
              <span className="field-hint">
                <time dateTime={new Date(at).toISOString()}>{time.format(at)}</time>
              </span>
            </span>
            <PresenceBadge status={user.status} />
            {mutual && (
              <span className="badge" data-tone="ok">
                {t('visitors.mutual')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('visitors.more')}
        </button>
      )}
    </>
  );
}
