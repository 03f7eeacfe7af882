import { AccountCode, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import {
  checkBio,
  checkBirthday,
  checkCode,
  checkEmail,
  checkImageFile,
  checkNamePart,
  checkNickname,
  checkPhone,
  checkPhonePassword,
  checkSignUpPassword,
  checkVideoFile,
  normalizeCode,
  parseBirthday,
  runChecks,
  toggleLimited,
} from './validation';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('form checks', () => {
  it('e-mail: required, then the shape the server accepts', () => {
    expect(checkEmail('  ')).toEqual({ key: 'validation.required' });
    expect(checkEmail('ada@')).toEqual({ code: AccountCode.EMAIL_INVALID });
    expect(checkEmail('a..b@example.com')).toEqual({ code: AccountCode.EMAIL_INVALID });
    expect(checkEmail('  Ada@Example.COM ')).toBeNull();
  });

  it('sign-up password: 6 to 16 characters, an emoji counting as one (spec §5)', () => {
    expect(checkSignUpPassword('')).toEqual({ key: 'validation.required' });
    expect(checkSignUpPassword('12345')).toEqual({ code: AccountCode.PASSWORD_LENGTH });
    expect(checkSignUpPassword('123456')).toBeNull();
    expect(checkSignUpPassword('1234567890123456')).toBeNull();
    expect(checkSignUpPassword('12345678901234567')).toEqual({ code: AccountCode.PASSWORD_LENGTH });
    expect(checkSignUpPassword('😀😀😀😀😀😀')).toBeNull();
  });

  it('phone password: at least 8 characters (spec §5)', () => {
    expect(checkPhonePassword('1234567')).toEqual({ code: AccountCode.PHONE_PASSWORD_LENGTH });
    expect(checkPhonePassword('12345678')).toBeNull();
  });

  it('codes are 6 digits; pasted separators are dropped', () => {
    expect(checkCode('12345')).toEqual({ key: 'validation.code' });
    expect(checkCode('12345a')).toEqual({ key: 'validation.code' });
    expect(checkCode(' 123456 ')).toBeNull();
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('12-34-56-78')).toBe('123456');
  });

  it('phone numbers: only a loose shape, the server knows the numbering plans', () => {
    expect(checkPhone('')).toEqual({ key: 'validation.required' });
    expect(checkPhone('12')).toEqual({ code: AccountCode.PHONE_INVALID });
    expect(checkPhone('+49 151 1234 5678')).toBeNull();
    expect(checkPhone('(415) 555-2671')).toBeNull();
    expect(checkPhone('+49 abc')).toEqual({ code: AccountCode.PHONE_INVALID });
  });

  it("nicknames and names: length and the §5 forbidden characters, with the server's text", () => {
    expect(checkNickname('')).toEqual({ key: 'validation.required' });
    expect(checkNickname('Ada')).toBeNull();
    expect(checkNickname('x'.repeat(33))).toEqual({ key: 'validation.nicknameLength', values: { max: 32 } });
    // Invisible and reordering characters are refused; markup is stored defused, not refused (spec §5).
    expect(checkNickname('Ad\u200Ba')).toEqual({ code: AccountCode.NAME_FORBIDDEN_CHARACTERS });
    expect(checkNickname('A\u202Eda')).toEqual({ code: AccountCode.NAME_FORBIDDEN_CHARACTERS });
    expect(checkNickname('<3 Anna')).toBeNull();
    expect(checkNamePart('')).toBeNull();
    expect(checkNamePart('Park\u200F')).toEqual({ code: AccountCode.NAME_FORBIDDEN_CHARACTERS });
    expect(checkNamePart('x'.repeat(51))).toEqual({ key: 'validation.textLength', values: { max: 50 } });
    expect(checkBio('y'.repeat(201))).toEqual({ key: 'validation.textLength', values: { max: 200 } });
    expect(checkBio('y'.repeat(200))).toBeNull();
  });

  it('birthdays: a calendar date, and 18 or older on the day (spec §5)', () => {
    const today = day('2025-06-15');
    expect(parseBirthday('2001-02-29')).toBeUndefined();
    expect(parseBirthday('15.06.2007')).toBeUndefined();
    expect(checkBirthday('', today)).toEqual({ key: 'validation.required' });
    expect(checkBirthday('2007-06-15', today)).toBeNull();
    expect(checkBirthday('2007-06-16', today)).toEqual({ code: AccountCode.UNDERAGE });
    expect(checkBirthday('1850-01-01', today)).toEqual({ key: 'validation.birthdayInvalid' });
    expect(checkBirthday(' 2007-06-15 ', today)).toBeNull();
  });

  it('limited selections stop at their maximum and let go of a chosen id', () => {
    expect(toggleLimited([1, 2], 3, 3)).toEqual([1, 2, 3]);
    expect(toggleLimited([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
    expect(toggleLimited([1, 2, 3], 2, 3)).toEqual([1, 3]);
  });

  it('files: the 5M image and 50M video limits, and declared types that cannot pass', () => {
    expect(checkImageFile({ size: IMAGE_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(checkImageFile({ size: IMAGE_MAX_BYTES + 1, type: 'image/png' })).toEqual({
      code: AccountCode.IMAGE_TOO_LARGE,
    });
    expect(checkImageFile({ size: 10, type: 'image/heic' })).toEqual({
      code: AccountCode.UNSUPPORTED_FORMAT,
    });
    // No declared type: the server decides from the bytes.
    expect(checkImageFile({ size: 10, type: '' })).toBeNull();
    expect(checkVideoFile({ size: VIDEO_MAX_BYTES + 1, type: 'video/mp4' })).toEqual({
      code: AccountCode.VIDEO_TOO_LARGE,
    });
    expect(checkVideoFile({ size: 10, type: 'video/quicktime' })).toEqual({
      code: AccountCode.UNSUPPORTED_FORMAT,
    });
  });

  it('runChecks keeps only the failing fields', () => {
    expect(runChecks({ email: checkEmail('x'), password: checkSignUpPassword('123456') })).toEqual({
      email: { code: AccountCode.EMAIL_INVALID },
    });
  });
});
