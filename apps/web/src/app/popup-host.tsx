import { CHUNK_LOAD_TIMEOUT_MS } from '@mingle/protocol';
import { Fragment, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AgeGateDialog } from '../features/age-gate/age-gate-dialog';
import { BannedNotice } from '../features/banned/banned-notice';
import { ConsentManager } from '../features/consent/consent-manager';
import { CookieNotice } from '../features/consent/cookie-notice';
import { withChunkTimeout } from '../i18n/chunk-load-error';
import { useChunkErrorStore } from './chunk-error-store';
import { currentPopup, usePopupStore, type AnyPopupEntry } from './popup-store';

/**
 * The account pop-ups (forms for signing in, settings, supplementary registration) are their own chunk: the
 * first page paints without them. A chunk that fails or times out shows the ChunkLoadError screen (spec §8.2).
 */
export function lazyPopup<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
  what: string,
) {
  return lazy(async () => {
    try {
      return { default: pick(await withChunkTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, what)) };
    } catch (error) {
      useChunkErrorStore.getState().report(error instanceof Error ? error : new Error(String(error)));
      return { default: () => null };
    }
  });
}

const LoginDialog = lazyPopup(
  () => import('../features/login/login-dialog'),
  (m) => m.LoginDialog,
  'login',
);
const SettingsDialog = lazyPopup(
  () => import('../features/settings/settings-dialog'),
  (m) => m.SettingsDialog,
  'settings',
);
const ComplementInfoDialog = lazyPopup(
  () => import('../features/profile/complement-info-dialog'),
  (m) => m.ComplementInfoDialog,
  'complement info',
);

/** Also opened by the call layer, above a call (features/calls/peer-dialogs.tsx). */
export const AddFriendDialog = lazyPopup(
  () => import('../features/friends/add-friend-dialog'),
  (m) => m.AddFriendDialog,
  'add friend',
);
export const ReportDialog = lazyPopup(
  () => import('../features/reports/report-dialog'),
  (m) => m.ReportDialog,
  'report',
);
const ChatPanelDialog = lazyPopup(
  () => import('../features/chat-panel/chat-panel-dialog'),
  (m) => m.ChatPanelDialog,
  'chat panel',
);

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
    case 'complementInfo':
      return <ComplementInfoDialog onClose={onClose} />;
    case 'settings':
      return <SettingsDialog onClose={onClose} />;
    case 'addFriend':
      return <AddFriendDialog {...entry.props} onClose={onClose} />;
    case 'report':
      return <ReportDialog {...entry.props} onClose={onClose} />;
    case 'chatPanel':
      return <ChatPanelDialog onClose={onClose} />;
  }
}

/** Renders the pop-up at the head of the queue; the others wait (see POPUP_PRIORITY). */
export function PopupHost() {
  const entry = usePopupStore((s) => currentPopup(s.entries));
  const close = usePopupStore((s) => s.close);
  if (!entry) return null;
  // Keyed by name so switching pop-ups remounts, and one pop-up's local state never leaks into the next.
  return (
    <Fragment key={entry.name}>
      <Suspense fallback={null}>{renderPopup(entry, () => close(entry.name))}</Suspense>
    </Fragment>
  );
}
