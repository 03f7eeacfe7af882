import { create } from 'zustand';
import { readConsent, writeConsent, type ConsentChoices, type StoredConsent } from './consent-storage';

interface ConsentState {
  /** The decision of a consent-region visitor; null until they make one. */
  consent: StoredConsent | null;
  decide(choices: ConsentChoices): void;
}

/** Analytics and marketing code (later issues) must check this before loading anything. */
export const useConsentStore = create<ConsentState>()((set) => ({
  consent: readConsent(),
  decide(choices) {
    set({ consent: writeConsent(choices) });
  },
}));
