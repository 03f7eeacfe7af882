import { z } from 'zod';
import { defineCodes, type AreaCode } from '../define-codes';
import { defineEndpoint } from '../endpoint';
import { safeString } from '../fields';
import { RewardCode } from '../rewards/codes';
import { rewardGrantSchema } from '../rewards/grant';

/**
 * Web push and the installed web app (spec §1, §2.3, §3 push controller, §4, §7.1 isInitNotification,
 * initNotificationGiveCoin, isInitWebapp, initWebappGiveCoin). docs/decisions/029-web-push-and-install.md.
 */

/** Bonus coins for switching push notifications on the first time (once per account and per device). */
export const PUSH_GRANT_COINS = 20;
/** Bonus coins for the first launch of the installed web app (once per account and per device). */
export const WEBAPP_GRANT_COINS = 20;

/** What a push may be about; each kind is switchable in settings. */
export const PUSH_KINDS = ['calls', 'messages', 'friendRequests', 'friendsOnline'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * Answer codes of push and the web app, 18000-18099 (the spec names none; ours, in the voice of §8.2).
 */
export const pushCodes = defineCodes('push', {
  /** initNotificationGiveCoin before this account has a push subscription. */
  NOT_ENABLED: [18001, 'Turn on notifications first, then claim your coins.'],
  /** initWebappGiveCoin from a page that is not the installed app. */
  NOT_INSTALLED: [18002, 'Open Mingle from your home screen to claim these coins.'],
  /** The subscription's endpoint is not a push service this server may send to. */
  BAD_ENDPOINT: [18003, 'This browser gave a push address we cannot use.'],
});
export const PushCode = pushCodes.code;
export type PushCode = AreaCode<typeof pushCodes>;

/** Base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

export const vapidKeySchema = z.object({
  /** The application server key for PushManager.subscribe (base64url, uncompressed P-256 point). */
  publicKey: z.string(),
});
export type VapidKey = z.infer<typeof vapidKeySchema>;

/** PushSubscription.toJSON() of this device's browser. */
export const pushSubscribeBodySchema = z.object({
  endpoint: safeString()
    .pipe(z.url({ protocol: /^https?$/ }))
    .pipe(z.string().max(2048)),
  keys: z.object({
    p256dh: base64Url(200),
    auth: base64Url(100),
  }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: safeString().pipe(z.string().max(2048)),
});

export const pushSettingsSchema = z.object({
  calls: z.boolean(),
  messages: z.boolean(),
  friendRequests: z.boolean(),
  friendsOnline: z.boolean(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** One switch at a time: the settings dialog flips one row. */
export const pushSettingBodySchema = z.object({
  kind: z.enum(PUSH_KINDS),
  enabled: z.boolean(),
});

/**
 * Spec §3 push controller (support, status, hasCoin, gold) plus the §4 'already initialised' flag.
 * support: the server can send pushes; status: this account has at least one subscribed device; hasCoin: the
 * grant can still be claimed by this account on this device; gold: what the grant pays.
 */
export const pushControllerSchema = z.object({
  initialised: z.boolean(),
  support: z.boolean(),
  status: z.boolean(),
  hasCoin: z.boolean(),
  gold: z.number().int().nonnegative(),
  /** The devices of this account that receive pushes. */
  devices: z.number().int().nonnegative(),
});
export type PushController = z.infer<typeof pushControllerSchema>;

/** Spec §4 web-app 'already initialised': the grant for the first launch of the installed app. */
export const webappStatusSchema = z.object({
  initialised: z.boolean(),
  hasCoin: z.boolean(),
  gold: z.number().int().nonnegative(),
});
export type WebappStatus = z.infer<typeof webappStatusSchema>;

export const initNotificationBodySchema = z.object({
  countryId: z.coerce.number().int().min(0).max(9999).optional(),
});

/**
 * The page says how it was opened (display-mode). A browser page cannot prove it; the grant is once per account
 * and device, so a lie earns what an honest install would, once.
 */
export const initWebappBodySchema = z.object({
  displayMode: z.enum(['standalone', 'fullscreen', 'minimal-ui', 'browser']),
});

const { ALREADY_CLAIMED, DEVICE_CLAIMED } = RewardCode;

export const pushApi = {
  vapidKey: defineEndpoint({
    method: 'GET',
    path: '/facade/api/push/exempt/vapidKey',
    data: vapidKeySchema,
    summary: "The server's VAPID public key (application server key) for PushManager.subscribe",
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/facade/api/push/subscribe',
    input: pushSubscribeBodySchema,
    data: pushControllerSchema,
    codes: [PushCode.BAD_ENDPOINT],
    summary: "Store this device's push subscription (one per device; a new one replaces the old)",
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/facade/api/push/unsubscribe',
    input: pushUnsubscribeBodySchema,
    data: pushControllerSchema,
    summary: "Forget this device's push subscription",
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/facade/api/push/settings',
    data: pushSettingsSchema,
    summary: 'Which kinds of push notifications this account wants',
  }),
  setSetting: defineEndpoint({
    method: 'POST',
    path: '/facade/api/push/settings',
    input: pushSettingBodySchema,
    data: pushSettingsSchema,
    summary: 'Switch one kind of push notification on or off',
  }),
  isInitNotification: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/ext/isInitNotification',
    data: pushControllerSchema,
    summary: "Spec §7.1: the push controller and whether the push grant was given ('already initialised')",
  }),
  initNotificationGiveCoin: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/ext/initNotificationGiveCoin',
    input: initNotificationBodySchema,
    data: rewardGrantSchema,
    codes: [PushCode.NOT_ENABLED, ALREADY_CLAIMED, DEVICE_CLAIMED],
    summary: 'Spec §7.1: the coins for switching push on, once per account and device, as bonus coins',
  }),
  isInitWebapp: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/ext/isInitWebapp',
    data: webappStatusSchema,
    summary: "Spec §7.1: whether the installed-app grant was given ('already initialised')",
  }),
  initWebappGiveCoin: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/ext/initWebappGiveCoin',
    input: initWebappBodySchema,
    data: rewardGrantSchema,
    codes: [PushCode.NOT_INSTALLED, ALREADY_CLAIMED, DEVICE_CLAIMED],
    summary: 'Spec §7.1: the coins for the first launch of the installed app, once per account and device',
  }),
} as const;

/**
 * What a push carries (JSON, encrypted by the push service's RFC 8291 scheme). The server words title and body in
 * the subscriber's language; the service worker shows them and acts on `url` when the notification is clicked.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum([...PUSH_KINDS, 'callOver']),
  title: z.string(),
  body: z.string(),
  /** Same tag, one notification: a newer one replaces it (and 'callOver' closes the ring of that room). */
  tag: z.string(),
  /** Where a click leads (same origin path). */
  url: z.string(),
  /** An incoming call's room and when its ring window closes (epoch ms): after it a click opens nothing. */
  roomNum: z.string().optional(),
  ringEndsAt: z.number().int().optional(),
  /** Sent at (epoch ms). */
  at: z.number().int(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
