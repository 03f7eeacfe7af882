import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintTurnCredential, TURN_CREDENTIAL_MAX_TTL_SECONDS } from './turn-credentials';

describe('TURN REST credentials', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it("names the expiry and the user, and signs that name with the shared secret (coturn's use-auth-secret)", () => {
    const minted = mintTurnCredential('s3cret', 100042, 600, now);
    const expiry = now / 1000 + 600;
    expect(minted.username).toBe(`${expiry}:100042`);
    expect(minted.credential).toBe(createHmac('sha1', 's3cret').update(`${expiry}:100042`).digest('base64'));
    expect(minted.expiresAt.getTime()).toBe(expiry * 1000);
  });

  it('never lives longer than an hour', () => {
    const minted = mintTurnCredential('s3cret', 1, 24 * 3600, now);
    expect(minted.expiresAt.getTime() - now).toBe(TURN_CREDENTIAL_MAX_TTL_SECONDS * 1000);
  });

  it('differs per secret and per user', () => {
    const a = mintTurnCredential('one', 1, 60, now);
    expect(mintTurnCredential('two', 1, 60, now).credential).not.toBe(a.credential);
    expect(mintTurnCredential('one', 2, 60, now).credential).not.toBe(a.credential);
  });
});
