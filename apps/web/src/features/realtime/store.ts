import { create } from 'zustand';
import type { RealtimeStatus } from '../../lib/realtime-client';

interface RealtimeState {
  status: RealtimeStatus;
  setStatus(status: RealtimeStatus): void;
}

export const useRealtimeStore = create<RealtimeState>()((set) => ({
  status: 'offline',
  setStatus(status) {
    set({ status });
  },
}));
