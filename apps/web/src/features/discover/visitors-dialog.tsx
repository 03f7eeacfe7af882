import { discoverApi, type Visitor } from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { Avatar } from '../../components/avatar';
import { EmptyState } from '../../components/empty-state';
import { PopupDialog } from '../../components/popup-dialog';
import { SkeletonList } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { withPrefix } from '../../i18n/language-prefix';
import { useErrorText } from '../messages/error-text';
import { PresenceBadge } from './person-parts';
import { discoverKeys, useDiscoverUserId, useLikesReceived, useVisitors } from './queries';

type ListKind = 'likes' | 'views';

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
      <TraceSetting />
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

/** Whether opening a profile shows this person in its owner's "Who viewed me". */
function TraceSetting() {
  const { t } = useTranslation('discover');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useDiscoverUserId();
  const hintId = useId();
  const errorText = useErrorText();
  const key = discoverKeys.visitorSettings(userId);
  const settings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(discoverApi.visitorSettings, {}, { signal }),
    enabled: userId !== null,
  });
  const save = useMutation({
    mutationFn: (leaveNoTrace: boolean) => api.call(discoverApi.updateVisitorSettings, { leaveNoTrace }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  if (!settings.data) return null;
  return (
    <div className="discover-trace">
      <label className="choice">
        <input
          type="checkbox"
          checked={settings.data.leaveNoTrace}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        {t('visitors.leaveNoTrace')}
      </label>
      <p id={hintId} className="field-hint">
        {t('visitors.leaveNoTraceHint')}
      </p>
      {save.isError && (
        <p role="alert" className="form-error">
          {errorText(save.error)}
        </p>
      )}
    </div>
  );
}
