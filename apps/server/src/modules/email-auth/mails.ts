import {
  EMAIL_LOGIN_LINK_TTL_MINUTES,
  EMAIL_VERIFY_TTL_MINUTES,
  EmailLinkPage,
  PASSWORD_RESET_TTL_MINUTES,
} from '@mingle/protocol';
import type { Mail } from '../../infra/mail/mailer';

/** The web page behind a mailed link, on the address users reach the site by. */
export function linkTo(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

export function verificationMail(to: string, code: string, publicUrl: string, token: string): Mail {
  const hours = EMAIL_VERIFY_TTL_MINUTES / 60;
  return {
    to,
    subject: 'Confirm your email for Mingle',
    text: [
      'Welcome to Mingle!',
      '',
      `Your verification code is ${code}.`,
      '',
      'Or confirm your address by opening this link:',
      linkTo(publicUrl, EmailLinkPage.verify, token),
      '',
      `The code and the link work for ${hours} hours. If you did not sign up for Mingle, you can ignore this email.`,
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, code: string): Mail {
  return {
    to,
    subject: 'Your Mingle password reset code',
    text: [
      `Your password reset code is ${code}.`,
      '',
      `It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      'If you did not ask to reset your password, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export function loginLinkMail(to: string, publicUrl: string, token: string): Mail {
  return {
    to,
    subject: 'Your Mingle sign-in link',
    text: [
      'Open this link to sign in to Mingle:',
      linkTo(publicUrl, EmailLinkPage.login, token),
      '',
      `It works once, for ${EMAIL_LOGIN_LINK_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
    ].join('\n'),
  };
}
