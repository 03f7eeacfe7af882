import { randomBytes } from 'node:crypto';
import {
  AccountCode,
  isValidPhonePassword,
  MISSING_TELEMETRY,
  PHONE_CODE_MAX_WRONG_TRIES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_MINUTES,
  type CheckCodeQuery,
  type CheckMobileAnswer,
  type LanguageCode,
  type LoginResult,
  type MobilePasswordLogin,
  type PhoneCodePurpose,
  type PhoneLoginBody,
  type ResetMobilePasswordBody,
  type SendCodeAnswer,
  type SendCodeBody,
  type UpdateMobilePasswordBody,
} from '@mingle/protocol';
import { AccountError, AccountGoneError, TooManyRequestsError } from '../../errors';
import type { AttemptLimiter } from '../../infra/attempt-limiter';
import type { Clock } from '../../infra/clock';
import type { UserRow } from '../../infra/db/schema';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import type { SmsSender } from '../../infra/sms/sms-sender';
import type { LoginService } from '../accounts/login-service';
import { hashOneTimeCode, newOneTimeCode, tryOneTimeCode } from '../accounts/one-time-codes';
import type { UsersRepo } from '../accounts/users-repo';
import type {
  CodePurpose,
  VerificationCodeRow,
  VerificationCodesRepo,
} from '../accounts/verification-codes-repo';
import { codeMessage } from './code-message';
import { codeCheckLimit, codeRequestLimits, lookupLimit, passwordLimits, type PhoneLimit } from './limits';
import { parseMobileNumber, type MobileNumber } from './phone-number';
import type { PhoneAuthRepo, SignInDetails } from './repo';

export interface PhonePolicy {
  registrationEnabled: boolean;
  /** Two-letter codes whose numbers cannot sign up. */
  blockedCountries: readonly string[];
  smsDailyCap: number;
  /** Host named in the last line of a text, so browsers can offer the code (WebOTP). */
  webOtpHost: string | undefined;
}

/** Who is asking: the client address and the country it places them in. */
export interface Caller {
  ip: string;
  /** Numbers typed without a country code are read as numbers of this country. */
  country: string;
  /** The language a code's text is worded in (the request's languageId). */
  language: LanguageCode;
}

export interface PhoneAuthDeps {
  repo: PhoneAuthRepo;
  codes: VerificationCodesRepo;
  users: UsersRepo;
  limiter: AttemptLimiter;
  sms: SmsSender;
  logins: LoginService;
  policy: PhonePolicy;
  clock: Clock;
}

/** verification_codes.purpose of the phone flows. */
type PhoneCodeStorePurpose = Extract<CodePurpose, 'phone-login' | 'phone-reset'>;

const storePurpose: Record<PhoneCodePurpose, PhoneCodeStorePurpose> = {
  login: 'phone-login',
  reset: 'phone-reset',
};

/** Telemetry blobs can be large; what is kept is enough to audit, not the whole payload. */
const TELEMETRY_MAX = 2000;

class Refusal extends AccountError {
  constructor(
    readonly reason: string,
    code: AccountCode,
    httpStatus: number,
  ) {
    super(code, httpStatus);
  }
}

/**
 * Sign-in and sign-up by phone number: codes by SMS or WhatsApp, an optional password, and the limits that
 * keep the code endpoint from being used to pump SMS traffic.
 */
export class PhoneAuthService {
  /** Compared against when a number has no password, so that the answer takes as long either way. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: PhoneAuthDeps) {}

  async checkMobile(rawPhone: string, caller: Caller): Promise<CheckMobileAnswer> {
    await this.deps.limiter.consume([lookupLimit(caller.ip)]);
    const phone = this.parse(rawPhone, caller);
    const user = await this.deps.repo.userByPhone(phone.e164);
    return {
      phone: phone.e164,
      registered: user !== undefined,
      hasPassword: Boolean(user?.phonePasswordHash),
    };
  }

  /** Every request is recorded in sms_requests with its telemetry, whether a code left or not. */
  async sendCode(body: SendCodeBody, caller: Caller, telemetry: string | undefined): Promise<SendCodeAnswer> {
    const phone = this.parse(body.phone, caller);
    const record = (refusal: string | null) =>
      this.deps.repo.recordSmsRequest({
        phone: phone.e164,
        ip: caller.ip,
        channel: body.channel,
        telemetry: telemetry?.slice(0, TELEMETRY_MAX) || MISSING_TELEMETRY,
        refusal,
      });

    const user = await this.deps.repo.userByPhone(phone.e164);
    try {
      if (body.purpose === 'reset' && !user) {
        throw new Refusal('no-account', AccountCode.ACCOUNT_NOT_FOUND, 404);
      }
      if (body.purpose === 'login' && !user) await this.assertCanRegister(phone);
      for (const limit of codeRequestLimits(
        phone,
        caller.ip,
        this.deps.policy.smsDailyCap,
        this.deps.clock.date(),
      )) {
        await this.withinLimit(limit);
      }
    } catch (err) {
      if (err instanceof Refusal) await record(err.reason);
      throw err;
    }

    const code = newOneTimeCode();
    const scope = { purpose: storePurpose[body.purpose], target: phone.e164 };
    await this.deps.codes.issue(scope, {
      channel: body.channel,
      userId: user?.id ?? null,
      codeHash: hashOneTimeCode(code, scope),
      expiresAt: new Date(this.deps.clock.now() + PHONE_CODE_TTL_MINUTES * 60_000),
    });
    try {
      await this.deps.sms.send({
        to: phone.e164,
        channel: body.channel,
        text: codeMessage({
          code,
          purpose: body.purpose,
          channel: body.channel,
          language: caller.language,
          webOtpHost: this.deps.policy.webOtpHost,
        }),
      });
    } catch (err) {
      await record('delivery-failed');
      throw err;
    }
    await record(null);
    return {
      phone: phone.e164,
      channel: body.channel,
      expiresInSeconds: PHONE_CODE_TTL_MINUTES * 60,
      resendInSeconds: PHONE_CODE_RESEND_SECONDS,
    };
  }

  /** Checks without using the code up, for the step before a new password; a wrong code still counts. */
  async checkCode(query: CheckCodeQuery, caller: Caller): Promise<{ valid: true }> {
    await this.deps.limiter.consume([codeCheckLimit(caller.ip)]);
    const phone = this.parse(query.phone, caller);
    await this.verifyCode(storePurpose[query.purpose], phone.e164, query.code, { consume: false });
    return { valid: true };
  }

  /** Signs in with a code, creating the account on the number's first sign-in. */
  async loginWithCode(body: PhoneLoginBody, caller: Caller, deviceId: string): Promise<LoginResult> {
    await this.deps.limiter.consume([codeCheckLimit(caller.ip)]);
    const phone = this.parse(body.phone, caller);
    const existing = await this.deps.repo.userByPhone(phone.e164);
    // Checked before the code is used, so that a refusal does not cost the user their code.
    if (!existing) await this.assertCanRegister(phone);
    await this.verifyCode('phone-login', phone.e164, body.code, { consume: true });
    const details = signInDetails(body);
    const user = existing ?? (await this.deps.repo.createPhoneUser(phone.e164, deviceId, details));
    await this.deps.repo.recordSignIn(user.id, details, true);
    return this.deps.logins.complete(user.id, deviceId);
  }

  async loginWithPassword(body: MobilePasswordLogin, caller: Caller, deviceId: string): Promise<LoginResult> {
    const phone = this.parse(body.phone, caller);
    this.assertPasswordLength(body.password);
    const user = await this.checkPassword(
      phone.e164,
      caller.ip,
      await this.deps.repo.userByPhone(phone.e164),
      body.password,
    );
    await this.deps.repo.recordSignIn(user.id, signInDetails(body), false);
    return this.deps.logins.complete(user.id, deviceId);
  }

  /** Signed in: sets the first phone password, or changes it with the old one (or a reset code). */
  async updatePassword(
    userId: number,
    body: UpdateMobilePasswordBody,
    ip: string,
  ): Promise<{ hasPassword: true }> {
    const user = await this.deps.users.byId(userId);
    if (!user) throw new AccountGoneError();
    if (!user.phone) throw new AccountError(AccountCode.PHONE_NOT_BOUND);
    this.assertPasswordLength(body.password);
    if (user.phonePasswordHash) {
      if (body.code) {
        await this.verifyCode('phone-reset', user.phone, body.code, { consume: true });
      } else {
        await this.checkPassword(user.phone, ip, user, body.oldPassword ?? '');
      }
    }
    await this.deps.repo.setPhonePassword(user.id, await hashPassword(body.password));
    return { hasPassword: true };
  }

  /** Forgotten password, last step: the reset code proves the number, so the user is signed in as well. */
  async resetPassword(body: ResetMobilePasswordBody, caller: Caller, deviceId: string): Promise<LoginResult> {
    await this.deps.limiter.consume([codeCheckLimit(caller.ip)]);
    const phone = this.parse(body.phone, caller);
    this.assertPasswordLength(body.password);
    const code = await this.verifyCode('phone-reset', phone.e164, body.code, { consume: true });
    const user = await this.deps.repo.userByPhone(phone.e164);
    // The number may have moved to another account since the code was sent for it.
    if (!user || user.id !== code.userId) throw new AccountError(AccountCode.ACCOUNT_NOT_FOUND, 404);
    await this.deps.repo.setPhonePassword(user.id, await hashPassword(body.password));
    await this.deps.repo.recordSignIn(user.id, signInDetails(body), true);
    return this.deps.logins.complete(user.id, deviceId);
  }

  private parse(raw: string, caller: Caller): MobileNumber {
    const phone = parseMobileNumber(raw, caller.country);
    if (!phone) throw new AccountError(AccountCode.PHONE_INVALID);
    return phone;
  }

  private assertPasswordLength(password: string): void {
    if (!isValidPhonePassword(password)) throw new AccountError(AccountCode.PHONE_PASSWORD_LENGTH);
  }

  /** Sign-up rules; numbers that already have an account sign in whatever they say. */
  private async assertCanRegister(phone: MobileNumber): Promise<void> {
    const { registrationEnabled, blockedCountries } = this.deps.policy;
    if (!registrationEnabled) {
      throw new Refusal('registration-disabled', AccountCode.PHONE_REGISTRATION_DISABLED, 403);
    }
    if (phone.country && blockedCountries.includes(phone.country)) {
      throw new Refusal('country-unavailable', AccountCode.PHONE_COUNTRY_UNAVAILABLE, 403);
    }
    if (await this.deps.repo.relinkLockedUntil(phone.e164, this.deps.clock.date())) {
      throw new Refusal('relink-locked', AccountCode.RELINK_LOCKED, 409);
    }
  }

  private async withinLimit(limit: PhoneLimit): Promise<void> {
    try {
      await this.deps.limiter.consume([limit.rule]);
    } catch (err) {
      if (!(err instanceof TooManyRequestsError)) throw err;
      throw new Refusal(`limit:${limit.name}`, limit.refusal, 429);
    }
  }

  /**
   * Every guess counts against the number and the address, right or wrong; a right one clears the number's
   * count. No password, or no account, answers like a wrong password.
   */
  private async checkPassword<U extends Pick<UserRow, 'phonePasswordHash'>>(
    phone: string,
    ip: string,
    user: U | undefined,
    password: string,
  ): Promise<U> {
    const [numberLimit, addressLimit] = passwordLimits(phone, ip);
    await this.withinLimit(numberLimit);
    await this.withinLimit(addressLimit);
    const hash = user?.phonePasswordHash;
    const matches = await verifyPassword(hash ?? (await this.hashToWaste()), password);
    if (!user || !hash || !matches) throw new AccountError(AccountCode.WRONG_PASSWORD);
    await this.deps.limiter.reset(numberLimit.rule);
    return user;
  }

  private hashToWaste(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  /**
   * The newest code of the number and purpose decides. A wrong guess takes one of its five tries and the fifth
   * burns it. A right code that is only checked gets its try back; one being used up keeps it, so that no wrong
   * guess racing it can be compared in its place.
   */
  private async verifyCode(
    purpose: PhoneCodeStorePurpose,
    phone: string,
    code: string,
    options: { consume: boolean },
  ): Promise<VerificationCodeRow> {
    const row = await this.deps.codes.newestOpen({ purpose, target: phone });
    const outcome = await tryOneTimeCode(this.deps.codes, row, code, {
      maxTries: PHONE_CODE_MAX_WRONG_TRIES,
      now: this.deps.clock.date(),
      giveTryBack: !options.consume,
    });
    if (outcome === 'expired') {
      // A reset runs against the clock of its code: past it, the whole reset has timed out (as for e-mail).
      throw new AccountError(
        purpose === 'phone-reset' ? AccountCode.RESET_TIMED_OUT : AccountCode.CODE_EXPIRED,
      );
    }
    if (outcome === 'no-tries-left' || outcome === 'wrong-last-try') {
      throw new AccountError(AccountCode.TOO_MANY_CODE_ERRORS, 429);
    }
    if (outcome !== 'right' || !row) throw new AccountError(AccountCode.CODE_WRONG);
    if (options.consume && !(await this.deps.codes.consume(row.id))) {
      throw new AccountError(AccountCode.CODE_WRONG);
    }
    return row;
  }
}

function signInDetails(body: {
  countryId?: number | undefined;
  pushToken?: string | undefined;
}): SignInDetails {
  return { countryId: body.countryId, pushToken: body.pushToken };
}
