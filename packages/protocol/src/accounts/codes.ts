/**
 * Answer codes of the accounts area (sign-in, sign-up, profile, media, moderation), each with the English text
 * the server sends. Texts quoted in spec §5 / §8.2 are used verbatim; the others are ours, in the same voice.
 * Ranges: e-mail 11000-11099, phone 11100-11199, social 11200-11299, profile and media 11300-11399,
 * moderation 11400-11499.
 */
export const AccountCode = {
  EMAIL_INVALID: 11001,
  PASSWORD_LENGTH: 11002,
  PASSWORD_TOO_COMMON: 11003,
  EMAIL_TAKEN: 11004,
  EMAIL_REGISTRATION_CLOSED: 11005,
  ACCOUNT_NOT_FOUND: 11006,
  /** Deliberately does not say which of e-mail or password was wrong. */
  LOGIN_FAILED: 11007,
  EMAIL_ALREADY_VERIFIED: 11008,
  CODE_WRONG: 11010,
  CODE_EXPIRED: 11011,
  RESET_TIMED_OUT: 11012,
  EMAIL_SAME_AS_CURRENT: 11013,
  RELINK_LOCKED: 11014,
  LINK_INVALID: 11015,

  PHONE_INVALID: 11101,
  TOO_MANY_CODE_REQUESTS: 11103,
  DAILY_LIMIT_REACHED: 11104,
  TOO_MANY_CODE_ERRORS: 11105,
  WRONG_PASSWORD: 11106,
  TOO_MANY_WRONG_PASSWORDS: 11107,
  PHONE_REGISTRATION_DISABLED: 11108,
  PHONE_COUNTRY_UNAVAILABLE: 11109,
  PHONE_PASSWORD_LENGTH: 11110,
  PHONE_NOT_BOUND: 11111,

  SOCIAL_PERMISSION_DECLINED: 11201,
  SOCIAL_PROVIDER_OFF: 11202,
  SOCIAL_SIGN_IN_FAILED: 11203,

  NAME_FORBIDDEN_CHARACTERS: 11301,
  NAME_SENSITIVE_WORDS: 11302,
  CONTENT_SENSITIVE_WORDS: 11303,
  CANNOT_CHANGE_AFTER_SELECTION: 11304,
  UNDERAGE: 11306,
  TOO_MANY_INTERESTS: 11307,
  TOO_MANY_LANGUAGES: 11308,
  IMAGE_TOO_LARGE: 11309,
  UNSUPPORTED_FORMAT: 11310,
  MEDIA_NOT_FOUND: 11311,
  PROFILE_INCOMPLETE: 11312,
  BIRTHDAY_CHANGE_USED: 11305,
  IMAGE_DIMENSIONS_TOO_LARGE: 11313,
  IMAGE_UNREADABLE: 11314,
  VIDEO_TOO_LARGE: 11315,
  ALBUM_FULL: 11316,
  VIDEOS_PENDING_LIMIT: 11317,
  PHONE_SAME_AS_CURRENT: 11318,
  TERMS_VERSION_OUTDATED: 11319,
  PHONE_TAKEN: 11320,

  ACCOUNT_SUSPENDED: 11401,
} as const;
export type AccountCode = (typeof AccountCode)[keyof typeof AccountCode];

export const accountMessages: Record<AccountCode, string> = {
  [AccountCode.EMAIL_INVALID]: 'Please enter the correct email',
  [AccountCode.PASSWORD_LENGTH]: 'Password must be between 6-16 characters',
  [AccountCode.PASSWORD_TOO_COMMON]: 'This password is too common. Please choose another one.',
  [AccountCode.EMAIL_TAKEN]: 'This email is already in use.',
  [AccountCode.EMAIL_REGISTRATION_CLOSED]:
    'Sorry, email registration has been closed. Please sign in another way.',
  [AccountCode.ACCOUNT_NOT_FOUND]: 'account does not exist',
  [AccountCode.LOGIN_FAILED]: 'Incorrect email or password.',
  [AccountCode.EMAIL_ALREADY_VERIFIED]: 'This email has already been verified.',
  [AccountCode.CODE_WRONG]: 'The verification code is wrong.',
  [AccountCode.CODE_EXPIRED]: 'The verification code has expired. Please request a new one.',
  [AccountCode.RESET_TIMED_OUT]: 'reset timed out',
  [AccountCode.EMAIL_SAME_AS_CURRENT]: 'The new email must be different from the current one.',
  [AccountCode.RELINK_LOCKED]:
    'This was unlinked from another account recently. It can be linked again 7 days later.',
  [AccountCode.LINK_INVALID]: 'This link is invalid or has expired.',

  [AccountCode.PHONE_INVALID]: 'Please enter a valid mobile number',
  [AccountCode.TOO_MANY_CODE_REQUESTS]: 'Too many code requests. Please try again later.',
  [AccountCode.DAILY_LIMIT_REACHED]: 'You have reached the daily limit. Please try again tomorrow.',
  [AccountCode.TOO_MANY_CODE_ERRORS]: 'Too many errors. Please request a new code.',
  [AccountCode.WRONG_PASSWORD]: 'Wrong password.',
  [AccountCode.TOO_MANY_WRONG_PASSWORDS]: 'Too many wrong passwords. Please try again later.',
  [AccountCode.PHONE_REGISTRATION_DISABLED]: 'Registration with a phone number is disabled.',
  [AccountCode.PHONE_COUNTRY_UNAVAILABLE]:
    'Sorry, register with phone number is not available in your country/region. Please sign in another way.',
  [AccountCode.PHONE_PASSWORD_LENGTH]: 'Password must be at least 8 characters',
  [AccountCode.PHONE_NOT_BOUND]: 'Please link a mobile number to your account first.',

  [AccountCode.SOCIAL_PERMISSION_DECLINED]:
    'Sign-in was cancelled. Please allow Mingle to use your account to sign in, or choose another way.',
  [AccountCode.SOCIAL_PROVIDER_OFF]: 'This sign-in method is not available.',
  [AccountCode.SOCIAL_SIGN_IN_FAILED]: 'Sign-in failed. Please try again.',

  [AccountCode.NAME_FORBIDDEN_CHARACTERS]: 'Your name contains forbidden characters.',
  [AccountCode.NAME_SENSITIVE_WORDS]: 'Nicknames contain sensitive words',
  [AccountCode.CONTENT_SENSITIVE_WORDS]:
    'The content you submitted contains sensitive words. Please edit and re-submit!',
  [AccountCode.CANNOT_CHANGE_AFTER_SELECTION]: 'Cannot be changed after selection',
  [AccountCode.UNDERAGE]: 'You must be 18 or older to use Mingle.',
  [AccountCode.TOO_MANY_INTERESTS]: 'Choose up to 5 interests.',
  [AccountCode.TOO_MANY_LANGUAGES]: 'Choose up to 3 languages.',
  [AccountCode.IMAGE_TOO_LARGE]: 'The image size is limited to 5M',
  [AccountCode.UNSUPPORTED_FORMAT]: 'This file format is not supported.',
  [AccountCode.MEDIA_NOT_FOUND]: 'This photo or video does not exist.',
  [AccountCode.PROFILE_INCOMPLETE]: 'Please complete your profile first.',
  [AccountCode.BIRTHDAY_CHANGE_USED]: 'Your birthday can only be changed once.',
  [AccountCode.IMAGE_DIMENSIONS_TOO_LARGE]:
    'The image is too large in width or height. Please choose a smaller one.',
  [AccountCode.IMAGE_UNREADABLE]: 'This image could not be read. Please choose another one.',
  [AccountCode.VIDEO_TOO_LARGE]: 'The video size is limited to 50M',
  [AccountCode.ALBUM_FULL]: 'Your album is full. Please delete a photo to add another.',
  [AccountCode.VIDEOS_PENDING_LIMIT]:
    'Please wait until your videos have been reviewed before uploading another.',
  [AccountCode.PHONE_SAME_AS_CURRENT]: 'The new number must be different from the current one.',
  [AccountCode.TERMS_VERSION_OUTDATED]: 'The terms have changed. Please read and accept the current version.',
  [AccountCode.PHONE_TAKEN]: 'This number is already in use.',

  [AccountCode.ACCOUNT_SUSPENDED]: 'Your account is suspended. Please contact support.',
};
