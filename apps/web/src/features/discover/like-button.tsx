import { DiscoverCode, WalletCode, type DiscoverUser, type LikeResult } from '@mingle/protocol';
import Heart from 'lucide-react/icons/heart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { ApiError } from '../../lib/api-client';
import { AddFriendDialog } from '../friends/add-friend-dialog';
import { useGlobalConf } from '../matching/queries';
import { useErrorText } from '../messages/error-text';
import { useLike } from './queries';
// Also shown outside Discover's pages (Me page, profiles), so it brings its styles.
import './discover.css';

/** The like of one person: its price (globalconf discover.likePrice), the mutation, and a match it made. */
export function useLikeAction(user: DiscoverUser, onLiked?: (result: LikeResult) => void) {
  const conf = useGlobalConf();
  const like = useLike();
  const [match, setMatch] = useState(false);
  const price = conf.data?.discover?.likePrice ?? null;
  const send = () => {
    if (price === null || user.liked || like.isPending) return;
    like.mutate(
      { likedUserId: user.id, price },
      {
        onSuccess: (result) => {
          setMatch(result.match);
          onLiked?.(result);
        },
        // A price changed by an administrator meanwhile: read the new one, the person sees it and decides again.
        onError: (error) => {
          if (error instanceof ApiError && error.code === DiscoverCode.PRICE_CHANGED) void conf.refetch();
        },
      },
    );
  };
  return { price, send, pending: like.isPending, error: like.isError ? like.error : null, match };
}

export type LikeAction = ReturnType<typeof useLikeAction>;

/**
 * Like, with its price on the button before anything is spent; a like is sent at exactly that price and
 * charged once. A like that makes a match offers Add friend. `onLiked` runs after the server took it.
 */
export function LikeButton({
  user,
  onLiked,
  className,
}: {
  user: DiscoverUser;
  onLiked?: (result: LikeResult) => void;
  className?: string;
}) {
  return <LikeControl user={user} action={useLikeAction(user, onLiked)} className={className} />;
}

/** The like button and what it has to say (not enough coins, a match), for an action its parent holds. */
export function LikeControl({
  user,
  action,
  className = 'button button-secondary',
}: {
  user: DiscoverUser;
  action: LikeAction;
  className?: string | undefined;
}) {
  const { t } = useTranslation('discover');
  const prefix = useLanguagePrefix();
  const errorText = useErrorText();
  const [addingFriend, setAddingFriend] = useState(false);
  const { price, send, pending, error, match } = action;
  const name = user.userName;
  const insufficient = error instanceof ApiError && error.code === WalletCode.INSUFFICIENT_BALANCE;
  return (
    <>
      {user.liked ? (
        <button type="button" className={className} disabled aria-pressed="true">
          <Heart />
          {t('like.liked')}
        </button>
      ) : (
        <button
          type="button"
          className={className}
          disabled={price === null || pending}
          aria-busy={pending}
          aria-label={price ? t('like.labelPrice', { name, price }) : t('like.label', { name })}
          onClick={send}
        >
          <Heart />
          {price ? t('like.withPrice', { price }) : t('like.button')}
        </button>
      )}
      {error && (
        <p role="alert" className="form-error discover-action-note">
          {errorText(error)}{' '}
          {insufficient && (
            <Link to={withPrefix(prefix, '/shop')} className="button button-primary">
              {t('like.buyCoins')}
            </Link>
          )}
        </p>
      )}
      {match && (
        <p role="status" className="discover-action-note">
          {t('like.match', { name })}{' '}
          <button type="button" className="button button-primary" onClick={() => setAddingFriend(true)}>
            {t('like.addFriend')}
          </button>
        </p>
      )}
      {addingFriend && (
        <AddFriendDialog friendUserId={user.id} userName={name} onClose={() => setAddingFriend(false)} />
      )}
    </>
  );
}
