import type { RemoteUserInfo } from '@mingle/protocol';
import Ban from 'lucide-react/icons/ban';
import Flag from 'lucide-react/icons/flag';
import Gift from 'lucide-react/icons/gift';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { useBlockedUsers, useBlockUser } from '../blocks/queries';
import { useAddFriendQuote } from '../friends/queries';
import { useErrorText } from '../messages/error-text';
import { CallControlButton } from './call-control-button';
import { useCallController } from './call-controller-context';
import { usePeerDialogStore, type PeerDialogKind } from './peer-dialog-store';

type Peer = Pick<RemoteUserInfo, 'id' | 'userName'>;

interface PeerActionsProps {
  peer: Peer;
  roomNum: string;
  /** The live call (its dark controls, and a block that ends it) rather than its receipt. */
  live: boolean;
}

function usePeerDialog(peer: Peer, roomNum: string, live: boolean) {
  const open = usePeerDialogStore((s) => s.open);
  return (kind: PeerDialogKind) =>
    open({ kind, peer: { id: peer.id, userName: peer.userName }, roomNum, live });
}

/** During the call the name opens the profile over it: the call goes on behind (peer-profile-sheet.tsx). */
export function PeerNameButton({ peer, roomNum }: { peer: Peer; roomNum: string }) {
  const { t } = useTranslation('calls');
  const openDialog = usePeerDialog(peer, roomNum, true);
  return (
    <button
      type="button"
      className="call-info-name call-peer-link"
      aria-haspopup="dialog"
      aria-label={t('peerActions.profile', { name: peer.userName })}
      onClick={() => openDialog('profile')}
    >
      <bdi>{peer.userName}</bdi>
    </button>
  );
}

/** On the receipt the name is a link to the profile page; following it closes the receipt, the call is over. */
export function PeerProfileLink({ peer, children }: { peer: Peer; children?: ReactNode }) {
  const { t } = useTranslation('calls');
  const prefix = useLanguagePrefix();
  const controller = useCallController();
  return (
    <Link
      to={withPrefix(prefix, `/profile/${peer.id}`)}
      aria-label={t('peerActions.profile', { name: peer.userName })}
      onClick={() => controller.close()}
    >
      {children}
    </Link>
  );
}

/**
 * What one can do about the other person of a call, live and on the receipt: add them as a friend (the
 * add-friend pop-up with its price first), report them with the call as context, block them after a
 * confirmation. Blocking during the call ends it: the server hangs up for the blocker and both get receipts.
 */
export function PeerActions({ peer, roomNum, live }: PeerActionsProps) {
  const { t } = useTranslation('calls');
  const openDialog = usePeerDialog(peer, roomNum, live);
  const blocked = useBlockedUsers().data?.some((b) => b.user.id === peer.id) ?? false;
  const block = useBlockUser('block');
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  return (
    <div
      className="call-peer-actions"
      role="group"
      aria-label={t('peerActions.label', { name: peer.userName })}
    >
      {!blocked && <FriendAction peer={peer} live={live} onOpen={() => openDialog('addFriend')} />}
      {!blocked && live && (
        <PeerActionButton
          live
          label={t('peerActions.gift', { name: peer.userName })}
          icon={<Gift />}
          onClick={() => openDialog('gift')}
        />
      )}
      <PeerActionButton
        live={live}
        label={t('peerActions.report')}
        icon={<Flag />}
        onClick={() => openDialog('report')}
      />
      {blocked && <p className="call-peer-state">{t('peerActions.blocked', { name: peer.userName })}</p>}
      {!blocked && !confirming && (
        <PeerActionButton
          live={live}
          label={t('peerActions.block')}
          icon={<Ban />}
          onClick={() => setConfirming(true)}
        />
      )}
      {!blocked && confirming && (
        <div
          className="call-notice call-peer-confirm"
          role="group"
          aria-label={t('peerActions.blockConfirm', { name: peer.userName })}
        >
          <p>
            {t('peerActions.blockConfirm', { name: peer.userName })}{' '}
            {live ? t('peerActions.blockLive') : t('peerActions.blockAfter')}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={block.isPending}
            onClick={() => block.mutate(peer.id, { onSettled: () => setConfirming(false) })}
          >
            {live ? t('peerActions.blockAndHangUp') : t('peerActions.block')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            {t('peerActions.cancel')}
          </button>
        </div>
      )}
      {block.isError && (
        <p role="alert" className="form-error">
          {errorText(block.error)}
        </p>
      )}
    </div>
  );
}

/** Live, a round icon button over the video (named by its label); on the receipt, a text button. */
function PeerActionButton({
  live,
  label,
  icon,
  disabled,
  onClick,
}: {
  live: boolean;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  if (live) return <CallControlButton label={label} icon={icon} disabled={disabled} onClick={onClick} />;
  return (
    <button type="button" className="button button-secondary" disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

/** Add friend, or where the friendship stands: the server's quote says (friends, asked, asked by them). */
function FriendAction({ peer, live, onOpen }: { peer: Peer; live: boolean; onOpen(): void }) {
  const { t } = useTranslation('calls');
  const quote = useAddFriendQuote(peer.id);
  const state = quote.data?.state;
  if (state === 'friends' || state === 'requested') {
    return (
      <p className="call-peer-state">
        {live && <UserCheck />}
        {state === 'friends' ? t('peerActions.friends') : t('peerActions.requested')}
      </p>
    );
  }
  return (
    <PeerActionButton
      live={live}
      label={state === 'incoming' ? t('peerActions.acceptFriend') : t('peerActions.addFriend')}
      icon={<UserPlus />}
      disabled={quote.isPending}
      onClick={onOpen}
    />
  );
}
