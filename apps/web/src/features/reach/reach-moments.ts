/**
 * When the push prompt may come (decision 029): never on a device's first visit, only after this person has had a
 * call or written a message, and not again for PROMPT_PAUSE_MS after it was answered either way. Kept per device
 * in local storage (a choice about this browser), per account for the moments.
 */
const FIRST_SEEN_KEY = 'mingle.reach.firstSeen';
const engagedKey = (userId: number) => `mingle.reach.engaged.${userId}`;
const promptedKey = (userId: number) => `mingle.reach.prompted.${userId}`;
export const PROMPT_PAUSE_MS = 14 * 24 * 3600 * 1000;

/** Marks this tab's session as the device's first visit (reloads and in-app pages included). */
const FIRST_VISIT_KEY = 'mingle.reach.firstVisit';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Called once at start (main.tsx). The device's first visit is the browser session (this tab, its reloads) in
 * which Mingle was first seen; a later session (a new tab, the browser opened again) is a later visit.
 */
export function noteVisit(): void {
  const store = storage();
  if (!store || store.getItem(FIRST_SEEN_KEY) !== null) return;
  store.setItem(FIRST_SEEN_KEY, String(Date.now()));
  sessionStore()?.setItem(FIRST_VISIT_KEY, '1');
}

function firstVisit(): boolean {
  return storage()?.getItem(FIRST_SEEN_KEY) === null || sessionStore()?.getItem(FIRST_VISIT_KEY) === '1';
}

export function markEngaged(userId: number): void {
  storage()?.setItem(engagedKey(userId), '1');
  window.dispatchEvent(new Event('mingle-reach-engaged'));
}

export function markPrompted(userId: number | null): void {
  if (userId !== null) storage()?.setItem(promptedKey(userId), String(Date.now()));
}

export function promptDue(userId: number | null): boolean {
  const store = storage();
  if (!store || userId === null || firstVisit()) return false;
  if (store.getItem(engagedKey(userId)) !== '1') return false;
  const prompted = Number(store.getItem(promptedKey(userId)) ?? 0);
  return Date.now() - prompted > PROMPT_PAUSE_MS;
}
