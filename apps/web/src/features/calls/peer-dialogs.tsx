import { Suspense } from 'react';
import { AddFriendDialog, lazyPopup, ReportDialog } from '../../app/popup-host';
import { PopupLayerContext } from '../../components/popup-dialog';
import { useCurrentPeerDialog, usePeerDialogStore } from './peer-dialog-store';

const GiftDialog = lazyPopup(
  () => import('../gifts/gift-dialog'),
  (m) => m.GiftDialog,
  'gifts',
);

const PeerProfileSheet = lazyPopup(
  () => import('./peer-profile-sheet'),
  (m) => m.PeerProfileSheet,
  'profile',
);

/**
 * The pop-ups about the other person of a call, in the call layer rather than the pop-up host: they must show
 * above the call (calls.css), and one opened during the call outlives its end (the receipt waits for it), so a
 * report being written is not lost when the call ends.
 */
export function PeerDialogs() {
  const dialog = useCurrentPeerDialog();
  const close = usePeerDialogStore((s) => s.close);
  if (!dialog) return null;
  const { peer } = dialog;
  return (
    <PopupLayerContext value="call-layer-popup">
      {/* Its own boundary: a pop-up's chunk or texts still loading must not blank the call behind it. */}
      <Suspense key={dialog.kind} fallback={null}>
        {dialog.kind === 'profile' && <PeerProfileSheet peer={peer} onClose={close} />}
        {dialog.kind === 'addFriend' && (
          <AddFriendDialog friendUserId={peer.id} userName={peer.userName} onClose={close} />
        )}
        {dialog.kind === 'gift' && (
          <GiftDialog
            toUserId={peer.id}
            userName={peer.userName}
            context="call"
            roomNum={dialog.roomNum}
            onClose={close}
          />
        )}
        {dialog.kind === 'report' && (
          <ReportDialog
            targetUserId={peer.id}
            userName={peer.userName}
            context="call"
            contextId={dialog.roomNum}
            onClose={close}
          />
        )}
      </Suspense>
    </PopupLayerContext>
  );
}
