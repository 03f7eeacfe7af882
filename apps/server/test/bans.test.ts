import { AccountCode, BAN_HOURS, Code } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../src/infra/clock';
import { users } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { connect, disconnected, nextEvent, realtimeAuth } from './realtime-client';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let url: string;
// The server's time moves only when a test moves it (a ban running out).
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: { code: number; message: string }) => ({ code: err.code, msg: err.message }),
  );

describe('bans', () => {
  it('an account ban ends the session and its sockets and refuses sign-in', async () => {
    const s = await t.ctx.sessions.createUserWithSession('ban-a');
    const socket = connect(url, realtimeAuth(s, {}, clock.now()));
    await nextEvent(socket, 'session:ready');
    const ended = nextEvent(socket, 'session:ended');
    const gone = disconnected(socket);

    await t.ctx.bans.ban({ kind: 'account', userId: s.userId, by: 'test' });
    expect(await ended).toMatchObject({ code: Code.BANNED_ACCOUNT });
    expect(await gone).toBe('io server disconnect');

    const call = await t.app.inject(
      signedInject({
        method: 'PUT',
        path: '/facade/api/user/logout',
        credentials: { ...s },
        timestamp: clock.now(),
      }),
    );
    expect(call.json().code).toBe(Code.SESSION_EXPIRED);
    expect(await refusal(t.ctx.logins.complete(s.userId, 'ban-a'))).toMatchObject({
      code: Code.BANNED_ACCOUNT,
    });
    // Visitor use stays possible.
    expect(
      (await t.app.inject({ method: 'GET', url: '/facade/api/function/exempt/country/byip' })).json().code,
    ).toBe(200);
  });

  it('a device ban refuses every account on that device and ends the one signed in there', async () => {
    const onDevice = await t.ctx.sessions.createUserWithSession('shared-device');
    const other = await t.ctx.sessions.createUserWithSession('elsewhere');
    await t.ctx.bans.ban({ kind: 'device', deviceId: 'shared-device', by: 'test' });
    expect(
      (
        await t.app.inject(
          signedInject({
            method: 'PUT',
            path: '/facade/api/user/logout',
            credentials: { ...onDevice },
            timestamp: clock.now(),
          }),
        )
      ).json().code,
    ).toBe(Code.SESSION_EXPIRED);
    expect(await refusal(t.ctx.logins.complete(other.userId, 'shared-device'))).toMatchObject({
      code: Code.BANNED_DEVICE,
    });
    const fine = await t.ctx.logins.complete(other.userId, 'another-device');
    expect(fine.loginToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a ban of both answers 10117 with the spec's sign-in text, or the admin's message", async () => {
    const s = await t.ctx.sessions.createUserWithSession('both-device');
    await t.ctx.bans.ban({ kind: 'both', userId: s.userId, deviceId: 'both-device', by: 'test' });
    expect(await refusal(t.ctx.logins.complete(s.userId, 'both-device'))).toEqual({
      code: Code.BANNED_ACCOUNT_AND_DEVICE,
      msg: 'Login failed, the account and device have been banned',
    });
    const s2 = await t.ctx.sessions.createUserWithSession('both-device-2');
    await t.ctx.bans.ban({
      kind: 'both',
      userId: s2.userId,
      deviceId: 'both-device-2',
      by: 'test',
      message: 'Spam reports',
    });
    expect(await refusal(t.ctx.logins.complete(s2.userId, 'both-device-2'))).toMatchObject({
      msg: 'Spam reports',
    });
  });

  it('runs out after 48 hours, not a millisecond before', async () => {
    const s = await t.ctx.sessions.createUserWithSession('expiry-device');
    const ban = await t.ctx.bans.ban({ kind: 'account', userId: s.userId, by: 'test' });
    expect(BAN_HOURS).toBe(48);
    expect(ban.endsAt.getTime() - ban.startsAt.getTime()).toBe(48 * HOUR_MS);
    await clock.advance(48 * HOUR_MS - 1);
    expect(await refusal(t.ctx.logins.complete(s.userId, 'expiry-device'))).toMatchObject({
      code: Code.BANNED_ACCOUNT,
    });
    await clock.advance(1);
    expect((await t.ctx.logins.complete(s.userId, 'expiry-device')).id).toBe(s.userId);
  });

  it('can be lifted early', async () => {
    const s = await t.ctx.sessions.createUserWithSession('lift-device');
    const ban = await t.ctx.bans.ban({ kind: 'account', userId: s.userId, by: 'test' });
    await t.ctx.bans.lift(ban.id);
    expect((await t.ctx.logins.complete(s.userId, 'lift-device')).id).toBe(s.userId);
  });

  it('refuses a request that names neither user nor device', async () => {
    await expect(t.ctx.bans.ban({ kind: 'both', userId: 1, by: 'test' })).rejects.toThrow(/device id/);
  });
});

describe('sign-in completion', () => {
  it('refuses a suspended account', async () => {
    const s = await t.ctx.sessions.createUserWithSession('suspended-device');
    await t.ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, s.userId));
    expect(await refusal(t.ctx.logins.complete(s.userId, 'x'))).toMatchObject({
      code: AccountCode.ACCOUNT_SUSPENDED,
    });
  });

  it('answers the own user info with a new token and ends the session on the older device', async () => {
    const s = await t.ctx.sessions.createUserWithSession('old-phone');
    const result = await t.ctx.logins.complete(s.userId, 'new-laptop');
    expect(result).toMatchObject({
      id: s.userId,
      userName: `User ${s.userId}`,
      goldNum: 0,
      profileComplete: false,
    });
    expect(result.loginToken).not.toBe(s.loginToken);
    const old = await t.app.inject(
      signedInject({
        method: 'PUT',
        path: '/facade/api/user/logout',
        credentials: { ...s },
        timestamp: clock.now(),
      }),
    );
    expect(old.json().code).toBe(Code.SESSION_EXPIRED);
  });
});
