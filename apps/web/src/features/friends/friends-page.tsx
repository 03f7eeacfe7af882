import { ALIAS_MAX, type FriendInfo, type FriendRequest } from '@mingle/protocol';
import Users from 'lucide-react/icons/users';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { Avatar } from '../../components/avatar';
import { EmptyState } from '../../components/empty-state';
import { SkeletonList } from '../../components/skeleton';
import { withPrefix } from '../../i18n/language-prefix';
import { VideoCallButton } from '../calls/video-call-button';
import { useErrorText } from '../messages/error-text';
import '../messages/messages.css';
import {
  friendDisplayName,
  useFriendAction,
  useFriendRequests,
  useFriends,
  useOnlineNotify,
  useSetAlias,
} from './queries';

/** friends: requests waiting in both directions, then the friends with their online state and quick actions. */
export function FriendsPage() {
  const { t } = useTranslation('webChat');
  const headingId = useId();
  return (
    <section className="page friends-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('friends.title')}</h1>
      <Requests />
      <FriendList />
    </section>
  );
}

function Requests() {
  const { t } = useTranslation('webChat');
  const headingId = useId();
  const requests = useFriendRequests();
  const accept = useFriendAction('accept');
  const decline = useFriendAction('decline');
  const cancel = useFriendAction('cancel');
  const errorText = useErrorText();
  const error = accept.error ?? decline.error ?? cancel.error;
  const busy = accept.isPending || decline.isPending || cancel.isPending;
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('friends.requests')}</h2>
      {requests.isPending ? (
        <SkeletonList label={t('friends.loading')} rows={2} />
      ) : requests.isError ? (
        <p role="alert">{t('friends.loadFailed')}</p>
      ) : (
        <>
          <h3>{t('friends.incoming')}</h3>
          {requests.data.incoming.length === 0 ? (
            <p>{t('friends.noIncoming')}</p>
          ) : (
            <ul className="chat-list" aria-label={t('friends.incoming')}>
              {requests.data.incoming.map((r) => (
                <RequestRow key={r.id} request={r}>
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={busy}
                    onClick={() => accept.mutate(r.fromUserId)}
                  >
                    {t('friends.accept')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => decline.mutate(r.fromUserId)}
                  >
                    {t('friends.decline')}
                  </button>
                </RequestRow>
              ))}
            </ul>
          )}
          <h3>{t('friends.outgoing')}</h3>
          {requests.data.outgoing.length === 0 ? (
            <p>{t('friends.noOutgoing')}</p>
          ) : (
            <ul className="chat-list" aria-label={t('friends.outgoing')}>
              {requests.data.outgoing.map((r) => (
                <RequestRow key={r.id} request={r}>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => cancel.mutate(r.toUserId)}
                  >
                    {t('friends.withdraw')}
                  </button>
                </RequestRow>
              ))}
            </ul>
          )}
        </>
      )}
      <p role="alert" className="form-error">
        {error ? errorText(error) : null}
      </p>
    </section>
  );
}

function RequestRow({ request, children }: { request: FriendRequest; children: ReactNode }) {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  return (
    <li className="friend-row" aria-label={request.user.userName}>
      <Avatar src={request.headImg} name={request.user.userName} />
      <span className="chat-entry-main">
        <Link to={withPrefix(prefix, `/profile/${request.user.id}`)} className="chat-entry-name">
          <bdi>{request.user.userName}</bdi>
        </Link>
        {request.coins > 0 && (
          <span className="field-hint">{t('friends.paid', { coins: request.coins })}</span>
        )}
      </span>
      <span className="friend-actions">{children}</span>
    </li>
  );
}

function FriendList() {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const headingId = useId();
  const friends = useFriends();
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('friends.list')}</h2>
      {friends.isPending ? (
        <SkeletonList label={t('friends.loading')} />
      ) : friends.isError ? (
        <p role="alert">{t('friends.loadFailed')}</p>
      ) : friends.data.length === 0 ? (
        <EmptyState
          icon={<Users />}
          text={t('friends.empty')}
          action={
            <Link to={withPrefix(prefix, '/')} className="button button-primary">
              {t('friends.meetSomeone')}
            </Link>
          }
        />
      ) : (
        <ul className="chat-list" aria-labelledby={headingId}>
          {friends.data.map((f) => (
            <FriendRow key={f.id} friend={f} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FriendRow({ friend }: { friend: FriendInfo }) {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const remove = useFriendAction('remove');
  const notify = useOnlineNotify();
  const errorText = useErrorText();
  const [mode, setMode] = useState<'idle' | 'alias' | 'remove'>('idle');
  const name = friendDisplayName(friend);
  const status = friend.onlineStatus === 1 || friend.onlineStatus === 2 ? friend.onlineStatus : 0;
  return (
    <li className="friend-row" aria-label={name}>
      <Avatar src={friend.headImg} name={friend.userName} />
      <span className="chat-entry-main">
        <Link to={withPrefix(prefix, `/profile/${friend.id}`)} className="chat-entry-name">
          <bdi>{name}</bdi>
        </Link>
        {friend.alias && (
          <span className="field-hint">{t('friends.realName', { name: friend.userName })}</span>
        )}
        <span className="chat-entry-preview">
          <span className="online-dot" data-status={status} aria-hidden="true" />
          {t(`status.${status}`)}
        </span>
      </span>
      <span className="friend-actions">
        <Link to={withPrefix(prefix, `/message/session/${friend.id}`)} className="button button-primary">
          {t('friends.message')}
        </Link>
        <VideoCallButton userId={friend.id} userName={name} friend />
        <label className="choice">
          <input
            type="checkbox"
            checked={friend.notifyOnline}
            disabled={notify.isPending}
            onChange={(event) => notify.mutate({ friendUserId: friend.id, enabled: event.target.checked })}
          />
          {t('friends.notifyOnline')}
        </label>
        <button type="button" className="button button-secondary" onClick={() => setMode('alias')}>
          {t('friends.setAlias')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setMode('remove')}>
          {t('friends.remove')}
        </button>
      </span>
      {notify.isError && (
        <p role="alert" className="form-error">
          {errorText(notify.error)}
        </p>
      )}
      {mode === 'alias' && <AliasForm friend={friend} onDone={() => setMode('idle')} />}
      {mode === 'remove' && (
        <div className="friend-actions" role="group" aria-label={t('friends.removeConfirm', { name })}>
          <p>{t('friends.removeConfirm', { name })}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(friend.id)}
          >
            {t('friends.removeYes')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setMode('idle')}>
            {t('friends.cancel')}
          </button>
          <p role="alert" className="form-error">
            {remove.isError ? errorText(remove.error) : null}
          </p>
        </div>
      )}
    </li>
  );
}

function AliasForm({ friend, onDone }: { friend: FriendInfo; onDone(): void }) {
  const { t } = useTranslation('webChat');
  const inputId = useId();
  const setAlias = useSetAlias();
  const errorText = useErrorText();
  const [value, setValue] = useState(friend.alias ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlias.mutate({ friendUserId: friend.id, alias: value.trim() }, { onSuccess: onDone });
  };
  return (
    <form className="friend-actions" onSubmit={submit}>
      <label htmlFor={inputId}>{t('friends.aliasFor', { name: friend.userName })}</label>
      <input
        id={inputId}
        type="text"
        value={value}
        maxLength={ALIAS_MAX}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => setValue(event.target.value)}
      />
      <span id={`${inputId}-hint`} className="field-hint">
        {t('friends.aliasHint')}
      </span>
      <button type="submit" className="button button-primary" disabled={setAlias.isPending}>
        {t('friends.save')}
      </button>
      <button type="button" className="button button-secondary" onClick={onDone}>
        {t('friends.cancel')}
      </button>
      <p role="alert" className="form-error">
        {setAlias.isError ? errorText(setAlias.error) : null}
      </p>
    </form>
  );
}
