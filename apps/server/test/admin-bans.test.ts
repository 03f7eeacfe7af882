import { Code, moderationApi } from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedSession } from '../src/modules/session/service';
import { connect, disconnected, nextEvent, realtimeAuth } from './realtime-client';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let url: string;
let admin: IssuedSession;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await t.ctx.sessions.createUserWithSession('admin-device');
  await t.ctx.users.setAdmin(admin.userId, true);
});
afterAll(() => t.close());

const asAdmin = (path: string, body?: Record<string, unknown>) =>
  t.app.inject(signedInject({ method: body ? 'POST' : 'GET', path, body, credentials: { ...admin } }));

describe('admin ban endpoints', () => {
  it('are refused to users who are not admins', async () => {
    const user = await t.ctx.sessions.createUserWithSession('plain');
    const res = await t.app.inject(
      signedInject({
        method: 'POST',
        path: '/facade/api/admin/ban',
        body: { kind: 'account', targetUserId: user.userId },
        credentials: { ...user },
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(Code.FORBIDDEN);
  });

  it('refuse to ban an account that does not exist, in the envelope (found by the contract fuzz)', async () => {
    const res = await asAdmin(moderationApi.ban.path, { kind: 'account', targetUserId: 2_000_000_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: Code.NOT_FOUND, msg: 'No such user' });
    expect((await asAdmin(moderationApi.bans.path)).json().data).toEqual([]);
  });

  it('ban a user: their socket is told and closed, and the ban is listed; lifting lets them back', async () => {
    const target = await t.ctx.sessions.createUserWithSession('target-device');
    const socket = connect(url, realtimeAuth(target));
    await nextEvent(socket, 'session:ready');
    const ended = nextEvent(socket, 'session:ended');
    const gone = disconnected(socket);

    const res = await asAdmin('/facade/api/admin/ban', {
      kind: 'both',
      targetUserId: target.userId,
      targetDeviceId: 'target-device',
    });
    expect(res.json().data).toMatchObject({
      kind: 'both',
      userId: target.userId,
      createdBy: `admin:${admin.userId}`,
    });
    expect(await ended).toEqual({
      code: Code.BANNED_ACCOUNT_AND_DEVICE,
      msg: 'Login failed, the account and device have been banned',
    });
    expect(await gone).toBe('io server disconnect');

    const list = (await asAdmin('/facade/api/admin/bans')).json().data;
    expect(list[0]).toMatchObject({ id: res.json().data.id, liftedAt: null });

    const lifted = await asAdmin('/facade/api/admin/ban/lift', { id: res.json().data.id });
    expect(lifted.json().data.liftedAt).not.toBeNull();
    expect((await asAdmin('/facade/api/admin/ban/lift', { id: res.json().data.id })).json().code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('validate what a ban needs', async () => {
    const res = await asAdmin('/facade/api/admin/ban', { kind: 'both', targetUserId: 5 });
    expect(res.json()).toMatchObject({
      code: Code.VALIDATION,
      msg: expect.stringContaining('targetDeviceId'),
    });
  });
});
