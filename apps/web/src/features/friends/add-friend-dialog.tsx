import { AddFriendType, type AddFriendInfo } from '@mingle/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupDialog } from '../../components/popup-dialog';
import { SkeletonList } from '../../components/skeleton';
import { useErrorText } from '../messages/error-text';
import { useAddFriend, useAddFriendQuote, useFriendAction } from './queries';

interface AddFriendDialogProps {
  friendUserId: number;
  userName: string;
  onClose(): void;
}

/**
 * The add-friend pop-up (spec §2.3): the price comes first, from the server's quote, and the request is sent at
 * exactly that price, so coins are never spent at a price the user did not see.
 */
export function AddFriendDialog({ friendUserId, userName, onClose }: AddFriendDialogProps) {
  const { t } = useTranslation('webChat');
  const quote = useAddFriendQuote(friendUserId);
  const add = useAddFriend();
  const accept = useFriendAction('accept');
  const errorText = useErrorText();
  const [done, setDone] = useState<'sent' | 'friends' | null>(null);
  const error = add.error ?? accept.error;

  const body = () => {
    if (done) {
      return <p role="status">{done === 'sent' ? t('addFriend.sent') : t('addFriend.nowFriends')}</p>;
    }
    if (quote.isPending) return <SkeletonList label={t('addFriend.loading')} rows={1} />;
    if (quote.isError) return <p role="alert">{errorText(quote.error) || t('addFriend.loadFailed')}</p>;
    return (
      <QuoteView
        info={quote.data}
        userName={userName}
        busy={add.isPending || accept.isPending}
        onSend={(price) =>
          add.mutate(
            { friendUserId, price },
            { onSuccess: (result) => setDone(result.state === 'friends' ? 'friends' : 'sent') },
          )
        }
        onAccept={() => accept.mutate(friendUserId, { onSuccess: () => setDone('friends') })}
      />
    );
  };

  return (
    <PopupDialog title={t('addFriend.title', { name: userName })} onClose={onClose}>
      {body()}
      <p role="alert" className="form-error">
        {error ? errorText(error) : null}
      </p>
      <div className="popup-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('addFriend.close')}
        </button>
      </div>
    </PopupDialog>
  );
}

interface QuoteViewProps {
  info: AddFriendInfo;
  userName: string;
  busy: boolean;
  onSend(price: number): void;
  onAccept(): void;
}

function QuoteView({ info, userName, busy, onSend, onAccept }: QuoteViewProps) {
  const { t } = useTranslation('webChat');
  switch (info.state) {
    case 'friends':
      return <p>{t('addFriend.friends', { name: userName })}</p>;
    case 'requested':
      return <p>{t('addFriend.requested', { name: userName })}</p>;
    case 'incoming':
      return (
        <>
          <p>{t('addFriend.incoming', { name: userName })}</p>
          <button type="button" className="button button-primary" disabled={busy} onClick={onAccept}>
            {t('addFriend.acceptNow')}
          </button>
        </>
      );
    case 'none': {
      const paid = info.type === AddFriendType.PAID;
      return (
        <>
          <p>
            {paid
              ? t('addFriend.paid', { freePerDay: info.freePerDay, name: userName, price: info.price })
              : t('addFriend.free', { times: info.times, freePerDay: info.freePerDay })}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => onSend(paid ? info.price : 0)}
          >
            {paid ? t('addFriend.pay', { price: info.price }) : t('addFriend.send')}
          </button>
        </>
      );
    }
  }
}
