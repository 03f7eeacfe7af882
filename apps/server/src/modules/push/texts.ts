import { answerText, loadCodeTexts, SocialCode, type LanguageCode } from '@mingle/protocol';
import { inLanguage, type Worded } from '../../worded';

/** The words of each notification; `name` is the other person's display name. */
export interface PushWords {
  callTitle: string;
  callBody: (name: string) => string;
  callOverTitle: string;
  messageTitle: (name: string) => string;
  photo: string;
  friendRequestTitle: string;
  friendRequestBody: (name: string) => string;
  friendOnlineTitle: string;
  friendOnlineBody: (name: string) => string;
}

/** Notifications the server words itself (the service worker shows them as they come), per language. */
export const PUSH_WORDS: Worded<PushWords> = {
  en: {
    callTitle: 'Incoming video call',
    callBody: (name) => `${name} is calling you. Tap to answer.`,
    callOverTitle: 'Missed call',
    messageTitle: (name) => `New message from ${name}`,
    photo: 'Sent you a photo',
    friendRequestTitle: 'New friend request',
    friendRequestBody: (name) => `${name} wants to be your friend.`,
    friendOnlineTitle: 'A friend is online',
    friendOnlineBody: (name) => `${name} is online now.`,
  },
  de: {
    callTitle: 'Eingehender Videoanruf',
    callBody: (name) => `${name} ruft dich an. Tippe, um anzunehmen.`,
    callOverTitle: 'Verpasster Anruf',
    messageTitle: (name) => `Neue Nachricht von ${name}`,
    photo: 'Hat dir ein Foto geschickt',
    friendRequestTitle: 'Neue Freundschaftsanfrage',
    friendRequestBody: (name) => `${name} möchte mit dir befreundet sein.`,
    friendOnlineTitle: 'Ein Freund ist online',
    friendOnlineBody: (name) => `${name} ist jetzt online.`,
  },
  ar: {
    callTitle: 'مكالمة فيديو واردة',
    callBody: (name) => `${name} يتصل بك. انقر للرد.`,
    callOverTitle: 'مكالمة فائتة',
    messageTitle: (name) => `رسالة جديدة من ${name}`,
    photo: 'أرسل لك صورة',
    friendRequestTitle: 'طلب صداقة جديد',
    friendRequestBody: (name) => `${name} يريد أن يكون صديقك.`,
    friendOnlineTitle: 'صديق متصل الآن',
    friendOnlineBody: (name) => `${name} متصل الآن.`,
  },
};

export function pushWords(language: LanguageCode | undefined): PushWords {
  return inLanguage(PUSH_WORDS, language);
}

/**
 * Spec §8.2 'friend online notification limit reached', in the reader's language: the protocol's text of 13201
 * (the same the friends list shows when the switch is refused), added to the day's last friend-online notification.
 */
export async function friendOnlineLimitText(language: LanguageCode | undefined): Promise<string> {
  return answerText(SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT, await loadCodeTexts(language ?? 'en'));
}
