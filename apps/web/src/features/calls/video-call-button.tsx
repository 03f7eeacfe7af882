import { callsApi } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { tabId } from '../../lib/tab-id';
import { callInProgress, useCallStore } from './call-store';
import { PricedLaunchSteps, usePricedLaunch } from './priced-launch';

/** 'Video call' on a friend's row or a profile: the price first, then the ringing pop-up (priced-launch.tsx). */
export function VideoCallButton({
  userId,
  userName,
  friend,
}: {
  userId: number;
  userName: string;
  friend: boolean;
}) {
  const { t } = useTranslation('calls');
  const { api } = useServices();
  const busy = useCallStore(callInProgress);
  // A friend is called through the friend video call (friends only, at the friends price).
  const launch = usePricedLaunch(userId, () =>
    friend
      ? api.call(callsApi.friendVideo, { matchUserId: userId, tabId: tabId() })
      : api.call(callsApi.launch, { matchUserId: userId, media: 'video', source: 'direct', tabId: tabId() }),
  );
  return (
    <div className="video-call-action">
      <button
        type="button"
        className="button button-primary"
        disabled={busy || launch.working || launch.step.kind === 'confirm'}
        aria-busy={launch.working}
        onClick={() => void launch.start()}
      >
        {t('launch.videoCall')}
      </button>
      <PricedLaunchSteps launch={launch} name={userName} className="video-call-confirm" />
    </div>
  );
}
