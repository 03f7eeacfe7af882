import { AccountCode, BAN_CODES, Code, SESSION_ENDING_CODES } from '@mingle/protocol';
import type { AppKey } from '../../app/route-handle';
import { ApiError } from '../../lib/api-client';

/** A message for the form: one of ours to translate, or the server's own text for a code we do not know. */
export type FormMessage = { key: AppKey; values?: Record<string, string | number> } | { text: string };

/** The inputs an account answer can concern; 'form' is the whole form (shown above its buttons). */
export type AccountField =
  | 'email'
  | 'password'
  | 'oldPassword'
  | 'code'
  | 'phone'
  | 'nickname'
  | 'gender'
  | 'birthday'
  | 'bio'
  | 'interests'
  | 'languages'
  | 'firstName'
  | 'lastName'
  | 'photo'
  | 'video'
  | 'form';

interface CodeEntry {
  key: AppKey;
  field: AccountField;
}

/**
 * Every answer code of the accounts area (packages/protocol/src/accounts/codes.ts): our translation and the input
 * it belongs next to. Typed as a complete record, so a code added to the protocol does not compile here until it
 * has a text in every language.
 */
export const ACCOUNT_CODE_TABLE: Record<AccountCode, CodeEntry> = {
  [AccountCode.EMAIL_INVALID]: { key: 'accountErrors.emailInvalid', field: 'email' },
  [AccountCode.PASSWORD_LENGTH]: { key: 'accountErrors.passwordLength', field: 'password' },
  [AccountCode.PASSWORD_TOO_COMMON]: { key: 'accountErrors.passwordTooCommon', field: 'password' },
  [AccountCode.EMAIL_TAKEN]: { key: 'accountErrors.emailTaken', field: 'email' },
  [AccountCode.EMAIL_REGISTRATION_CLOSED]: { key: 'accountErrors.emailRegistrationClosed', field: 'form' },
  [AccountCode.ACCOUNT_NOT_FOUND]: { key: 'accountErrors.accountNotFound', field: 'email' },
  // Deliberately not next to either field: the answer does not say which one was wrong.
  [AccountCode.LOGIN_FAILED]: { key: 'accountErrors.loginFailed', field: 'form' },
  [AccountCode.EMAIL_ALREADY_VERIFIED]: { key: 'accountErrors.emailAlreadyVerified', field: 'form' },
  [AccountCode.CODE_WRONG]: { key: 'accountErrors.codeWrong', field: 'code' },
  [AccountCode.CODE_EXPIRED]: { key: 'accountErrors.codeExpired', field: 'code' },
  [AccountCode.RESET_TIMED_OUT]: { key: 'accountErrors.resetTimedOut', field: 'form' },
  [AccountCode.EMAIL_SAME_AS_CURRENT]: { key: 'accountErrors.emailSameAsCurrent', field: 'email' },
  [AccountCode.RELINK_LOCKED]: { key: 'accountErrors.relinkLocked', field: 'email' },
  [AccountCode.LINK_INVALID]: { key: 'accountErrors.linkInvalid', field: 'form' },

  [AccountCode.PHONE_INVALID]: { key: 'accountErrors.phoneInvalid', field: 'phone' },
  [AccountCode.TOO_MANY_CODE_REQUESTS]: { key: 'accountErrors.tooManyCodeRequests', field: 'form' },
  [AccountCode.DAILY_LIMIT_REACHED]: { key: 'accountErrors.dailyLimitReached', field: 'form' },
  [AccountCode.TOO_MANY_CODE_ERRORS]: { key: 'accountErrors.tooManyCodeErrors', field: 'code' },
  [AccountCode.WRONG_PASSWORD]: { key: 'accountErrors.wrongPassword', field: 'password' },
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: { key: 'accountErrors.tooManyWrongPasswords', field: 'form' },
  [AccountCode.PHONE_REGISTRATION_DISABLED]: {
    key: 'accountErrors.phoneRegistrationDisabled',
    field: 'form',
  },
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]: { key: 'accountErrors.phoneCountryUnavailable', field: 'phone' },
  [AccountCode.PHONE_PASSWORD_LENGTH]: { key: 'accountErrors.phonePasswordLength', field: 'password' },
  [AccountCode.PHONE_NOT_BOUND]: { key: 'accountErrors.phoneNotBound', field: 'form' },

  [AccountCode.SOCIAL_PERMISSION_DECLINED]: { key: 'accountErrors.socialPermissionDeclined', field: 'form' },
  [AccountCode.SOCIAL_PROVIDER_OFF]: { key: 'accountErrors.socialProviderOff', field: 'form' },
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: { key: 'accountErrors.socialSignInFailed', field: 'form' },

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: {
    key: 'accountErrors.nameForbiddenCharacters',
    field: 'nickname',
  },
  [AccountCode.NAME_SENSITIVE_WORDS]: { key: 'accountErrors.nameSensitiveWords', field: 'nickname' },
  [AccountCode.CONTENT_SENSITIVE_WORDS]: { key: 'accountErrors.contentSensitiveWords', field: 'bio' },
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: {
    key: 'accountErrors.cannotChangeAfterSelection',
    field: 'gender',
  },
  [AccountCode.UNDERAGE]: { key: 'accountErrors.underage', field: 'birthday' },
  [AccountCode.TOO_MANY_INTERESTS]: { key: 'accountErrors.tooManyInterests', field: 'interests' },
  [AccountCode.TOO_MANY_LANGUAGES]: { key: 'accountErrors.tooManyLanguages', field: 'languages' },
  [AccountCode.IMAGE_TOO_LARGE]: { key: 'accountErrors.imageTooLarge', field: 'photo' },
  [AccountCode.UNSUPPORTED_FORMAT]: { key: 'accountErrors.unsupportedFormat', field: 'photo' },
  [AccountCode.MEDIA_NOT_FOUND]: { key: 'accountErrors.mediaNotFound', field: 'photo' },
  [AccountCode.PROFILE_INCOMPLETE]: { key: 'accountErrors.profileIncomplete', field: 'form' },
  [AccountCode.BIRTHDAY_CHANGE_USED]: { key: 'accountErrors.birthdayChangeUsed', field: 'birthday' },
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]: { key: 'accountErrors.imageDimensionsTooLarge', field: 'photo' },
  [AccountCode.IMAGE_UNREADABLE]: { key: 'accountErrors.imageUnreadable', field: 'photo' },
  [AccountCode.VIDEO_TOO_LARGE]: { key: 'accountErrors.videoTooLarge', field: 'video' },
  [AccountCode.ALBUM_FULL]: { key: 'accountErrors.albumFull', field: 'photo' },
  [AccountCode.VIDEOS_PENDING_LIMIT]: { key: 'accountErrors.videosPendingLimit', field: 'video' },
  [AccountCode.PHONE_SAME_AS_CURRENT]: { key: 'accountErrors.phoneSameAsCurrent', field: 'phone' },
  [AccountCode.TERMS_VERSION_OUTDATED]: { key: 'accountErrors.termsVersionOutdated', field: 'form' },
  [AccountCode.PHONE_TAKEN]: { key: 'accountErrors.phoneTaken', field: 'phone' },

  [AccountCode.ACCOUNT_SUSPENDED]: { key: 'accountErrors.accountSuspended', field: 'form' },
};

function isAccountCode(code: number): code is AccountCode {
  return Object.hasOwn(ACCOUNT_CODE_TABLE, code);
}

export interface FieldError {
  field: AccountField;
  message: FormMessage;
  /** The answer code, when there was an answer. */
  code: number | null;
}

/** Codes the error catalogue already acts on in one place (session end, ban, login pop-up, data invalid). */
const CATALOGUE_CODES: ReadonlySet<number> = new Set([
  ...SESSION_ENDING_CODES,
  ...BAN_CODES,
  Code.LOGIN_REQUIRED,
  Code.DATA_INVALID,
]);

/**
 * What a form shows for a failed account call, and next to which input; null when there is nothing for the form
 * to say (the catalogue already acted: banned, session ended, login needed; or the caller cancelled).
 */
export function accountErrorFor(error: unknown): FieldError | null {
  const onForm = (message: FormMessage, code: number | null = null): FieldError => ({
    field: 'form',
    message,
    code,
  });
  if (!(error instanceof ApiError)) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    return onForm({ key: 'accountErrors.generic' });
  }
  if (error.kind === 'notLoggedIn') return null;
  if (error.kind === 'timeout') return onForm({ key: 'accountErrors.timeout' });
  if (error.kind === 'network') return onForm({ key: 'accountErrors.network' });
  const code = error.code;
  if (code === null) return onForm({ key: 'accountErrors.generic' });
  if (CATALOGUE_CODES.has(code)) return null;
  if (isAccountCode(code)) {
    const entry = ACCOUNT_CODE_TABLE[code];
    return { field: entry.field, message: { key: entry.key }, code };
  }
  if (code === Code.TOO_MANY_REQUESTS) return onForm({ key: 'accountErrors.tooManyAttempts' }, code);
  if (code === Code.VALIDATION) return onForm({ key: 'accountErrors.invalidRequest' }, code);
  if (code === Code.INTERNAL) return onForm({ key: 'accountErrors.generic' }, code);
  // A code this build does not know yet: the server's English text beats saying nothing.
  return onForm(error.message ? { text: error.message } : { key: 'accountErrors.generic' }, code);
}

/**
 * Puts an answer next to the input it concerns when the form has that input, else on the form as a whole.
 * `overrides` re-aims a code for one form (a wrong password is the current-password input of a change, say).
 */
export function placeAccountError(
  error: unknown,
  fields: readonly AccountField[],
  overrides: Readonly<Partial<Record<number, AccountField>>> = {},
): Partial<Record<AccountField, FormMessage>> {
  const found = accountErrorFor(error);
  if (!found) return {};
  const aimed = (found.code !== null ? overrides[found.code] : undefined) ?? found.field;
  return { [fields.includes(aimed) ? aimed : 'form']: found.message };
}
