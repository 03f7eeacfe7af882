import { create } from 'zustand';
import {
  acceptCookieNotice,
  isCookieNoticeAccepted,
  readConsent,
  writeConsent,
  type ConsentChoices,
  type StoredConsent,
} from './consent-storage';

/** The purposes the consent screen offers; 'necessary' is always on. */
export type ConsentCategory = 'necessary' | keyof ConsentChoices;

/**
 * Where the visitor is as far as consent goes (spec §9 consent region). 'unknown' until the country lookup
 * answers; a lookup that fails counts as 'inside', like the prompt, because wrongly asking is harmless.
 */
export type ConsentRegion = 'inside' | 'outside' | 'unknown';

/** What the store knows, without its actions. */
export interface ConsentFacts {
  /** The choices made on the consent screen; null until the visitor makes them. */
  consent: StoredConsent | null;
  /** The simple notice was accepted (spec §4: stored as 'accepted'). */
  noticeAccepted: boolean;
  region: ConsentRegion;
}

export interface ConsentState extends ConsentFacts {
  decide(choices: ConsentChoices): void;
  acceptNotice(): void;
  /**
   * The prompt's verdict on the region, once per page load. The saved decisions are read again with it: local
   * storage is shared by every tab, so one made in another tab since this page loaded counts here too.
   */
  setRegion(region: Exclude<ConsentRegion, 'unknown'>): void;
}

/** The saved decisions, as a page that has not yet learnt its region sees them. */
export function loadConsentFacts(): ConsentFacts {
  return { consent: readConsent(), noticeAccepted: isCookieNoticeAccepted(), region: 'unknown' };
}

/**
 * Whether tracking of this kind may run. Choices made on the consent screen win wherever the visitor is.
 * Without them, outside the consent region the simple notice's acceptance is the spec's 'accepted', which
 * covers every purpose; inside it (or while the region is unknown) nothing beyond the necessary runs.
 */
export function consentAllows(facts: ConsentFacts, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  if (facts.consent) return facts.consent[category];
  return facts.region === 'outside' && facts.noticeAccepted;
}

/** A store over the saved decisions; the app uses the one below, tests may build a fresh one to read back. */
export function createConsentStore() {
  return create<ConsentState>()((set) => ({
    ...loadConsentFacts(),
    decide(choices) {
      set({ consent: writeConsent(choices) });
    },
    acceptNotice() {
      acceptCookieNotice();
      set({ noticeAccepted: true });
    },
    setRegion(region) {
      set({ ...loadConsentFacts(), region });
    },
  }));
}

/**
 * The one consent store of the app. Every piece of tracking asks it before it sends or stores anything:
 * `useConsentAllows(category)` in components, `isAllowed(category)` elsewhere.
 */
export const useConsentStore = createConsentStore();

/** Re-renders when the answer changes, so tracking waiting for consent runs as soon as it is given. */
export function useConsentAllows(category: ConsentCategory): boolean {
  return useConsentStore((state) => consentAllows(state, category));
}

export function isAllowed(category: ConsentCategory): boolean {
  return consentAllows(useConsentStore.getState(), category);
}
