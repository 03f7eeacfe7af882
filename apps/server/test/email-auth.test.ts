import {
  answerText,
  AccountCode,
  Code,
  EMAIL_LOGIN_LINK_TTL_MINUTES,
  EMAIL_VERIFY_TTL_MINUTES,
  emailApi,
  PASSWORD_RESET_TTL_MINUTES,
  profileApi,
  RELINK_LOCK_DAYS,
  type HttpMethod,
  type LoginResult,
  type RequestCredentials,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../src/infra/clock';
import { users, verificationCodes } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { CommonPasswords } from '../src/modules/email-auth/common-passwords';
import { factories } from './kit/factories';
import { signedInject } from './signed';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './smtp-inbox';
import { createTestApp, type TestApp } from './test-app';

const PASSWORD = 'violet-Harbor7';

let inbox: SmtpInbox;
let t: TestApp;
let kit: ReturnType<typeof factories>;
// The server's time moves only when a test moves it (codes and links expiring, the relink lock running out).
const clock = new ManualClock();
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://mingle.test' }, clock });
  kit = factories(t);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

// Limits are per address, so each test calls from its own (loopback) address unless it tests them.
let clients = 0;
const newIp = () => `127.0.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
let addresses = 0;
const newEmail = (name = 'user') => `${name}.${++addresses}@example.com`;

interface Call {
  method?: HttpMethod;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  credentials?: RequestCredentials;
  ip?: string;
  app?: TestApp;
}

async function call<T = unknown>(path: string, options: Call = {}) {
  const app = options.app ?? t;
  const res = await app.app.inject({
    ...signedInject({
      method: options.method ?? 'POST',
      path,
      body: options.body,
      query: options.query,
      credentials: options.credentials ?? { deviceId: 'visitor-device' },
      timestamp: app.ctx.clock.now(),
    }),
    remoteAddress: options.ip ?? newIp(),
  });
  return res.json() as { code: number; data: T; msg?: string };
}

/** Asserts the refusal's code and the exact English text the client shows. */
function expectRefusal(answer: { code: number; msg?: string }, code: AccountCode) {
  expect(answer).toMatchObject({ code, msg: answerText(code) });
}

const credentialsOf = (r: LoginResult, deviceId: string): RequestCredentials => ({
  deviceId,
  userId: r.id,
  loginToken: r.loginToken,
});

async function register(email: string, options: { password?: string; deviceId?: string; ip?: string } = {}) {
  const deviceId = options.deviceId ?? `dev-${++clients}`;
  const answer = await call<LoginResult>(emailApi.registerPublic.path, {
    body: { email, password: options.password ?? PASSWORD },
    credentials: { deviceId },
    ip: options.ip,
  });
  expect(answer.code).toBe(200);
  return { result: answer.data, credentials: credentialsOf(answer.data, deviceId) };
}

/** The n-th mail (1-based) received for the address, waiting for it (over SMTP) when needed. */
function nthMail(address: string, n: number): Promise<ReceivedMail> {
  return vi.waitFor(
    () => {
      const mail = inbox.received.filter((m) => m.to.includes(address))[n - 1];
      if (!mail) throw new Error(`mail ${n} to ${address} did not arrive`);
      return mail;
    },
    { timeout: 5_000, interval: 20 },
  );
}

const codeIn = (mail: ReceivedMail) => /code is (\d{6})\./.exec(mail.text)?.[1] ?? 'none';
const tokenIn = (mail: ReceivedMail, page: string) =>
  new RegExp(`https://mingle\\.test${page}\\?token=([0-9a-f]{32})`).exec(mail.text)?.[1] ?? 'none';

const userRow = async (id: number) =>
  (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('sign-up', () => {
  it('creates a signed-in account and mails a code that verifies the address', async () => {
    const email = newEmail('ann');
    const { result, credentials } = await register(email.toUpperCase());
    expect(result).toMatchObject({ email, emailVerified: false, hasEmailPassword: true });
    expect(result.loginToken).toMatch(/^[0-9a-f]{32}$/);

    const mail = await nthMail(email, 1);
    expect(mail.subject).toBe('Confirm your email for Mingle');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    // Only a salted hash of the code and of the link token is kept.
    const [stored] = await t.ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.tokenHash).not.toBe(tokenIn(mail, '/verify-email'));

    const status = await call(emailApi.alreadyVerifyEmail.path, { credentials });
    expect(status).toEqual({ code: 200, data: { email, emailVerified: false } });
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(
      await call(emailApi.alreadyVerifyEmail.path, { body: { code: wrong }, credentials }),
      AccountCode.CODE_WRONG,
    );
    const verified = await call(emailApi.alreadyVerifyEmail.path, { body: { code }, credentials });
    expect(verified).toEqual({ code: 200, data: { email, emailVerified: true } });
    expectRefusal(
      await call(emailApi.sendVerifyEmail.path, { credentials }),
      AccountCode.EMAIL_ALREADY_VERIFIED,
    );
  });

  it('verifies by the mailed link, once', async () => {
    const email = newEmail('link');
    const { result } = await register(email);
    const token = tokenIn(await nthMail(email, 1), '/verify-email');
    const answer = await call(emailApi.verifyEmailLink.path, { body: { token } });
    expect(answer).toEqual({ code: 200, data: { email, emailVerified: true } });
    expect((await userRow(result.id))?.emailVerifiedAt).toBeInstanceOf(Date);
    expectRefusal(await call(emailApi.verifyEmailLink.path, { body: { token } }), AccountCode.LINK_INVALID);
    expectRefusal(
      await call(emailApi.verifyEmailLink.path, { body: { token: 'f'.repeat(32) } }),
      AccountCode.LINK_INVALID,
    );
  });

  it('resends a new code that replaces the old one; codes expire after 24 hours', async () => {
    const email = newEmail('resend');
    const { credentials } = await register(email);
    const first = codeIn(await nthMail(email, 1));
    expect((await call(emailApi.sendVerifyEmail.path, { credentials })).code).toBe(200);
    const second = codeIn(await nthMail(email, 2));
    if (first !== second) {
      expectRefusal(
        await call(emailApi.alreadyVerifyEmail.path, { body: { code: first }, credentials }),
        AccountCode.CODE_WRONG,
      );
    }
    // Still checked a moment before the 24 hours are over: a wrong guess is only wrong.
    await clock.advance(EMAIL_VERIFY_TTL_MINUTES * MINUTE_MS - 1);
    const wrong = second === '000000' ? '111111' : '000000';
    expectRefusal(
      await call(emailApi.alreadyVerifyEmail.path, { body: { code: wrong }, credentials }),
      AccountCode.CODE_WRONG,
    );
    await clock.advance(1);
    expectRefusal(
      await call(emailApi.alreadyVerifyEmail.path, { body: { code: second }, credentials }),
      AccountCode.CODE_EXPIRED,
    );
  });

  it('limits verification mails per address and per client address', async () => {
    const email = newEmail('flood');
    const { credentials } = await register(email);
    // The sign-up mail was the first of five an hour.
    for (let i = 0; i < 4; i++)
      expect((await call(emailApi.sendVerifyEmail.path, { credentials })).code).toBe(200);
    expect(await call(emailApi.sendVerifyEmail.path, { credentials })).toMatchObject({
      code: Code.TOO_MANY_REQUESTS,
      msg: 'Too many attempts, please try again later',
    });

    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      const answer = await call(emailApi.sendForgetEmailPublic.path, {
        body: { email: newEmail('nobody') },
        ip,
      });
      expect(answer.code).toBe(AccountCode.ACCOUNT_NOT_FOUND);
    }
    const over = await call(emailApi.sendForgetEmailPublic.path, { body: { email: newEmail('nobody') }, ip });
    expect(over.code).toBe(Code.TOO_MANY_REQUESTS);
  });

  it("refuses an invalid address: 'Please enter the correct email'", async () => {
    for (const email of ['not-an-email', 'a@b', 'two@@example.com', 'dots..@example.com', ' @example.com']) {
      expectRefusal(
        await call(emailApi.registerPublic.path, { body: { email, password: PASSWORD } }),
        AccountCode.EMAIL_INVALID,
      );
    }
  });

  it("refuses passwords outside 6-16 characters: 'Password must be between 6-16 characters'", async () => {
    for (const password of ['Ab3$x', 'Abcdefgh-12345678']) {
      expectRefusal(
        await call(emailApi.registerPublic.path, { body: { email: newEmail(), password } }),
        AccountCode.PASSWORD_LENGTH,
      );
    }
    // 16 characters, one of them an emoji (two UTF-16 units), is still 16.
    expect(
      (
        await call(emailApi.registerPublic.path, {
          body: { email: newEmail(), password: 'Abcdefgh-123456🙂' },
        })
      ).code,
    ).toBe(200);
  });

  it('refuses the most common passwords, whatever their case', async () => {
    for (const password of ['password', 'PassWord1', 'QWERTY123', 'iloveyou']) {
      expectRefusal(
        await call(emailApi.registerPublic.path, { body: { email: newEmail(), password } }),
        AccountCode.PASSWORD_TOO_COMMON,
      );
    }
    const list = CommonPasswords.load();
    expect(list.size).toBeGreaterThan(9_000);
    expect(list.has('Sunshine')).toBe(true);
    expect(list.has(PASSWORD)).toBe(false);
  });

  it('refuses an address already in use, whatever its case', async () => {
    const email = newEmail('taken');
    await register(email);
    expectRefusal(
      await call(emailApi.registerPublic.path, { body: { email: email.toUpperCase(), password: PASSWORD } }),
      AccountCode.EMAIL_TAKEN,
    );
  });

  it('refuses an address under the 7-day relink lock, and takes it once the lock has run out', async () => {
    const email = newEmail('unlinked');
    const { credentials } = await register(email);
    // The account moves to another address; the old one stays its own for 7 days.
    const moved = newEmail('moved');
    await call(profileApi.bindEmailStart.path, { body: { email: moved }, credentials });
    const code = codeIn(await nthMail(moved, 1));
    expect(
      (await call(profileApi.bindEmailConfirm.path, { body: { email: moved, code }, credentials })).code,
    ).toBe(200);

    const signUp = () => call(emailApi.registerPublic.path, { body: { email, password: PASSWORD } });
    expectRefusal(await signUp(), AccountCode.RELINK_LOCKED);
    expect(RELINK_LOCK_DAYS).toBe(7);
    await clock.advance(RELINK_LOCK_DAYS * DAY_MS - 1);
    expectRefusal(await signUp(), AccountCode.RELINK_LOCKED);
    await clock.advance(1);
    expect((await signUp()).code).toBe(200);
  });

  it('sanitises the nickname and refuses forbidden characters', async () => {
    const ok = await call<LoginResult>(emailApi.registerPublic.path, {
      body: { email: newEmail(), password: PASSWORD, nickname: '<img src=x>' },
    });
    expect(ok.data.userName).toBe('*img src=x*');
    expectRefusal(
      await call(emailApi.registerPublic.path, {
        body: { email: newEmail(), password: PASSWORD, nickname: 'An\u200Bna' },
      }),
      AccountCode.NAME_FORBIDDEN_CHARACTERS,
    );
  });

  it('gives a banned device no new account', async () => {
    await t.ctx.bans.ban({ kind: 'device', deviceId: 'banned-signup', by: 'test' });
    const answer = await call(emailApi.registerPublic.path, {
      body: { email: newEmail(), password: PASSWORD },
      credentials: { deviceId: 'banned-signup' },
    });
    expect(answer.code).toBe(Code.BANNED_DEVICE);
  });

  it("answers 'email registration has been closed' when configured off", async () => {
    const closed = await createTestApp({ env: { EMAIL_REGISTRATION_ENABLED: 'false' } });
    try {
      const answer = await call(emailApi.registerPublic.path, {
        body: { email: newEmail(), password: PASSWORD },
        app: closed,
      });
      expectRefusal(answer, AccountCode.EMAIL_REGISTRATION_CLOSED);
      expect(answer.msg).toContain('email registration has been closed');
    } finally {
      await closed.close();
    }
  });
});

describe('address lookups', () => {
  it('tells visitors whether an address has an account (exempt alias) and needs a session on the spec path', async () => {
    const email = newEmail('known');
    const { credentials } = await register(email);
    const query = { email };
    expect(await call(emailApi.existsPublic.path, { method: 'GET', query })).toEqual({
      code: 200,
      data: { exists: true },
    });
    expect(
      await call(emailApi.existsPublic.path, { method: 'GET', query: { email: newEmail('unknown') } }),
    ).toEqual({ code: 200, data: { exists: false } });
    expectRefusal(
      await call(emailApi.existsPublic.path, { method: 'GET', query: { email: 'nope' } }),
      AccountCode.EMAIL_INVALID,
    );
    expect((await call(emailApi.exists.path, { method: 'GET', query })).code).toBe(Code.LOGIN_REQUIRED);
    expect(await call(emailApi.exists.path, { method: 'GET', query, credentials })).toEqual({
      code: 200,
      data: { exists: true },
    });
    // The spec's sign-up path is a signed-in path under the contract; visitors use the alias.
    expect(
      (await call(emailApi.register.path, { body: { email: newEmail(), password: PASSWORD } })).code,
    ).toBe(Code.LOGIN_REQUIRED);
  });

  it('checkFormalUserEmail: a formal user is an account with a verified address', async () => {
    const email = newEmail('formal');
    const { credentials } = await register(email);
    const other = await register(newEmail('asker'));
    const ask = (who: RequestCredentials, address: string) =>
      call(emailApi.checkFormalUserEmail.path, { body: { email: address }, credentials: who });
    expect(await ask(other.credentials, email)).toEqual({ code: 200, data: { formal: false, own: false } });
    const token = tokenIn(await nthMail(email, 1), '/verify-email');
    await call(emailApi.verifyEmailLink.path, { body: { token } });
    expect(await ask(other.credentials, email)).toEqual({ code: 200, data: { formal: true, own: false } });
    expect(await ask(credentials, email)).toEqual({ code: 200, data: { formal: true, own: true } });
    expect(await ask(credentials, newEmail('none'))).toEqual({
      code: 200,
      data: { formal: false, own: false },
    });
    expectRefusal(await ask(credentials, 'bad@'), AccountCode.EMAIL_INVALID);
    expect((await call(emailApi.checkFormalUserEmail.path, { body: { email } })).code).toBe(
      Code.LOGIN_REQUIRED,
    );
  });
});

describe('sign-in', () => {
  it('signs in, stores pushToken and countryId, and ends the session on the older device', async () => {
    const email = newEmail('login');
    const { credentials: first } = await register(email);
    const answer = await call<LoginResult>(emailApi.loginPublic.path, {
      body: { email: ` ${email.toUpperCase()} `, password: PASSWORD, pushToken: 'push-abc', countryId: 276 },
      credentials: { deviceId: 'laptop' },
    });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ email, countryId: 276 });
    expect(await userRow(answer.data.id)).toMatchObject({
      pushToken: 'push-abc',
      countryId: 276,
      deviceId: 'laptop',
    });
    const old = await call(emailApi.sendVerifyEmail.path, { credentials: first });
    expect(old.code).toBe(Code.SESSION_EXPIRED);
    const now = await call(emailApi.alreadyVerifyEmail.path, {
      credentials: credentialsOf(answer.data, 'laptop'),
    });
    expect(now.code).toBe(200);
  });

  it('answers the same refusal for a wrong password and an unknown address', async () => {
    const email = newEmail('wrong');
    await register(email);
    const wrongPassword = await call(emailApi.loginPublic.path, {
      body: { email, password: 'not-it-at-all' },
    });
    const unknown = await call(emailApi.loginPublic.path, {
      body: { email: newEmail(), password: PASSWORD },
    });
    expectRefusal(wrongPassword, AccountCode.LOGIN_FAILED);
    expect(unknown).toEqual(wrongPassword);
  });

  it('limits tries per account, even from many addresses, and per client address', async () => {
    const email = newEmail('guessed');
    await register(email);
    for (let i = 0; i < 10; i++) {
      expectRefusal(
        await call(emailApi.loginPublic.path, { body: { email, password: `guess-${i}-x` } }),
        AccountCode.LOGIN_FAILED,
      );
    }
    const locked = await call(emailApi.loginPublic.path, { body: { email, password: PASSWORD } });
    expect(locked.code).toBe(Code.TOO_MANY_REQUESTS);

    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      const answer = await call(emailApi.loginPublic.path, {
        body: { email: newEmail(), password: PASSWORD },
        ip,
      });
      expect(answer.code).toBe(AccountCode.LOGIN_FAILED);
    }
    expect((await call(emailApi.loginPublic.path, { body: { email, password: PASSWORD }, ip })).code).toBe(
      Code.TOO_MANY_REQUESTS,
    );
  });

  it('signs in through a mailed single-use link that expires', async () => {
    const email = newEmail('magic');
    await register(email);
    expectRefusal(
      await call(emailApi.sendLoginLink.path, { body: { email: newEmail() } }),
      AccountCode.ACCOUNT_NOT_FOUND,
    );
    expect((await call(emailApi.sendLoginLink.path, { body: { email } })).code).toBe(200);
    const mail = await nthMail(email, 2);
    expect(mail.subject).toBe('Your Mingle sign-in link');
    const token = tokenIn(mail, '/email-login');

    const answer = await call<LoginResult>(emailApi.autoLogin.path, {
      body: { token, countryId: 840, pushToken: '' },
      credentials: { deviceId: 'phone-link' },
    });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ email, emailVerified: true, countryId: 840 });
    expectRefusal(await call(emailApi.autoLogin.path, { body: { token } }), AccountCode.LINK_INVALID);

    await call(emailApi.sendLoginLink.path, { body: { email } });
    const late = tokenIn(await nthMail(email, 3), '/email-login');
    await clock.advance(EMAIL_LOGIN_LINK_TTL_MINUTES * MINUTE_MS);
    expectRefusal(await call(emailApi.autoLogin.path, { body: { token: late } }), AccountCode.LINK_INVALID);
  });
});

describe('passwords', () => {
  it('setPassword changes the password with the current one, under the sign-up rules', async () => {
    const email = newEmail('change');
    const { credentials } = await register(email);
    const set = (body: Record<string, unknown>) => call(emailApi.setPassword.path, { body, credentials });
    expectRefusal(await set({ password: 'Tidal-Shore42' }), AccountCode.WRONG_PASSWORD);
    expectRefusal(
      await set({ password: 'Tidal-Shore42', oldPassword: 'nope-nope' }),
      AccountCode.WRONG_PASSWORD,
    );
    expectRefusal(await set({ password: 'short', oldPassword: PASSWORD }), AccountCode.PASSWORD_LENGTH);
    expectRefusal(
      await set({ password: 'sunshine', oldPassword: PASSWORD }),
      AccountCode.PASSWORD_TOO_COMMON,
    );
    expect(await set({ password: 'Tidal-Shore42', oldPassword: PASSWORD })).toEqual({
      code: 200,
      data: null,
    });

    expectRefusal(
      await call(emailApi.loginPublic.path, { body: { email, password: PASSWORD } }),
      AccountCode.LOGIN_FAILED,
    );
    expect((await call(emailApi.loginPublic.path, { body: { email, password: 'Tidal-Shore42' } })).code).toBe(
      200,
    );
  });

  it('setPassword sets a first password without an old one', async () => {
    const s = await kit.user();
    const credentials = { ...s };
    const answer = await call(emailApi.setPassword.path, {
      body: { password: 'Quiet-Meadow9' },
      credentials,
    });
    expect(answer.code).toBe(200);
    // No address on this account: nothing to send a verification mail to.
    expectRefusal(await call(emailApi.sendVerifyEmail.path, { credentials }), AccountCode.EMAIL_INVALID);
    expect((await userRow(s.userId))?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('forgot password', () => {
  it('resets in three steps with the mailed code, which works once', async () => {
    const email = newEmail('forgot');
    const { result } = await register(email);
    expectRefusal(
      await call(emailApi.sendForgetEmailPublic.path, { body: { email: newEmail() } }),
      AccountCode.ACCOUNT_NOT_FOUND,
    );
    expect(answerText(AccountCode.ACCOUNT_NOT_FOUND)).toBe('account does not exist');
    expectRefusal(
      await call(emailApi.sendForgetEmailPublic.path, { body: { email: 'x@' } }),
      AccountCode.EMAIL_INVALID,
    );

    expect(await call(emailApi.sendForgetEmailPublic.path, { body: { email } })).toEqual({
      code: 200,
      data: null,
    });
    const mail = await nthMail(email, 2);
    expect(mail.subject).toBe('Your Mingle password reset code');
    const code = codeIn(mail);
    const wrong = code === '999999' ? '888888' : '999999';

    expectRefusal(
      await call(emailApi.checkForgetCode.path, { body: { email, code: wrong } }),
      AccountCode.CODE_WRONG,
    );
    expect(await call(emailApi.checkForgetCode.path, { body: { email, code } })).toEqual({
      code: 200,
      data: null,
    });
    const reset = (password: string) =>
      call<LoginResult>(emailApi.resetPassword.path, {
        body: { email, code, password },
        credentials: { deviceId: 'reset-device' },
      });
    expectRefusal(await reset('tiny'), AccountCode.PASSWORD_LENGTH);
    expectRefusal(await reset('password1'), AccountCode.PASSWORD_TOO_COMMON);
    const done = await reset('Amber-Forest31');
    expect(done.code).toBe(200);
    expect(done.data).toMatchObject({ id: result.id, emailVerified: true });
    expectRefusal(await reset('Other-Forest32'), AccountCode.CODE_WRONG);

    expect(
      (await call(emailApi.loginPublic.path, { body: { email, password: 'Amber-Forest31' } })).code,
    ).toBe(200);
  });

  it('refuses every try after five wrong codes, even the right one', async () => {
    const email = newEmail('tries');
    await register(email);
    await call(emailApi.sendForgetEmailPublic.path, { body: { email } });
    const code = codeIn(await nthMail(email, 2));
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expectRefusal(
        await call(emailApi.checkForgetCode.path, { body: { email, code: wrong } }),
        AccountCode.CODE_WRONG,
      );
    }
    expectRefusal(
      await call(emailApi.checkForgetCode.path, { body: { email, code } }),
      AccountCode.TOO_MANY_CODE_ERRORS,
    );
    expectRefusal(
      await call(emailApi.resetPassword.path, { body: { email, code, password: 'Amber-Forest31' } }),
      AccountCode.TOO_MANY_CODE_ERRORS,
    );
  });

  it("answers 'reset timed out' once the 10 minutes are over", async () => {
    const email = newEmail('late');
    await register(email);
    await call(emailApi.sendForgetEmailPublic.path, { body: { email } });
    const code = codeIn(await nthMail(email, 2));
    expect(PASSWORD_RESET_TTL_MINUTES).toBe(10);
    await clock.advance(PASSWORD_RESET_TTL_MINUTES * MINUTE_MS - 1);
    expect(await call(emailApi.checkForgetCode.path, { body: { email, code } })).toEqual({
      code: 200,
      data: null,
    });
    await clock.advance(1);
    const timedOut = await call(emailApi.checkForgetCode.path, { body: { email, code } });
    expect(timedOut).toMatchObject({ code: AccountCode.RESET_TIMED_OUT, msg: 'reset timed out' });
    expectRefusal(
      await call(emailApi.resetPassword.path, { body: { email, code, password: 'Amber-Forest31' } }),
      AccountCode.RESET_TIMED_OUT,
    );
  });
});
