import { answerText, Code, LOGIN_EXPIRED_TEXT, PaymentCode, SESSION_ENDING_CODES } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { answerMessage, classifyError, endsSession } from './error-catalogue';

describe('classifyError (spec §8.1)', () => {
  it.each([
    [Code.BANNED_ACCOUNT, 'errors.bannedAccount', false],
    [Code.BANNED_DEVICE, 'errors.bannedDevice', false],
    [Code.BANNED_ACCOUNT_AND_DEVICE, 'errors.bannedBoth', true],
  ])('code %i is a ban with message %s, going home: %s', (code, key, goHome) => {
    expect(classifyError({ code, msg: answerText(code as Code) })).toEqual({
      kind: 'banned',
      code,
      message: { key },
      goHome,
    });
  });

  it('10117 shows a specific server message as sent', () => {
    const msg = 'Banned until 2030-01-01 12:00';
    expect(classifyError({ code: Code.BANNED_ACCOUNT_AND_DEVICE, msg })).toEqual({
      kind: 'banned',
      code: Code.BANNED_ACCOUNT_AND_DEVICE,
      message: { key: 'errors.bannedBoth', sent: { code: Code.BANNED_ACCOUNT_AND_DEVICE, text: msg } },
      goHome: true,
    });
  });

  it.each([Code.LOGIN_AGAIN, Code.ACCOUNT_GONE])(
    '%i ends the session with "log in again" when no message',
    (code) => {
      expect(classifyError({ code })).toEqual({
        kind: 'sessionEnded',
        code,
        message: { key: 'errors.loginAgain' },
      });
    },
  );

  it('412 with its own server message shows that message', () => {
    expect(classifyError({ code: Code.LOGIN_AGAIN, msg: 'Session revoked by support' })).toEqual({
      kind: 'sessionEnded',
      code: Code.LOGIN_AGAIN,
      message: {
        key: 'errors.loginAgain',
        sent: { code: Code.LOGIN_AGAIN, text: 'Session revoked by support' },
      },
    });
  });

  it('10023 (with HTTP 401) says the account was active on another device', () => {
    expect(
      classifyError({
        code: Code.SESSION_EXPIRED,
        httpStatus: 401,
        msg: answerText(Code.SESSION_EXPIRED),
      }),
    ).toEqual({ kind: 'sessionEnded', code: Code.SESSION_EXPIRED, message: { key: 'errors.anotherDevice' } });
  });

  it('10023 whose server text is "Login has expired" is translated as such', () => {
    expect(classifyError({ code: Code.SESSION_EXPIRED, msg: LOGIN_EXPIRED_TEXT })).toMatchObject({
      message: { key: 'errors.loginExpired' },
    });
  });

  it('HTTP 401 with another code says the login has expired', () => {
    expect(classifyError({ code: Code.LOGIN_REQUIRED, httpStatus: 401, msg: 'not login' })).toEqual({
      kind: 'sessionEnded',
      code: Code.LOGIN_REQUIRED,
      message: { key: 'errors.loginExpired' },
    });
  });

  it('6666 is "data invalid"', () => {
    expect(classifyError({ code: Code.DATA_INVALID })).toEqual({
      kind: 'dataInvalid',
      message: { key: 'errors.dataInvalid' },
    });
  });

  it('10005 without HTTP 401 opens the login pop-up', () => {
    expect(classifyError({ code: Code.LOGIN_REQUIRED })).toEqual({ kind: 'loginRequired' });
  });

  it.each([Code.VALIDATION, Code.INTERNAL, Code.TOO_MANY_REQUESTS, Code.REPLAYED])(
    '%i is left to the caller',
    (code) => {
      expect(classifyError({ code, httpStatus: 400, msg: 'x' })).toBeNull();
    },
  );

  it.each([...SESSION_ENDING_CODES])(
    'session-ending code %i ends the session, by HTTP or realtime',
    (code) => {
      expect(endsSession(classifyError({ code }))).toBe(true);
      expect(classifyError({ code, sessionEnded: true })).toEqual(classifyError({ code }));
    },
  );

  it.each([Code.LOGIN_REQUIRED, Code.DATA_INVALID, Code.FORBIDDEN, Code.INTERNAL])(
    'code %i does not end a session, unless the server already ended it',
    (code) => {
      expect(endsSession(classifyError({ code }))).toBe(false);
      expect(endsSession(classifyError({ code, sessionEnded: true }))).toBe(true);
    },
  );

  it('a realtime session end with an unlisted code reads as an expired login, with its text translated', () => {
    expect(classifyError({ code: 4242, msg: '', sessionEnded: true })).toEqual({
      kind: 'sessionEnded',
      code: 4242,
      message: { key: 'errors.loginExpired' },
    });
    expect(classifyError({ code: 4242, msg: LOGIN_EXPIRED_TEXT, sessionEnded: true })).toMatchObject({
      message: { key: 'errors.loginExpired' },
    });
    expect(classifyError({ code: 4242, msg: 'Logged out by support', sessionEnded: true })).toMatchObject({
      kind: 'sessionEnded',
      message: { text: 'Logged out by support' },
    });
  });
});

describe('answerMessage', () => {
  it("says a known code in its own text (the language shown), whatever the server's words", () => {
    expect(answerMessage(PaymentCode.PURCHASE_FAILED, 'Purchase failed.')).toEqual({
      code: PaymentCode.PURCHASE_FAILED,
    });
    expect(answerMessage(Code.TOO_MANY_REQUESTS, undefined)).toEqual({ code: Code.TOO_MANY_REQUESTS });
  });

  it("falls back to the server's words only for a code this build does not know, then to an apology", () => {
    expect(answerMessage(19_999, 'Something new')).toEqual({ text: 'Something new' });
    expect(answerMessage(19_999, ' ')).toEqual({ key: 'errors.generic' });
    expect(answerMessage(null, undefined)).toEqual({ key: 'errors.generic' });
  });
});
