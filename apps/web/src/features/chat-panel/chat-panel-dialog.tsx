import { OnlineStatus, sayHiItems } from '@mingle/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { Tabs } from '../../components/tabs';
import { withPrefix } from '../../i18n/language-prefix';
import { useBlockedUsers, useBlockUser } from '../blocks/queries';
import { friendDisplayName, useFriends } from '../friends/queries';
import { Avatar } from '../../components/avatar';
import { ChatEntryMeta, ChatEntryText } from '../messages/chat-entry-parts';
import { useErrorText } from '../messages/error-text';
import '../messages/messages.css';
import { useChatItems } from '../messages/queries';
import { SkeletonList } from '../../components/skeleton';

type PanelTab = 'online' | 'sayHi' | 'blocked';

/** The chat panel pop-up of spec §2.3, opened from the message page: tabs online, say-hi and blocked. */
export function ChatPanelDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const [tab, setTab] = useState<PanelTab>('online');
  return (
    <PopupDialog title={t('panel.title')} onClose={onClose} className="chat-panel">
      <Tabs<PanelTab>
        label={t('panel.tabs')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'online', label: t('panel.online') },
          { key: 'sayHi', label: t('panel.sayHi') },
          { key: 'blocked', label: t('panel.blocked') },
        ]}
      >
        {tab === 'online' && <OnlineTab onOpen={onClose} />}
        {tab === 'sayHi' && <SayHiTab onOpen={onClose} />}
        {tab === 'blocked' && <BlockedTab />}
      </Tabs>
      <div className="popup-actions">
        <Link to={withPrefix(prefix, '/message')} className="button button-secondary" onClick={onClose}>
          {t('panel.openMessages')}
        </Link>
      </div>
    </PopupDialog>
  );
}

function OnlineTab({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const friends = useFriends();
  const online = (friends.data ?? []).filter(
    (f) => f.onlineStatus === OnlineStatus.ONLINE || f.onlineStatus === OnlineStatus.BUSY,
  );
  if (friends.isPending) return <SkeletonList label={t('friends.loading')} />;
  if (friends.isError) return <p role="alert">{t('friends.loadFailed')}</p>;
  if (online.length === 0) return <p>{t('panel.noOnline')}</p>;
  return (
    <ul className="chat-list">
      {online.map((f) => (
        <li key={f.id}>
          <Link to={withPrefix(prefix, `/message/session/${f.id}`)} className="chat-entry" onClick={onOpen}>
            <Avatar src={f.headImg} name={f.userName} />
            <ChatEntryText
              name={friendDisplayName(f)}
              preview={
                <>
                  <span className="online-dot" data-status={f.onlineStatus} aria-hidden="true" />
                  {t(`status.${f.onlineStatus === OnlineStatus.BUSY ? '1' : '2'}`)}
                </>
              }
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SayHiTab({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const items = useChatItems();
  const list = useMemo(() => sayHiItems(items.data ?? []), [items.data]);
  if (items.isPending) return <SkeletonList label={t('list.loading')} />;
  if (items.isError) return <p role="alert">{t('list.loadFailed')}</p>;
  if (list.length === 0) return <p>{t('sayHiList.empty')}</p>;
  return (
    <ul className="chat-list">
      {list.map((item) => (
        <li key={item.id}>
          <Link
            to={withPrefix(prefix, `/message/session/${item.friendId}`)}
            className="chat-entry"
            onClick={onOpen}
          >
            <Avatar src={item.headImg} name={item.userName} />
            <ChatEntryText name={item.userName} preview={item.lastMessage?.content ?? ''} />
            <ChatEntryMeta timestamp={item.timestamp} noReadCount={item.noReadCount} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function BlockedTab() {
  const { t, i18n } = useTranslation('webChat');
  const blocked = useBlockedUsers();
  const unblock = useBlockUser('unblock');
  const errorText = useErrorText();
  if (blocked.isPending) return <SkeletonList label={t('list.loading')} />;
  if (blocked.isError) return <p role="alert">{t('list.loadFailed')}</p>;
  return (
    <>
      {blocked.data.length === 0 ? (
        <p>{t('panel.noBlocked')}</p>
      ) : (
        <ul className="chat-list">
          {blocked.data.map((b) => (
            <li key={b.user.id} className="chat-entry">
              <Avatar src={b.headImg} name={b.user.userName} />
              <ChatEntryText
                name={b.user.userName}
                preview={
                  b.source === 'report'
                    ? t('panel.afterReport')
                    : t('panel.blockedAt', { date: new Date(b.blockedAt).toLocaleDateString(i18n.language) })
                }
              />
              <button
                type="button"
                className="button button-secondary"
                disabled={unblock.isPending}
                onClick={() => unblock.mutate(b.user.id)}
              >
                {t('session.unblock')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="alert" className="form-error">
        {unblock.isError ? errorText(unblock.error) : null}
      </p>
    </>
  );
}
