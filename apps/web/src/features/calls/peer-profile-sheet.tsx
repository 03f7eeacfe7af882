import { useTranslation } from 'react-i18next';
import { PopupDialog } from '../../components/popup-dialog';
import { SkeletonList } from '../../components/skeleton';
import { ProfileAbout, ProfileFacts, ProfilePhotos } from '../profile/profile-page';
import { useUserProfile } from '../profile/queries';

/**
 * The other person's profile over the live call (the call goes on behind it): the page itself would open
 * under the call, out of reach until the call ends. The receipt links to the page.
 */
export function PeerProfileSheet({
  peer,
  onClose,
}: {
  peer: { id: number; userName: string };
  onClose(): void;
}) {
  const { t } = useTranslation('calls');
  const profile = useUserProfile(peer.id);
  return (
    <PopupDialog
      title={t('peerActions.profileTitle', { name: peer.userName })}
      onClose={onClose}
      showClose={false}
      className="call-profile-sheet"
    >
      {profile.isPending ? (
        <SkeletonList label={t('peerActions.profileLoading')} rows={2} />
      ) : profile.isError ? (
        <p role="alert">{t('peerActions.profileFailed')}</p>
      ) : (
        <>
          <ProfileFacts user={profile.data} />
          <ProfileAbout user={profile.data} />
          <ProfilePhotos user={profile.data} own={false} />
        </>
      )}
      <div className="popup-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('peerActions.close')}
        </button>
      </div>
    </PopupDialog>
  );
}
