import { pushApi } from '@mingle/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePopupStore } from '../../app/popup-store';
import { useServices } from '../../app/services-context';
import { useToastStore } from '../../components/toast-store';
import { useCallStore } from '../calls/call-store';
import { displayMode, isIosSafari, launchedAsApp } from './install';
import { pushPermission, syncSubscription } from './push-client';
import { PushPrompt } from './push-prompt';
import { reachKeys, usePushController, useReachUserId, useWebappStatus } from './queries';
import { SafariInstallHint } from './safari-install-hint';
import { markEngaged, markPrompted, promptDue } from './reach-moments';
import './reach.css';

/**
 * The member's reach layer beside the pop-up host: the push prompt (or, in Safari on iOS where push needs the
 * installed app, the install hint) at a moment that makes sense; the installed app's first-launch grant; the
 * service worker's requests to open a page (a notification clicked while a tab was open).
 */
export function ReachLayer() {
  useEngagement();
  useWebappGrant();
  useServiceWorkerNavigation();
  useSubscriptionSync();
  return <ReachPrompt />;
}

function ReachPrompt() {
  const userId = useReachUserId();
  const controller = usePushController();
  const safari = isIosSafari() && !launchedAsApp();
  const webapp = useWebappStatus(safari);
  const othersOpen = usePopupStore((s) => s.entries.length > 0);
  const inCall = useCallStore((s) => s.call !== null || s.receipt !== null);
  // The moments live in local storage; an engagement event or an answer re-reads them.
  const [, setSeen] = useState(0);
  useEffect(() => {
    const refresh = () => setSeen((n) => n + 1);
    window.addEventListener('mingle-reach-engaged', refresh);
    return () => window.removeEventListener('mingle-reach-engaged', refresh);
  }, []);
  const permission = pushPermission();
  const show: 'push' | 'safari' | null =
    userId === null || othersOpen || inCall || !promptDue(userId)
      ? null
      : safari
        ? webapp.data
          ? 'safari'
          : null
        : permission !== 'denied' &&
            permission !== 'unsupported' &&
            controller.data &&
            !controller.data.status
          ? 'push'
          : null;
  if (!show) return null;
  const close = () => {
    markPrompted(userId);
    setSeen((n) => n + 1);
  };
  if (show === 'safari')
    return <SafariInstallHint showCoins={webapp.data?.hasCoin ?? false} onClose={close} />;
  return <PushPrompt hasCoin={controller.data?.hasCoin ?? false} onClose={close} />;
}

/** A finished call (its receipt) or a message this person sent marks the moment the prompt may come. */
function useEngagement() {
  const { realtime } = useServices();
  const userId = useReachUserId();
  useEffect(() => {
    if (userId === null) return;
    const offMessage = realtime.subscribe('chat:message', (message) => {
      if (message.fromUserId === userId) markEngaged(userId);
    });
    const offReceipt = realtime.subscribe('call:receipt', () => markEngaged(userId));
    return () => {
      offMessage();
      offReceipt();
    };
  }, [realtime, userId]);
}

/** isInitWebapp, then initWebappGiveCoin: once, on a launch from the home screen (display-mode standalone). */
function useWebappGrant() {
  const { api } = useServices();
  const { t } = useTranslation('reach');
  const queryClient = useQueryClient();
  const userId = useReachUserId();
  const asApp = launchedAsApp();
  const status = useWebappStatus(asApp);
  const asked = useRef(false);
  useEffect(() => {
    if (!asApp || asked.current || !status.data || status.data.initialised || !status.data.hasCoin) return;
    asked.current = true;
    api
      .call(pushApi.initWebappGiveCoin, { displayMode: displayMode() })
      .then((grant) => useToastStore.getState().show({ text: t('install.granted', { coins: grant.coins }) }))
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: reachKeys.webapp(userId) }));
  }, [api, asApp, status.data, queryClient, t, userId]);
}

/** A notification clicked while a tab was open: the service worker asks that tab to show the page. */
function useServiceWorkerNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: string; url?: string } | null;
      if (data?.type === 'mingle-open' && typeof data.url === 'string' && data.url.startsWith('/')) {
        void navigate(data.url);
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}

/** A browser subscribed earlier tells the server again after sign-in (another account may have used it). */
function useSubscriptionSync() {
  const { api } = useServices();
  const userId = useReachUserId();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || pushPermission() !== 'granted') return;
    syncSubscription(api)
      .then((controller) => {
        if (controller) queryClient.setQueryData(reachKeys.controller(userId), controller);
      })
      .catch(() => undefined);
  }, [api, userId, queryClient]);
}
