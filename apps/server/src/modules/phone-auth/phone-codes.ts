import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@mingle/protocol';

/** Six digits from the CSPRNG, leading zeros kept. */
export function newPhoneCode(): string {
  return randomInt(0, 10 ** PHONE_CODE_LENGTH)
    .toString()
    .padStart(PHONE_CODE_LENGTH, '0');
}

export function isPhoneCodeShape(code: string): boolean {
  return code.length === PHONE_CODE_LENGTH && /^\d+$/.test(code);
}

/** What a code is bound to: the same digits for another number or purpose are a different code. */
export interface CodeBinding {
  purpose: string;
  phone: string;
}

function mac(salt: Buffer, code: string, binding: CodeBinding): Buffer {
  return createHmac('sha256', salt).update(`${binding.purpose}\n${binding.phone}\n${code}`, 'utf8').digest();
}

/**
 * The stored form `salt.mac` (base64url): a million possible codes are quickly tried against a bare hash, so
 * each one gets its own salt; expiry and the wrong-try limit are what actually protect a live code.
 */
export function hashPhoneCode(code: string, binding: CodeBinding): string {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}.${mac(salt, code, binding).toString('base64url')}`;
}

export function phoneCodeMatches(code: string, binding: CodeBinding, stored: string): boolean {
  const [salt, expected] = stored.split('.');
  if (!salt || !expected) return false;
  const given = mac(Buffer.from(salt, 'base64url'), code, binding);
  const want = Buffer.from(expected, 'base64url');
  return want.length === given.length && timingSafeEqual(want, given);
}
