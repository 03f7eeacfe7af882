import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '@mingle/protocol';

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 10 ** EMAIL_CODE_LENGTH)
    .toString()
    .padStart(EMAIL_CODE_LENGTH, '0');
}

function digest(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest();
}

/**
 * Only a salted hash is stored. Six digits are few, so the salt is what keeps one precomputed table from
 * reading every stored code at once; expiry and the wrong-try limit do the rest.
 */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code).toString('hex')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hex] = stored.split(':');
  if (!salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const given = digest(salt, code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
