import {
  answerText,
  blocksApi,
  chatApi,
  Code,
  friendsApi,
  presenceApi,
  reportsApi,
  SocialCode,
  type AdminReport,
  type BlockedUser,
  type ChatListItem,
  type FriendInfo,
  type HttpMethod,
  type PresenceEntry,
} from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedSession } from '../src/modules/session/service';
import { signedInject } from './signed';
import { messageId, socialClient } from './social-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let c: ReturnType<typeof socialClient>;

beforeAll(async () => {
  // No free additions: every request is paid, so refunds on a block can be seen.
  t = await createTestApp({ env: { FREE_FRIEND_ADDS_PER_DAY: '0', FRIEND_ADD_PRICE: '20' } });
  c = socialClient(t);
});
afterAll(() => t.close());

const send = (from: IssuedSession, to: IssuedSession, content: string) =>
  c.post(from, chatApi.send.path, { toUserId: to.userId, messageId: messageId(), content });
const grant = (userId: number, coins: number) =>
  t.ctx.ledger.run((tx) =>
    t.ctx.ledger.credit(tx, { key: `grant-${userId}-${messageId()}`, userId, coins, source: 'grant' }),
  );

async function friends(a: IssuedSession, b: IssuedSession) {
  await grant(a.userId, 20);
  await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 20 });
  await c.post(b, friendsApi.accept.path, { friendUserId: a.userId });
}

describe('blocking', () => {
  it('refuses messages and additions both ways, ends the friendship and hides the user', async () => {
    const a = await c.user('Ari');
    const b = await c.user('Bo');
    await friends(a, b);
    await send(b, a, 'hello');
    expect((await c.post(a, blocksApi.add.path, { targetUserId: b.userId })).code).toBe(200);

    expect(await send(b, a, 'still there?')).toMatchObject({
      code: SocialCode.USER_UNAVAILABLE,
      msg: 'This user is not available.',
    });
    expect(await send(a, b, 'bye')).toMatchObject({
      code: SocialCode.YOU_BLOCKED_USER,
      msg: answerText(SocialCode.YOU_BLOCKED_USER),
    });
    expect((await c.post(b, friendsApi.add.path, { friendUserId: a.userId, price: 20 })).code).toBe(
      SocialCode.USER_UNAVAILABLE,
    );
    expect((await c.get(a, friendsApi.quote.path, { friendUserId: b.userId })).code).toBe(
      SocialCode.YOU_BLOCKED_USER,
    );
    expect((await c.get<FriendInfo[]>(a, friendsApi.list.path)).data).toEqual([]);
    expect((await c.get<FriendInfo[]>(b, friendsApi.list.path)).data).toEqual([]);
    expect((await c.get<ChatListItem[]>(a, chatApi.list.path)).data).toEqual([]);
    expect((await c.get<ChatListItem[]>(b, chatApi.list.path)).data).toEqual([]);

    const blocked = (await c.get<BlockedUser[]>(a, blocksApi.list.path)).data;
    expect(blocked.map((x) => [x.user.id, x.user.userName, x.source])).toEqual([[b.userId, 'Bo', 'block']]);
    // The check other areas use (calls, matching) sees it from both sides.
    expect(await t.ctx.social.isBlockedEitherWay(a.userId, b.userId)).toBe(true);
    expect(await t.ctx.social.isBlockedEitherWay(b.userId, a.userId)).toBe(true);

    expect((await c.post(a, blocksApi.remove.path, { targetUserId: b.userId })).code).toBe(200);
    expect(await t.ctx.social.isBlockedEitherWay(a.userId, b.userId)).toBe(false);
    expect((await c.get<BlockedUser[]>(a, blocksApi.list.path)).data).toEqual([]);
    // Unblocked, they are strangers again: the old conversation is back as say hi.
    expect((await send(a, b, 'sorry')).code).toBe(200);
    expect((await c.get<ChatListItem[]>(a, chatApi.list.path)).data[0]?.relation).toBe(3);
  });

  it('gives back the coins of an open paid request when either side blocks', async () => {
    const a = await c.user();
    const b = await c.user();
    await grant(a.userId, 20);
    expect((await c.post(a, friendsApi.add.path, { friendUserId: b.userId, price: 20 })).data).toMatchObject({
      coins: 20,
    });
    expect((await t.ctx.ledger.balance(a.userId)).coins).toBe(0);
    await c.post(b, blocksApi.add.path, { targetUserId: a.userId });
    expect((await t.ctx.ledger.balance(a.userId)).coins).toBe(20);
  });

  it('refuses blocking oneself and unknown users', async () => {
    const a = await c.user();
    expect((await c.post(a, blocksApi.add.path, { targetUserId: a.userId })).code).toBe(
      SocialCode.CANNOT_BLOCK_SELF,
    );
    expect((await c.post(a, blocksApi.add.path, { targetUserId: 99_999_999 })).code).toBe(
      SocialCode.USER_NOT_FOUND,
    );
  });
});

describe('reports', () => {
  it('validates the reason, the 200-letter text and the target', async () => {
    const a = await c.user();
    const b = await c.user();
    expect((await c.post(a, reportsApi.add.path, { targetUserId: b.userId, reason: 99 })).code).toBe(
      Code.VALIDATION,
    );
    expect((await c.post(a, reportsApi.add.path, { targetUserId: a.userId, reason: 5 })).code).toBe(
      SocialCode.CANNOT_REPORT_SELF,
    );
    const long = await c.post(a, reportsApi.add.path, {
      targetUserId: b.userId,
      reason: 5,
      extra: 'x'.repeat(201),
    });
    expect(long).toMatchObject({
      code: SocialCode.REPORT_TEXT_TOO_LONG,
      msg: 'The extra information is limited to 200 letters.',
    });
    expect(
      (await c.post(a, reportsApi.add.path, { targetUserId: b.userId, reason: 5, email: 'nope' })).code,
    ).toBe(Code.VALIDATION);
    // 200 letters outside the BMP are 400 UTF-16 units, and still 200 letters.
    const emoji = await c.post(a, reportsApi.add.path, {
      targetUserId: b.userId,
      reason: 5,
      extra: '😀'.repeat(200),
    });
    expect(emoji.code).toBe(200);
  });

  it('stores a report with its context, hides the reported user and lets an admin ban them', async () => {
    const reporter = await c.user('Rita');
    const target = await c.user('Troll');
    const admin = await c.user('Admin');
    await t.ctx.users.setAdmin(admin.userId, true);
    await friends(reporter, target);
    await send(target, reporter, 'spam spam');

    const filed = await c.post<{ id: number; status: string }>(reporter, reportsApi.add.path, {
      targetUserId: target.userId,
      reason: 5,
      extra: 'sends spam',
      email: 'rita@example.com',
      context: 'chat',
      contextId: `${reporter.userId}_${target.userId}`,
    });
    expect(filed.data.status).toBe('open');
    expect((await c.get<ChatListItem[]>(reporter, chatApi.list.path)).data).toEqual([]);
    expect((await c.get<FriendInfo[]>(reporter, friendsApi.list.path)).data).toEqual([]);
    expect((await c.get<BlockedUser[]>(reporter, blocksApi.list.path)).data[0]?.source).toBe('report');

    expect((await c.get(reporter, reportsApi.adminList.path)).code).toBe(Code.FORBIDDEN);
    const open = (await c.get<AdminReport[]>(admin, reportsApi.adminList.path)).data;
    const mine = open.find((r) => r.id === filed.data.id);
    expect(mine).toMatchObject({
      reporterId: reporter.userId,
      targetUserId: target.userId,
      targetUserName: 'Troll',
      reason: 5,
      extra: 'sends spam',
      email: 'rita@example.com',
      context: 'chat',
      contextId: `${reporter.userId}_${target.userId}`,
      status: 'open',
      concernsMinor: false,
    });

    const banned = await c.post<AdminReport>(admin, reportsApi.adminResolve.path, {
      id: filed.data.id,
      action: 'ban',
    });
    expect(banned.data).toMatchObject({ status: 'banned', resolvedBy: admin.userId });
    const bans = await t.ctx.bans.list();
    expect(bans.find((b) => b.id === banned.data.banId)).toMatchObject({
      kind: 'account',
      userId: target.userId,
    });
    // The ban ended the target's session.
    expect((await c.get(target, chatApi.list.path)).code).not.toBe(200);
    expect(
      (await c.post(admin, reportsApi.adminResolve.path, { id: filed.data.id, action: 'dismiss' })).code,
    ).toBe(SocialCode.REPORT_ALREADY_RESOLVED);
    expect(
      (await c.get<AdminReport[]>(admin, reportsApi.adminList.path, { status: 'banned' })).data.map(
        (r) => r.id,
      ),
    ).toContain(filed.data.id);
  });

  it('lets an admin dismiss a report and marks reports about minors', async () => {
    const reporter = await c.user();
    const target = await c.user();
    const admin = await c.user();
    await t.ctx.users.setAdmin(admin.userId, true);
    const filed = await c.post<{ id: number }>(reporter, reportsApi.add.path, {
      targetUserId: target.userId,
      reason: 9,
    });
    const listed = (await c.get<AdminReport[]>(admin, reportsApi.adminList.path)).data.find(
      (r) => r.id === filed.data.id,
    );
    expect(listed).toMatchObject({ concernsMinor: true, context: 'profile', extra: null, email: null });
    const dismissed = await c.post<AdminReport>(admin, reportsApi.adminResolve.path, {
      id: filed.data.id,
      action: 'dismiss',
    });
    expect(dismissed.data).toMatchObject({ status: 'dismissed', banId: null });
    expect((await c.get(target, chatApi.list.path)).code).toBe(200);
    expect(
      (await c.post(admin, reportsApi.adminResolve.path, { id: 99_999_999, action: 'dismiss' })).code,
    ).toBe(SocialCode.REPORT_NOT_FOUND);
  });
});

describe('hostile input', () => {
  /** The raw answer, HTTP status included: what the database cannot hold must be a 400, never a 500. */
  async function raw(
    session: IssuedSession,
    method: HttpMethod,
    path: string,
    input: { query?: Record<string, string>; body?: Record<string, unknown> },
  ) {
    const res = await t.app.inject(signedInject({ method, path, ...input, credentials: { ...session } }));
    return { status: res.statusCode, code: res.json<{ code: number }>().code };
  }
  const refused = { status: 400, code: Code.VALIDATION };

  it('refuses NUL bytes, lone surrogates and ids beyond 32 bits with 10001', async () => {
    const a = await c.user();
    const b = await c.user();
    const message = (content: string) => ({ toUserId: b.userId, messageId: messageId(), content });
    expect(await raw(a, 'POST', chatApi.send.path, { body: message('nul \u0000 byte') })).toEqual(refused);
    expect(await raw(a, 'POST', chatApi.send.path, { body: message('lone \uD800 half') })).toEqual(refused);
    expect(await raw(a, 'POST', chatApi.send.path, { body: message('stray \uDC00 half') })).toEqual(refused);
    expect(
      await raw(a, 'POST', chatApi.send.path, {
        body: { toUserId: 2147483648, messageId: messageId(), content: 'hi' },
      }),
    ).toEqual(refused);
    expect(await raw(a, 'GET', chatApi.history.path, { query: { peerUserId: '2147483648' } })).toEqual(
      refused,
    );
    expect(await raw(a, 'POST', blocksApi.add.path, { body: { targetUserId: 2147483648 } })).toEqual(refused);
    expect(
      await raw(a, 'POST', reportsApi.add.path, {
        body: { targetUserId: b.userId, reason: 5, extra: 'see \u0000 here' },
      }),
    ).toEqual(refused);
    expect(
      await raw(a, 'POST', reportsApi.add.path, {
        body: { targetUserId: b.userId, reason: 5, contextId: '\uD83D' },
      }),
    ).toEqual(refused);
    expect(await raw(a, 'GET', presenceApi.batch.path, { query: { userIds: `${b.userId},\u0000` } })).toEqual(
      refused,
    );
    // Nothing was stored on the way: the two still have no conversation and no block.
    expect((await c.get<ChatListItem[]>(a, chatApi.list.path)).data).toEqual([]);
    expect((await c.get<BlockedUser[]>(a, blocksApi.list.path)).data).toEqual([]);
  });

  it('answers an id beyond 32 bits in a presence batch as 0, in its place (spec §5)', async () => {
    const a = await c.user();
    const b = await c.user();
    const answer = await c.get<PresenceEntry[]>(a, presenceApi.batch.path, {
      userIds: `2147483648,${b.userId}`,
    });
    expect(answer.code).toBe(200);
    expect(answer.data.map((e) => e.userId)).toEqual([0, b.userId]);
  });
});
