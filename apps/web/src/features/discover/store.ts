import { WallTab } from '@mingle/protocol';
import { create } from 'zustand';

export interface WallState {
  /** Whose place this is: another user signing in on this device starts from the top. */
  ownerId: number | null;
  /** The country group chosen (0 = all countries); null until the server has said which is the user's own. */
  countryId: number | null;
  /** For You, New or a topic category. */
  tab: number;
  /** The page's scroll position per wall (country group and tab), restored when the person comes back. */
  scroll: Record<string, number>;
  chooseCountry(countryId: number): void;
  chooseTab(tab: number): void;
  saveScroll(key: string, y: number): void;
  /** Keeps the place for this user, or starts afresh for another one. */
  claim(userId: number): void;
}

const INITIAL = { ownerId: null, countryId: null, tab: WallTab.FOR_YOU, scroll: {} };

/**
 * Where the person is on the wall, kept while the app runs (spec §2.1: the wall keeps its state when it is left
 * and opened again). The loaded pages themselves are the query cache's (queries.ts).
 */
export const useWallStore = create<WallState>()((set) => ({
  ...INITIAL,
  chooseCountry: (countryId) => set({ countryId }),
  chooseTab: (tab) => set({ tab }),
  saveScroll: (key, y) => set((state) => ({ scroll: { ...state.scroll, [key]: y } })),
  claim: (userId) => set((state) => (state.ownerId === userId ? state : { ...INITIAL, ownerId: userId })),
}));

export function wallKey(countryId: number, tab: number): string {
  return `${String(countryId)}:${String(tab)}`;
}
