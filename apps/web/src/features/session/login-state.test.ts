import { describe, expect, it } from 'vitest';
import { isLoggedIn, parseUserId, sessionCredentials } from './login-state';

describe('login state (spec §4)', () => {
  it('needs both the user id and the token, and no pending auto-login', () => {
    expect(isLoggedIn({ userId: 3, loginToken: 't', autoLoginPending: false })).toBe(true);
    expect(isLoggedIn({ userId: null, loginToken: 't', autoLoginPending: false })).toBe(false);
    expect(isLoggedIn({ userId: 3, loginToken: null, autoLoginPending: false })).toBe(false);
    expect(isLoggedIn({ userId: 3, loginToken: '', autoLoginPending: false })).toBe(false);
    expect(isLoggedIn({ userId: 3, loginToken: 't', autoLoginPending: true })).toBe(false);
  });

  it('hands out credentials only when logged in', () => {
    expect(sessionCredentials({ userId: 3, loginToken: 't', autoLoginPending: false })).toEqual({
      userId: 3,
      loginToken: 't',
    });
    expect(sessionCredentials({ userId: 3, loginToken: 't', autoLoginPending: true })).toBeNull();
  });

  it('trusts only a positive integer user id cookie', () => {
    expect(parseUserId('42')).toBe(42);
    expect(parseUserId('0')).toBeNull();
    expect(parseUserId('-1')).toBeNull();
    expect(parseUserId('4e2')).toBeNull();
    expect(parseUserId(undefined)).toBeNull();
  });
});
