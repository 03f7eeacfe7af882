import { AccountGoneError, SessionExpiredError, type AppError } from '../../errors';
import type { SessionRepo } from './repo';
import { hashLoginToken, newLoginToken, tokenMatches } from './tokens';

export interface Session {
  userId: number;
  deviceId: string;
}

export interface IssuedSession extends Session {
  /** The raw token, handed to the client once and never stored. */
  loginToken: string;
}

/** Called when a session ends server-side, so its realtime sockets can be closed too. */
export type SessionEndedListener = (userId: number, reason: { code: number; msg: string }) => void;

export class SessionService {
  private readonly endedListeners: SessionEndedListener[] = [];

  constructor(private readonly repo: SessionRepo) {}

  onSessionEnded(listener: SessionEndedListener): void {
    this.endedListeners.push(listener);
  }

  /**
   * Creates an account with a fresh session. The sign-in flows of the accounts module build on this; until
   * then it is used by tests and the browser-test fixture.
   */
  async createUserWithSession(deviceId: string): Promise<IssuedSession> {
    const loginToken = newLoginToken();
    const user = await this.repo.createUser(deviceId, hashLoginToken(loginToken));
    return { userId: user.id, deviceId, loginToken };
  }

  /** A new login replaces the previous session: the old token stops matching and its sockets are closed. */
  async issueSession(userId: number, deviceId: string): Promise<IssuedSession> {
    const loginToken = newLoginToken();
    await this.repo.replaceSession(userId, deviceId, hashLoginToken(loginToken));
    this.notifyEnded(userId, new SessionExpiredError());
    return { userId, deviceId, loginToken };
  }

  /** Ends the session; its sockets are told why (`reason`: logout, a ban, ...) and closed. */
  async endSession(userId: number, reason: AppError = new SessionExpiredError()): Promise<void> {
    const user = await this.repo.findUser(userId);
    if (!user) return;
    await this.repo.replaceSession(userId, user.deviceId, null);
    this.notifyEnded(userId, reason);
  }

  /** Resolves the session behind (userId, token) or throws the error the client must act on. */
  async authenticate(userId: number, loginToken: string): Promise<Session> {
    const user = await this.repo.findUser(userId);
    if (!user) throw new AccountGoneError();
    if (!user.loginTokenHash || !tokenMatches(loginToken, user.loginTokenHash))
      throw new SessionExpiredError();
    return { userId: user.id, deviceId: user.deviceId };
  }

  private notifyEnded(userId: number, error: AppError): void {
    for (const listener of this.endedListeners) listener(userId, { code: error.code, msg: error.message });
  }
}
