import {
  BIO_MAX,
  EMAIL_CODE_LENGTH,
  hasForbiddenNameCharacters,
  IMAGE_INPUT_TYPES,
  IMAGE_MAX_BYTES,
  isValidEmail,
  isValidPasswordLength,
  isValidPhonePassword,
  MIN_AGE_YEARS,
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
  return isValidEmail(email) ? null : { key: 'accountErrors.emailInvalid' };
}

/** Spec §5: e-mail sign-up passwords are 6-16 characters. */
export function checkSignUpPassword(password: string): Check {
  if (!password) return required;
  return isValidPasswordLength(password) ? null : { key: 'accountErrors.passwordLength' };
}

/** Spec §5: a phone password has at least 8 characters. */
export function checkPhonePassword(password: string): Check {
  if (!password) return required;
  return isValidPhonePassword(password) ? null : { key: 'accountErrors.phonePasswordLength' };
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
    : { key: 'accountErrors.phoneInvalid' };
}

export function checkNickname(raw: string): Check {
  const nickname = raw.trim();
  if (!nickname) return required;
  if ([...nickname].length > NICKNAME_MAX) {
    return { key: 'validation.nicknameLength', values: { max: NICKNAME_MAX } };
  }
  return hasForbiddenNameCharacters(nickname) ? { key: 'accountErrors.nameForbiddenCharacters' } : null;
}

/** First and last name: optional, up to 50 characters, the nickname's character rule. */
export function checkNamePart(raw: string): Check {
  const name = raw.trim();
  if ([...name].length > NAME_PART_MAX)
    return { key: 'validation.textLength', values: { max: NAME_PART_MAX } };
  return hasForbiddenNameCharacters(name) ? { key: 'accountErrors.nameForbiddenCharacters' } : null;
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

/** Whole years from a birthday to `today`, as a person counts their age. */
export function ageOn(birthday: { y: number; m: number; d: number }, today: Date): number {
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const before = month < birthday.m || (month === birthday.m && day < birthday.d);
  return today.getUTCFullYear() - birthday.y - (before ? 1 : 0);
}

/** Spec §5: under 18 is refused. `today` is passed in so the rule stays pure. */
export function checkBirthday(value: string, today: Date): Check {
  if (!value.trim()) return required;
  const birthday = parseBirthday(value);
  if (!birthday || ageOn(birthday, today) > 120) return { key: 'validation.birthdayInvalid' };
  return ageOn(birthday, today) >= MIN_AGE_YEARS ? null : { key: 'accountErrors.underage' };
}

/** The latest birthday that is 18 today, for the date input's max (YYYY-MM-DD). */
export function latestAdultBirthday(today: Date): string {
  const y = today.getUTCFullYear() - MIN_AGE_YEARS;
  const m = today.getUTCMonth() + 1;
  let d = today.getUTCDate();
  // 29 February: someone born on it is 18 on 1 March of a year without one; the day before is the last day.
  while (new Date(Date.UTC(y, m - 1, d)).getUTCMonth() !== m - 1) d -= 1;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
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
  if (file.size > IMAGE_MAX_BYTES) return { key: 'accountErrors.imageTooLarge' };
  if (file.type && !imageTypes.includes(file.type)) return { key: 'accountErrors.unsupportedFormat' };
  return null;
}

export function checkVideoFile(file: Pick<File, 'size' | 'type'>): Check {
  if (file.size > VIDEO_MAX_BYTES) return { key: 'accountErrors.videoTooLarge' };
  if (file.type && !videoTypes.includes(file.type)) return { key: 'accountErrors.unsupportedFormat' };
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
