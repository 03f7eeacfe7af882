import { create } from 'zustand';
import type { ReportContext } from '@mingle/protocol';
import type { CatalogueMessage } from '../lib/error-catalogue';

/**
 * Every pop-up of spec §2.3 opens through this store, by name, with typed props. Later issues add their
 * pop-ups here, to POPUP_PRIORITY below, and to renderPopup in popup-host.tsx.
 */
export interface PopupPropsMap {
  age: Record<string, never>;
  consent: Record<string, never>;
  cookieNotice: Record<string, never>;
  login: { returnTo: string | null };
  banned: { message: CatalogueMessage; goHome: boolean };
  complementInfo: Record<string, never>;
  settings: Record<string, never>;
  addFriend: { friendUserId: number; userName: string };
  report: {
    targetUserId: number;
    userName: string;
    context: ReportContext;
    /** The conversation id or call room id the report was made from. */
    contextId?: string | undefined;
  };
  chatPanel: Record<string, never>;
}
export type PopupName = keyof PopupPropsMap;

/**
 * Only the highest-priority pop-up is shown; the rest wait their turn. The 18+ gate must be passed before
 * anything else (spec §5), a ban notice explains why the session just ended, and cookie choices come before
 * the login pop-up because they decide what the page may store. The supplementary registration waits for the
 * login pop-up that led to it.
 */
export const POPUP_PRIORITY: Record<PopupName, number> = {
  age: 100,
  banned: 90,
  consent: 60,
  // Opened by a click: it must show at once, before a waiting cookie banner.
  settings: 55,
  login: 50,
  // After sign-in, once the login pop-up has closed.
  complementInfo: 45,
  cookieNotice: 40,
  // Opened by a click, like settings; a report may be opened from the chat panel's conversations.
  report: 54,
  addFriend: 53,
  chatPanel: 52,
};

/** Pop-ups about the signed-in account; they close when the session ends, however it ends. */
export const SESSION_POPUPS: readonly PopupName[] = [
  'complementInfo',
  'settings',
  'addFriend',
  'report',
  'chatPanel',
];

export interface PopupEntry<N extends PopupName = PopupName> {
  name: N;
  props: PopupPropsMap[N];
  priority: number;
  /** Opening order, so equal priorities are first come, first shown. */
  seq: number;
}

/** The union of every concrete entry, so a switch on name narrows props. */
export type AnyPopupEntry = { [N in PopupName]: PopupEntry<N> }[PopupName];

interface PopupState {
  entries: AnyPopupEntry[];
  nextSeq: number;
  open<N extends PopupName>(name: N, props: PopupPropsMap[N]): void;
  close(name: PopupName): void;
  closeAll(names: readonly PopupName[]): void;
}

/** The entry on screen: highest priority, then the one opened first. */
export function currentPopup(entries: readonly AnyPopupEntry[]): AnyPopupEntry | undefined {
  let best: AnyPopupEntry | undefined;
  for (const entry of entries) {
    if (
      !best ||
      entry.priority > best.priority ||
      (entry.priority === best.priority && entry.seq < best.seq)
    ) {
      best = entry;
    }
  }
  return best;
}

export const usePopupStore = create<PopupState>()((set) => ({
  entries: [],
  nextSeq: 0,
  open(name, props) {
    set((state) => {
      const existing = state.entries.find((e) => e.name === name);
      // Opening a pop-up that is already queued updates its props and keeps its place in the queue.
      if (existing) {
        return {
          entries: state.entries.map((e) => (e.name === name ? ({ ...e, props } as AnyPopupEntry) : e)),
        };
      }
      const entry = { name, props, priority: POPUP_PRIORITY[name], seq: state.nextSeq } as AnyPopupEntry;
      return { entries: [...state.entries, entry], nextSeq: state.nextSeq + 1 };
    });
  },
  close(name) {
    set((state) => ({ entries: state.entries.filter((e) => e.name !== name) }));
  },
  closeAll(names) {
    set((state) => ({ entries: state.entries.filter((e) => !names.includes(e.name)) }));
  },
}));
