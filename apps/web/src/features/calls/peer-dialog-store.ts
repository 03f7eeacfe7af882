import { create } from 'zustand';
import { useCallStore } from './call-store';

export type PeerDialogKind = 'profile' | 'addFriend' | 'report' | 'gift';

/** A pop-up about the other person of a call (peer-actions.tsx), opened from the live call or its receipt. */
export interface PeerDialog {
  kind: PeerDialogKind;
  peer: { id: number; userName: string };
  /** The call it was opened from: a report names it, and the pop-up belongs to that call only. */
  roomNum: string;
  /** Opened during the live call: if the call ends meanwhile, its receipt waits until the pop-up is closed. */
  live: boolean;
}

interface PeerDialogState {
  dialog: PeerDialog | null;
  open(dialog: PeerDialog): void;
  close(): void;
}

/** One pop-up at a time: each is modal, so another can only be opened once it is closed. */
export const usePeerDialogStore = create<PeerDialogState>()((set) => ({
  dialog: null,
  open: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
}));

/** The open pop-up of the call on screen; one left from an earlier call (a sign-out in between) never shows. */
export function useCurrentPeerDialog(): PeerDialog | null {
  const roomNum = useCallStore((s) => s.call?.roomNum ?? null);
  const dialog = usePeerDialogStore((s) => s.dialog);
  return dialog !== null && dialog.roomNum === roomNum ? dialog : null;
}
