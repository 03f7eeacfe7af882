import { computeSign, SIGN_WINDOW_MS, signMatches } from '@mingle/protocol';
import { BadSignError, LoginRequiredError, ReplayedRequestError, RequestExpiredError } from '../../errors';
import type { Clock } from '../../infra/clock';
import type { KeyValueStore } from '../../infra/kv/key-value-store';
import type { Session, SessionService } from './service';

export interface SignedFields {
  /** Path and query exactly as received. */
  url: string;
  deviceId?: string | undefined;
  nonce?: string | undefined;
  timestamp?: number | undefined;
  userId?: number | undefined;
  loginToken?: string | undefined;
  sign?: string | undefined;
}

/**
 * The request contract of spec §7, shared by HTTP and the realtime handshake: fresh timestamp, valid sign,
 * nonce not seen before from that device, and (unless public) a live session.
 */
export class RequestVerifier {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  /** Public paths may come unsigned; when they are signed (with an empty key) the signature must hold. */
  async verifyPublic(fields: SignedFields): Promise<void> {
    if (fields.sign === undefined) return;
    await this.verifySignature(fields, '');
  }

  async verifyAuthenticated(fields: SignedFields): Promise<Session> {
    const { userId, loginToken } = fields;
    if (userId === undefined || !loginToken) throw new LoginRequiredError();
    await this.verifySignature(fields, loginToken);
    return this.sessions.authenticate(userId, loginToken);
  }

  private async verifySignature(fields: SignedFields, key: string): Promise<void> {
    const { deviceId, nonce, timestamp, sign } = fields;
    if (!deviceId || !nonce || timestamp === undefined || !sign) throw new BadSignError();
    if (Math.abs(this.clock.now() - timestamp) > SIGN_WINDOW_MS) throw new RequestExpiredError();
    const expected = computeSign(key, { url: fields.url, deviceId, nonce, timestamp, userId: fields.userId });
    if (!signMatches(expected, sign)) throw new BadSignError();
    // Remembered for two windows: a request with this nonce cannot come back while its timestamp is accepted.
    const fresh = await this.kv.setIfAbsent(`nonce:${deviceId}:${nonce}`, '1', 2 * SIGN_WINDOW_MS);
    if (!fresh) throw new ReplayedRequestError();
  }
}
