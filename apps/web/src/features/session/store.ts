import { create } from 'zustand';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';
import { parseUserId, type SessionSnapshot } from './login-state';

export const USER_ID_COOKIE = 'userId';
export const LOGIN_TOKEN_COOKIE = 'loginToken';

interface SessionActions {
  /** Stores a new session (the accounts issue calls this after sign-in). */
  signIn(userId: number, loginToken: string): void;
  /** Drops the session everywhere: cookies and this store; the device id and nonce seed stay. */
  clear(): void;
  /** For the accounts issue, around its auto-login token exchange (spec §4); nothing calls it yet. */
  setAutoLoginPending(pending: boolean): void;
}

function readSnapshot(): SessionSnapshot {
  return {
    userId: parseUserId(readCookie(USER_ID_COOKIE)),
    loginToken: readCookie(LOGIN_TOKEN_COOKIE) || null,
    autoLoginPending: false,
  };
}

/** The session lives in cookies (spec §3 "user cookie"); this store mirrors them so React can subscribe. */
export const useSessionStore = create<SessionSnapshot & SessionActions>()((set) => ({
  ...readSnapshot(),
  signIn(userId, loginToken) {
    writeCookie(USER_ID_COOKIE, String(userId));
    writeCookie(LOGIN_TOKEN_COOKIE, loginToken);
    set({ userId, loginToken, autoLoginPending: false });
  },
  clear() {
    deleteCookie(USER_ID_COOKIE);
    deleteCookie(LOGIN_TOKEN_COOKIE);
    set({ userId: null, loginToken: null });
  },
  setAutoLoginPending(pending) {
    set({ autoLoginPending: pending });
  },
}));
