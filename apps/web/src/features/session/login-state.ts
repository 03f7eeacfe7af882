import type { ApiSession } from '../../lib/api-client';

export interface SessionSnapshot {
  userId: number | null;
  loginToken: string | null;
  /**
   * Spec §4: an auto-login token is being exchanged for a session, and until then we are not logged in. Nothing
   * sets it yet: the accounts issue adds the exchange and sets the flag through setAutoLoginPending; it is here
   * so that the logged-in rule below is already the spec's.
   */
  autoLoginPending: boolean;
}

/** Spec §4: logged in when the user id and login token cookies exist and no auto-login is pending. */
export function isLoggedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.userId !== null && !!snapshot.loginToken && !snapshot.autoLoginPending;
}

/** The credentials the API and realtime clients sign with, or null for a visitor. */
export function sessionCredentials(snapshot: SessionSnapshot): ApiSession | null {
  if (!isLoggedIn(snapshot) || snapshot.userId === null || !snapshot.loginToken) return null;
  return { userId: snapshot.userId, loginToken: snapshot.loginToken };
}

/** A userId cookie is trusted only as a positive integer; anything else counts as absent. */
export function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
