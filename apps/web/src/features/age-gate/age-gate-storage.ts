import { readLocal, writeLocal } from '../../lib/local-storage';

export const AGE_CONFIRMED_KEY = 'mingle.ageConfirmed';

/** Remembered per browser: the gate is a confirmation, not an identity check (the server enforces birthdays). */
export function isAgeConfirmed(): boolean {
  return readLocal(AGE_CONFIRMED_KEY) === 'yes';
}

export function confirmAge(): void {
  writeLocal(AGE_CONFIRMED_KEY, 'yes');
}
