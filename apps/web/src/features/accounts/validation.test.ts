import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
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
  latestAdultBirthday,
  normalizeCode,
  parseBirthday,
  runChecks,
  toggleLimited,
} from './validation';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('form checks', () => {
  it('e-mail: required, then the shape the server accepts', () => {
    expect(checkEmail('  ')).toEqual({ key: 'validation.required' });
    expect(checkEmail('ada@')).toEqual({ key: 'accountErrors.emailInvalid' });
    expect(checkEmail('a..b@example.com')).toEqual({ key: 'accountErrors.emailInvalid' });
    expect(checkEmail('  Ada@Example.COM ')).toBeNull();
  });

  it('sign-up password: 6 to 16 characters, an emoji counting as one (spec §5)', () => {
    expect(checkSignUpPassword('')).toEqual({ key: 'validation.required' });
    expect(checkSignUpPassword('12345')).toEqual({ key: 'accountErrors.passwordLength' });
    expect(checkSignUpPassword('123456')).toBeNull();
    expect(checkSignUpPassword('1234567890123456')).toBeNull();
    expect(checkSignUpPassword('12345678901234567')).toEqual({ key: 'accountErrors.passwordLength' });
    expect(checkSignUpPassword('😀😀😀😀😀😀')).toBeNull();
  });

  it('phone password: at least 8 characters (spec §5)', () => {
    expect(checkPhonePassword('1234567')).toEqual({ key: 'accountErrors.phonePasswordLength' });
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
    expect(checkPhone('12')).toEqual({ key: 'accountErrors.phoneInvalid' });
    expect(checkPhone('+49 151 1234 5678')).toBeNull();
    expect(checkPhone('(415) 555-2671')).toBeNull();
    expect(checkPhone('+49 abc')).toEqual({ key: 'accountErrors.phoneInvalid' });
  });

  it("nicknames and names: length and the §5 forbidden characters, with the server's text", () => {
    expect(checkNickname('')).toEqual({ key: 'validation.required' });
    expect(checkNickname('Ada')).toBeNull();
    expect(checkNickname('x'.repeat(33))).toEqual({ key: 'validation.nicknameLength', values: { max: 32 } });
    // Invisible and reordering characters are refused; markup is stored defused, not refused (spec §5).
    expect(checkNickname('Ad\u200Ba')).toEqual({ key: 'accountErrors.nameForbiddenCharacters' });
    expect(checkNickname('A\u202Eda')).toEqual({ key: 'accountErrors.nameForbiddenCharacters' });
    expect(checkNickname('<3 Anna')).toBeNull();
    expect(checkNamePart('')).toBeNull();
    expect(checkNamePart('Park\u200F')).toEqual({ key: 'accountErrors.nameForbiddenCharacters' });
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
    expect(checkBirthday('2007-06-16', today)).toEqual({ key: 'accountErrors.underage' });
    expect(checkBirthday('1850-01-01', today)).toEqual({ key: 'validation.birthdayInvalid' });
    expect(ageOn({ y: 2000, m: 6, d: 16 }, today)).toBe(24);
    expect(ageOn({ y: 2000, m: 6, d: 15 }, today)).toBe(25);
  });

  it('the date input offers nothing later than the last adult birthday, 29 February included', () => {
    expect(latestAdultBirthday(day('2025-06-15'))).toBe('2007-06-15');
    expect(latestAdultBirthday(day('2024-02-29'))).toBe('2006-02-28');
  });

  it('limited selections stop at their maximum and let go of a chosen id', () => {
    expect(toggleLimited([1, 2], 3, 3)).toEqual([1, 2, 3]);
    expect(toggleLimited([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
    expect(toggleLimited([1, 2, 3], 2, 3)).toEqual([1, 3]);
  });

  it('files: the 5M image and 50M video limits, and declared types that cannot pass', () => {
    expect(checkImageFile({ size: IMAGE_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(checkImageFile({ size: IMAGE_MAX_BYTES + 1, type: 'image/png' })).toEqual({
      key: 'accountErrors.imageTooLarge',
    });
    expect(checkImageFile({ size: 10, type: 'image/heic' })).toEqual({
      key: 'accountErrors.unsupportedFormat',
    });
    // No declared type: the server decides from the bytes.
    expect(checkImageFile({ size: 10, type: '' })).toBeNull();
    expect(checkVideoFile({ size: VIDEO_MAX_BYTES + 1, type: 'video/mp4' })).toEqual({
      key: 'accountErrors.videoTooLarge',
    });
    expect(checkVideoFile({ size: 10, type: 'video/quicktime' })).toEqual({
      key: 'accountErrors.unsupportedFormat',
    });
  });

  it('runChecks keeps only the failing fields', () => {
    expect(runChecks({ email: checkEmail('x'), password: checkSignUpPassword('123456') })).toEqual({
      email: { key: 'accountErrors.emailInvalid' },
    });
  });
});
