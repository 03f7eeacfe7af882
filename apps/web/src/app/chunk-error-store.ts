import { create } from 'zustand';

interface ChunkErrorState {
  error: Error | null;
  report(error: Error): void;
}

/** Set when a language or code chunk fails or times out; the app then shows the ChunkLoadError screen. */
export const useChunkErrorStore = create<ChunkErrorState>()((set) => ({
  error: null,
  report(error) {
    set((state) => (state.error ? state : { error }));
  },
}));
