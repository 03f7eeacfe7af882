/// <reference lib="webworker" />
// The one service worker (decision 029): precaching of the build's fingerprinted files, the offline page instead of
// a browser error, and web push. Built by vite-plugin-pwa (injectManifest), which puts the precache list in
// self.__WB_MANIFEST. It answers only page loads and the precached files: the API, the realtime socket, uploads and
// media always go to the network untouched.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { clickTarget } from './features/reach/push-click';

declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline.html';

/** What the server's push carries (packages/protocol PushPayload); read defensively, it crossed a network. */
interface Payload {
  kind: string;
  title: string;
  body: string;
  tag: string;
  url: string;
  roomNum?: string;
  ringEndsAt?: number;
  at: number;
}

// A new worker waits until no tab uses the old one (no skipWaiting): an open tab keeps the precached files of the
// build it was loaded from, so its lazy chunks never go missing mid-visit. Pages are never taken from the cache
// while online (below), so a deploy reaches the next page load whichever worker is active.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Page loads: always the network (the server sends index.html with no-cache), the offline page when it fails.
// Never a cached index.html: after a deploy it would name chunks the server no longer has.
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    {
      // Server pages that are not the app (the API's own HTML, dev outbox, sandbox checkout, health).
      denylist: [/^\/(facade|api|matches|wchat|upload|dev|realtime|healthz|openapi|sandbox)(\/|$)/],
    },
  ),
);

function readPayload(event: PushEvent): Payload | null {
  try {
    const data = event.data?.json() as Partial<Payload> | undefined;
    if (!data || typeof data.title !== 'string' || typeof data.tag !== 'string') return null;
    return {
      kind: String(data.kind ?? ''),
      title: data.title,
      body: String(data.body ?? ''),
      tag: data.tag,
      url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/',
      ...(typeof data.roomNum === 'string' ? { roomNum: data.roomNum } : {}),
      ...(typeof data.ringEndsAt === 'number' ? { ringEndsAt: data.ringEndsAt } : {}),
      at: Number(data.at ?? Date.now()),
    };
  } catch {
    return null;
  }
}

async function windows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function onPush(payload: Payload): Promise<void> {
  const open = await windows();
  // A visible tab shows calls, messages and requests live already: no second notice on top of it.
  const visible = open.some((client) => client.visibilityState === 'visible');
  for (const client of open) client.postMessage({ type: 'mingle-push', payload, shown: !visible });
  if (visible) {
    if (payload.kind === 'callOver') {
      for (const n of await self.registration.getNotifications({ tag: payload.tag })) n.close();
    }
    return;
  }
  const calling = payload.kind === 'calls';
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    data: payload,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    // A ringing call waits for an answer; everything else may go away by itself.
    requireInteraction: calling,
    ...({ renotify: calling } as NotificationOptions),
  });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(onPush(payload));
});

async function onClick(payload: Payload): Promise<void> {
  const url = clickTarget(payload, Date.now());
  const open = await windows();
  for (const client of open) client.postMessage({ type: 'mingle-notification-click', url, payload });
  const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    await tab.focus();
    tab.postMessage({ type: 'mingle-open', url });
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const payload = event.notification.data as Payload | null;
  if (!payload) return;
  event.waitUntil(onClick(payload));
});
