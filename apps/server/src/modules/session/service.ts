import type { Logger } from 'pino';
import { AccountGoneError, SessionExpiredError, type AppError } from '../../errors';
import type { Bus } from '../../infra/bus/bus';
import type { SessionRepo } from './repo';
import type { SessionCache } from './session-cache';
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

/** The bus channel on which a node says that a user's session changed: every node drops its cached copy. */
const SESSION_CHANGED = 'session-changed';

export class SessionService {
  private readonly endedListeners: SessionEndedListener[] = [];

  constructor(
    private readonly repo: SessionRepo,
    private readonly cache: SessionCache,
    private readonly bus: Bus,
    private readonly logger: Logger,
  ) {}

  /** Follows the other nodes' session changes; called once at start-up. */
  async followChanges(): Promise<void> {
    await this.bus.subscribe(SESSION_CHANGED, (message) => this.cache.forget(Number(message)));
  }

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
    await this.changed(userId);
    this.notifyEnded(userId, new SessionExpiredError());
    return { userId, deviceId, loginToken };
  }

  /** Ends the session; its sockets are told why (`reason`: logout, a ban, ...) and closed. */
  async endSession(userId: number, reason: AppError = new SessionExpiredError()): Promise<void> {
    const user = await this.repo.findUser(userId);
    if (!user) return;
    await this.repo.replaceSession(userId, user.deviceId, null);
    await this.changed(userId);
    this.notifyEnded(userId, reason);
  }

  /** Resolves the session behind (userId, token) or throws the error the client must act on. */
  async authenticate(userId: number, loginToken: string): Promise<Session> {
    const stored = await this.cache.get(userId, () => this.repo.findSession(userId));
    if (!stored) throw new AccountGoneError();
    if (!stored.loginTokenHash || !tokenMatches(loginToken, stored.loginTokenHash))
      throw new SessionExpiredError();
    return { userId, deviceId: stored.deviceId };
  }

  /**
   * Forgotten here at once, and on the other nodes as soon as the news reaches them. The change itself is
   * already saved, so news that cannot be sent does not undo it: the other nodes' copies then run out with the
   * cache's time to live.
   */
  private async changed(userId: number): Promise<void> {
    this.cache.forget(userId);
    try {
      await this.bus.publish(SESSION_CHANGED, String(userId));
    } catch (err) {
      this.logger.error({ err, userId }, 'session change not sent to the other nodes');
    }
  }

  private notifyEnded(userId: number, error: AppError): void {
    for (const listener of this.endedListeners) listener(userId, { code: error.code, msg: error.message });
  }
}
