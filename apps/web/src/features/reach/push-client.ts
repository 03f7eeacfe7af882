import { pushApi, type PushController } from '@mingle/protocol';
import type { ApiClient } from '../../lib/api-client';

/** Whether this browser can receive web push at all (service worker, Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The service worker's registration once it is active, or null when none registers (development, tests). */
async function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type EnableOutcome =
  { kind: 'enabled'; controller: PushController } | { kind: 'denied' } | { kind: 'unsupported' };

/**
 * Asks for permission (only ever from a tap), subscribes this browser with the server's VAPID key and stores the
 * subscription for this device. A subscription made for another key (a server that changed keys) is replaced.
 */
export async function enablePush(api: ApiClient): Promise<EnableOutcome> {
  if (!pushSupported()) return { kind: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const registration = await readyRegistration();
  if (!registration) return { kind: 'unsupported' };
  const { publicKey } = await api.call(pushApi.vapidKey);
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const controller = await api.call(pushApi.subscribe, subscriptionBody(subscription));
  return { kind: 'enabled', controller };
}

/** Stops pushes to this browser: the browser's subscription and the server's record of it. */
export async function disablePush(api: ApiClient): Promise<PushController | null> {
  const registration = await readyRegistration(2_000);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const controller = await api.call(pushApi.unsubscribe, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  return controller;
}

/** This browser's push subscription, if it has one (permission granted earlier). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() !== 'granted') return null;
  const registration = await readyRegistration(2_000);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Tells the server of this browser's subscription again (after sign-in, or another account on this browser). */
export async function syncSubscription(api: ApiClient): Promise<PushController | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  return api.call(pushApi.subscribe, subscriptionBody(subscription));
}

function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}
