import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH, type PHONE_CODE_LENGTH } from '@mingle/protocol';
import type { VerificationCodeRow, VerificationCodesRepo } from './verification-codes-repo';

/**
 * Mailed and texted codes have one length; the protocol names it per channel, and this type stops the build
 * if the two ever differ, since every code here is made and checked the same way.
 */
const CODE_LENGTH: typeof EMAIL_CODE_LENGTH & typeof PHONE_CODE_LENGTH = EMAIL_CODE_LENGTH;

/** Six digits from the CSPRNG, leading zeros kept. */
export function newOneTimeCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** What a code is bound to: the same digits sent for another purpose or address are a different code. */
export interface CodeBinding {
  purpose: string;
  target: string;
}

function mac(salt: Buffer, code: string, binding: CodeBinding): Buffer {
  return createHmac('sha256', salt).update(`${binding.purpose}\n${binding.target}\n${code}`, 'utf8').digest();
}

/**
 * The stored form `salt.mac` (base64url): a million possible codes are quickly tried against a bare hash, so
 * each one gets its own salt; expiry and the wrong-try limit are what actually protect a live code.
 */
export function hashOneTimeCode(code: string, binding: CodeBinding): string {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}.${mac(salt, code, binding).toString('base64url')}`;
}

export function oneTimeCodeMatches(code: string, binding: CodeBinding, stored: string): boolean {
  if (code.length !== CODE_LENGTH || !/^\d+$/.test(code)) return false;
  const [salt, expected] = stored.split('.');
  if (!salt || !expected) return false;
  const given = mac(Buffer.from(salt, 'base64url'), code, binding);
  const want = Buffer.from(expected, 'base64url');
  return want.length === given.length && timingSafeEqual(want, given);
}

/**
 * How a guess at a code went. `wrong-last-try` is a wrong guess that used up the code's last try: some flows
 * say so at once, others only at the next try.
 */
export type CodeTry = 'missing' | 'expired' | 'no-tries-left' | 'wrong' | 'wrong-last-try' | 'right';

export interface CodeTryRules {
  maxTries: number;
  now: Date;
  /** For a flow whose right code is checked again in a later step, which must not find one try fewer. */
  giveTryBack: boolean;
}

/**
 * Expired first (nothing left to guess), then one try is taken before comparing, atomically, so that parallel
 * guesses cannot all slip in under the limit and at most maxTries guesses are ever compared. The code is
 * compared as bound to its own row, so it counts only for the purpose and address it was sent for.
 */
export async function tryOneTimeCode(
  codes: Pick<VerificationCodesRepo, 'takeTry' | 'giveTryBack'>,
  row: VerificationCodeRow | undefined,
  code: string,
  rules: CodeTryRules,
): Promise<CodeTry> {
  if (!row?.codeHash) return 'missing';
  if (row.expiresAt.getTime() <= rules.now.getTime()) return 'expired';
  const triesUsed = await codes.takeTry(row.id, rules.maxTries);
  if (triesUsed === undefined) return 'no-tries-left';
  if (!oneTimeCodeMatches(code, row, row.codeHash)) {
    return triesUsed >= rules.maxTries ? 'wrong-last-try' : 'wrong';
  }
  if (rules.giveTryBack) await codes.giveTryBack(row.id);
  return 'right';
}
