/**
 * Response codes. 200 and the spec §8.1 codes are the spec's; the others are ours and documented in
 * docs/API.md. Every error answer is { code, data: null, msg }.
 */
export const Code = {
  OK: 200,
  /** Session unusable (spec §8.1): the client shows msg or 'Failed to get information, log in again.'. */
  LOGIN_AGAIN: 412,
  /** Session expired or replaced by a login elsewhere; sent with HTTP 401. */
  SESSION_EXPIRED: 10023,
  /** The account behind the session no longer exists. */
  ACCOUNT_GONE: 10101,
  BANNED_ACCOUNT: 10115,
  BANNED_DEVICE: 10116,
  BANNED_ACCOUNT_AND_DEVICE: 10117,
  /** Client-made: an encrypted answer could not be decrypted. */
  DATA_INVALID: 6666,

  // Ours.
  INTERNAL: 10000,
  VALIDATION: 10001,
  BAD_SIGN: 10002,
  REQUEST_EXPIRED: 10003,
  REPLAYED: 10004,
  LOGIN_REQUIRED: 10005,
  FORBIDDEN: 10006,
  NOT_FOUND: 10404,
  TOO_MANY_REQUESTS: 10429,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** The English text the server sends with each code unless a more specific message applies. */
export const defaultMessages: Record<Code, string> = {
  [Code.OK]: 'OK',
  [Code.LOGIN_AGAIN]: 'Failed to get information, log in again.',
  [Code.SESSION_EXPIRED]:
    'Your account was active on another device, please change your password if it was not you.',
  [Code.ACCOUNT_GONE]: 'Failed to get information, log in again.',
  [Code.BANNED_ACCOUNT]: 'Your account has been banned for 48 hours.',
  [Code.BANNED_DEVICE]: 'This device has been banned for 48 hours.',
  [Code.BANNED_ACCOUNT_AND_DEVICE]: 'Login failed, the account and device have been banned',
  [Code.DATA_INVALID]: 'data invalid',
  [Code.INTERNAL]: 'Something went wrong. We apologise. Please try again later',
  [Code.VALIDATION]: 'Invalid request',
  [Code.BAD_SIGN]: 'Invalid request signature',
  [Code.REQUEST_EXPIRED]: 'Request expired, please check your device clock',
  [Code.REPLAYED]: 'Request already received',
  [Code.LOGIN_REQUIRED]: 'not login',
  [Code.FORBIDDEN]: 'You are not allowed to do that',
  [Code.NOT_FOUND]: 'Not found',
  [Code.TOO_MANY_REQUESTS]: 'Too many attempts, please try again later',
};

/**
 * Spec §8.1: the text for an expired login (HTTP 401 or code 10023). It belongs to no single code, so it is not
 * in defaultMessages; the client recognises it to show its own translation.
 */
export const LOGIN_EXPIRED_TEXT = 'Login has expired';

/** Codes after which the client must drop its session (spec §8.1). */
export const SESSION_ENDING_CODES: readonly number[] = [
  Code.LOGIN_AGAIN,
  Code.SESSION_EXPIRED,
  Code.ACCOUNT_GONE,
  Code.BANNED_ACCOUNT,
  Code.BANNED_DEVICE,
  Code.BANNED_ACCOUNT_AND_DEVICE,
];
export const BAN_CODES: readonly number[] = [
  Code.BANNED_ACCOUNT,
  Code.BANNED_DEVICE,
  Code.BANNED_ACCOUNT_AND_DEVICE,
];
