import { defineCodes, type AreaCode } from '../define-codes';

/**
 * Answer codes of the social area (friends, chat, presence, blocking, reports), each with the English text the
 * server sends. Texts quoted in spec §5 / §8.2 are used as worded there; the others are ours, in the same voice.
 * Ranges: friends 13000-13099, chat 13100-13199, presence 13200-13299, blocking and reports 13300-13399.
 */
export const socialCodes = defineCodes('social', {
  CANNOT_ADD_SELF: [13001, 'You cannot add yourself as a friend.'],
  ALREADY_FRIENDS: [13002, 'You are already friends.'],
  /** The price sent with a paid addition is not the current one (the quote changed since it was shown). */
  PRICE_CHANGED: [13003, 'The price has changed. Please check it and try again.'],
  REQUEST_NOT_FOUND: [13004, 'This friend request no longer exists.'],
  NOT_FRIENDS: [13005, 'You are not friends with this user. Add them as a friend first.'],
  USER_NOT_FOUND: [13006, 'This user does not exist.'],

  /** Say-hi to a non-friend: one message until they reply or the two become friends. */
  REPLY_NEEDED: [13101, 'You can send more messages once they reply or accept your friend request.'],
  SAY_HI_LIMIT: [13102, "Daily free 'say hi' limit reached. Please come back tomorrow."],
  IMAGE_NEEDS_REPLY: [13103, 'You can send pictures once they have replied to you.'],
  INAPPROPRIATE_LANGUAGE: [13104, 'Your message was blocked for inappropriate language.'],
  /** The same messageId was sent before with another content. */
  MESSAGE_ID_REUSED: [13105, 'This message id was already used for another message.'],
  IMAGE_INVALID: [13106, 'This picture cannot be sent. Please choose another one.'],
  CANNOT_MESSAGE_SELF: [13107, 'You cannot send messages to yourself.'],

  FRIEND_ONLINE_NOTIFY_LIMIT: [13201, 'Friend online notification limit reached. Please try again tomorrow.'],

  /** The other user blocked the caller (deliberately worded so it does not say so). */
  USER_UNAVAILABLE: [13301, 'This user is not available.'],
  /** The caller blocked the other user. */
  YOU_BLOCKED_USER: [13302, 'You have blocked this user. Unblock them to continue.'],
  CANNOT_BLOCK_SELF: [13303, 'You cannot block yourself.'],
  CANNOT_REPORT_SELF: [13304, 'You cannot report yourself.'],
  REPORT_TEXT_TOO_LONG: [13305, 'The extra information is limited to 200 letters.'],
  REPORT_NOT_FOUND: [13306, 'This report does not exist.'],
  REPORT_ALREADY_RESOLVED: [13307, 'This report has already been handled.'],
});
export const SocialCode = socialCodes.code;
export type SocialCode = AreaCode<typeof socialCodes>;
