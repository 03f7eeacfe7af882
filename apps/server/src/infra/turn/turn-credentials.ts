import { createHmac } from 'node:crypto';

/** The longest a TURN credential may live (issue: at most 1 hour). */
export const TURN_CREDENTIAL_MAX_TTL_SECONDS = 3600;

export interface TurnCredential {
  /** 'expiry:userId', expiry in Unix seconds: coturn refuses the credential after it. */
  username: string;
  /** base64 HMAC-SHA1 of the username, keyed by the secret shared with coturn. */
  credential: string;
  expiresAt: Date;
}

/**
 * A time-limited TURN credential in the "TURN REST API" form that coturn checks with `use-auth-secret` and
 * `static-auth-secret`: coturn recomputes the HMAC from the username and its copy of the secret, so no per-user
 * state is shared with it, and a leaked credential stops working at its expiry.
 */
export function mintTurnCredential(
  secret: string,
  userId: number,
  ttlSeconds: number,
  now: number = Date.now(),
): TurnCredential {
  const ttl = Math.min(Math.max(1, Math.floor(ttlSeconds)), TURN_CREDENTIAL_MAX_TTL_SECONDS);
  const expiry = Math.floor(now / 1000) + ttl;
  const username = `${expiry}:${userId}`;
  return {
    username,
    credential: createHmac('sha1', secret).update(username).digest('base64'),
    expiresAt: new Date(expiry * 1000),
  };
}
