import { Fragment, type ReactNode } from 'react';
import { AgeGateDialog } from '../features/age-gate/age-gate-dialog';
import { BannedNotice } from '../features/banned/banned-notice';
import { ConsentManager } from '../features/consent/consent-manager';
import { CookieNotice } from '../features/consent/cookie-notice';
import { LoginDialog } from '../features/login/login-dialog';
import { currentPopup, usePopupStore, type AnyPopupEntry } from './popup-store';

/** The registry: one case per pop-up name; the switch keeps each pop-up's props typed. */
function renderPopup(entry: AnyPopupEntry, onClose: () => void): ReactNode {
  switch (entry.name) {
    case 'age':
      return <AgeGateDialog onClose={onClose} />;
    case 'consent':
      return <ConsentManager onClose={onClose} />;
    case 'cookieNotice':
      return <CookieNotice onClose={onClose} />;
    case 'login':
      return <LoginDialog {...entry.props} onClose={onClose} />;
    case 'banned':
      return <BannedNotice {...entry.props} onClose={onClose} />;
  }
}

/** Renders the pop-up at the head of the queue; the others wait (see POPUP_PRIORITY). */
export function PopupHost() {
  const entry = usePopupStore((s) => currentPopup(s.entries));
  const close = usePopupStore((s) => s.close);
  if (!entry) return null;
  // Keyed by name so switching pop-ups remounts, and one pop-up's local state never leaks into the next.
  return <Fragment key={entry.name}>{renderPopup(entry, () => close(entry.name))}</Fragment>;
}
