import { createPrivateKey, sign, type KeyObject } from 'node:crypto';

export interface AppleKey {
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM of the .p8 key Apple issued. */
  privateKey: string;
}

/** Apple accepts at most six months; a day keeps a leaked secret short-lived and re-signing cheap. */
const LIFETIME_S = 24 * 3600;
const RENEW_WHEN_LEFT_S = 3600;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Sign in with Apple takes no static client secret: the secret is an ES256 JWT signed with the team's key
 * (iss = team id, sub = client id, aud = Apple's issuer). It is signed here synchronously, because the token
 * request's client authentication hook is synchronous, and reused until an hour before it expires.
 */
export class AppleClientSecret {
  private readonly key: KeyObject;
  private cached: { jwt: string; exp: number } | undefined;

  constructor(
    private readonly appleKey: AppleKey,
    private readonly clientId: string,
    private readonly audience: string,
    private readonly now: () => number = Date.now,
  ) {
    // A wrong key fails at start-up rather than at the first sign-in.
    this.key = createPrivateKey(appleKey.privateKey);
    if (this.key.asymmetricKeyType !== 'ec') throw new Error('APPLE_PRIVATE_KEY must be an EC (ES256) key');
  }

  current(): string {
    const nowS = Math.floor(this.now() / 1000);
    if (this.cached && this.cached.exp - nowS > RENEW_WHEN_LEFT_S) return this.cached.jwt;
    const exp = nowS + LIFETIME_S;
    const header = base64url(JSON.stringify({ alg: 'ES256', kid: this.appleKey.keyId, typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({ iss: this.appleKey.teamId, iat: nowS, exp, aud: this.audience, sub: this.clientId }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
      key: this.key,
      dsaEncoding: 'ieee-p1363',
    });
    this.cached = { jwt: `${header}.${payload}.${base64url(signature)}`, exp };
    return this.cached.jwt;
  }
}
