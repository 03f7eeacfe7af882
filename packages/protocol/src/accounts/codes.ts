import { defineCodes, type AreaCode } from '../define-codes';

/**
 * Answer codes of the accounts area (sign-in, sign-up, profile, media, moderation), each with the English text
 * the server sends. Texts quoted in spec §5 / §8.2 are used verbatim; the others are ours, in the same voice.
 * Ranges: e-mail 11000-11099, phone 11100-11199, social 11200-11299, profile and media 11300-11399,
 * moderation 11400-11499.
 */
export const accountCodes = defineCodes('accounts', {
  EMAIL_INVALID: [11001, 'Please enter the correct email'],
  PASSWORD_LENGTH: [11002, 'Password must be between 6-16 characters'],
  PASSWORD_TOO_COMMON: [11003, 'This password is too common. Please choose another one.'],
  EMAIL_TAKEN: [11004, 'This email is already in use.'],
  EMAIL_REGISTRATION_CLOSED: [
    11005,
    'Sorry, email registration has been closed. Please sign in another way.',
  ],
  ACCOUNT_NOT_FOUND: [11006, 'account does not exist'],
  /** Deliberately does not say which of e-mail or password was wrong. */
  LOGIN_FAILED: [11007, 'Incorrect email or password.'],
  EMAIL_ALREADY_VERIFIED: [11008, 'This email has already been verified.'],
  CODE_WRONG: [11010, 'The verification code is wrong.'],
  CODE_EXPIRED: [11011, 'The verification code has expired. Please request a new one.'],
  RESET_TIMED_OUT: [11012, 'reset timed out'],
  EMAIL_SAME_AS_CURRENT: [11013, 'The new email must be different from the current one.'],
  RELINK_LOCKED: [
    11014,
    'This was unlinked from another account recently. It can be linked again 7 days later.',
  ],
  LINK_INVALID: [11015, 'This link is invalid or has expired.'],

  PHONE_INVALID: [11101, 'Please enter a valid mobile number'],
  TOO_MANY_CODE_REQUESTS: [11103, 'Too many code requests. Please try again later.'],
  DAILY_LIMIT_REACHED: [11104, 'You have reached the daily limit. Please try again tomorrow.'],
  TOO_MANY_CODE_ERRORS: [11105, 'Too many errors. Please request a new code.'],
  WRONG_PASSWORD: [11106, 'Wrong password.'],
  TOO_MANY_WRONG_PASSWORDS: [11107, 'Too many wrong passwords. Please try again later.'],
  PHONE_REGISTRATION_DISABLED: [11108, 'Registration with a phone number is disabled.'],
  PHONE_COUNTRY_UNAVAILABLE: [
    11109,
    'Sorry, register with phone number is not available in your country/region. Please sign in another way.',
  ],
  PHONE_PASSWORD_LENGTH: [11110, 'Password must be at least 8 characters'],
  PHONE_NOT_BOUND: [11111, 'Please link a mobile number to your account first.'],

  SOCIAL_PERMISSION_DECLINED: [
    11201,
    'Sign-in was cancelled. Please allow Mingle to use your account to sign in, or choose another way.',
  ],
  SOCIAL_PROVIDER_OFF: [11202, 'This sign-in method is not available.'],
  SOCIAL_SIGN_IN_FAILED: [11203, 'Sign-in failed. Please try again.'],

  NAME_FORBIDDEN_CHARACTERS: [11301, 'Your name contains forbidden characters.'],
  NAME_SENSITIVE_WORDS: [11302, 'Nicknames contain sensitive words'],
  CONTENT_SENSITIVE_WORDS: [
    11303,
    'The content you submitted contains sensitive words. Please edit and re-submit!',
  ],
  CANNOT_CHANGE_AFTER_SELECTION: [11304, 'Cannot be changed after selection'],
  UNDERAGE: [11306, 'You must be 18 or older to use Mingle.'],
  TOO_MANY_INTERESTS: [11307, 'Choose up to 5 interests.'],
  TOO_MANY_LANGUAGES: [11308, 'Choose up to 3 languages.'],
  IMAGE_TOO_LARGE: [11309, 'The image size is limited to 5M'],
  UNSUPPORTED_FORMAT: [11310, 'This file format is not supported.'],
  MEDIA_NOT_FOUND: [11311, 'This photo or video does not exist.'],
  PROFILE_INCOMPLETE: [11312, 'Please complete your profile first.'],
  BIRTHDAY_CHANGE_USED: [11305, 'Your birthday can only be changed once.'],
  IMAGE_DIMENSIONS_TOO_LARGE: [
    11313,
    'The image is too large in width or height. Please choose a smaller one.',
  ],
  IMAGE_UNREADABLE: [11314, 'This image could not be read. Please choose another one.'],
  VIDEO_TOO_LARGE: [11315, 'The video size is limited to 50M'],
  ALBUM_FULL: [11316, 'Your album is full. Please delete a photo to add another.'],
  VIDEOS_PENDING_LIMIT: [11317, 'Please wait until your videos have been reviewed before uploading another.'],
  PHONE_SAME_AS_CURRENT: [11318, 'The new number must be different from the current one.'],
  TERMS_VERSION_OUTDATED: [11319, 'The terms have changed. Please read and accept the current version.'],
  PHONE_TAKEN: [11320, 'This number is already in use.'],

  ACCOUNT_SUSPENDED: [11401, 'Your account is suspended. Please contact support.'],
});
export const AccountCode = accountCodes.code;
export type AccountCode = AreaCode<typeof accountCodes>;
