import {
  AccountCode,
  CODE_MAX_WRONG_TRIES,
  EMAIL_LOGIN_LINK_TTL_MINUTES,
  EMAIL_VERIFY_TTL_MINUTES,
  PASSWORD_RESET_TTL_MINUTES,
  hasForbiddenNameCharacters,
  isValidEmail,
  isValidPasswordLength,
  normalizeEmail,
  sanitizeUserName,
  type EmailAutoLoginBody,
  type EmailExistsAnswer,
  type EmailLoginBody,
  type EmailRegisterBody,
  type EmailVerifiedAnswer,
  type FormalUserAnswer,
  type LanguageCode,
  type LoginResult,
  type ResetPasswordBody,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import { AccountError, ValidationError } from '../../errors';
import type { AttemptLimiter, AttemptRule } from '../../infra/attempt-limiter';
import { HOUR_MS, MINUTE_MS, type Clock } from '../../infra/clock';
import type { UserRow } from '../../infra/db/schema';
import type { Mailer } from '../../infra/mail/mailer';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import type { LoginService } from '../accounts/login-service';
import { hashOneTimeCode, newOneTimeCode, tryOneTimeCode } from '../accounts/one-time-codes';
import type { UsersRepo } from '../accounts/users-repo';
import type {
  CodePurpose,
  VerificationCodeRow,
  VerificationCodesRepo,
} from '../accounts/verification-codes-repo';
import type { BanService } from '../moderation/ban-service';
import { hashLoginToken as hashLinkToken, newLoginToken as newLinkToken } from '../session/tokens';
import type { CommonPasswords } from './common-passwords';
import { loginLinkMail, passwordResetMail, verificationMail } from './mails';
import type { EmailAuthRepo } from './repo';

/** Who is calling: the address for per-IP limits, the device a sign-in binds its session to. */
export interface Caller {
  ip: string;
  deviceId: string | undefined;
  /** The language mails are worded in (the request's languageId). */
  language: LanguageCode;
}

export interface EmailAuthDeps {
  repo: EmailAuthRepo;
  codes: VerificationCodesRepo;
  users: UsersRepo;
  logins: LoginService;
  bans: BanService;
  limiter: AttemptLimiter;
  mailer: Mailer;
  commonPasswords: CommonPasswords;
  logger: Logger;
  publicUrl: string;
  registrationEnabled: boolean;
  clock: Clock;
}

/** What a row in verification_codes is for; e-mail flows only. */
type EmailCodePurpose = Extract<CodePurpose, 'email-verify' | 'password-reset' | 'email-login'>;

/** Every code this module issues belongs to an account. */
type IssuedCode = VerificationCodeRow & { userId: number };

const rule = (key: string, limit: number, windowMs: number): AttemptRule => ({
  key: `email:${key}`,
  limit,
  windowMs,
});

/** Anti-automation on every endpoint that takes a credential, an address or a code (answered 10429). */
const limits = {
  lookupPerIp: (ip: string) => rule(`lookup:ip:${ip}`, 60, 10 * MINUTE_MS),
  registerPerIp: (ip: string) => rule(`register:ip:${ip}`, 10, HOUR_MS),
  loginPerIp: (ip: string) => rule(`login:ip:${ip}`, 30, 15 * MINUTE_MS),
  /** Counts every try at an address, known or not; a successful sign-in clears it. */
  loginPerAccount: (email: string) => rule(`login:account:${email}`, 10, 15 * MINUTE_MS),
  /** Every mail to one address (verification, reset, sign-in link) counts here. */
  mailPerAddress: (email: string) => rule(`mail:to:${email}`, 5, HOUR_MS),
  mailPerIp: (ip: string) => rule(`mail:ip:${ip}`, 20, HOUR_MS),
  codePerIp: (ip: string) => rule(`code:ip:${ip}`, 30, 15 * MINUTE_MS),
  passwordPerAccount: (userId: number) => rule(`password:user:${userId}`, 10, 15 * MINUTE_MS),
};

/** What each kind of mailed secret consists of, and how long it works. */
const codeKinds: Record<EmailCodePurpose, { ttlMinutes: number; code: boolean; link: boolean }> = {
  'email-verify': { ttlMinutes: EMAIL_VERIFY_TTL_MINUTES, code: true, link: true },
  'password-reset': { ttlMinutes: PASSWORD_RESET_TTL_MINUTES, code: true, link: false },
  'email-login': { ttlMinutes: EMAIL_LOGIN_LINK_TTL_MINUTES, code: false, link: true },
};

/**
 * E-mail sign-up, sign-in, verification, password set and reset, and sign-in links. Every sign-in ends in
 * LoginService.complete (bans, suspension, the new session). Refusals carry the spec's texts.
 */
export class EmailAuthService {
  /** Verified against when the address is unknown, so both refusals of a sign-in take the same time. */
  private readonly decoyHash: Promise<string>;

  constructor(private readonly deps: EmailAuthDeps) {
    this.decoyHash = hashPassword(newLinkToken());
  }

  async exists(rawEmail: string, ip: string): Promise<EmailExistsAnswer> {
    const email = this.validEmail(rawEmail);
    await this.deps.limiter.consume([limits.lookupPerIp(ip)]);
    return { exists: (await this.deps.repo.userByEmail(email)) !== undefined };
  }

  async register(body: EmailRegisterBody, caller: Caller): Promise<LoginResult> {
    if (!this.deps.registrationEnabled) throw new AccountError(AccountCode.EMAIL_REGISTRATION_CLOSED, 403);
    const deviceId = requireDevice(caller);
    const email = this.validEmail(body.email);
    this.assertAcceptablePassword(body.password);
    const nickname = body.nickname ? sanitizeUserName(body.nickname) : null;
    if (nickname && hasForbiddenNameCharacters(nickname))
      throw new AccountError(AccountCode.NAME_FORBIDDEN_CHARACTERS);
    await this.deps.limiter.consume([limits.registerPerIp(caller.ip)]);
    // A banned device gets no new accounts either, not just no sessions.
    await this.deps.bans.assertCanSignIn(undefined, deviceId);
    if (await this.deps.repo.userByEmail(email)) throw new AccountError(AccountCode.EMAIL_TAKEN);
    if (await this.deps.repo.isRelinkLocked(email, this.deps.clock.date()))
      throw new AccountError(AccountCode.RELINK_LOCKED);

    const passwordHash = await hashPassword(body.password);
    const user = await this.deps.repo.createUser({ email, passwordHash, nickname, deviceId });
    if (!user) throw new AccountError(AccountCode.EMAIL_TAKEN);
    try {
      await this.mailVerification(user.id, email, caller.ip, caller.language);
    } catch (err) {
      // The account exists either way; the user can ask for the mail again from the signed-in app.
      this.deps.logger.error({ err, userId: user.id }, 'verification mail after sign-up failed');
    }
    return this.deps.logins.complete(user.id, deviceId);
  }

  async login(body: EmailLoginBody, caller: Caller): Promise<LoginResult> {
    const deviceId = requireDevice(caller);
    const email = normalizeEmail(body.email);
    const perAccount = limits.loginPerAccount(email);
    await this.deps.limiter.consume([limits.loginPerIp(caller.ip), perAccount]);
    const user = isValidEmail(email) ? await this.deps.repo.userByEmail(email) : undefined;
    const storedHash = user?.passwordHash ?? (await this.decoyHash);
    const matches = await verifyPassword(storedHash, body.password);
    if (!user?.passwordHash || !matches) throw new AccountError(AccountCode.LOGIN_FAILED);
    await this.deps.limiter.reset(perAccount);
    return this.signIn(user.id, deviceId, body);
  }

  /** Resends the verification mail (code and link) to the signed-in user's address. */
  async sendVerifyEmail(userId: number, ip: string, language: LanguageCode): Promise<void> {
    const user = await this.deps.users.byId(userId);
    if (!user?.email) throw new AccountError(AccountCode.EMAIL_INVALID);
    if (user.emailVerifiedAt) throw new AccountError(AccountCode.EMAIL_ALREADY_VERIFIED);
    await this.mailVerification(user.id, user.email, ip, language);
  }

  /** Without a code: where verification stands. With one: verifies the signed-in user's address. */
  async alreadyVerifyEmail(
    userId: number,
    code: string | undefined,
    ip: string,
  ): Promise<EmailVerifiedAnswer> {
    const user = await this.deps.users.byId(userId);
    if (!user?.email) throw new AccountError(AccountCode.EMAIL_INVALID);
    if (user.emailVerifiedAt || code === undefined)
      return { email: user.email, emailVerified: user.emailVerifiedAt !== null };
    await this.deps.limiter.consume([limits.codePerIp(ip)]);
    const row = await this.deps.codes.newestOpen({ purpose: 'email-verify', target: user.email });
    await this.checkCode(row, code, AccountCode.CODE_EXPIRED);
    await this.consumeOrRefuse(row, AccountCode.CODE_WRONG);
    await this.deps.repo.markEmailVerified(user.id, user.email);
    return { email: user.email, emailVerified: true };
  }

  /** The verification link, opened on any device: the token alone proves the mail was received. */
  async verifyEmailLink(token: string, ip: string): Promise<EmailVerifiedAnswer> {
    await this.deps.limiter.consume([limits.codePerIp(ip)]);
    const row = await this.linkRow('email-verify', token);
    if (!(await this.deps.repo.markEmailVerified(row.userId, row.target)))
      throw new AccountError(AccountCode.LINK_INVALID);
    return { email: row.target, emailVerified: true };
  }

  /** Sets a first password or changes it; changing needs the current one. */
  async setPassword(userId: number, password: string, oldPassword: string | undefined): Promise<void> {
    const user = await this.deps.users.byId(userId);
    if (!user) throw new AccountError(AccountCode.ACCOUNT_NOT_FOUND);
    this.assertAcceptablePassword(password);
    if (user.passwordHash) {
      const perAccount = limits.passwordPerAccount(userId);
      await this.deps.limiter.consume([perAccount]);
      if (oldPassword === undefined || !(await verifyPassword(user.passwordHash, oldPassword)))
        throw new AccountError(AccountCode.WRONG_PASSWORD);
      await this.deps.limiter.reset(perAccount);
    }
    await this.deps.repo.setPasswordHash(userId, await hashPassword(password));
    // A reset code mailed earlier must not undo the password just chosen.
    if (user.email) await this.deps.codes.close({ purpose: 'password-reset', target: user.email });
  }

  /** Forgot password, step 1: mails a code. The spec answers 'account does not exist' for unknown addresses. */
  async sendForgetEmail(rawEmail: string, ip: string, language: LanguageCode): Promise<void> {
    const user = await this.accountFor(rawEmail, ip);
    const { code } = await this.issue('password-reset', user.id, user.email);
    await this.deps.mailer.send(passwordResetMail(user.email, code, language));
  }

  /** Forgot password, step 2: is the code right? It stays usable for step 3. */
  async checkForgetCode(rawEmail: string, code: string, ip: string): Promise<void> {
    await this.resetCode(rawEmail, code, ip);
  }

  /** Forgot password, step 3: the new password, then a sign-in (the code proved the address is theirs). */
  async resetPassword(body: ResetPasswordBody, caller: Caller): Promise<LoginResult> {
    const deviceId = requireDevice(caller);
    const row = await this.resetCode(body.email, body.code, caller.ip);
    this.assertAcceptablePassword(body.password);
    await this.consumeOrRefuse(row, AccountCode.CODE_WRONG);
    await this.deps.repo.setPasswordHash(row.userId, await hashPassword(body.password));
    await this.deps.repo.markEmailVerified(row.userId, row.target);
    await this.deps.limiter.reset(limits.loginPerAccount(row.target));
    return this.deps.logins.complete(row.userId, deviceId);
  }

  /** Mails a single-use sign-in link (emailAutoLogin). */
  async sendLoginLink(rawEmail: string, ip: string, language: LanguageCode): Promise<void> {
    const user = await this.accountFor(rawEmail, ip);
    const { token } = await this.issue('email-login', user.id, user.email);
    await this.deps.mailer.send(loginLinkMail(user.email, this.deps.publicUrl, token, language));
  }

  /** Signs in with a mailed link; opening it also proves the address. */
  async autoLogin(body: EmailAutoLoginBody, caller: Caller): Promise<LoginResult> {
    const deviceId = requireDevice(caller);
    await this.deps.limiter.consume([limits.codePerIp(caller.ip)]);
    const row = await this.linkRow('email-login', body.token);
    if (!(await this.deps.repo.markEmailVerified(row.userId, row.target)))
      throw new AccountError(AccountCode.LINK_INVALID);
    return this.signIn(row.userId, deviceId, body);
  }

  /** Whether an address belongs to a formal user: a registered account whose address is verified. */
  async checkFormalUserEmail(userId: number, rawEmail: string, ip: string): Promise<FormalUserAnswer> {
    const email = this.validEmail(rawEmail);
    await this.deps.limiter.consume([limits.lookupPerIp(ip)]);
    const owner = await this.deps.repo.userByEmail(email);
    return {
      formal: owner !== undefined && owner.emailVerifiedAt !== null && owner.status === 'active',
      own: owner?.id === userId,
    };
  }

  private validEmail(raw: string): string {
    const email = normalizeEmail(raw);
    if (!isValidEmail(email)) throw new AccountError(AccountCode.EMAIL_INVALID);
    return email;
  }

  private assertAcceptablePassword(password: string): void {
    if (!isValidPasswordLength(password)) throw new AccountError(AccountCode.PASSWORD_LENGTH);
    if (this.deps.commonPasswords.has(password)) throw new AccountError(AccountCode.PASSWORD_TOO_COMMON);
  }

  /** The account a mail is requested for, after the address and the mail limits are checked. */
  private async accountFor(rawEmail: string, ip: string): Promise<UserRow & { email: string }> {
    const email = this.validEmail(rawEmail);
    await this.deps.limiter.consume([limits.mailPerIp(ip)]);
    const user = await this.deps.repo.userByEmail(email);
    if (!user) throw new AccountError(AccountCode.ACCOUNT_NOT_FOUND);
    await this.deps.limiter.consume([limits.mailPerAddress(email)]);
    return { ...user, email };
  }

  private async mailVerification(
    userId: number,
    email: string,
    ip: string,
    language: LanguageCode,
  ): Promise<void> {
    await this.deps.limiter.consume([limits.mailPerIp(ip), limits.mailPerAddress(email)]);
    const { code, token } = await this.issue('email-verify', userId, email);
    await this.deps.mailer.send(verificationMail(email, code, this.deps.publicUrl, token, language));
  }

  /** A fresh code and link token for the address; only the hashes of the parts this purpose uses are stored. */
  private async issue(
    purpose: EmailCodePurpose,
    userId: number,
    email: string,
  ): Promise<{ code: string; token: string }> {
    const kind = codeKinds[purpose];
    const code = newOneTimeCode();
    const token = newLinkToken();
    const scope = { purpose, target: email };
    await this.deps.codes.issue(scope, {
      channel: 'email',
      userId,
      codeHash: kind.code ? hashOneTimeCode(code, scope) : null,
      tokenHash: kind.link ? hashLinkToken(token) : null,
      expiresAt: new Date(this.deps.clock.now() + kind.ttlMinutes * MINUTE_MS),
    });
    return { code, token };
  }

  private async resetCode(rawEmail: string, code: string, ip: string): Promise<IssuedCode> {
    const email = this.validEmail(rawEmail);
    await this.deps.limiter.consume([limits.codePerIp(ip)]);
    const row = await this.deps.codes.newestOpen({ purpose: 'password-reset', target: email });
    return this.checkCode(row, code, AccountCode.RESET_TIMED_OUT);
  }

  /**
   * CODE_MAX_WRONG_TRIES wrong guesses are answered as wrong, every try after them as too many. A right code
   * gets its try back: the reset checks it in step 2 and again in step 3.
   */
  private async checkCode(
    row: VerificationCodeRow | undefined,
    code: string,
    expiredCode: AccountCode,
  ): Promise<IssuedCode> {
    if (!row || row.userId === null) throw new AccountError(AccountCode.CODE_WRONG);
    const outcome = await tryOneTimeCode(this.deps.codes, row, code, {
      maxTries: CODE_MAX_WRONG_TRIES,
      now: this.deps.clock.date(),
      giveTryBack: true,
    });
    if (outcome === 'expired') throw new AccountError(expiredCode);
    if (outcome === 'no-tries-left') throw new AccountError(AccountCode.TOO_MANY_CODE_ERRORS);
    if (outcome !== 'right') throw new AccountError(AccountCode.CODE_WRONG);
    return { ...row, userId: row.userId };
  }

  private async consumeOrRefuse(row: VerificationCodeRow | undefined, refusal: AccountCode): Promise<void> {
    if (!row || !(await this.deps.codes.consume(row.id))) throw new AccountError(refusal);
  }

  /** An open, unexpired link of that purpose, used up by this call. */
  private async linkRow(purpose: EmailCodePurpose, token: string): Promise<IssuedCode> {
    const row = await this.deps.codes.openByToken(purpose, hashLinkToken(token));
    if (!row || row.userId === null || row.expiresAt.getTime() <= this.deps.clock.now())
      throw new AccountError(AccountCode.LINK_INVALID);
    await this.consumeOrRefuse(row, AccountCode.LINK_INVALID);
    return { ...row, userId: row.userId };
  }

  private async signIn(
    userId: number,
    deviceId: string,
    details: { pushToken?: string | undefined; countryId?: number | undefined },
  ): Promise<LoginResult> {
    const result = await this.deps.logins.complete(userId, deviceId);
    // After the ban and suspension checks, so a refused sign-in changes nothing.
    await this.deps.repo.saveSignInDetails(userId, {
      ...(details.pushToken !== undefined ? { pushToken: details.pushToken || null } : {}),
      ...(details.countryId !== undefined ? { countryId: details.countryId } : {}),
    });
    return details.countryId !== undefined ? { ...result, countryId: details.countryId } : result;
  }
}

function requireDevice(caller: Caller): string {
  if (!caller.deviceId) throw new ValidationError('Invalid request: deviceId: required to sign in');
  return caller.deviceId;
}
