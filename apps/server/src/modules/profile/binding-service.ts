import {
  AccountCode,
  BIND_CODE_TTL_MINUTES,
  CODE_MAX_WRONG_TRIES,
  isValidEmail,
  normalizeEmail,
  RELINK_LOCK_DAYS,
  type BindStartAnswer,
  type UserInfo,
} from '@mingle/protocol';
import { AccountError, AccountGoneError } from '../../errors';
import { DAY_MS, HOUR_MS, type Clock } from '../../infra/clock';
import type { AttemptLimiter } from '../../infra/attempt-limiter';
import type { Mailer } from '../../infra/mail/mailer';
import type { SmsSender } from '../../infra/sms/sms-sender';
import { hashOneTimeCode, newOneTimeCode, tryOneTimeCode } from '../accounts/one-time-codes';
import { buildUserInfo } from '../accounts/user-info';
import type { UsersRepo } from '../accounts/users-repo';
import type { CodeScope, VerificationCodesRepo } from '../accounts/verification-codes-repo';
import { parseMobileNumber } from '../phone-auth/phone-number';
import type { BindingKind, ProfileRepo } from './repo';

interface BindingRules {
  normalize(raw: string): string | undefined;
  invalid: AccountCode;
  same: AccountCode;
  taken: AccountCode;
}

const rules: Record<BindingKind, BindingRules> = {
  email: {
    normalize: (raw) => {
      const email = normalizeEmail(raw);
      return isValidEmail(email) ? email : undefined;
    },
    invalid: AccountCode.EMAIL_INVALID,
    same: AccountCode.EMAIL_SAME_AS_CURRENT,
    taken: AccountCode.EMAIL_TAKEN,
  },
  phone: {
    // The phone sign-in's reading of numbers, so a number binds in the form it signs in with.
    normalize: (raw) => parseMobileNumber(raw)?.e164,
    invalid: AccountCode.PHONE_INVALID,
    same: AccountCode.PHONE_SAME_AS_CURRENT,
    taken: AccountCode.PHONE_TAKEN,
  },
};

/**
 * Binding a new e-mail address or phone number to the signed-in account: a code goes to the new value and
 * binds it once confirmed (verified). The old value is locked for other accounts for 7 days (spec §4, §9).
 */
export class BindingService {
  constructor(
    private readonly users: UsersRepo,
    private readonly repo: ProfileRepo,
    private readonly codes: VerificationCodesRepo,
    private readonly limiter: AttemptLimiter,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
  ) {}

  async start(userId: number, kind: BindingKind, raw: string): Promise<BindStartAnswer> {
    const target = await this.checkedTarget(userId, kind, raw);
    await this.limiter.consume([
      { key: `bind:user:${userId}`, limit: 10, windowMs: HOUR_MS },
      { key: `bind:target:${target}`, limit: 5, windowMs: HOUR_MS },
    ]);
    const code = newOneTimeCode();
    const scope = codeScope(userId, kind, target);
    await this.codes.issue(scope, {
      channel: kind === 'email' ? 'email' : 'sms',
      userId,
      codeHash: hashOneTimeCode(code, scope),
      expiresAt: new Date(this.clock.now() + BIND_CODE_TTL_MINUTES * 60_000),
    });
    const text = `Your Mingle code is ${code}. It expires in ${BIND_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`;
    if (kind === 'email') {
      await this.mailer.send({ to: target, subject: 'Confirm your new e-mail address', text });
    } else {
      await this.sms.send({ to: target, channel: 'sms', text });
    }
    return { target, expiresInSeconds: BIND_CODE_TTL_MINUTES * 60 };
  }

  async confirm(userId: number, kind: BindingKind, raw: string, code: string): Promise<UserInfo> {
    const target = await this.checkedTarget(userId, kind, raw);
    const open = await this.codes.newestOpen(codeScope(userId, kind, target));
    // The right code keeps its try: binding uses it up at once.
    const outcome = await tryOneTimeCode(this.codes, open, code, {
      maxTries: CODE_MAX_WRONG_TRIES,
      now: this.clock.date(),
      giveTryBack: false,
    });
    if (outcome === 'expired') throw new AccountError(AccountCode.CODE_EXPIRED);
    if (outcome === 'no-tries-left') throw new AccountError(AccountCode.TOO_MANY_CODE_ERRORS);
    if (outcome !== 'right' || !open) throw new AccountError(AccountCode.CODE_WRONG);
    const lockUntil = new Date(this.clock.now() + RELINK_LOCK_DAYS * DAY_MS);
    let bound: boolean;
    try {
      bound = await this.repo.bind({ kind, userId, value: target, codeId: open.id, lockUntil });
    } catch (err) {
      // The unique index decides a race with another account binding or registering the same value.
      if (isUniqueViolation(err)) throw new AccountError(rules[kind].taken);
      throw err;
    }
    if (!bound) throw new AccountError(AccountCode.CODE_WRONG);
    const user = await this.users.byId(userId);
    if (!user) throw new AccountGoneError();
    return buildUserInfo(this.users, user, true, this.clock.date());
  }

  /** The normalised value, if this account may bind it now. */
  private async checkedTarget(userId: number, kind: BindingKind, raw: string): Promise<string> {
    const rule = rules[kind];
    const target = rule.normalize(raw);
    if (!target) throw new AccountError(rule.invalid);
    const user = await this.users.byId(userId);
    if (!user) throw new AccountGoneError();
    if (user[kind] === target) throw new AccountError(rule.same);
    const owner = await this.repo.ownerOf(kind, target);
    if (owner !== undefined && owner !== userId) throw new AccountError(rule.taken);
    const holder = await this.repo.relinkLockHolder(kind, target, this.clock.date());
    if (holder !== undefined && holder !== userId) throw new AccountError(AccountCode.RELINK_LOCKED);
    return target;
  }
}

/** Each account has its own bind codes for a value, so that another account asking for it closes none of them. */
function codeScope(userId: number, kind: BindingKind, target: string): CodeScope {
  return { purpose: `bind-${kind}`, target, userId };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
