import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 128 random bits, hex encoded: unguessable, so a fast hash is enough to keep the stored form useless. */
export function newLoginToken(): string {
  return randomBytes(16).toString('hex');
}

export function hashLoginToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashLoginToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
