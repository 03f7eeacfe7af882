import {
  AccountCode,
  BAN_CODES,
  Code,
  isAnswerCode,
  SESSION_ENDING_CODES,
  type AnswerCode,
} from '@mingle/protocol';
import type { AppKey } from '../../app/route-handle';
import { ApiError } from '../../lib/api-client';

/**
 * A message for the form: one of ours to translate (`key`), an answer code's text in the language shown
 * (`code`: the same words the server answers with, also for the checks made before sending), or the server's
 * own text for a code this build does not know.
 */
export type FormMessage =
  { key: AppKey; values?: Record<string, string | number> } | { code: AnswerCode } | { text: string };

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

/**
 * The input each answer code of the accounts area (packages/protocol/src/accounts/codes.ts) belongs next to;
 * the text is the code's own. Typed as a complete record, so a code added to the protocol does not compile
 * here until it has a place.
 */
export const ACCOUNT_CODE_FIELDS: Record<AccountCode, AccountField> = {
  [AccountCode.EMAIL_INVALID]: 'email',
  [AccountCode.PASSWORD_LENGTH]: 'password',
  [AccountCode.PASSWORD_TOO_COMMON]: 'password',
  [AccountCode.EMAIL_TAKEN]: 'email',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]: 'form',
  [AccountCode.ACCOUNT_NOT_FOUND]: 'email',
  // Deliberately not next to either field: the answer does not say which one was wrong.
  [AccountCode.LOGIN_FAILED]: 'form',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'form',
  [AccountCode.CODE_WRONG]: 'code',
  [AccountCode.CODE_EXPIRED]: 'code',
  [AccountCode.RESET_TIMED_OUT]: 'form',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: 'email',
  [AccountCode.RELINK_LOCKED]: 'email',
  [AccountCode.LINK_INVALID]: 'form',

  [AccountCode.PHONE_INVALID]: 'phone',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'form',
  [AccountCode.DAILY_LIMIT_REACHED]: 'form',
  [AccountCode.TOO_MANY_CODE_ERRORS]: 'code',
  [AccountCode.WRONG_PASSWORD]: 'password',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: 'form',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: 'form',
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]: 'phone',
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'password',
  [AccountCode.PHONE_NOT_BOUND]: 'form',

  [AccountCode.SOCIAL_PERMISSION_DECLINED]: 'form',
  [AccountCode.SOCIAL_PROVIDER_OFF]: 'form',
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'form',

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'nickname',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'nickname',
  [AccountCode.CONTENT_SENSITIVE_WORDS]: 'bio',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'gender',
  [AccountCode.UNDERAGE]: 'birthday',
  [AccountCode.TOO_MANY_INTERESTS]: 'interests',
  [AccountCode.TOO_MANY_LANGUAGES]: 'languages',
  [AccountCode.IMAGE_TOO_LARGE]: 'photo',
  [AccountCode.UNSUPPORTED_FORMAT]: 'photo',
  [AccountCode.MEDIA_NOT_FOUND]: 'photo',
  [AccountCode.PROFILE_INCOMPLETE]: 'form',
  [AccountCode.BIRTHDAY_CHANGE_USED]: 'birthday',
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]: 'photo',
  [AccountCode.IMAGE_UNREADABLE]: 'photo',
  [AccountCode.VIDEO_TOO_LARGE]: 'video',
  [AccountCode.ALBUM_FULL]: 'photo',
  [AccountCode.VIDEOS_PENDING_LIMIT]: 'video',
  [AccountCode.PHONE_SAME_AS_CURRENT]: 'phone',
  [AccountCode.TERMS_VERSION_OUTDATED]: 'form',
  [AccountCode.PHONE_TAKEN]: 'phone',

  [AccountCode.ACCOUNT_SUSPENDED]: 'form',
};

function isAccountCode(code: number): code is AccountCode {
  return Object.hasOwn(ACCOUNT_CODE_FIELDS, code);
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
  if (isAccountCode(code)) return { field: ACCOUNT_CODE_FIELDS[code], message: { code }, code };
  // The server's detail names a field in English; ours asks to check the inputs, in the language shown.
  if (code === Code.VALIDATION) return onForm({ key: 'accountErrors.invalidRequest' }, code);
  if (isAnswerCode(code)) return onForm({ code }, code);
  // A code this build does not know yet: the server's own text beats saying nothing.
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
