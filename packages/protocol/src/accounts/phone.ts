import { z } from 'zod';
import { PHONE_PASSWORD_MIN } from '../constants';

/**
 * Phone sign-in (spec §7 /facade/api/mobile/... and /facade/api/user/exempt/login/phone). The spec's mobile paths
 * have no 'exempt' in them, so under the contract they need a session; a visitor calls the exempt alias, which
 * answers the same. docs/API.md lists the mapping.
 */
export const PhonePath = {
  checkMobile: '/facade/api/mobile/checkMobile',
  checkMobilePublic: '/facade/api/mobile/exempt/checkMobile',
  sendCode: '/facade/api/mobile/sms/sendCode',
  sendCodePublic: '/facade/api/mobile/exempt/sms/sendCode',
  checkCode: '/facade/api/mobile/sms/checkCode',
  checkCodePublic: '/facade/api/mobile/exempt/sms/checkCode',
  login: '/facade/api/user/exempt/login/phone',
  /** GET with the query as the spec lists it; the alias also takes POST, which keeps the password out of URLs. */
  passwordLogin: '/facade/api/mobile/mobilePasswordLogin',
  passwordLoginPublic: '/facade/api/mobile/exempt/mobilePasswordLogin',
  /** Signed in: set or change the phone password. */
  updatePassword: '/facade/api/mobile/updateMobilePassword',
  /** Visitor: forgotten phone password, with a reset code; signs in on success. */
  resetPassword: '/facade/api/mobile/exempt/updateMobilePassword',
} as const;

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
const phoneField = z.string().max(64);
const codeField = z.string().trim().max(16);
const passwordField = z.string().max(256);
const countryIdField = z.coerce.number().int().min(0).max(9999).optional();
const pushTokenField = z.string().max(4096).optional();

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
