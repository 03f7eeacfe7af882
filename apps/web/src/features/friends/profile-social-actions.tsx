import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePopupStore } from '../../app/popup-store';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { useBlockedUsers, useBlockUser } from '../blocks/queries';
import { VideoCallButton } from '../calls/video-call-button';
import { ProfileLike } from '../discover/profile-like';
import { useErrorText } from '../messages/error-text';
import '../messages/messages.css';
import { useFriends } from './queries';

/** Another user's profile: add friend, message (or say hi), like, call, block and report. */
export function ProfileSocialActions({ userId, userName }: { userId: number; userName: string }) {
  const { t } = useTranslation('webChat');
  const prefix = useLanguagePrefix();
  const openPopup = usePopupStore((s) => s.open);
  const isFriend = useFriends().data?.some((f) => f.id === userId) ?? false;
  const blocked = useBlockedUsers().data?.some((b) => b.user.id === userId) ?? false;
  const block = useBlockUser('block');
  const unblock = useBlockUser('unblock');
  const errorText = useErrorText();
  const error = block.error ?? unblock.error;
  return (
    <div className="profile-social-actions" role="group" aria-label={t('profileActions.label')}>
      {!isFriend && !blocked && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => openPopup('addFriend', { friendUserId: userId, userName })}
        >
          {t('addFriend.open')}
        </button>
      )}
      {!blocked && (
        <Link to={withPrefix(prefix, `/message/session/${userId}`)} className="button button-secondary">
          {isFriend ? t('profileActions.message') : t('profileActions.sayHi')}
        </Link>
      )}
      {!blocked && <ProfileLike userId={userId} />}
      {!blocked && <VideoCallButton userId={userId} userName={userName} friend={isFriend} />}
      {blocked ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate(userId)}
        >
          {t('profileActions.unblock')}
        </button>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={block.isPending}
          onClick={() => block.mutate(userId)}
        >
          {t('profileActions.block')}
        </button>
      )}
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          openPopup('report', { targetUserId: userId, userName, context: 'profile', contextId: undefined })
        }
      >
        {t('profileActions.report')}
      </button>
      {blocked && <p className="form-notice">{t('profileActions.blocked')}</p>}
      <p role="alert" className="form-error">
        {error ? errorText(error) : null}
      </p>
    </div>
  );
}
