import { useSessionStore } from '../features/session/store';
import { parseLanguagePrefix, withPrefix } from '../i18n/language-prefix';
import type { ErrorAction } from '../lib/error-catalogue';
import { SESSION_POPUPS, usePopupStore } from './popup-store';
import { useToastStore } from '../components/toast-store';

export interface ErrorActionDeps {
  navigate(to: string): void;
  location(): { pathname: string; search: string };
  /** Drops what belonged to the session: cached server state, the realtime connection. */
  onSessionCleared(): void;
  /** Re-runs the route guard for the page on screen (it may no longer be open to a visitor). */
  revalidate(): void;
}

/** Carries out the spec §8.1 actions; the API client and the realtime client both report here. */
export function createErrorActionHandler(deps: ErrorActionDeps): (action: ErrorAction) => void {
  const clearSession = () => {
    useSessionStore.getState().clear();
    usePopupStore.getState().closeAll(SESSION_POPUPS);
    deps.onSessionCleared();
  };
  return (action) => {
    const { pathname, search } = deps.location();
    const { prefix } = parseLanguagePrefix(pathname);
    switch (action.kind) {
      case 'banned':
        clearSession();
        usePopupStore.getState().open('banned', { message: action.message, goHome: action.goHome });
        // The account-and-device ban goes home when the notice closes; the others stay where a visitor may.
        if (!action.goHome) deps.revalidate();
        return;
      case 'sessionEnded':
        clearSession();
        useToastStore.getState().show(action.message);
        deps.navigate(withPrefix(prefix, '/'));
        return;
      case 'loginRequired':
        deps.navigate(`${withPrefix(prefix, '/login')}${search}`);
        return;
      case 'dataInvalid':
        useToastStore.getState().show(action.message);
        return;
    }
  };
}
