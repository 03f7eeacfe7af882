// Business constants of spec §9. Both the server (enforcement) and the web app (hints, counters) read them from
// here so that a limit shown to the user is the limit the server applies.

/** Every gateway request gives up after this long. */
export const REQUEST_TIMEOUT_MS = 50_000;
/** A language or style chunk that has not loaded by then fails with a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Lifetime of the cookies that hold user data, deviceId and nonce. */
export const COOKIE_MAX_AGE_DAYS = 365;

/** E-mail sign-up password length, inclusive. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/** Phone-login passwords have the stricter minimum of spec §5; no maximum is specified for them. */
export const PHONE_PASSWORD_MIN = 8;

export const MAX_INTERESTS = 5;
export const MAX_LANGUAGES = 3;
/** Letters of optional extra text on a report. */
export const REPORT_TEXT_MAX = 200;
/** Upload limit shown to users as "5M". */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The 18+ gate; enforced on the birthday server-side, not only shown. */
export const MIN_AGE_YEARS = 18;

/** After an e-mail or phone is unlinked it cannot be linked to another account for this long. */
export const RELINK_LOCK_DAYS = 7;
/** A ban blocks sign-in for this long; visitor use stays possible. */
export const BAN_HOURS = 48;

/** Calls are billed per started minute. */
export const CALL_BILLING_UNIT_SECONDS = 60;
/** Roughly how long a call goes on after the balance can no longer pay the next minute. */
export const LOW_BALANCE_HANGUP_MS = 60_000;

export const REFUND_WINDOW_DAYS = 14;
/** The "72-hour guarantee" wording that accompanies refund reports. */
export const REFUND_GUARANTEE_HOURS = 72;
export const FIRST_PURCHASE_BONUS_COINS = 100;
/** Upper bound of the "up to N% extra" bubble; no shop offer may exceed it. */
export const SHOP_EXTRA_PERCENT_MAX = 20;
export const SIGNUP_BANNER_COINS = 120;

/** Daily tasks roll over at this UTC hour, whatever the user's zone. */
export const TASK_RESET_UTC_HOUR = 0;
/** How far back the backpack lists expired gifts. */
export const EXPIRED_GIFTS_DAYS = 30;

/** Chat-list items with this relation are say-hi conversations (spec §3). */
export const SAY_HI_RELATION = 3;
/** friendId of the single pseudo-entry that groups every say-hi conversation. */
export const SAY_HI_GROUP_FRIEND_ID = -4;
/** How many say-hi users the grouped entry previews. */
export const SAY_HI_GROUP_SIZE = 3;

/** Sound files wait this long so they do not compete with the first render. */
export const SOUND_LOAD_DELAY_MS = 2000;
/** Retries of the consent-manager connection. */
export const CONSENT_RETRY = { times: 3, delayMs: 15 } as const;

/**
 * The three ways to reach a host. ringSeconds is the ring window of a real invitation to a real, online host
 * (the spec's "fake call page"); no flow ever shows a simulated call. Prices are coins per minute; locations are
 * the placement codes reported with each call so analytics can tell the entry points apart.
 */
export const CARD_FLOW = {
  countdownSeconds: 10,
  ringSeconds: 30,
  normalPrice: 40,
  playPrice: 12,
  locations: [140, 141, 142, 102],
} as const;

export const SEARCH_FLOW = {
  countdownSeconds: 10,
  ringSeconds: 30,
  normalPrice: 80,
  playPrice: 0,
  locations: [136, 137, 138, 104],
} as const;

export const MATCHING_FLOW = {
  /** Before "next" becomes clickable, so a match is seen before it is skipped. */
  nextCountdownSeconds: 5,
  countdownSeconds: 10,
  ringSeconds: 30,
  normalPrice: 20,
  embedPrice: 20,
  locations: [252, 264, 102],
} as const;

/** Default pattern of formatDate (tokens YYYY MM DD HH mm ss). */
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
