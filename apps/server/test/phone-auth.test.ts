import { createHmac } from 'node:crypto';
import {
  answerText,
  AccountCode,
  BOT_TELEMETRY_HEADER,
  Code,
  MISSING_TELEMETRY,
  PHONE_CODE_TTL_MINUTES,
  phoneApi,
  profileApi,
  RELINK_LOCK_DAYS,
  type RequestCredentials,
} from '@mingle/protocol';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/config';
import { DAY_MS, MINUTE_MS } from '../src/infra/clock';
import { smsRequests, users, verificationCodes } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { HttpSmsSender, SMS_SIGNATURE_HEADER } from '../src/infra/sms/http-sms-sender';
import { addressKey, codeRequestLimits } from '../src/modules/phone-auth/limits';
import { parseMobileNumber } from '../src/modules/phone-auth/phone-number';
import { signedInject } from './signed';
import { startSmsProviderServer, type SmsProviderServer } from './sms-provider-server';
import { factories } from './kit/factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let kit: ReturnType<typeof factories>;
// The server's time moves only when a test moves it (codes expiring, the relink lock running out).
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  kit = factories(t);
});
afterAll(() => t.close());

// Every test takes fresh numbers and addresses, so the limits one test runs into never reach another.
// The 176 range is left out: the number-range test has it to itself.
const FAMILIES = ['150', '151', '152', '155', '157', '159', '160', '162', '163', '170', '171', '172', '173'];
let numbers = 0;
function newNumber(): string {
  const n = numbers++;
  const family = FAMILIES[n % FAMILIES.length] ?? '151';
  const lead = Math.floor(n / FAMILIES.length) % 10;
  return `+49${family}${lead}${String(n).padStart(7, '0')}`;
}
let addresses = 0;
function newIp(): string {
  addresses += 1;
  return `10.20.${addresses >> 8}.${addresses & 255}`;
}

interface CallOptions {
  app?: TestApp;
  ip?: string;
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string | number | undefined>,
  options: CallOptions = {},
) {
  const target = options.app ?? t;
  const request = signedInject({
    method,
    path,
    credentials: options.credentials ?? { deviceId: 'phone-device' },
    ...(method === 'GET' ? { query: fields } : { body: fields }),
    timestamp: target.ctx.clock.now(),
  });
  const res = await target.app.inject({
    ...request,
    remoteAddress: options.ip ?? newIp(),
    headers: options.headers ?? {},
  });
  return { status: res.statusCode, ...res.json() };
}

function expectRefusal(answer: { code: number; msg?: string }, code: AccountCode): void {
  expect({ code: answer.code, msg: answer.msg }).toEqual({ code, msg: answerText(code) });
}

const sendCode = (phone: string, extra: Record<string, string> = {}, options: CallOptions = {}) =>
  call('POST', phoneApi.sendCodePublic.path, { phone, channel: 'sms', ...extra }, options);

async function codeSentTo(phone: string, app: TestApp = t): Promise<string> {
  const [row] = await app.ctx.outbox.latest(1, phone);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Asks for a code (sign-in unless `extra` says otherwise) and reads it from what was sent. */
async function requestCode(
  phone: string,
  extra: Record<string, string> = {},
  options: CallOptions = {},
): Promise<string> {
  expect((await sendCode(phone, extra, options)).code).toBe(200);
  return codeSentTo(phone, options.app);
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function signUp(phone: string, options: CallOptions = {}) {
  const code = await requestCode(phone, {}, options);
  const answer = await call('POST', phoneApi.login.path, { phone, code }, options);
  expect(answer.code).toBe(200);
  return answer.data as { id: number; loginToken: string };
}

const sessionOf = (login: { id: number; loginToken: string }, deviceId = 'phone-device') => ({
  deviceId,
  userId: login.id,
  loginToken: login.loginToken,
});

function limitsOf(phone: string, ip = '') {
  const parsed = parseMobileNumber(phone);
  if (!parsed) throw new Error(`not a mobile number: ${phone}`);
  return codeRequestLimits(parsed, ip, 1, t.ctx.clock.date());
}

/** Stands for the minute passing between two code requests for the number. */
const letMinutePass = (phone: string) => t.ctx.limiter.reset(limitsOf(phone)[0].rule);

async function smsLog(phone: string, app: TestApp = t) {
  return app.ctx.database.db
    .select()
    .from(smsRequests)
    .where(eq(smsRequests.phone, phone))
    .orderBy(desc(smsRequests.id));
}

describe('phone numbers', () => {
  it('are read with a + or 00 country code, or in national form in the caller’s country, and stored as E.164', () => {
    expect(parseMobileNumber(' +49 151 1234 5678 ')).toMatchObject({
      e164: '+4915112345678',
      country: 'DE',
      prefix: '+491511',
    });
    expect(parseMobileNumber('0049 151 12345678')?.e164).toBe('+4915112345678');
    expect(parseMobileNumber('0151 12345678', 'DE')?.e164).toBe('+4915112345678');
    expect(parseMobileNumber('0151 12345678', 'US')).toBeUndefined();
    expect(parseMobileNumber('(415) 555-2671', 'US')?.e164).toBe('+14155552671');
  });

  it('refuse what cannot receive a code: landlines, toll-free and premium-rate numbers, nonsense', () => {
    expect(parseMobileNumber('+49 30 123456')).toBeUndefined();
    expect(parseMobileNumber('+800 1234 5678')).toBeUndefined();
    expect(parseMobileNumber('+49 900 1234567')).toBeUndefined();
    expect(parseMobileNumber('+49151')).toBeUndefined();
    expect(parseMobileNumber('call me')).toBeUndefined();
  });
});

describe('limit keys', () => {
  it('count IPv4 addresses one by one and IPv6 addresses by /64, however they are written', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:0db8:0007:0001:0000:0000:0000:0001')).toBe('2001:db8:7:1::/64');
    expect(addressKey('2001:db8:7:1::ffff')).toBe('2001:db8:7:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('checkMobile', () => {
  it('answers whether the number has an account and a password, with the number normalised', async () => {
    const phone = newNumber();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const before = await call('GET', phoneApi.checkMobilePublic.path, { phone: spaced });
    expect(before).toMatchObject({ code: 200, data: { phone, registered: false, hasPassword: false } });
    await signUp(phone);
    const after = await call('GET', phoneApi.checkMobilePublic.path, { phone });
    expect(after.data).toEqual({ phone, registered: true, hasPassword: false });
  });

  it("refuses an invalid number with 'Please enter a valid mobile number'", async () => {
    for (const phone of ['12', '+49 30 123456', '']) {
      expectRefusal(await call('GET', phoneApi.checkMobilePublic.path, { phone }), AccountCode.PHONE_INVALID);
    }
    expectRefusal(await sendCode('+4930123456'), AccountCode.PHONE_INVALID);
  });

  it('limits look-ups per address, so number ranges cannot be swept', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      expect((await call('GET', phoneApi.checkMobilePublic.path, { phone: newNumber() }, { ip })).code).toBe(
        200,
      );
    }
    const refused = await call('GET', phoneApi.checkMobilePublic.path, { phone: newNumber() }, { ip });
    expect(refused).toMatchObject({
      code: Code.TOO_MANY_REQUESTS,
      msg: answerText(Code.TOO_MANY_REQUESTS),
    });
  });

  it('needs a session on the spec path; visitors use the exempt alias', async () => {
    const visitor = await call('GET', phoneApi.checkMobile.path, { phone: newNumber() });
    expect(visitor.code).toBe(Code.LOGIN_REQUIRED);
    const login = await signUp(newNumber());
    const signedIn = await call(
      'GET',
      phoneApi.checkMobile.path,
      { phone: newNumber() },
      {
        credentials: sessionOf(login),
      },
    );
    expect(signedIn.code).toBe(200);
  });
});

describe('sign-in by code', () => {
  it('creates the account on the first sign-in, with the number verified, and signs in', async () => {
    const phone = newNumber();
    const sent = await sendCode(phone, {}, { headers: { [BOT_TELEMETRY_HEADER]: 'tk.v2.abc' } });
    expect(sent).toMatchObject({
      code: 200,
      data: { phone, channel: 'sms', expiresInSeconds: 600, resendInSeconds: 60 },
    });
    const code = await codeSentTo(phone);
    const [message] = await t.ctx.outbox.latest(1, phone);
    expect(message).toMatchObject({ channel: 'sms', transport: 'outbox' });
    // The last line lets the browser offer the code (WebOTP), bound to our host.
    expect(message?.body).toBe(
      `Your Mingle code is ${code}. It expires in 10 minutes. Never share it.\n\n@localhost #${code}`,
    );

    const login = await call('POST', phoneApi.login.path, { phone, code, countryId: 276 }, { ip: newIp() });
    expect(login).toMatchObject({ code: 200, data: { phone, phoneVerified: true, countryId: 276 } });
    expect(login.data.loginToken).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ id: login.data.id, deviceId: 'phone-device' });
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);

    // The session works on a signed-in path.
    const logout = await t.app.inject(
      signedInject({
        method: 'PUT',
        path: '/facade/api/user/logout',
        credentials: sessionOf(login.data),
        timestamp: clock.now(),
      }),
    );
    expect(logout.json().code).toBe(200);
  });

  it('signs the same account in on later sign-ins', async () => {
    const phone = newNumber();
    const first = await signUp(phone);
    await letMinutePass(phone);
    const second = await signUp(phone);
    expect(second.id).toBe(first.id);
    expect(second.loginToken).not.toBe(first.loginToken);
  });

  it('stores only a hash of the code, valid for 10 minutes', async () => {
    const phone = newNumber();
    const code = await requestCode(phone, { channel: 'whatsapp' });
    const [row] = await t.ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone));
    expect(row).toMatchObject({ purpose: 'phone-login', channel: 'whatsapp', attempts: 0, consumedAt: null });
    expect(row?.codeHash).not.toContain(code);
    expect(PHONE_CODE_TTL_MINUTES).toBe(10);
    expect(row?.expiresAt.getTime()).toBe(clock.now() + PHONE_CODE_TTL_MINUTES * MINUTE_MS);
    // WhatsApp has no WebOTP line.
    const [message] = await t.ctx.outbox.latest(1, phone);
    expect(message).toMatchObject({ channel: 'whatsapp' });
    expect(message?.body).not.toContain('@localhost');
  });

  it('uses a code once', async () => {
    const phone = newNumber();
    await signUp(phone);
    const again = await call('POST', phoneApi.login.path, { phone, code: await codeSentTo(phone) });
    expectRefusal(again, AccountCode.CODE_WRONG);
  });

  it("answers a wrong code with 'The verification code is wrong.'", async () => {
    const phone = newNumber();
    const code = await requestCode(phone);
    expectRefusal(
      await call('POST', phoneApi.login.path, { phone, code: wrongCodeFor(code) }),
      AccountCode.CODE_WRONG,
    );
    expectRefusal(await call('POST', phoneApi.login.path, { phone, code: 'abc' }), AccountCode.CODE_WRONG);
    // Two wrong tries leave the right code usable.
    expect((await call('POST', phoneApi.login.path, { phone, code })).code).toBe(200);
  });

  it.each([
    ['at sign-in', 'POST', phoneApi.login.path],
    ['at checkCode', 'GET', phoneApi.checkCodePublic.path],
  ] as const)(
    'burns a code on the fifth wrong try %s: too many errors, even for the right code',
    async (_where, method, path) => {
      const phone = newNumber();
      const code = await requestCode(phone);
      for (let i = 0; i < 4; i++) {
        expectRefusal(await call(method, path, { phone, code: wrongCodeFor(code) }), AccountCode.CODE_WRONG);
      }
      const fifth = await call(method, path, { phone, code: wrongCodeFor(code) });
      expectRefusal(fifth, AccountCode.TOO_MANY_CODE_ERRORS);
      expect(fifth.status).toBe(429);
      expectRefusal(
        await call('POST', phoneApi.login.path, { phone, code }),
        AccountCode.TOO_MANY_CODE_ERRORS,
      );
    },
  );

  it('refuses an expired code with its own text, 10 minutes after it was sent', async () => {
    const phone = newNumber();
    const code = await requestCode(phone);
    await clock.advance(PHONE_CODE_TTL_MINUTES * MINUTE_MS - 1);
    expect((await call('GET', phoneApi.checkCodePublic.path, { phone, code })).code).toBe(200);
    await clock.advance(1);
    expectRefusal(await call('POST', phoneApi.login.path, { phone, code }), AccountCode.CODE_EXPIRED);
    expectRefusal(
      await call('GET', phoneApi.checkCodePublic.path, { phone, code }),
      AccountCode.CODE_EXPIRED,
    );
  });

  it('retires the earlier code when a new one is sent', async () => {
    const phone = newNumber();
    await sendCode(phone);
    const first = await codeSentTo(phone);
    await letMinutePass(phone);
    await sendCode(phone);
    const second = await codeSentTo(phone);
    if (first !== second) {
      expectRefusal(await call('POST', phoneApi.login.path, { phone, code: first }), AccountCode.CODE_WRONG);
    }
    expect((await call('POST', phoneApi.login.path, { phone, code: second })).code).toBe(200);
  });

  it('refuses a sign-in without a device id, which the session is bound to', async () => {
    const phone = newNumber();
    await sendCode(phone);
    const res = await t.app.inject({
      method: 'POST',
      url: phoneApi.login.path,
      payload: { phone, code: await codeSentTo(phone) },
    });
    expect(res.json()).toMatchObject({ code: Code.VALIDATION });
  });

  it('refuses a banned device', async () => {
    const phone = newNumber();
    await t.ctx.bans.ban({ kind: 'device', deviceId: 'banned-phone', by: 'test' });
    await sendCode(phone);
    const answer = await call(
      'POST',
      phoneApi.login.path,
      { phone, code: await codeSentTo(phone) },
      { credentials: { deviceId: 'banned-phone' } },
    );
    expect(answer.code).toBe(Code.BANNED_DEVICE);
  });

  it('does not start a new account with a number unlinked from another one in the last 7 days', async () => {
    const phone = newNumber();
    const credentials = sessionOf(await signUp(phone));
    // The account moves to another number; the old one stays its own for 7 days.
    const moved = newNumber();
    await call('POST', profileApi.bindPhoneStart.path, { phone: moved }, { credentials });
    const code = await codeSentTo(moved);
    const bound = await call(
      'POST',
      profileApi.bindPhoneConfirm.path,
      { phone: moved, code },
      { credentials },
    );
    expect(bound.code).toBe(200);

    expectRefusal(await sendCode(phone), AccountCode.RELINK_LOCKED);
    expect((await smsLog(phone))[0]?.refusal).toBe('relink-locked');
    expect(RELINK_LOCK_DAYS).toBe(7);
    await clock.advance(RELINK_LOCK_DAYS * DAY_MS - 1);
    expectRefusal(await sendCode(phone), AccountCode.RELINK_LOCKED);
    await clock.advance(1);
    await letMinutePass(phone);
    expect((await sendCode(phone)).code).toBe(200);
  });
});

describe('checkCode', () => {
  it('checks a code without using it up', async () => {
    const phone = newNumber();
    const code = await requestCode(phone);
    expect(await call('GET', phoneApi.checkCodePublic.path, { phone, code })).toMatchObject({
      code: 200,
      data: { valid: true },
    });
    expect((await call('POST', phoneApi.login.path, { phone, code })).code).toBe(200);
  });

  it('limits code checks per address across numbers', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      const answer = await call(
        'GET',
        phoneApi.checkCodePublic.path,
        { phone: newNumber(), code: '123456' },
        { ip },
      );
      expectRefusal(answer, AccountCode.CODE_WRONG);
    }
    const refused = await call(
      'GET',
      phoneApi.checkCodePublic.path,
      { phone: newNumber(), code: '123456' },
      { ip },
    );
    expect(refused.code).toBe(Code.TOO_MANY_REQUESTS);
  });
});

describe('code requests', () => {
  it("record the bot-protection telemetry, or 'missing-telemetry' when the header is absent", async () => {
    const phone = newNumber();
    const ip = newIp();
    await sendCode(phone, {}, { ip, headers: { [BOT_TELEMETRY_HEADER]: 'sensor-data-1' } });
    await letMinutePass(phone);
    await sendCode(phone, { channel: 'whatsapp' }, { ip });
    const log = await smsLog(phone);
    expect(
      log.map((r) => ({ ip: r.ip, channel: r.channel, telemetry: r.telemetry, refusal: r.refusal })),
    ).toEqual([
      { ip, channel: 'whatsapp', telemetry: MISSING_TELEMETRY, refusal: null },
      { ip, channel: 'sms', telemetry: 'sensor-data-1', refusal: null },
    ]);
  });

  it('allow one code a minute per number: too many code requests', async () => {
    const phone = newNumber();
    expect((await sendCode(phone)).code).toBe(200);
    const again = await sendCode(phone);
    expectRefusal(again, AccountCode.TOO_MANY_CODE_REQUESTS);
    expect(again.status).toBe(429);
    expect((await smsLog(phone))[0]?.refusal).toBe('limit:number');
  });

  it('allow five codes a day per number: daily limit reached', async () => {
    const phone = newNumber();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(phone)).code).toBe(200);
      await letMinutePass(phone);
    }
    expectRefusal(await sendCode(phone), AccountCode.DAILY_LIMIT_REACHED);
    expect((await smsLog(phone))[0]?.refusal).toBe('limit:number-day');
  });

  it('allow ten codes an hour and twenty a day per address', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await sendCode(newNumber(), {}, { ip })).code).toBe(200);
    expectRefusal(await sendCode(newNumber(), {}, { ip }), AccountCode.TOO_MANY_CODE_REQUESTS);

    // Stands for the hours passing: the hourly count starts again, the day's goes on.
    const hour = limitsOf(newNumber(), ip)[2].rule;
    await t.ctx.limiter.reset(hour);
    for (let i = 0; i < 10; i++) expect((await sendCode(newNumber(), {}, { ip })).code).toBe(200);
    await t.ctx.limiter.reset(hour);
    const last = newNumber();
    expectRefusal(await sendCode(last, {}, { ip }), AccountCode.DAILY_LIMIT_REACHED);
    expect((await smsLog(last))[0]?.refusal).toBe('limit:ip-day');
  });

  it('count an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(newNumber(), {}, { ip: `2001:db8:7:1::${i + 1}` })).code).toBe(200);
    }
    expectRefusal(
      await sendCode(newNumber(), {}, { ip: '2001:db8:7:1:ffff:1:2:3' }),
      AccountCode.TOO_MANY_CODE_REQUESTS,
    );
    expect((await sendCode(newNumber(), {}, { ip: '2001:db8:7:2::1' })).code).toBe(200);
  });

  it('allow twenty codes an hour per number range, whatever the addresses', async () => {
    const inRange = (i: number) => `+49176${String(5_000_000 + i).padStart(8, '0')}`;
    for (let i = 0; i < 20; i++) expect((await sendCode(inRange(i))).code).toBe(200);
    expectRefusal(await sendCode(inRange(20)), AccountCode.TOO_MANY_CODE_REQUESTS);
    expect((await smsLog(inRange(20)))[0]?.refusal).toBe('limit:prefix');
    expect((await sendCode('+4917699999999')).code).toBe(200);
  });

  it('stop at the global daily cap', async () => {
    const capped = await createTestApp({ env: { SMS_DAILY_CAP: '2' } });
    try {
      expect((await sendCode(newNumber(), {}, { app: capped })).code).toBe(200);
      expect((await sendCode(newNumber(), {}, { app: capped })).code).toBe(200);
      const phone = newNumber();
      expectRefusal(await sendCode(phone, {}, { app: capped }), AccountCode.DAILY_LIMIT_REACHED);
      expect((await smsLog(phone, capped))[0]?.refusal).toBe('limit:all-day');
    } finally {
      await capped.close();
    }
  });

  it('need a session on the spec path', async () => {
    const visitor = await call('POST', phoneApi.sendCode.path, { phone: newNumber(), channel: 'sms' });
    expect(visitor.code).toBe(Code.LOGIN_REQUIRED);
    const login = await signUp(newNumber());
    const signedIn = await call(
      'POST',
      phoneApi.sendCode.path,
      { phone: newNumber(), channel: 'whatsapp' },
      {
        credentials: sessionOf(login),
      },
    );
    expect(signedIn.code).toBe(200);
  });
});

describe('phone sign-up switches', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ env: { PHONE_REGISTRATION_ENABLED: 'false' } });
  });
  afterAll(() => closed.close());

  it('registration disabled refuses new numbers, before and at sign-in, and lets accounts in', async () => {
    const phone = newNumber();
    const refused = await sendCode(phone, {}, { app: closed });
    expectRefusal(refused, AccountCode.PHONE_REGISTRATION_DISABLED);
    expect(refused.status).toBe(403);
    expect((await smsLog(phone, closed))[0]?.refusal).toBe('registration-disabled');
    expectRefusal(
      await call('POST', phoneApi.login.path, { phone, code: '123456' }, { app: closed }),
      AccountCode.PHONE_REGISTRATION_DISABLED,
    );

    const member = newNumber();
    await closed.ctx.database.db.insert(users).values({ phone: member, deviceId: 'old-device' });
    expect((await signUp(member, { app: closed })).id).toBeGreaterThan(0);
  });

  it("a blocked country answers 'not available in your country/region'; the number's country decides", async () => {
    const blocked = await createTestApp({ env: { PHONE_BLOCKED_COUNTRIES: 'fr, de' } });
    try {
      const phone = newNumber();
      expectRefusal(await sendCode(phone, {}, { app: blocked }), AccountCode.PHONE_COUNTRY_UNAVAILABLE);
      expect((await smsLog(phone, blocked))[0]?.refusal).toBe('country-unavailable');
      expectRefusal(
        await call('POST', phoneApi.login.path, { phone, code: '123456' }, { app: blocked }),
        AccountCode.PHONE_COUNTRY_UNAVAILABLE,
      );
      // Other countries' numbers sign up as usual, and German numbers that have an account still sign in.
      expect((await sendCode('+14155552671', {}, { app: blocked })).code).toBe(200);
      const member = newNumber();
      await blocked.ctx.database.db.insert(users).values({ phone: member, deviceId: 'old-device' });
      expect((await signUp(member, { app: blocked })).id).toBeGreaterThan(0);
    } finally {
      await blocked.close();
    }
  });

  it('refuses a malformed country list at start-up', () => {
    expect(() => readEnv({ PHONE_BLOCKED_COUNTRIES: 'DE,Germany' })).toThrow(/PHONE_BLOCKED_COUNTRIES/);
    expect(readEnv({ PHONE_BLOCKED_COUNTRIES: ' de , FR' }).phoneBlockedCountries).toEqual(['DE', 'FR']);
  });
});

describe('phone password', () => {
  async function withPassword(password = 'correct horse') {
    const phone = newNumber();
    const login = await signUp(phone);
    const set = await call(
      'POST',
      phoneApi.updatePassword.path,
      { password },
      { credentials: sessionOf(login) },
    );
    expect(set).toMatchObject({ code: 200, data: { hasPassword: true } });
    return { phone, login, password };
  }

  it('is set while signed in and then signs in, by GET as the spec lists it or by POST', async () => {
    const { phone, login, password } = await withPassword();
    expect((await call('GET', phoneApi.checkMobilePublic.path, { phone })).data).toMatchObject({
      hasPassword: true,
    });
    const byGet = await call('GET', phoneApi.passwordLoginPublic.path, { phone, password, countryId: 840 });
    expect(byGet).toMatchObject({
      code: 200,
      data: { id: login.id, hasPhonePassword: true, countryId: 840 },
    });
    const byPost = await call('POST', phoneApi.passwordLoginPublic.path, { phone, password });
    expect(byPost).toMatchObject({ code: 200, data: { id: login.id } });
    expect(byPost.data.loginToken).not.toBe(byGet.data.loginToken);
  });

  it("needs at least 8 characters: 'Password must be at least 8 characters'", async () => {
    const login = await signUp(newNumber());
    expectRefusal(
      await call(
        'POST',
        phoneApi.updatePassword.path,
        { password: 'seven77' },
        { credentials: sessionOf(login) },
      ),
      AccountCode.PHONE_PASSWORD_LENGTH,
    );
    expectRefusal(
      await call('GET', phoneApi.passwordLoginPublic.path, { phone: newNumber(), password: 'short' }),
      AccountCode.PHONE_PASSWORD_LENGTH,
    );
    // Eight characters as a person counts them, emoji included.
    const ok = await call(
      'POST',
      phoneApi.updatePassword.path,
      { password: '🙂🙂🙂🙂abcd' },
      {
        credentials: sessionOf(login),
      },
    );
    expect(ok.code).toBe(200);
  });

  it("answers 'Wrong password.' for a wrong password, a number without one, and an unknown number", async () => {
    const { phone } = await withPassword();
    expectRefusal(
      await call('GET', phoneApi.passwordLoginPublic.path, { phone, password: 'wrong password' }),
      AccountCode.WRONG_PASSWORD,
    );
    const noPassword = newNumber();
    await signUp(noPassword);
    expectRefusal(
      await call('GET', phoneApi.passwordLoginPublic.path, { phone: noPassword, password: 'whatever123' }),
      AccountCode.WRONG_PASSWORD,
    );
    expectRefusal(
      await call('GET', phoneApi.passwordLoginPublic.path, { phone: newNumber(), password: 'whatever123' }),
      AccountCode.WRONG_PASSWORD,
    );
  });

  it('five wrong passwords for a number: too many wrong passwords, even with the right one', async () => {
    const { phone, password } = await withPassword();
    for (let i = 0; i < 5; i++) {
      expectRefusal(
        await call('GET', phoneApi.passwordLoginPublic.path, { phone, password: `wrong-${i}-pass` }),
        AccountCode.WRONG_PASSWORD,
      );
    }
    const refused = await call('GET', phoneApi.passwordLoginPublic.path, { phone, password });
    expectRefusal(refused, AccountCode.TOO_MANY_WRONG_PASSWORDS);
    expect(refused.status).toBe(429);
  });

  it('a right password clears the count of wrong ones', async () => {
    const { phone, password } = await withPassword();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        await call('GET', phoneApi.passwordLoginPublic.path, { phone, password: `wrong-${i}-pass` });
      }
      expect((await call('GET', phoneApi.passwordLoginPublic.path, { phone, password })).code).toBe(200);
    }
  });

  it('twenty guesses from one address across numbers: too many wrong passwords', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expectRefusal(
        await call(
          'GET',
          phoneApi.passwordLoginPublic.path,
          { phone: newNumber(), password: 'guess1234' },
          { ip },
        ),
        AccountCode.WRONG_PASSWORD,
      );
    }
    const { phone, password } = await withPassword();
    expectRefusal(
      await call('GET', phoneApi.passwordLoginPublic.path, { phone, password }, { ip }),
      AccountCode.TOO_MANY_WRONG_PASSWORDS,
    );
  });

  it('is changed with the old password, which must be right', async () => {
    const { phone, login, password } = await withPassword();
    const credentials = sessionOf(login);
    expectRefusal(
      await call('POST', phoneApi.updatePassword.path, { password: 'new password' }, { credentials }),
      AccountCode.WRONG_PASSWORD,
    );
    expectRefusal(
      await call(
        'POST',
        phoneApi.updatePassword.path,
        { password: 'new password', oldPassword: 'not it at all' },
        {
          credentials,
        },
      ),
      AccountCode.WRONG_PASSWORD,
    );
    const changed = await call(
      'POST',
      phoneApi.updatePassword.path,
      { password: 'new password', oldPassword: password },
      {
        credentials,
      },
    );
    expect(changed.code).toBe(200);
    expect(
      (await call('GET', phoneApi.passwordLoginPublic.path, { phone, password: 'new password' })).code,
    ).toBe(200);
  });

  it('needs a linked number', async () => {
    const credentials = { ...(await kit.user()) };
    expectRefusal(
      await call('POST', phoneApi.updatePassword.path, { password: 'long enough' }, { credentials }),
      AccountCode.PHONE_NOT_BOUND,
    );
  });

  it('needs a session on updateMobilePassword', async () => {
    const answer = await call('POST', phoneApi.updatePassword.path, { password: 'long enough' });
    expect(answer.code).toBe(Code.LOGIN_REQUIRED);
  });
});

describe('forgotten phone password', () => {
  async function accountWithPassword() {
    const phone = newNumber();
    const login = await signUp(phone);
    await call(
      'POST',
      phoneApi.updatePassword.path,
      { password: 'first password' },
      { credentials: sessionOf(login) },
    );
    return { phone, login };
  }

  it("refuses a reset code for a number without an account: 'account does not exist'", async () => {
    const phone = newNumber();
    const answer = await sendCode(phone, { purpose: 'reset' });
    expectRefusal(answer, AccountCode.ACCOUNT_NOT_FOUND);
    expect((await smsLog(phone))[0]?.refusal).toBe('no-account');
  });

  it('checks the code, sets the new password and signs in, ending the other session', async () => {
    const { phone, login } = await accountWithPassword();
    await letMinutePass(phone);
    const code = await requestCode(phone, { purpose: 'reset', channel: 'whatsapp' });
    expect((await t.ctx.outbox.latest(1, phone))[0]?.body).toContain('password reset code');
    expect((await call('GET', phoneApi.checkCodePublic.path, { phone, code, purpose: 'reset' })).code).toBe(
      200,
    );
    // A reset code does not sign in by itself, and a sign-in code resets nothing.
    expectRefusal(await call('POST', phoneApi.login.path, { phone, code }), AccountCode.CODE_WRONG);

    expectRefusal(
      await call('POST', phoneApi.resetPassword.path, { phone, code, password: 'short' }),
      AccountCode.PHONE_PASSWORD_LENGTH,
    );
    const reset = await call('POST', phoneApi.resetPassword.path, {
      phone,
      code,
      password: 'second password',
    });
    expect(reset).toMatchObject({ code: 200, data: { id: login.id, hasPhonePassword: true } });
    expectRefusal(
      await call('POST', phoneApi.resetPassword.path, { phone, code, password: 'third password' }),
      AccountCode.CODE_WRONG,
    );

    const old = await t.app.inject(
      signedInject({
        method: 'PUT',
        path: '/facade/api/user/logout',
        credentials: sessionOf(login),
        timestamp: clock.now(),
      }),
    );
    expect(old.json().code).toBe(Code.SESSION_EXPIRED);
    expectRefusal(
      await call('GET', phoneApi.passwordLoginPublic.path, { phone, password: 'first password' }),
      AccountCode.WRONG_PASSWORD,
    );
    expect(
      (await call('GET', phoneApi.passwordLoginPublic.path, { phone, password: 'second password' })).code,
    ).toBe(200);
  });

  it("answers 'reset timed out' once the reset code has expired, at any step", async () => {
    const { phone } = await accountWithPassword();
    await letMinutePass(phone);
    const code = await requestCode(phone, { purpose: 'reset' });
    await clock.advance(PHONE_CODE_TTL_MINUTES * MINUTE_MS - 1);
    expect((await call('GET', phoneApi.checkCodePublic.path, { phone, code, purpose: 'reset' })).code).toBe(
      200,
    );
    await clock.advance(1);
    const answer = await call('POST', phoneApi.resetPassword.path, {
      phone,
      code,
      password: 'second password',
    });
    expectRefusal(answer, AccountCode.RESET_TIMED_OUT);
    expectRefusal(
      await call('GET', phoneApi.checkCodePublic.path, { phone, code, purpose: 'reset' }),
      AccountCode.RESET_TIMED_OUT,
    );
  });

  it('lets a signed-in user replace the password with a reset code instead of the old one', async () => {
    const { phone, login } = await accountWithPassword();
    await letMinutePass(phone);
    const code = await requestCode(phone, { purpose: 'reset' });
    const credentials = sessionOf(login);
    const wrong = await call(
      'POST',
      phoneApi.updatePassword.path,
      { password: 'by code 123', code: wrongCodeFor(code) },
      {
        credentials,
      },
    );
    expectRefusal(wrong, AccountCode.CODE_WRONG);
    const changed = await call(
      'POST',
      phoneApi.updatePassword.path,
      { password: 'by code 123', code },
      { credentials },
    );
    expect(changed.code).toBe(200);
    expect(
      (await call('GET', phoneApi.passwordLoginPublic.path, { phone, password: 'by code 123' })).code,
    ).toBe(200);
  });
});

describe('SMS provider transport', () => {
  const secret = 'provider-secret-0123456789';
  let provider: SmsProviderServer;
  beforeAll(async () => {
    provider = await startSmsProviderServer();
  });
  afterAll(() => provider.close());

  const signatureOf = (body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it('POSTs { to, channel, text } as JSON with an HMAC-SHA256 signature of the body', async () => {
    const sender = new HttpSmsSender({ url: provider.url, secret });
    await sender.send({ to: '+4915112345678', channel: 'whatsapp', text: 'Hallo, Grüße' });
    const request = provider.received.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: '+4915112345678',
      channel: 'whatsapp',
      text: 'Hallo, Grüße',
    });
    expect(request?.headers[SMS_SIGNATURE_HEADER]).toBe(signatureOf(request?.body ?? ''));
    // A signature made with another key does not match.
    const forged = `sha256=${createHmac('sha256', 'another-secret')
      .update(request?.body ?? '')
      .digest('hex')}`;
    expect(request?.headers[SMS_SIGNATURE_HEADER]).not.toBe(forged);
  });

  it('takes over from the outbox when SMS_PROVIDER_URL is set, and the code it carried signs in', async () => {
    const app = await createTestApp({ env: { SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_SECRET: secret } });
    try {
      expect(app.ctx.sms.transport).toBe('provider');
      const phone = newNumber();
      expect((await sendCode(phone, {}, { app })).code).toBe(200);
      const request = provider.received.find((r) => r.body.includes(phone));
      expect(request?.headers[SMS_SIGNATURE_HEADER]).toBe(signatureOf(request?.body ?? ''));
      const { text } = JSON.parse(request?.body ?? '{}') as { text: string };
      const code = text.match(/\b(\d{6})\b/)?.[1];
      expect((await call('POST', phoneApi.login.path, { phone, code }, { app })).code).toBe(200);
      expect(await app.ctx.outbox.latest(10, phone)).toEqual([]);

      provider.answerWith(503);
      const failing = newNumber();
      const answer = await sendCode(failing, {}, { app });
      expect(answer).toMatchObject({ code: Code.INTERNAL, msg: answerText(Code.INTERNAL) });
      expect((await smsLog(failing, app))[0]?.refusal).toBe('delivery-failed');
    } finally {
      provider.answerWith(202);
      await app.close();
    }
  });

  it('refuses SMS_PROVIDER_URL without SMS_PROVIDER_SECRET at start-up', () => {
    expect(() => readEnv({ SMS_PROVIDER_URL: provider.url })).toThrow(/SMS_PROVIDER_SECRET/);
    expect(() => readEnv({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_SECRET: 'short' })).toThrow(
      /SMS_PROVIDER_SECRET/,
    );
    expect(readEnv({}).smsProvider).toBeUndefined();
  });
});
