import { isConsentRegion } from '@mingle/protocol';
import { useEffect } from 'react';
import { usePopupStore } from '../../app/popup-store';
import { isCookieNoticeAccepted } from './consent-storage';
import { useCountryByIp } from './queries';
import { useConsentStore } from './store';

/**
 * Opens the consent screen for visitors in the consent region (spec §9) who have not decided yet, and the
 * simple cookie notice for everyone else (unless they already chose under Cookie settings). The pop-up queue
 * shows either only after the 18+ gate.
 */
export function useConsentPrompt(): void {
  const country = useCountryByIp();
  const decided = useConsentStore((s) => s.consent !== null);
  const open = usePopupStore((s) => s.open);
  const known = country.isSuccess || country.isError;
  // When the country cannot be determined we ask for consent: wrongly asking is harmless, wrongly not asking is not.
  const inRegion = country.isSuccess ? isConsentRegion(country.data.ab) : true;

  useEffect(() => {
    if (!known) return;
    if (inRegion) {
      if (!decided) open('consent', {});
    } else if (!decided && !isCookieNoticeAccepted()) {
      open('cookieNotice', {});
    }
  }, [known, inRegion, decided, open]);
}
