/**
 * Answer codes of the social area (friends, chat, presence, blocking, reports), each with the English text the
 * server sends. Texts quoted in spec §5 / §8.2 are used as worded there; the others are ours, in the same voice.
 * Ranges: friends 13000-13099, chat 13100-13199, presence 13200-13299, blocking and reports 13300-13399.
 */
export const SocialCode = {
  CANNOT_ADD_SELF: 13001,
  ALREADY_FRIENDS: 13002,
  /** The price sent with a paid addition is not the current one (the quote changed since it was shown). */
  PRICE_CHANGED: 13003,
  REQUEST_NOT_FOUND: 13004,
  NOT_FRIENDS: 13005,
  USER_NOT_FOUND: 13006,

  /** Say-hi to a non-friend: one message until they reply or the two become friends. */
  REPLY_NEEDED: 13101,
  SAY_HI_LIMIT: 13102,
  IMAGE_NEEDS_REPLY: 13103,
  INAPPROPRIATE_LANGUAGE: 13104,
  /** The same messageId was sent before with another content. */
  MESSAGE_ID_REUSED: 13105,
  IMAGE_INVALID: 13106,
  CANNOT_MESSAGE_SELF: 13107,

  FRIEND_ONLINE_NOTIFY_LIMIT: 13201,

  /** The other user blocked the caller (deliberately worded so it does not say so). */
  USER_UNAVAILABLE: 13301,
  /** The caller blocked the other user. */
  YOU_BLOCKED_USER: 13302,
  CANNOT_BLOCK_SELF: 13303,
  CANNOT_REPORT_SELF: 13304,
  REPORT_TEXT_TOO_LONG: 13305,
  REPORT_NOT_FOUND: 13306,
  REPORT_ALREADY_RESOLVED: 13307,
} as const;
export type SocialCode = (typeof SocialCode)[keyof typeof SocialCode];

export const socialMessages: Record<SocialCode, string> = {
  [SocialCode.CANNOT_ADD_SELF]: 'You cannot add yourself as a friend.',
  [SocialCode.ALREADY_FRIENDS]: 'You are already friends.',
  [SocialCode.PRICE_CHANGED]: 'The price has changed. Please check it and try again.',
  [SocialCode.REQUEST_NOT_FOUND]: 'This friend request no longer exists.',
  [SocialCode.NOT_FRIENDS]: 'You are not friends with this user. Add them as a friend first.',
  [SocialCode.USER_NOT_FOUND]: 'This user does not exist.',

  [SocialCode.REPLY_NEEDED]: 'You can send more messages once they reply or accept your friend request.',
  [SocialCode.SAY_HI_LIMIT]: "Daily free 'say hi' limit reached. Please come back tomorrow.",
  [SocialCode.IMAGE_NEEDS_REPLY]: 'You can send pictures once they have replied to you.',
  [SocialCode.INAPPROPRIATE_LANGUAGE]: 'Your message was blocked for inappropriate language.',
  [SocialCode.MESSAGE_ID_REUSED]: 'This message id was already used for another message.',
  [SocialCode.IMAGE_INVALID]: 'This picture cannot be sent. Please choose another one.',
  [SocialCode.CANNOT_MESSAGE_SELF]: 'You cannot send messages to yourself.',

  [SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT]:
    'Friend online notification limit reached. Please try again tomorrow.',

  [SocialCode.USER_UNAVAILABLE]: 'This user is not available.',
  [SocialCode.YOU_BLOCKED_USER]: 'You have blocked this user. Unblock them to continue.',
  [SocialCode.CANNOT_BLOCK_SELF]: 'You cannot block yourself.',
  [SocialCode.CANNOT_REPORT_SELF]: 'You cannot report yourself.',
  [SocialCode.REPORT_TEXT_TOO_LONG]: 'The extra information is limited to 200 letters.',
  [SocialCode.REPORT_NOT_FOUND]: 'This report does not exist.',
  [SocialCode.REPORT_ALREADY_RESOLVED]: 'This report has already been handled.',
};
