import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  answerText,
  AccountCode,
  BIND_CODE_TTL_MINUTES,
  Code,
  emailApi,
  endpointGroups,
  INTERESTS,
  MEDIA_FILE_PATH,
  mediaApi,
  phoneApi,
  profileApi,
  RELINK_LOCK_DAYS,
  TERMS_VERSION,
  type UserInfo,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../src/infra/clock';
import { users } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import type { IssuedSession } from '../src/modules/session/service';
import { signedInject } from './signed';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let inbox: SmtpInbox;
// The server's time moves only when a test moves it (codes expiring, the relink lock running out).
const clock = new ManualClock();
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const words = path.join(mkdtempSync(path.join(os.tmpdir(), 'mingle-words-')), 'words.txt');
  writeFileSync(words, '# test list\nbadword\nbad phrase\nass\n\n');
  t = await createTestApp({ env: { SMTP_URL: inbox.url, SENSITIVE_WORDS_FILE: words }, clock });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const newUser = () => t.ctx.sessions.createUserWithSession(`dev-${randomBytes(4).toString('hex')}`);
const post = (p: string, user: IssuedSession | undefined, body: Record<string, unknown>) =>
  t.app.inject(
    signedInject({
      method: 'POST',
      path: p,
      body,
      credentials: user ? { ...user } : undefined,
      timestamp: clock.now(),
    }),
  );
const get = (p: string, user: IssuedSession, query?: Record<string, string | number>) =>
  t.app.inject(
    signedInject({ method: 'GET', path: p, query, credentials: { ...user }, timestamp: clock.now() }),
  );
const update = (user: IssuedSession, body: Record<string, unknown>) =>
  post(profileApi.update.path, user, body);

function refusal(res: { statusCode: number; json(): unknown }, code: AccountCode, status = 400) {
  expect(res.json()).toEqual({ code, data: null, msg: answerText(code) });
  expect(res.statusCode).toBe(status);
}

/** A birthday `years` years ago, shifted by `days` (positive: later, so younger). */
function birthdayYearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const ADULT = '1990-05-20';

describe('getUserInfo', () => {
  it("answers the own info, and another user's without contact data", async () => {
    const me = await newUser();
    const own = await get(profileApi.getUserInfo.path, me);
    expect(own.json()).toMatchObject({
      code: 200,
      data: { id: me.userId, profileComplete: false, photos: [] },
    });

    await t.ctx.database.db
      .update(users)
      .set({ email: `${me.userId}@example.com`, phone: `+49151${me.userId}`, firstName: 'Ann' })
      .where(eq(users.id, me.userId));
    await update(me, { nickname: 'Ann', birthday: ADULT, bio: 'Hello there' });
    const viewer = await newUser();
    const other = (await get(profileApi.getUserInfo.path, viewer, { searchUserId: me.userId })).json().data;
    expect(other).toMatchObject({
      id: me.userId,
      userName: 'Ann',
      bio: 'Hello there',
      zodiac: 'taurus',
      age: expect.any(Number),
      birthday: null,
      email: null,
      phone: null,
      firstName: null,
      isAdmin: false,
    });
    const mine = (await get(profileApi.getUserInfo.path, me, { searchUserId: me.userId })).json().data;
    expect(mine).toMatchObject({ email: `${me.userId}@example.com`, firstName: 'Ann', birthday: ADULT });
  });

  it("answers 'account does not exist' for unknown and suspended accounts", async () => {
    const viewer = await newUser();
    refusal(
      await get(profileApi.getUserInfo.path, viewer, { searchUserId: 99_999_999 }),
      AccountCode.ACCOUNT_NOT_FOUND,
      404,
    );
    const suspended = await newUser();
    await t.ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.userId));
    refusal(
      await get(profileApi.getUserInfo.path, viewer, { searchUserId: suspended.userId }),
      AccountCode.ACCOUNT_NOT_FOUND,
      404,
    );
  });

  it('needs a session', async () => {
    const res = await t.app.inject(
      signedInject({ method: 'GET', path: profileApi.getUserInfo.path, timestamp: clock.now() }),
    );
    expect(res.json().code).toBe(Code.LOGIN_REQUIRED);
  });
});

describe('profile update', () => {
  it('stores the fields, sanitises names and derives the zodiac', async () => {
    const me = await newUser();
    const res = await update(me, {
      nickname: '  <img src=x onerror=alert(1)>  ',
      gender: 2,
      birthday: '1995-12-25',
      bio: '  Coffee first  ',
      interests: [1, 12, 21],
      languages: '7,1',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(res.json().data).toMatchObject({
      userName: '*img src=x onerror=alert(1)*',
      gender: 2,
      birthday: '1995-12-25',
      zodiac: 'capricorn',
      bio: 'Coffee first',
      interests: [1, 12, 21],
      languages: [7, 1],
      firstName: 'Ann',
      lastName: 'Lee',
      profileComplete: true,
    });
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row?.nickname).toBe('*img src=x onerror=alert(1)*');

    // Empty texts clear; fields not sent stay.
    const cleared = (await update(me, { bio: '', lastName: '' })).json().data as UserInfo;
    expect(cleared).toMatchObject({ bio: null, lastName: null, firstName: 'Ann', gender: 2 });
  });

  it("refuses forbidden characters in names: 'Your name contains forbidden characters.'", async () => {
    const me = await newUser();
    refusal(await update(me, { nickname: 'Ann\u200B' }), AccountCode.NAME_FORBIDDEN_CHARACTERS);
    refusal(await update(me, { lastName: 'Lee\u202E' }), AccountCode.NAME_FORBIDDEN_CHARACTERS);
    // Emoji sequences joined by ZWJ are fine.
    expect((await update(me, { nickname: 'Ann 👩‍💻' })).json().data.userName).toBe('Ann 👩‍💻');
  });

  it("refuses listed words, case-insensitively on word boundaries: 'Nicknames contain sensitive words'", async () => {
    const me = await newUser();
    refusal(await update(me, { nickname: 'The BADWORD king' }), AccountCode.NAME_SENSITIVE_WORDS);
    refusal(await update(me, { nickname: 'ass' }), AccountCode.NAME_SENSITIVE_WORDS);
    refusal(await update(me, { nickname: 'ｂａｄｗｏｒｄ' }), AccountCode.NAME_SENSITIVE_WORDS);
    expect((await update(me, { nickname: 'Classy Badwords' })).json().code).toBe(200);
  });

  it("refuses listed words in the bio: 'The content you submitted contains sensitive words...'", async () => {
    const me = await newUser();
    refusal(await update(me, { bio: 'Just a bad   Phrase, sorry' }), AccountCode.CONTENT_SENSITIVE_WORDS);
    expect((await update(me, { bio: 'A bad phrasebook and a classic' })).json().data.bio).toBe(
      'A bad phrasebook and a classic',
    );
  });

  it("sets the gender once: 'Cannot be changed after selection'", async () => {
    const me = await newUser();
    expect((await update(me, { gender: 1 })).json().data.gender).toBe(1);
    refusal(await update(me, { gender: 2 }), AccountCode.CANNOT_CHANGE_AFTER_SELECTION);
    expect((await update(me, { gender: 1 })).json().code).toBe(200);
    expect((await update(me, { gender: 3 })).json().code).toBe(Code.VALIDATION);
  });

  it('changes the birthday at most once after it is set, and only to an adult one', async () => {
    const me = await newUser();
    refusal(await update(me, { birthday: birthdayYearsAgo(18, 1) }), AccountCode.UNDERAGE);
    const first = (await update(me, { birthday: birthdayYearsAgo(18) })).json().data;
    expect(first).toMatchObject({ age: 18, canChangeBirthday: true });
    refusal(await update(me, { birthday: birthdayYearsAgo(17) }), AccountCode.UNDERAGE);
    const changed = (await update(me, { birthday: '1990-01-01' })).json().data;
    expect(changed).toMatchObject({ zodiac: 'capricorn', canChangeBirthday: false });
    refusal(await update(me, { birthday: '1991-01-01' }), AccountCode.BIRTHDAY_CHANGE_USED);
    expect((await update(me, { birthday: '1990-01-01' })).json().code).toBe(200);
    expect((await update(me, { birthday: '1990-02-30' })).json().code).toBe(Code.VALIDATION);
  });

  it('takes up to 5 interests and 3 languages from the tables', async () => {
    const me = await newUser();
    refusal(await update(me, { interests: [1, 2, 3, 4, 5, 6] }), AccountCode.TOO_MANY_INTERESTS);
    refusal(await update(me, { languages: [1, 2, 3, 4] }), AccountCode.TOO_MANY_LANGUAGES);
    const unknown = await update(me, { interests: [1, 99] });
    expect(unknown.json()).toMatchObject({
      code: Code.VALIDATION,
      msg: expect.stringContaining('unknown interest'),
    });
    expect((await update(me, { languages: [1001] })).json().code).toBe(Code.VALIDATION);
    expect((await update(me, { interests: [3, 3] })).json().code).toBe(Code.VALIDATION);
    expect((await update(me, { interests: [1, 2, 3, 4, 5], languages: [] })).json().data).toMatchObject({
      interests: [1, 2, 3, 4, 5],
      languages: [],
    });
  });

  it('lists the interest and language tables', async () => {
    const me = await newUser();
    expect((await get(profileApi.interests.path, me)).json().data).toEqual(INTERESTS);
    const languages = (await get(profileApi.languages.path, me)).json().data;
    expect(languages).toHaveLength(36);
    expect(languages[0]).toEqual({ id: 1, code: 'en', name: 'English' });
    expect(languages.at(-1)).toEqual({ id: 36, code: 'sn', name: 'Shona' });
  });
});

describe('complementInfo (supplementary registration)', () => {
  const body = { nickname: 'Mia', gender: 2, birthday: ADULT, countryId: 276 };

  it('completes the profile of a signed-in user', async () => {
    const me = await newUser();
    const res = await post(profileApi.complementInfo.path, me, body);
    expect(res.json().data).toMatchObject({
      userName: 'Mia',
      gender: 2,
      countryId: 276,
      profileComplete: true,
    });
  });

  it('refuses visitors and ended sessions, even though the path is exempt', async () => {
    const anonymous = await post(profileApi.complementInfo.path, undefined, body);
    expect(anonymous.json().code).toBe(Code.LOGIN_REQUIRED);
    const me = await newUser();
    const stale = await post(profileApi.complementInfo.path, { ...me, loginToken: 'a'.repeat(32) }, body);
    expect(stale.json().code).toBe(Code.SESSION_EXPIRED);
  });

  it('refuses under 18, and applies the profile rules', async () => {
    const me = await newUser();
    refusal(
      await post(profileApi.complementInfo.path, me, { ...body, birthday: birthdayYearsAgo(16) }),
      AccountCode.UNDERAGE,
    );
    refusal(
      await post(profileApi.complementInfo.path, me, { ...body, nickname: 'badword' }),
      AccountCode.NAME_SENSITIVE_WORDS,
    );
    expect((await post(profileApi.complementInfo.path, me, { ...body, countryId: 1234 })).json().code).toBe(
      Code.VALIDATION,
    );
    expect((await post(profileApi.complementInfo.path, me, { gender: 1, birthday: ADULT })).json().code).toBe(
      Code.VALIDATION,
    );
    await post(profileApi.complementInfo.path, me, body);
    refusal(
      await post(profileApi.complementInfo.path, me, { ...body, gender: 1 }),
      AccountCode.CANNOT_CHANGE_AFTER_SELECTION,
    );
  });
});

describe('terms', () => {
  it('records acceptance of the current version with its time', async () => {
    const me = await newUser();
    expect((await get(profileApi.termsStatus.path, me)).json().data).toEqual({
      accepted: false,
      version: null,
      acceptedAt: null,
      currentVersion: TERMS_VERSION,
    });
    refusal(
      await post(profileApi.saveTerms.path, me, { termsVersion: '2000-01' }),
      AccountCode.TERMS_VERSION_OUTDATED,
    );
    const saved = (await post(profileApi.saveTerms.path, me, { termsVersion: TERMS_VERSION })).json().data;
    expect(saved).toMatchObject({ accepted: true, version: TERMS_VERSION });
    expect(Date.parse(saved.acceptedAt)).toBe(clock.now());
    expect((await get(profileApi.termsStatus.path, me)).json().data).toEqual(saved);
  });
});

/** Waits for the nth mail to the address (it arrives over SMTP) and reads its code. */
function mailedCode(address: string, nth: number): Promise<string> {
  return vi.waitFor(
    () => {
      const mail = inbox.received.filter((m) => m.to.includes(address))[nth - 1];
      if (!mail) throw new Error(`no mail ${nth} to ${address}`);
      return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    },
    { timeout: 5_000, interval: 20 },
  );
}

async function textedCode(phone: string): Promise<string> {
  const [row] = await t.ctx.outbox.latest(1, phone);
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail binding', () => {
  it('binds a new address with the mailed code, verified, and locks the old one for other accounts', async () => {
    const me = await newUser();
    const first = `first-${me.userId}@example.com`;
    const start = await post(profileApi.bindEmailStart.path, me, { email: ` ${first.toUpperCase()} ` });
    expect(start.json().data).toEqual({ target: first, expiresInSeconds: 600 });
    const code = await mailedCode(first, 1);
    expect(code).toMatch(/^\d{6}$/);
    refusal(
      await post(profileApi.bindEmailConfirm.path, me, { email: first, code: wrong(code) }),
      AccountCode.CODE_WRONG,
    );
    const bound = await post(profileApi.bindEmailConfirm.path, me, { email: first, code });
    expect(bound.json().data).toMatchObject({ email: first, emailVerified: true });
    // Confirming again binds nothing new: the address is already the account's.
    refusal(
      await post(profileApi.bindEmailConfirm.path, me, { email: first, code }),
      AccountCode.EMAIL_SAME_AS_CURRENT,
    );

    refusal(
      await post(profileApi.bindEmailStart.path, me, { email: first }),
      AccountCode.EMAIL_SAME_AS_CURRENT,
    );
    const other = await newUser();
    refusal(await post(profileApi.bindEmailStart.path, other, { email: first }), AccountCode.EMAIL_TAKEN);

    const second = `second-${me.userId}@example.com`;
    await post(profileApi.bindEmailStart.path, me, { email: second });
    await post(profileApi.bindEmailConfirm.path, me, { email: second, code: await mailedCode(second, 1) });
    // The first address is free again, but only for its former account, for 7 days.
    refusal(await post(profileApi.bindEmailStart.path, other, { email: first }), AccountCode.RELINK_LOCKED);
    expect((await post(profileApi.bindEmailStart.path, me, { email: first })).json().code).toBe(200);
    expect(RELINK_LOCK_DAYS).toBe(7);
    await clock.advance(7 * DAY_MS - 1);
    refusal(await post(profileApi.bindEmailStart.path, other, { email: first }), AccountCode.RELINK_LOCKED);
    await clock.advance(1);
    expect((await post(profileApi.bindEmailStart.path, other, { email: first })).json().code).toBe(200);
  });

  it('refuses invalid addresses, expired codes and too many wrong tries', async () => {
    const me = await newUser();
    refusal(
      await post(profileApi.bindEmailStart.path, me, { email: 'not-an-address' }),
      AccountCode.EMAIL_INVALID,
    );
    const address = `tries-${me.userId}@example.com`;
    refusal(
      await post(profileApi.bindEmailConfirm.path, me, { email: address, code: '123456' }),
      AccountCode.CODE_WRONG,
    );

    await post(profileApi.bindEmailStart.path, me, { email: address });
    const code = await mailedCode(address, 1);
    for (let i = 0; i < 5; i++) {
      refusal(
        await post(profileApi.bindEmailConfirm.path, me, { email: address, code: wrong(code) }),
        AccountCode.CODE_WRONG,
      );
    }
    refusal(
      await post(profileApi.bindEmailConfirm.path, me, { email: address, code }),
      AccountCode.TOO_MANY_CODE_ERRORS,
    );

    await post(profileApi.bindEmailStart.path, me, { email: address });
    const fresh = await mailedCode(address, 2);
    await clock.advance(BIND_CODE_TTL_MINUTES * MINUTE_MS);
    refusal(
      await post(profileApi.bindEmailConfirm.path, me, { email: address, code: fresh }),
      AccountCode.CODE_EXPIRED,
    );
  });

  it('limits how many codes go to one address', async () => {
    const address = `flood-${randomBytes(3).toString('hex')}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(profileApi.bindEmailStart.path, await newUser(), { email: address })).json().code,
      ).toBe(200);
    }
    const res = await post(profileApi.bindEmailStart.path, await newUser(), { email: address });
    expect(res.json().code).toBe(Code.TOO_MANY_REQUESTS);
  });
});

describe('phone binding', () => {
  it('binds a number with the texted code and keeps the e-mail rules for numbers', async () => {
    const me = await newUser();
    const digits = String(me.userId).padStart(7, '0');
    const phone = `+491510${digits}`;
    refusal(await post(profileApi.bindPhoneStart.path, me, { phone: '12345' }), AccountCode.PHONE_INVALID);
    // A landline cannot read a code.
    refusal(
      await post(profileApi.bindPhoneStart.path, me, { phone: '+49 30 12345678' }),
      AccountCode.PHONE_INVALID,
    );
    const start = await post(profileApi.bindPhoneStart.path, me, { phone: `0049 151 0${digits}` });
    expect(start.json().data).toEqual({ target: phone, expiresInSeconds: 600 });
    const [sent] = await t.ctx.outbox.latest(1, phone);
    expect(sent?.channel).toBe('sms');
    const bound = await post(profileApi.bindPhoneConfirm.path, me, { phone, code: await textedCode(phone) });
    expect(bound.json().data).toMatchObject({ phone, phoneVerified: true });

    refusal(await post(profileApi.bindPhoneStart.path, me, { phone }), AccountCode.PHONE_SAME_AS_CURRENT);
    const other = await newUser();
    refusal(await post(profileApi.bindPhoneStart.path, other, { phone }), AccountCode.PHONE_TAKEN);

    const next = `+491511${digits}`;
    await post(profileApi.bindPhoneStart.path, me, { phone: next });
    const moved = await post(profileApi.bindPhoneConfirm.path, me, {
      phone: next,
      code: await textedCode(next),
    });
    expect(moved.json().data.phone).toBe(next);
    refusal(await post(profileApi.bindPhoneStart.path, other, { phone }), AccountCode.RELINK_LOCKED);
  });
});

describe('hostile input to the accounts endpoints', () => {
  const invalid = (res: { statusCode: number; json(): { code: number } }) => {
    expect(res.json().code).toBe(Code.VALIDATION);
    expect(res.statusCode).toBe(400);
  };

  it('refuses a NUL byte, a lone surrogate and an id beyond 32 bits as invalid, never as a 500', async () => {
    const me = await newUser();
    invalid(
      await post(emailApi.loginPublic.path, undefined, { email: 'a\u0000@example.com', password: 'secret1' }),
    );
    invalid(await post(phoneApi.sendCodePublic.path, undefined, { phone: '+49151\u0000', channel: 'sms' }));
    invalid(await update(me, { nickname: 'Ann\uD800' }));
    invalid(await update(me, { bio: '\uDC00 alone' }));
    invalid(await get(profileApi.getUserInfo.path, me, { searchUserId: 2147483648 }));
    invalid(await post(mediaApi.albumDelete.path, me, { id: 2147483648 }));
    invalid(await post(mediaApi.albumOrder.path, me, { ids: [1, 2147483648] }));
    invalid(await t.app.inject({ method: 'GET', url: `${MEDIA_FILE_PATH}/2147483648` }));
  });

  it('has a route for every declared accounts endpoint', () => {
    const { country, session, email, phone, socialSignIn, profile, media, moderation } = endpointGroups;
    for (const group of [country, session, email, phone, socialSignIn, profile, media, moderation]) {
      for (const endpoint of Object.values(group)) {
        expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(true);
      }
    }
  });
});
