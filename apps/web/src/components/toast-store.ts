import { create } from 'zustand';
import type { CatalogueMessage } from '../lib/error-catalogue';

export interface Toast {
  id: number;
  message: CatalogueMessage;
}

interface ToastState {
  toasts: Toast[];
  nextId: number;
  show(message: CatalogueMessage): void;
  dismiss(id: number): void;
}

function sameMessage(a: CatalogueMessage, b: CatalogueMessage): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Messages are stored untranslated so a toast follows a language switch. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  nextId: 1,
  show(message) {
    set((state) => {
      // Parallel requests failing for one reason (e.g. an ended session) must not stack identical toasts.
      if (state.toasts.some((t) => sameMessage(t.message, message))) return state;
      return { toasts: [...state.toasts, { id: state.nextId, message }], nextId: state.nextId + 1 };
    });
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));
