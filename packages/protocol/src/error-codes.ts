import { defineCodes, type AreaCode } from './define-codes';

/**
 * Response codes every endpoint may give, each with the English text the server sends unless a more specific
 * message applies. 200 and the spec §8.1 codes are the spec's; the others are ours and documented in
 * docs/API.md. Every error answer is { code, data: null, msg }.
 */
export const commonCodes = defineCodes('common', {
  OK: [200, 'OK'],
  /** Session unusable (spec §8.1): the client shows msg or 'Failed to get information, log in again.'. */
  LOGIN_AGAIN: [412, 'Failed to get information, log in again.'],
  /** Session expired or replaced by a login elsewhere; sent with HTTP 401. */
  SESSION_EXPIRED: [
    10023,
    'Your account was active on another device, please change your password if it was not you.',
  ],
  /** The account behind the session no longer exists. */
  ACCOUNT_GONE: [10101, 'Failed to get information, log in again.'],
  BANNED_ACCOUNT: [10115, 'Your account has been banned for 48 hours.'],
  BANNED_DEVICE: [10116, 'This device has been banned for 48 hours.'],
  BANNED_ACCOUNT_AND_DEVICE: [10117, 'Login failed, the account and device have been banned'],
  /** Client-made: an encrypted answer could not be decrypted. */
  DATA_INVALID: [6666, 'data invalid'],

  // Ours.
  INTERNAL: [10000, 'Something went wrong. We apologise. Please try again later'],
  VALIDATION: [10001, 'Invalid request'],
  BAD_SIGN: [10002, 'Invalid request signature'],
  REQUEST_EXPIRED: [10003, 'Request expired, please check your device clock'],
  REPLAYED: [10004, 'Request already received'],
  LOGIN_REQUIRED: [10005, 'not login'],
  FORBIDDEN: [10006, 'You are not allowed to do that'],
  NOT_FOUND: [10404, 'Not found'],
  TOO_MANY_REQUESTS: [10429, 'Too many attempts, please try again later'],
});
export const Code = commonCodes.code;
export type Code = AreaCode<typeof commonCodes>;

/**
 * Spec §8.1: the text for an expired login (HTTP 401 or code 10023). It belongs to no single code, so it is not
 * among the code texts; the client recognises it to show its own translation.
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
