import { AccountCode, Code } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ACCOUNT_CODE_FIELDS, accountErrorFor, placeAccountError } from './account-errors';

const answer = (code: number, msg = 'server text', status = 400) => new ApiError('answer', code, msg, status);
const codes = Object.values(AccountCode);

describe('account answer codes -> messages', () => {
  it('places every code of the protocol, and says it in its own words', () => {
    expect(Object.keys(ACCOUNT_CODE_FIELDS).map(Number).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(accountErrorFor(answer(code))?.message).toEqual({ code });
  });

  it('puts each answer next to the field it concerns', () => {
    expect(accountErrorFor(answer(AccountCode.PASSWORD_TOO_COMMON))).toEqual({
      field: 'password',
      message: { code: AccountCode.PASSWORD_TOO_COMMON },
      code: AccountCode.PASSWORD_TOO_COMMON,
    });
    expect(accountErrorFor(answer(AccountCode.EMAIL_TAKEN))?.field).toBe('email');
    expect(accountErrorFor(answer(AccountCode.CODE_WRONG))?.field).toBe('code');
    expect(accountErrorFor(answer(AccountCode.UNDERAGE))?.field).toBe('birthday');
    expect(accountErrorFor(answer(AccountCode.IMAGE_TOO_LARGE))?.field).toBe('photo');
    // A failed sign-in must not say which of the two was wrong.
    expect(accountErrorFor(answer(AccountCode.LOGIN_FAILED))?.field).toBe('form');
  });

  it('leaves session ends, bans and the login pop-up to the error catalogue', () => {
    for (const code of [Code.SESSION_EXPIRED, Code.LOGIN_AGAIN, Code.ACCOUNT_GONE, Code.BANNED_ACCOUNT]) {
      expect(accountErrorFor(answer(code, 'x', 401))).toBeNull();
    }
    expect(accountErrorFor(answer(Code.BANNED_ACCOUNT_AND_DEVICE, 'x', 403))).toBeNull();
    expect(accountErrorFor(new ApiError('notLoggedIn', Code.LOGIN_REQUIRED, 'not login'))).toBeNull();
    expect(accountErrorFor(new DOMException('Aborted', 'AbortError'))).toBeNull();
  });

  it('has texts for limits, time-outs, the network and codes this build does not know', () => {
    expect(accountErrorFor(answer(Code.TOO_MANY_REQUESTS, 'x', 429))?.message).toEqual({
      code: Code.TOO_MANY_REQUESTS,
    });
    expect(accountErrorFor(answer(Code.VALIDATION, 'Invalid request: email: too long'))?.message).toEqual({
      key: 'accountErrors.invalidRequest',
    });
    expect(accountErrorFor(new ApiError('timeout', null, 't'))?.message).toEqual({
      key: 'accountErrors.timeout',
    });
    expect(accountErrorFor(new ApiError('network', null, 'n'))?.message).toEqual({
      key: 'accountErrors.network',
    });
    expect(accountErrorFor(answer(19999, 'Something new'))?.message).toEqual({ text: 'Something new' });
    expect(accountErrorFor(new Error('boom'))?.message).toEqual({ key: 'accountErrors.generic' });
  });

  it('places an answer on the form when the form has no such field, and follows per-form overrides', () => {
    expect(placeAccountError(answer(AccountCode.CODE_WRONG), ['password'])).toEqual({
      form: { code: AccountCode.CODE_WRONG },
    });
    expect(placeAccountError(answer(AccountCode.CODE_WRONG), ['code'])).toEqual({
      code: { code: AccountCode.CODE_WRONG },
    });
    const wrong = answer(AccountCode.WRONG_PASSWORD);
    expect(
      placeAccountError(wrong, ['oldPassword', 'password'], { [AccountCode.WRONG_PASSWORD]: 'oldPassword' }),
    ).toEqual({ oldPassword: { code: AccountCode.WRONG_PASSWORD } });
    expect(placeAccountError(answer(Code.BANNED_ACCOUNT, 'x', 403), ['email'])).toEqual({});
  });
});
