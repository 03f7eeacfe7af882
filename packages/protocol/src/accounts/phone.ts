import { z } from 'zod';
import { PHONE_PASSWORD_MIN } from '../constants';
import { defineEndpoint } from '../endpoint';
import { safeString } from '../fields';
import { AccountCode } from './codes';
import { loginResultSchema } from './user-info';

/**
 * The bot-protection telemetry of the code request (spec §7). The client sends the text 'missing-telemetry'
 * when it has none; the server records the same when the header is absent.
 */
export const BOT_TELEMETRY_HEADER = 'x-bot-telemetry';
export const MISSING_TELEMETRY = 'missing-telemetry';

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong tries a code survives; the fifth wrong one burns it. */
export const PHONE_CODE_MAX_WRONG_TRIES = 5;
/** A number can ask for another code after this long (the client's resend countdown). */
export const PHONE_CODE_RESEND_SECONDS = 60;

/** Spec §5: a phone password has at least 8 characters, counted as a person counts them (an emoji is one). */
export function isValidPhonePassword(password: string): boolean {
  return [...password].length >= PHONE_PASSWORD_MIN;
}

export const phoneChannelSchema = z.enum(['sms', 'whatsapp']);
export type PhoneChannel = z.infer<typeof phoneChannelSchema>;
/** 'login' signs in or signs up; 'reset' replaces a forgotten phone password. */
export const phoneCodePurposeSchema = z.enum(['login', 'reset']);
export type PhoneCodePurpose = z.infer<typeof phoneCodePurposeSchema>;

// Wide enough that the service, not the schema, answers with the spec's texts for bad numbers and lengths.
const phoneField = safeString().max(64);
const codeField = safeString().trim().max(16);
const passwordField = safeString().max(256);
const countryIdField = z.coerce.number().int().min(0).max(9999).optional();
const pushTokenField = safeString().max(4096).optional();

export const checkMobileQuerySchema = z.object({ phone: phoneField });
export const checkMobileAnswerSchema = z.object({
  /** The number as stored and shown: E.164. */
  phone: z.string(),
  registered: z.boolean(),
  hasPassword: z.boolean(),
});
export type CheckMobileAnswer = z.infer<typeof checkMobileAnswerSchema>;

export const sendCodeBodySchema = z.object({
  phone: phoneField,
  channel: phoneChannelSchema,
  purpose: phoneCodePurposeSchema.default('login'),
});
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;
export const sendCodeAnswerSchema = z.object({
  phone: z.string(),
  channel: phoneChannelSchema,
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;

/** What a sign-in also reports about the client (spec §7: countryId; pushToken as on the other sign-ins). */
const clientDetails = { countryId: countryIdField, pushToken: pushTokenField };
const phoneCodeSchema = z.object({ phone: phoneField, code: codeField });

/** Checks a code without using it up (a wrong one still counts); the step before a new password is chosen. */
export const checkCodeQuerySchema = phoneCodeSchema.extend({
  purpose: phoneCodePurposeSchema.default('login'),
});
export type CheckCodeQuery = z.infer<typeof checkCodeQuerySchema>;
export const checkCodeAnswerSchema = z.object({ valid: z.literal(true) });

export const phoneLoginBodySchema = phoneCodeSchema.extend(clientDetails);
export type PhoneLoginBody = z.infer<typeof phoneLoginBodySchema>;

export const mobilePasswordLoginSchema = z.object({
  phone: phoneField,
  password: passwordField,
  ...clientDetails,
});
export type MobilePasswordLogin = z.infer<typeof mobilePasswordLoginSchema>;

/** Signed in: oldPassword (or a reset code) is needed once the account has a phone password. */
export const updateMobilePasswordBodySchema = z.object({
  password: passwordField,
  oldPassword: passwordField.optional(),
  code: codeField.optional(),
});
export type UpdateMobilePasswordBody = z.infer<typeof updateMobilePasswordBodySchema>;
export const updateMobilePasswordAnswerSchema = z.object({ hasPassword: z.literal(true) });

export const resetMobilePasswordBodySchema = phoneCodeSchema.extend({
  password: passwordField,
  ...clientDetails,
});
export type ResetMobilePasswordBody = z.infer<typeof resetMobilePasswordBodySchema>;

const {
  PHONE_INVALID,
  TOO_MANY_CODE_REQUESTS,
  DAILY_LIMIT_REACHED,
  TOO_MANY_CODE_ERRORS,
  WRONG_PASSWORD,
  TOO_MANY_WRONG_PASSWORDS,
  PHONE_REGISTRATION_DISABLED,
  PHONE_COUNTRY_UNAVAILABLE,
  PHONE_PASSWORD_LENGTH,
  PHONE_NOT_BOUND,
  ACCOUNT_NOT_FOUND,
  CODE_WRONG,
  CODE_EXPIRED,
  RESET_TIMED_OUT,
  RELINK_LOCKED,
  ACCOUNT_SUSPENDED,
} = AccountCode;

/** Refusals of a sign-up by phone (a number without an account). */
const registrationCodes = [PHONE_REGISTRATION_DISABLED, PHONE_COUNTRY_UNAVAILABLE, RELINK_LOCKED];
const codeCheckCodes = [CODE_WRONG, CODE_EXPIRED, RESET_TIMED_OUT, TOO_MANY_CODE_ERRORS];

const checkMobileEndpoint = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'GET',
    path,
    input: checkMobileQuerySchema,
    data: checkMobileAnswerSchema,
    codes: [PHONE_INVALID],
    summary: 'Whether a number has an account and a phone password',
  });
const sendCodeEndpoint = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path,
    input: sendCodeBodySchema,
    data: sendCodeAnswerSchema,
    codes: [
      PHONE_INVALID,
      ACCOUNT_NOT_FOUND,
      ...registrationCodes,
      TOO_MANY_CODE_REQUESTS,
      DAILY_LIMIT_REACHED,
    ],
    summary: `Send a sign-in or reset code by SMS or WhatsApp (the ${BOT_TELEMETRY_HEADER} header is recorded)`,
  });
const checkCodeEndpoint = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'GET',
    path,
    input: checkCodeQuerySchema,
    data: checkCodeAnswerSchema,
    codes: [PHONE_INVALID, ...codeCheckCodes],
    summary: 'Whether a code is right, without using it up (a wrong one still counts)',
  });
const passwordLoginEndpoint = <M extends 'GET' | 'POST', P extends string>(method: M, path: P) =>
  defineEndpoint({
    method,
    path,
    input: mobilePasswordLoginSchema,
    data: loginResultSchema,
    codes: [
      PHONE_INVALID,
      PHONE_PASSWORD_LENGTH,
      WRONG_PASSWORD,
      TOO_MANY_WRONG_PASSWORDS,
      ACCOUNT_SUSPENDED,
    ],
    summary: 'Sign in with number and phone password',
  });

/**
 * Phone sign-in (spec §7 /facade/api/mobile/... and /facade/api/user/exempt/login/phone). The spec's mobile paths
 * have no 'exempt' in them, so under the contract they need a session; a visitor calls the exempt alias, which
 * answers the same. docs/API.md lists the mapping.
 */
export const phoneApi = {
  checkMobile: checkMobileEndpoint('/facade/api/mobile/checkMobile'),
  checkMobilePublic: checkMobileEndpoint('/facade/api/mobile/exempt/checkMobile'),
  sendCode: sendCodeEndpoint('/facade/api/mobile/sms/sendCode'),
  sendCodePublic: sendCodeEndpoint('/facade/api/mobile/exempt/sms/sendCode'),
  checkCode: checkCodeEndpoint('/facade/api/mobile/sms/checkCode'),
  checkCodePublic: checkCodeEndpoint('/facade/api/mobile/exempt/sms/checkCode'),
  login: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/exempt/login/phone',
    input: phoneLoginBodySchema,
    data: loginResultSchema,
    codes: [PHONE_INVALID, ...registrationCodes, ...codeCheckCodes, ACCOUNT_SUSPENDED],
    summary: "Sign in with a code; the number's first sign-in creates the account",
  }),
  /** GET with the query as the spec lists it; the alias also takes POST, which keeps the password out of URLs. */
  passwordLogin: passwordLoginEndpoint('GET', '/facade/api/mobile/mobilePasswordLogin'),
  passwordLoginPublic: passwordLoginEndpoint('GET', '/facade/api/mobile/exempt/mobilePasswordLogin'),
  passwordLoginPost: passwordLoginEndpoint('POST', '/facade/api/mobile/exempt/mobilePasswordLogin'),
  /** Signed in: set or change the phone password. */
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/facade/api/mobile/updateMobilePassword',
    input: updateMobilePasswordBodySchema,
    data: updateMobilePasswordAnswerSchema,
    codes: [
      PHONE_NOT_BOUND,
      PHONE_PASSWORD_LENGTH,
      WRONG_PASSWORD,
      TOO_MANY_WRONG_PASSWORDS,
      ...codeCheckCodes,
    ],
    summary: 'Set a first phone password, or change it with the old one or a reset code',
  }),
  /** Visitor: forgotten phone password, with a reset code; signs in on success. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/facade/api/mobile/exempt/updateMobilePassword',
    input: resetMobilePasswordBodySchema,
    data: loginResultSchema,
    codes: [PHONE_INVALID, PHONE_PASSWORD_LENGTH, ...codeCheckCodes, ACCOUNT_NOT_FOUND, ACCOUNT_SUSPENDED],
    summary: 'Forgotten phone password: set a new one with a reset code, and sign in',
  }),
} as const;
