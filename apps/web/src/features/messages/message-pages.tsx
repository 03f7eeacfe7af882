import {
  conversationIdOf,
  groupChatList,
  IMAGE_INPUT_TYPES,
  SAY_HI_GROUP_FRIEND_ID,
  sayHiItems,
  type ChatListItem,
  type DialogMessage,
} from '@mingle/protocol';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useOutlet, useParams } from 'react-router';
import { usePopupStore } from '../../app/popup-store';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { Avatar } from '../../components/avatar';
import { EmptyState } from '../../components/empty-state';
import { useFormMessageText } from '../../components/form-fields';
import { SkeletonList } from '../../components/skeleton';
import { withPrefix } from '../../i18n/language-prefix';
import type { FormMessage } from '../accounts/account-errors';
import { checkImageFile } from '../accounts/validation';
import { useBlockedUsers, useBlockUser } from '../blocks/queries';
import { ChatPanelButton } from '../chat-panel/chat-panel-button';
import { friendDisplayName, useFriends } from '../friends/queries';
import { GiftButton } from '../gifts/gift-button';
import { GiftMessage } from '../gifts/gift-message';
import { useUserProfile } from '../profile/queries';
import { ChatEntryMeta, ChatEntryText } from './chat-entry-parts';
import { conversationMessages } from './chat-cache';
import { useErrorText } from './error-text';
import {
  newMessageId,
  useChatItems,
  useHistory,
  useMarkRead,
  useOwnUserId,
  useSendMessage,
  useUploadChatImage,
} from './queries';
import './messages.css';
import { useChatTime } from './use-chat-time';
import { MessageTranslation } from './message-translation';

/**
 * message: the chat list beside the open conversation on wide screens; on phones one at a time, the list first
 * and the conversation with a way back (the breakpoint is the device class on <html>, see device-class.ts).
 */
export function MessagePage() {
  const { t } = useTranslation('webChat');
  const headingId = useId();
  const outlet = useOutlet();
  return (
    <section
      className="page message-page"
      aria-labelledby={headingId}
      data-open={outlet ? 'conversation' : 'list'}
    >
      <div className="page-heading">
        <h1 id={headingId}>{t('title')}</h1>
        <ChatPanelButton />
      </div>
      <div className="message-layout">
        <nav className="message-list-pane" aria-label={t('list.label')}>
          <ChatList />
        </nav>
        <div className="message-pane">{outlet ?? <p className="message-choose">{t('list.choose')}</p>}</div>
      </div>
    </section>
  );
}

function ChatList() {
  const { t } = useTranslation('webChat');
  const items = useChatItems();
  // The spec §3 rule: say-hi conversations folded into one entry at the top, the rest newest first.
  const list = useMemo(() => groupChatList(items.data ?? [], t('sayHiTitle')), [items.data, t]);
  if (items.isPending) return <SkeletonList label={t('list.loading')} />;
  if (items.isError) return <p role="alert">{t('list.loadFailed')}</p>;
  if (list.length === 0) return <NoChats />;
  return <ChatEntryList items={list} />;
}

/** No chats yet: friends are where a chat starts. */
function NoChats() {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  return (
    <EmptyState
      icon={<MessageCircle />}
      text={t('list.empty')}
      action={
        <Link to={withPrefix(prefix, '/friends')} className="button button-secondary">
          {t('list.toFriends')}
        </Link>
      }
    />
  );
}

function ChatEntryList({ items }: { items: readonly ChatListItem[] }) {
  return (
    <ul className="chat-list">
      {items.map((item) => (
        <li key={item.id}>
          <ChatListEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

function ChatListEntry({ item }: { item: ChatListItem }) {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const ownId = useOwnUserId();
  const group = item.friendId === SAY_HI_GROUP_FRIEND_ID;
  const to = withPrefix(prefix, group ? '/message/say-hi' : `/message/session/${item.friendId}`);
  const preview = item.lastMessage
    ? item.lastMessage.type === 'image'
      ? t('list.image')
      : item.lastMessage.type === 'gift'
        ? `🎁 ${item.lastMessage.content}`
        : item.lastMessage.content
    : '';
  return (
    <NavLink to={to} className="chat-entry">
      <span className="chat-entry-avatars">
        {group ? (
          item.userList.map((u) => <Avatar key={u.id} src={u.headImg} name={u.userName} size={28} />)
        ) : (
          <Avatar src={item.headImg} name={item.userName} />
        )}
      </span>
      <ChatEntryText
        name={item.userName}
        preview={
          !group && item.timestampUser === ownId && preview ? t('list.you', { text: preview }) : preview
        }
      />
      <ChatEntryMeta timestamp={item.timestamp} noReadCount={item.noReadCount} />
    </NavLink>
  );
}

/** message/say-hi (IMSayHiSession): the say-hi conversations that the grouped entry stands for. */
export function SayHiSessionPage() {
  const { t } = useTranslation('webChat');
  const items = useChatItems();
  const list = useMemo(() => sayHiItems(items.data ?? []), [items.data]);
  return (
    <section className="say-hi-session" aria-label={t('sayHi')}>
      <BackToList />
      <h2>{t('sayHi')}</h2>
      <p className="field-hint">{t('sayHiList.intro')}</p>
      {items.isPending ? (
        <SkeletonList label={t('list.loading')} rows={2} />
      ) : list.length === 0 ? (
        <p>{t('sayHiList.empty')}</p>
      ) : (
        <ChatEntryList items={list} />
      )}
    </section>
  );
}

function BackToList() {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  return (
    <Link to={withPrefix(prefix, '/message')} className="message-back">
      {t('list.back')}
    </Link>
  );
}

/** The :id of a conversation route: the other user's id, a positive integer, or nothing. */
export function parsePeerId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** message/session/:id (IMMessageSession): one conversation, live. */
export function MessageSessionPage() {
  const { t } = useTranslation('webChat');
  const { id } = useParams();
  const peerId = parsePeerId(id);
  if (peerId === null) return <p role="alert">{t('session.loadFailed')}</p>;
  // Keyed by the peer so a draft and pending messages never move to another conversation.
  return <Conversation key={peerId} peerId={peerId} />;
}

interface Pending {
  messageId: string;
  content: string;
  status: 'sending' | 'failed';
  error?: string;
  /** A picture: the file until it is uploaded, then its mediaId (a retry then sends without uploading again). */
  picture?: { file: File; mediaId?: number };
}

function usePeerName(peerId: number): string {
  const { t } = useTranslation('webChat');
  const profile = useUserProfile(peerId);
  const friend = useFriends().data?.find((f) => f.id === peerId);
  if (friend) return friendDisplayName(friend);
  return profile.data?.userName ?? t('session.unknownUser', { id: peerId });
}

function Conversation({ peerId }: { peerId: number }) {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const ownId = useOwnUserId();
  const name = usePeerName(peerId);
  const history = useHistory(peerId);
  const send = useSendMessage();
  const uploadPicture = useUploadChatImage();
  const markRead = useMarkRead();
  const errorText = useErrorText();
  const formText = useFormMessageText();
  // The client-side size and format check of a chosen picture (the album's check), before any upload.
  const [pictureRefused, setPictureRefused] = useState<FormMessage | null>(null);
  const openPopup = usePopupStore((s) => s.open);
  const blocked = useBlockedUsers().data?.some((b) => b.user.id === peerId) ?? false;
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const inputId = useId();
  const logId = useId();
  const messages = useMemo(() => conversationMessages(history.data), [history.data]);
  const shownIds = useMemo(() => new Set(messages.map((m) => m.messageId)), [messages]);
  const lastError = [...pending].reverse().find((p) => p.status === 'failed')?.error;

  // Opening a conversation, and every message arriving while it is open, marks what the peer sent as read.
  const markedUpTo = useRef(0);
  const newestIncoming = messages.filter((m) => m.fromUserId === peerId).at(-1)?.seq ?? 0;
  const mark = markRead.mutate;
  useEffect(() => {
    if (history.isSuccess && newestIncoming > markedUpTo.current) {
      markedUpTo.current = newestIncoming;
      mark({ peerUserId: peerId, upToSeq: newestIncoming });
    }
  }, [history.isSuccess, newestIncoming, peerId, mark]);

  const attempt = (item: Pending) => {
    setPending((list) => [
      ...list.filter((p) => p.messageId !== item.messageId),
      { ...item, status: 'sending' },
    ]);
    const failed = (error: unknown) =>
      setPending((list) =>
        list.map((p) =>
          p.messageId === item.messageId ? { ...p, status: 'failed', error: errorText(error) } : p,
        ),
      );
    const sendWith = (mediaId?: number) =>
      // The promise, not mutate's callbacks: those fire only for the latest call, and messages may overlap.
      send
        .mutateAsync({ toUserId: peerId, messageId: item.messageId, content: item.content, mediaId })
        .then(() => setPending((list) => list.filter((p) => p.messageId !== item.messageId)), failed);
    const picture = item.picture;
    if (!picture) return void sendWith();
    if (picture.mediaId !== undefined) return void sendWith(picture.mediaId);
    uploadPicture.mutateAsync(picture.file).then(({ mediaId }) => {
      // Remembered, so that sending again after a refusal (e.g. before they replied) does not upload again.
      setPending((list) =>
        list.map((p) => (p.messageId === item.messageId ? { ...p, picture: { ...picture, mediaId } } : p)),
      );
      return sendWith(mediaId);
    }, failed);
  };

  const pickPicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once so choosing the same file again (after a refusal) still fires a change.
    event.target.value = '';
    if (!file) return;
    const refused = checkImageFile(file);
    setPictureRefused(refused);
    if (refused) return;
    attempt({ messageId: newMessageId(), content: '', status: 'sending', picture: { file } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) return;
    setDraft('');
    setPictureRefused(null);
    attempt({ messageId: newMessageId(), content, status: 'sending' });
  };

  return (
    <section className="conversation" aria-labelledby={`${logId}-title`}>
      <BackToList />
      <header className="conversation-header">
        <h2 id={`${logId}-title`}>
          <bdi>{name}</bdi>
        </h2>
        <div className="conversation-actions">
          <Link to={withPrefix(prefix, `/profile/${peerId}`)} className="button button-secondary">
            {t('session.profile')}
          </Link>
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              openPopup('report', {
                targetUserId: peerId,
                userName: name,
                context: 'chat',
                contextId: ownId !== null ? conversationIdOf(ownId, peerId) : undefined,
              })
            }
          >
            {t('session.report')}
          </button>
          <BlockButton
            // Keyed so block and unblock are separate mutations: one's pending state never disables the other.
            key={blocked ? 'unblock' : 'block'}
            peerId={peerId}
            action={blocked ? 'unblock' : 'block'}
          />
        </div>
      </header>
      {blocked && <p className="form-notice">{t('session.blocked', { name })}</p>}
      {history.isPending ? (
        <SkeletonList label={t('session.loading')} />
      ) : history.isError ? (
        <p role="alert">{t('session.loadFailed')}</p>
      ) : (
        <>
          {history.hasNextPage && (
            <button
              type="button"
              className="button-link"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('session.older')}
            </button>
          )}
          <ol className="message-log" role="log" aria-label={t('session.messages', { name })}>
            {messages.length === 0 && pending.length === 0 && (
              <li className="message-empty">{t('session.empty')}</li>
            )}
            {messages.map((m) => (
              <MessageBubble key={m.messageId} message={m} own={m.fromUserId === ownId} peerName={name} />
            ))}
            {pending
              .filter((p) => !shownIds.has(p.messageId))
              .map((p) => (
                <li key={p.messageId} className="message-bubble message-own" data-status={p.status}>
                  <p className="message-text">{p.picture ? t('list.image') : p.content}</p>
                  <p className="message-meta">
                    {p.status === 'sending' ? t('session.sending') : t('session.notSent')}
                    {p.status === 'failed' && (
                      <button type="button" className="button-link" onClick={() => attempt(p)}>
                        {t('session.retry')}
                      </button>
                    )}
                  </p>
                </li>
              ))}
          </ol>
        </>
      )}
      <p role="alert" className="form-error">
        {pictureRefused ? formText(pictureRefused) : (lastError ?? null)}
      </p>
      <form className="message-composer" onSubmit={submit}>
        <label className="button button-secondary message-picture" title={t('session.sharePicture')}>
          <span aria-hidden="true">{t('session.picture')}</span>
          <input
            type="file"
            className="visually-hidden"
            accept={IMAGE_INPUT_TYPES.join(',')}
            aria-label={t('session.sharePicture')}
            onChange={pickPicture}
          />
        </label>
        <label htmlFor={inputId} className="visually-hidden">
          {t('session.message')}
        </label>
        <input
          id={inputId}
          type="text"
          value={draft}
          maxLength={1000}
          autoComplete="off"
          placeholder={t('session.message')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={!draft.trim()}>
          {t('session.send')}
        </button>
        {!blocked && (
          <GiftButton
            toUserId={peerId}
            userName={name}
            context="chat"
            iconOnly
            className="button button-secondary"
          />
        )}
      </form>
    </section>
  );
}

function BlockButton({ peerId, action }: { peerId: number; action: 'block' | 'unblock' }) {
  const { t } = useTranslation('webChat');
  const change = useBlockUser(action);
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={change.isPending}
      onClick={() => change.mutate(peerId)}
    >
      {t(`session.${action}`)}
    </button>
  );
}

function MessageBubble({
  message,
  own,
  peerName,
}: {
  message: DialogMessage;
  own: boolean;
  peerName: string;
}) {
  const { t } = useTranslation('webChat');
  const chatTime = useChatTime();
  return (
    <li className={own ? 'message-bubble message-own' : 'message-bubble'}>
      {message.type === 'gift' ? (
        <GiftMessage message={message} own={own} />
      ) : message.type === 'image' && message.imageUrl ? (
        <img
          src={message.imageUrl}
          alt={own ? t('session.ownImage') : t('session.image', { name: peerName })}
          className="message-image"
        />
      ) : (
        <>
          <p className="message-text">{message.content}</p>
          {!own && <MessageTranslation message={message} />}
        </>
      )}
      <p className="message-meta">
        <time dateTime={new Date(message.timestamp).toISOString()}>{chatTime(message.timestamp)}</time>
      </p>
    </li>
  );
}
