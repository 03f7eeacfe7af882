import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';
import { ActiveCallDialog } from './active-call-dialog';
import { CallController } from './call-controller';
import { CallElsewhereNotice } from './call-elsewhere';
import { CallControllerContext } from './call-controller-context';
import { CallSounds } from './call-sounds';
import { CallSummaryDialog } from './call-summary-dialog';
import { callView, useCallStore } from './call-store';
import { useCurrentPeerDialog } from './peer-dialog-store';
import { PeerDialogs } from './peer-dialogs';
import { IncomingCallDialog, OutgoingCallDialog } from './ring-dialogs';
import './calls.css';

/**
 * The call layer of the app shell, beside the pop-up host rather than in its queue: a ringing or live call must
 * never wait behind another pop-up, and its connection must not end when one opens. Signed-in users only.
 */
export function CallHost() {
  const { api, realtime } = useServices();
  const { i18n } = useTranslation();
  const loggedIn = useSessionStore(isLoggedIn);
  const controller = useMemo(
    () => new CallController({ api, realtime, sounds: new CallSounds() }),
    [api, realtime],
  );

  useEffect(() => {
    if (!loggedIn) return;
    controller.start();
    return () => controller.dispose();
  }, [controller, loggedIn]);

  useEffect(() => {
    // Logged out: nothing of the last user's call stays on screen.
    if (!loggedIn) controller.reset();
  }, [controller, loggedIn]);

  useEffect(() => {
    // Fetched ahead, so a ring in another language than English is not held up by its texts.
    if (loggedIn) void i18n.loadNamespaces(['calls', 'country']);
  }, [i18n, loggedIn]);

  if (!loggedIn) return null;
  return <CallLayer controller={controller} />;
}

/** The call screens of one controller (CallHost's, or a test's with its own media and peers). */
export function CallLayer({ controller }: { controller: CallController }) {
  return (
    <CallControllerContext value={controller}>
      {/* The calls texts of a language still loading suspend only this layer. */}
      <Suspense fallback={null}>
        <CallScreens />
      </Suspense>
      <PeerDialogs />
    </CallControllerContext>
  );
}

function CallScreens() {
  const view = useCallStore(callView);
  // A report being written during the call stays on top when the call ends; the receipt comes once it closes.
  const liveDialogOpen = useCurrentPeerDialog()?.live ?? false;
  switch (view) {
    case 'incoming':
      return <IncomingCallDialog />;
    case 'outgoing':
      return <OutgoingCallDialog />;
    case 'active':
      return <ActiveCallDialog />;
    case 'summary':
      return liveDialogOpen ? null : <CallSummaryDialog />;
    case 'elsewhere':
      return <CallElsewhereNotice />;
    case 'none':
      return null;
  }
}
