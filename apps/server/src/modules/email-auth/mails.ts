import {
  EMAIL_LOGIN_LINK_TTL_MINUTES,
  EMAIL_VERIFY_TTL_MINUTES,
  EmailLinkPage,
  PASSWORD_RESET_TTL_MINUTES,
  type LanguageCode,
} from '@mingle/protocol';
import type { Mail } from '../../infra/mail/mailer';
import { inLanguage, type Worded } from '../../worded';

/** The web page behind a mailed link, on the address users reach the site by. */
export function linkTo(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

interface MailWords {
  verification: { subject: string; lines(code: string, link: string, hours: number): string[] };
  passwordReset: { subject: string; lines(code: string, minutes: number): string[] };
  loginLink: { subject: string; lines(link: string, minutes: number): string[] };
}

/** Each mail in the language the reader asked in (the request's languageId), English where not written. */
const WORDS: Worded<MailWords> = {
  en: {
    verification: {
      subject: 'Confirm your email for Mingle',
      lines: (code, link, hours) => [
        'Welcome to Mingle!',
        '',
        `Your verification code is ${code}.`,
        '',
        'Or confirm your address by opening this link:',
        link,
        '',
        `The code and the link work for ${hours} hours. If you did not sign up for Mingle, you can ignore this email.`,
      ],
    },
    passwordReset: {
      subject: 'Your Mingle password reset code',
      lines: (code, minutes) => [
        `Your password reset code is ${code}.`,
        '',
        `It works once, for ${minutes} minutes.`,
        'If you did not ask to reset your password, ignore this email: your password stays as it is.',
      ],
    },
    loginLink: {
      subject: 'Your Mingle sign-in link',
      lines: (link, minutes) => [
        'Open this link to sign in to Mingle:',
        link,
        '',
        `It works once, for ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
      ],
    },
  },
  de: {
    verification: {
      subject: 'Bestätige deine E-Mail-Adresse für Mingle',
      lines: (code, link, hours) => [
        'Willkommen bei Mingle!',
        '',
        `Dein Bestätigungscode lautet ${code}.`,
        '',
        'Oder bestätige deine Adresse über diesen Link:',
        link,
        '',
        `Code und Link gelten ${hours} Stunden. Wenn du dich nicht bei Mingle registriert hast, kannst du diese E-Mail ignorieren.`,
      ],
    },
    passwordReset: {
      subject: 'Dein Code zum Zurücksetzen des Mingle-Passworts',
      lines: (code, minutes) => [
        `Dein Code zum Zurücksetzen des Passworts lautet ${code}.`,
        '',
        `Er gilt einmal, ${minutes} Minuten lang.`,
        'Wenn du das Zurücksetzen nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
      ],
    },
    loginLink: {
      subject: 'Dein Anmeldelink für Mingle',
      lines: (link, minutes) => [
        'Öffne diesen Link, um dich bei Mingle anzumelden:',
        link,
        '',
        `Er gilt einmal, ${minutes} Minuten lang. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren.`,
      ],
    },
  },
  ar: {
    verification: {
      subject: 'أكّد بريدك الإلكتروني في Mingle',
      lines: (code, link, hours) => [
        'مرحبًا بك في Mingle!',
        '',
        `رمز التحقق الخاص بك هو ${code}.`,
        '',
        'أو أكّد عنوانك بفتح هذا الرابط:',
        link,
        '',
        `يعمل الرمز والرابط لمدة ${hours} ساعة. إذا لم تسجّل في Mingle، يمكنك تجاهل هذه الرسالة.`,
      ],
    },
    passwordReset: {
      subject: 'رمز إعادة تعيين كلمة مرور Mingle',
      lines: (code, minutes) => [
        `رمز إعادة تعيين كلمة المرور هو ${code}.`,
        '',
        `يعمل مرة واحدة لمدة ${minutes} دقيقة.`,
        'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
      ],
    },
    loginLink: {
      subject: 'رابط تسجيل الدخول إلى Mingle',
      lines: (link, minutes) => [
        'افتح هذا الرابط لتسجيل الدخول إلى Mingle:',
        link,
        '',
        `يعمل مرة واحدة لمدة ${minutes} دقيقة. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.`,
      ],
    },
  },
};

export function verificationMail(
  to: string,
  code: string,
  publicUrl: string,
  token: string,
  language: LanguageCode,
): Mail {
  const words = inLanguage(WORDS, language).verification;
  const link = linkTo(publicUrl, EmailLinkPage.verify, token);
  return {
    to,
    subject: words.subject,
    text: words.lines(code, link, EMAIL_VERIFY_TTL_MINUTES / 60).join('\n'),
  };
}

export function passwordResetMail(to: string, code: string, language: LanguageCode): Mail {
  const words = inLanguage(WORDS, language).passwordReset;
  return { to, subject: words.subject, text: words.lines(code, PASSWORD_RESET_TTL_MINUTES).join('\n') };
}

export function loginLinkMail(to: string, publicUrl: string, token: string, language: LanguageCode): Mail {
  const words = inLanguage(WORDS, language).loginLink;
  const link = linkTo(publicUrl, EmailLinkPage.login, token);
  return { to, subject: words.subject, text: words.lines(link, EMAIL_LOGIN_LINK_TTL_MINUTES).join('\n') };
}
