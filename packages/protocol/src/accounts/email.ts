import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { defineEndpoint, noData } from '../endpoint';
import { safeString } from '../fields';
import { AccountCode } from './codes';
import { loginResultSchema } from './user-info';

/** Web pages the mailed links open, with `?token=`; each calls the matching exempt endpoint above. */
export const EmailLinkPage = {
  verify: '/verify-email',
  login: '/email-login',
} as const;

/** Digits in every mailed code. */
export const EMAIL_CODE_LENGTH = 6;
/** A verification mail (code and link) stays usable this long. */
export const EMAIL_VERIFY_TTL_MINUTES = 24 * 60;
/** The forgot-password code; after this the reset answers 'reset timed out'. */
export const PASSWORD_RESET_TTL_MINUTES = 10;
/** A mailed sign-in link. */
export const EMAIL_LOGIN_LINK_TTL_MINUTES = 30;
/** Wrong tries a code survives; the next try is refused even with the right code. */
export const CODE_MAX_WRONG_TRIES = 5;

// RFC 5321 limits; the shape is the pragmatic one (local@domain.tld, no spaces or quotes), as mail providers
// accept it.
const EMAIL_MAX = 254;
const EMAIL_SHAPE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Addresses are compared and stored lower-cased and trimmed. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** False means 'Please enter the correct email'. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_SHAPE.test(email) && !email.includes('..');
}

/** Spec §5: 6-16 characters, counted as a person counts them (an emoji is one). */
export function isValidPasswordLength(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}

// Wide enough that the service, not the schema, answers with the spec's texts for bad addresses and lengths.
const emailField = safeString().max(320);
const passwordField = safeString().max(256);
const codeField = safeString().trim().max(16);
const tokenField = safeString().trim().min(1).max(128);
const countryIdField = z.coerce.number().int().min(0).max(9999).optional();
/** The spec sends it empty when the browser has none. */
const pushTokenField = safeString().max(4096).optional();

export const emailQuerySchema = z.object({ email: emailField });
export const emailExistsAnswerSchema = z.object({ exists: z.boolean() });
export type EmailExistsAnswer = z.infer<typeof emailExistsAnswerSchema>;

const emailAndPassword = { email: emailField, password: passwordField };
/** What a sign-in stores on the account, per spec §3 "other request fields". */
const signInDetails = { pushToken: pushTokenField, countryId: countryIdField };

export const emailRegisterBodySchema = z.object({
  ...emailAndPassword,
  nickname: safeString().trim().max(64).optional(),
});
export type EmailRegisterBody = z.infer<typeof emailRegisterBodySchema>;

export const emailLoginBodySchema = z.object({ ...emailAndPassword, ...signInDetails });
export type EmailLoginBody = z.infer<typeof emailLoginBodySchema>;

export const emailAutoLoginBodySchema = z.object({ token: tokenField, ...signInDetails });
export type EmailAutoLoginBody = z.infer<typeof emailAutoLoginBodySchema>;

export const emailBodySchema = z.object({ email: emailField });
export type EmailBody = z.infer<typeof emailBodySchema>;

/** Without a code it only reports; with one it verifies the signed-in user's address. */
export const alreadyVerifyEmailBodySchema = z.object({ code: codeField.optional() });
export const emailVerifiedAnswerSchema = z.object({ email: z.string(), emailVerified: z.boolean() });
export type EmailVerifiedAnswer = z.infer<typeof emailVerifiedAnswerSchema>;

export const linkTokenBodySchema = z.object({ token: tokenField });

/** oldPassword is required when the account already has one. */
export const setPasswordBodySchema = z.object({
  password: passwordField,
  oldPassword: passwordField.optional(),
});

export const forgetCodeBodySchema = z.object({ email: emailField, code: codeField });
export const resetPasswordBodySchema = forgetCodeBodySchema.extend({ password: passwordField });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** A formal user: a registered account whose address is verified (not a visitor, not an unconfirmed sign-up). */
export const formalUserAnswerSchema = z.object({ formal: z.boolean(), own: z.boolean() });
export type FormalUserAnswer = z.infer<typeof formalUserAnswerSchema>;

const {
  EMAIL_INVALID,
  PASSWORD_LENGTH,
  PASSWORD_TOO_COMMON,
  EMAIL_TAKEN,
  EMAIL_REGISTRATION_CLOSED,
  ACCOUNT_NOT_FOUND,
  LOGIN_FAILED,
  EMAIL_ALREADY_VERIFIED,
  CODE_WRONG,
  CODE_EXPIRED,
  RESET_TIMED_OUT,
  RELINK_LOCKED,
  LINK_INVALID,
  TOO_MANY_CODE_ERRORS,
  WRONG_PASSWORD,
  NAME_FORBIDDEN_CHARACTERS,
  ACCOUNT_SUSPENDED,
} = AccountCode;

const existsEndpoint = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'GET',
    path,
    input: emailQuerySchema,
    data: emailExistsAnswerSchema,
    codes: [EMAIL_INVALID],
    summary: 'Whether an account uses this address',
  });
const registerEndpoint = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path,
    input: emailRegisterBodySchema,
    data: loginResultSchema,
    codes: [
      EMAIL_REGISTRATION_CLOSED,
      EMAIL_INVALID,
      PASSWORD_LENGTH,
      PASSWORD_TOO_COMMON,
      NAME_FORBIDDEN_CHARACTERS,
      EMAIL_TAKEN,
      RELINK_LOCKED,
    ],
    summary: 'Sign up with e-mail and password (mails a verification code and link) and sign in',
  });
const loginEndpoint = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path,
    input: emailLoginBodySchema,
    data: loginResultSchema,
    codes: [LOGIN_FAILED, ACCOUNT_SUSPENDED],
    summary: 'Sign in with e-mail and password',
  });
const sendForgetEmailEndpoint = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path,
    input: emailBodySchema,
    data: noData,
    codes: [EMAIL_INVALID, ACCOUNT_NOT_FOUND],
    summary: 'Forgot password, step 1: mail a reset code',
  });

/**
 * E-mail sign-up and sign-in (spec §7 /facade/api/user/email/...). The spec's own paths have no 'exempt' in
 * them, so under the contract they need a session; a visitor signing up or in calls the exempt alias instead.
 * Both answer the same; docs/API.md lists the mapping.
 */
export const emailApi = {
  /** Spec path (signed in) and its visitor alias. */
  exists: existsEndpoint('/facade/api/user/email/v2/exists'),
  existsPublic: existsEndpoint('/facade/api/user/exempt/email/exists'),
  register: registerEndpoint('/facade/api/user/email/v2/register'),
  registerPublic: registerEndpoint('/facade/api/user/exempt/email/v2/register'),
  login: loginEndpoint('/facade/api/user/email/v2/emailLogin'),
  loginPublic: loginEndpoint('/facade/api/user/exempt/email/v2/emailLogin'),
  sendForgetEmail: sendForgetEmailEndpoint('/facade/api/user/email/sendForgetEmail'),
  sendForgetEmailPublic: sendForgetEmailEndpoint('/facade/api/user/exempt/email/sendForgetEmail'),
  /** Forgot password, steps 2 and 3 (the spec names only step 1). */
  checkForgetCode: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/exempt/email/checkForgetCode',
    input: forgetCodeBodySchema,
    data: noData,
    codes: [EMAIL_INVALID, CODE_WRONG, RESET_TIMED_OUT, TOO_MANY_CODE_ERRORS],
    summary: 'Forgot password, step 2: whether the mailed code is right (it stays usable for step 3)',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/exempt/email/resetPassword',
    input: resetPasswordBodySchema,
    data: loginResultSchema,
    codes: [
      EMAIL_INVALID,
      CODE_WRONG,
      RESET_TIMED_OUT,
      TOO_MANY_CODE_ERRORS,
      PASSWORD_LENGTH,
      PASSWORD_TOO_COMMON,
      ACCOUNT_SUSPENDED,
    ],
    summary: 'Forgot password, step 3: set the new password with the code, and sign in',
  }),
  /** Signed in only. */
  sendVerifyEmail: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/email/sendVerifyEmail',
    data: noData,
    codes: [EMAIL_INVALID, EMAIL_ALREADY_VERIFIED],
    summary: "Mail a new verification code and link to the caller's address",
  }),
  alreadyVerifyEmail: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/email/alreadyVerifyEmail',
    input: alreadyVerifyEmailBodySchema,
    data: emailVerifiedAnswerSchema,
    codes: [EMAIL_INVALID, CODE_WRONG, CODE_EXPIRED, TOO_MANY_CODE_ERRORS],
    summary: "Where the address's verification stands; with a code, verify it",
  }),
  setPassword: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/email/v2/setPassword',
    input: setPasswordBodySchema,
    data: noData,
    codes: [ACCOUNT_NOT_FOUND, PASSWORD_LENGTH, PASSWORD_TOO_COMMON, WRONG_PASSWORD],
    summary: 'Set a first e-mail password, or change it with the current one',
  }),
  checkFormalUserEmail: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/email/checkFormalUserEmail',
    input: emailBodySchema,
    data: formalUserAnswerSchema,
    codes: [EMAIL_INVALID],
    summary: 'Whether an address belongs to a formal user (registered and verified)',
  }),
  /** Public: what the pages behind the mailed links call. */
  verifyEmailLink: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/exempt/email/verifyEmailLink',
    input: linkTokenBodySchema,
    data: emailVerifiedAnswerSchema,
    codes: [LINK_INVALID],
    summary: 'Verify an address with the token of the mailed link (works on any device)',
  }),
  sendLoginLink: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/exempt/email/sendLoginLink',
    input: emailBodySchema,
    data: noData,
    codes: [EMAIL_INVALID, ACCOUNT_NOT_FOUND],
    summary: 'Mail a single-use sign-in link',
  }),
  autoLogin: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/exempt/login/emailAutoLogin',
    input: emailAutoLoginBodySchema,
    data: loginResultSchema,
    codes: [LINK_INVALID, ACCOUNT_SUSPENDED],
    summary: 'Sign in with the token of a mailed sign-in link',
  }),
} as const;
