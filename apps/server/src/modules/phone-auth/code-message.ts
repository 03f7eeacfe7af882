import {
  PHONE_CODE_TTL_MINUTES,
  type LanguageCode,
  type PhoneChannel,
  type PhoneCodePurpose,
} from '@mingle/protocol';
import { inLanguage, type Worded } from '../../worded';

/** The text carrying a one-time code, in the language it was asked for in; English where not written. */
const WORDS: Worded<(purpose: PhoneCodePurpose, code: string, minutes: number) => string> = {
  en: (purpose, code, minutes) =>
    `Your Mingle ${purpose === 'reset' ? 'password reset code' : 'code'} is ${code}. It expires in ${minutes} minutes. Never share it.`,
  de: (purpose, code, minutes) =>
    `Dein Mingle-${purpose === 'reset' ? 'Code zum Zurücksetzen des Passworts' : 'Code'} lautet ${code}. Er läuft in ${minutes} Minuten ab. Gib ihn niemals weiter.`,
  ar: (purpose, code, minutes) =>
    `${purpose === 'reset' ? 'رمز إعادة تعيين كلمة مرور Mingle' : 'رمز Mingle'} الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق. لا تشاركه مع أحد.`,
};

export function codeMessage(input: {
  code: string;
  purpose: PhoneCodePurpose;
  channel: PhoneChannel;
  language: LanguageCode;
  /** The site named for WebOTP; undefined when not configured. */
  webOtpHost: string | undefined;
}): string {
  const text = inLanguage(WORDS, input.language)(input.purpose, input.code, PHONE_CODE_TTL_MINUTES);
  // WebOTP's format: the last line names the site and the code, for browsers to offer it (in any language).
  return input.channel === 'sms' && input.webOtpHost
    ? `${text}\n\n@${input.webOtpHost} #${input.code}`
    : text;
}
