import {
  AccountCode,
  ageOn,
  BIO_MAX,
  EMAIL_CODE_LENGTH,
  hasForbiddenNameCharacters,
  IMAGE_INPUT_TYPES,
  IMAGE_MAX_BYTES,
  isAdult,
  isValidEmail,
  isValidPasswordLength,
  isValidPhonePassword,
  NAME_PART_MAX,
  NICKNAME_MAX,
  normalizeEmail,
  VIDEO_INPUT_TYPES,
  VIDEO_MAX_BYTES,
} from '@mingle/protocol';
import type { FormMessage } from './account-errors';

/**
 * Checks a form makes before it sends, with the server's own texts where the server has one, so the person sees
 * the same words either way. The server checks everything again; these only save a round trip.
 */
export type Check = FormMessage | null;

const required: FormMessage = { key: 'validation.required' };

export function checkEmail(raw: string): Check {
  const email = normalizeEmail(raw);
  if (!email) return required;
  return isValidEmail(email) ? null : { code: AccountCode.EMAIL_INVALID };
}

/** Spec §5: e-mail sign-up passwords are 6-16 characters. */
export function checkSignUpPassword(password: string): Check {
  if (!password) return required;
  return isValidPasswordLength(password) ? null : { code: AccountCode.PASSWORD_LENGTH };
}

/** Spec §5: a phone password has at least 8 characters. */
export function checkPhonePassword(password: string): Check {
  if (!password) return required;
  return isValidPhonePassword(password) ? null : { code: AccountCode.PHONE_PASSWORD_LENGTH };
}

export function checkRequired(value: string): Check {
  return value.trim() ? null : required;
}

/** Codes are 6 digits, by mail and by text alike. */
export function checkCode(raw: string): Check {
  const code = raw.trim();
  if (!code) return required;
  return new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`).test(code) ? null : { key: 'validation.code' };
}

/** Keeps only the digits someone pasted ("123 456", "123-456"), so a pasted code goes in as typed. */
export function normalizeCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH);
}

/**
 * A loose shape only: digits with the usual separators and an optional +. Whether the number exists and can get
 * texts is the server's call (it knows the numbering plans).
 */
export function checkPhone(raw: string): Check {
  const phone = raw.trim();
  if (!phone) return required;
  const digits = phone.replace(/\D/g, '');
  return /^\+?[\d\s().-]+$/.test(phone) && digits.length >= 6 && digits.length <= 15
    ? null
    : { code: AccountCode.PHONE_INVALID };
}

export function checkNickname(raw: string): Check {
  const nickname = raw.trim();
  if (!nickname) return required;
  if ([...nickname].length > NICKNAME_MAX) {
    return { key: 'validation.nicknameLength', values: { max: NICKNAME_MAX } };
  }
  return hasForbiddenNameCharacters(nickname) ? { code: AccountCode.NAME_FORBIDDEN_CHARACTERS } : null;
}

/** First and last name: optional, up to 50 characters, the nickname's character rule. */
export function checkNamePart(raw: string): Check {
  const name = raw.trim();
  if ([...name].length > NAME_PART_MAX)
    return { key: 'validation.textLength', values: { max: NAME_PART_MAX } };
  return hasForbiddenNameCharacters(name) ? { code: AccountCode.NAME_FORBIDDEN_CHARACTERS } : null;
}

export function checkBio(raw: string): Check {
  return [...raw.trim()].length > BIO_MAX ? { key: 'validation.textLength', values: { max: BIO_MAX } } : null;
}

/** Parses YYYY-MM-DD as a calendar date; undefined for anything else (31 February included). */
export function parseBirthday(value: string): { y: number; m: number; d: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return { y, m, d };
}

/** Spec §5: under 18 is refused, by the protocol's rule the server applies too. `today` keeps it pure. */
export function checkBirthday(value: string, today: Date): Check {
  const birthday = value.trim();
  if (!birthday) return required;
  if (!parseBirthday(birthday) || ageOn(birthday, today) > 120) return { key: 'validation.birthdayInvalid' };
  return isAdult(birthday, today) ? null : { code: AccountCode.UNDERAGE };
}

/** Adds or removes an id of a limited selection (interests up to 5, languages up to 3); a full list stays. */
export function toggleLimited(selected: readonly number[], id: number, max: number): number[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  return selected.length >= max ? [...selected] : [...selected, id];
}

const imageTypes: readonly string[] = IMAGE_INPUT_TYPES;
const videoTypes: readonly string[] = VIDEO_INPUT_TYPES;

/**
 * Size first (spec §5: 'The image size is limited to 5M'), then the declared type when the browser gives one.
 * The server decides the format from the bytes; this only spares an upload that is bound to fail.
 */
export function checkImageFile(file: Pick<File, 'size' | 'type'>): Check {
  if (file.size > IMAGE_MAX_BYTES) return { code: AccountCode.IMAGE_TOO_LARGE };
  if (file.type && !imageTypes.includes(file.type)) return { code: AccountCode.UNSUPPORTED_FORMAT };
  return null;
}

export function checkVideoFile(file: Pick<File, 'size' | 'type'>): Check {
  if (file.size > VIDEO_MAX_BYTES) return { code: AccountCode.VIDEO_TOO_LARGE };
  if (file.type && !videoTypes.includes(file.type)) return { code: AccountCode.UNSUPPORTED_FORMAT };
  return null;
}

/** Runs the checks of a form; the result has an entry for each failing field only. */
export function runChecks<F extends string>(checks: Record<F, Check>): Partial<Record<F, FormMessage>> {
  const out: Partial<Record<F, FormMessage>> = {};
  for (const [field, result] of Object.entries(checks) as [F, Check][]) {
    if (result) out[field] = result;
  }
  return out;
}
