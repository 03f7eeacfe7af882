import { randomBytes } from 'node:crypto';
import { Code, profileApi, type UserInfo } from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/infra/manual-clock';
import type { IssuedSession } from '../src/modules/session/service';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

// The interface language a user chose, kept for the account (docs/decisions/031-interface-languages.md).
let t: TestApp;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const newUser = () => t.ctx.sessions.createUserWithSession(`dev-${randomBytes(4).toString('hex')}`);
const update = (user: IssuedSession, body: Record<string, unknown>) =>
  t.app.inject(
    signedInject({
      method: 'POST',
      path: profileApi.update.path,
      body,
      credentials: { ...user },
      timestamp: clock.now(),
    }),
  );
const infoOf = async (user: IssuedSession, query?: Record<string, number>) =>
  (
    await t.app.inject(
      signedInject({
        method: 'GET',
        path: profileApi.getUserInfo.path,
        query,
        credentials: { ...user },
        timestamp: clock.now(),
      }),
    )
  ).json<{ code: number; data: UserInfo }>().data;

describe('the interface language kept for the account', () => {
  it('is null until chosen, then stored and returned in the owner’s info', async () => {
    const mia = await newUser();
    expect((await infoOf(mia)).interfaceLanguage).toBeNull();
    const res = await update(mia, { interfaceLanguage: 'zh-TW' });
    expect(res.json()).toMatchObject({ code: Code.OK, data: { interfaceLanguage: 'zh-TW' } });
    expect((await infoOf(mia)).interfaceLanguage).toBe('zh-TW');
    // Changing another field leaves it alone.
    await update(mia, { bio: 'Hello' });
    expect((await infoOf(mia)).interfaceLanguage).toBe('zh-TW');
  });

  it('is private: another user reads null', async () => {
    const mia = await newUser();
    const noah = await newUser();
    await update(mia, { interfaceLanguage: 'ar' });
    expect((await infoOf(noah, { searchUserId: mia.userId })).interfaceLanguage).toBeNull();
  });

  it.each(['in', 'zh', 'xx', 'en-XA', ''])('refuses %j, which is not an interface language', async (code) => {
    const mia = await newUser();
    const res = await update(mia, { interfaceLanguage: code });
    expect(res.json()).toMatchObject({ code: Code.VALIDATION });
    expect((await infoOf(mia)).interfaceLanguage).toBeNull();
  });
});
