import { useEffect } from 'react';
import { usePopupStore } from '../../app/popup-store';
import { isAgeConfirmed } from './age-gate-storage';

/** Queues the 18+ gate on the first render of a browser that has not confirmed yet. */
export function useAgeGate(): void {
  const open = usePopupStore((s) => s.open);
  useEffect(() => {
    if (!isAgeConfirmed()) open('age', {});
  }, [open]);
}
