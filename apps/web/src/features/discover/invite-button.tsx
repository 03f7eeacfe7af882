import { callsApi, OnlineStatus, type DiscoverUser } from '@mingle/protocol';
import Video from 'lucide-react/icons/video';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { tabId } from '../../lib/tab-id';
import { callInProgress, useCallStore } from '../calls/call-store';
import { PricedLaunchSteps, usePricedLaunch } from '../calls/priced-launch';

export interface InviteButtonProps {
  user: DiscoverUser;
  /** The flow the invitation comes from; its location code is recorded with the call (spec §9). */
  source: 'card' | 'search';
  location: number | undefined;
  /** The ring window the server applies (globalconf), told before the person calls. */
  ringSeconds: number | undefined;
  /** Whether the price question is open, so the card flow can hold its countdown meanwhile. */
  onDeciding?: (deciding: boolean) => void;
}

/**
 * "Call" from the card flow or search: a real invitation through the calls layer, priced before anything is
 * spent (priced-launch.tsx); launch rings the host's devices for the ring window, and a call nobody answers
 * costs nothing.
 */
export function InviteButton({ user, source, location, ringSeconds, onDeciding }: InviteButtonProps) {
  const { t } = useTranslation('discover');
  const { api } = useServices();
  const inCall = useCallStore(callInProgress);
  const launch = usePricedLaunch(
    user.id,
    () =>
      api.call(callsApi.launch, {
        matchUserId: user.id,
        media: 'video',
        source,
        ...(location === undefined ? {} : { location }),
        tabId: tabId(),
      }),
    (step) => onDeciding?.(step.kind !== 'idle' && step.kind !== 'failed'),
  );

  const online = user.status === OnlineStatus.ONLINE;
  const reason = user.friendsOnly ? t('call.friendsOnly') : online ? null : t('call.notOnline');
  return (
    <div className="discover-invite">
      <button
        type="button"
        className="button button-primary"
        disabled={reason !== null || inCall || launch.working || launch.step.kind === 'confirm'}
        aria-busy={launch.working}
        aria-label={t('call.label', { name: user.userName })}
        onClick={() => void launch.start()}
      >
        <Video />
        {t('call.button')}
      </button>
      {reason && <p className="discover-action-note">{reason}</p>}
      <PricedLaunchSteps
        launch={launch}
        name={user.userName}
        className="discover-confirm"
        note={ringSeconds !== undefined && <p>{t('call.ring', { seconds: ringSeconds })}</p>}
      />
    </div>
  );
}
