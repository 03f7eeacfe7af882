import { isConsentRegion } from '@mingle/protocol';
import { useEffect } from 'react';
import { usePopupStore } from '../../app/popup-store';
import { useCountryByIp } from '../country/queries';
import { useConsentStore } from './store';

/** What the prompt decided for this page load. */
export type ConsentPromptDecision = 'consent' | 'cookieNotice' | 'none';

/**
 * Set on <html> once the prompt has decided, with the decision as value. Browser tests wait for it instead of
 * a fixed pause, so "no cookie pop-up appeared" means one was not going to, not that it had not come yet.
 */
export const CONSENT_EVALUATED_ATTRIBUTE = 'data-consent-evaluated';

/**
 * Opens the consent screen for visitors in the consent region (spec §9) who have not decided yet, and the
 * simple cookie notice for everyone else (unless they already chose under Cookie settings). The pop-up queue
 * shows either only after the 18+ gate. It also tells the consent store the region, which decides what the
 * simple notice's acceptance counts for.
 */
export function useConsentPrompt(root: HTMLElement = document.documentElement): void {
  const country = useCountryByIp();
  // Only a trigger: a decision made on the screen evaluates again (the mark then says 'none').
  const decided = useConsentStore((s) => s.consent !== null);
  const setRegion = useConsentStore((s) => s.setRegion);
  const open = usePopupStore((s) => s.open);
  const known = country.isSuccess || country.isError;
  // When the country cannot be determined we ask for consent: wrongly asking is harmless, wrongly not asking is not.
  const inRegion = country.isSuccess ? isConsentRegion(country.data.ab) : true;

  useEffect(() => {
    if (!known) return;
    setRegion(inRegion ? 'inside' : 'outside');
    const { consent, noticeAccepted } = useConsentStore.getState();
    let decision: ConsentPromptDecision = 'none';
    if (inRegion) {
      if (!consent) decision = 'consent';
    } else if (!consent && !noticeAccepted) {
      decision = 'cookieNotice';
    }
    if (decision !== 'none') open(decision, {});
    // After open(): the pop-up is queued by the time anyone reads the mark.
    root.setAttribute(CONSENT_EVALUATED_ATTRIBUTE, decision);
  }, [known, inRegion, decided, setRegion, open, root]);
}
