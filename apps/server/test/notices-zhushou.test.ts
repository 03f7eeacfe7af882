import {
  BAN_HOURS,
  checkInApi,
  luckyWheelApi,
  moderationApi,
  noticesApi,
  refundsApi,
  registerBannerApi,
  tasksApi,
  type Notice,
} from '@mingle/protocol';
import { describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from '../src/infra/clock';
import { notices } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { plainCaptchaKey } from '../src/modules/refunds/captcha';
import type { IssuedSession } from '../src/modules/session/service';
import { collect, eventWhere } from './calls-app';
import { testApi } from './kit/api';
import { dataOf } from './kit/envelope';
import { factories } from './kit/factories';
import { buyCoins, proofPng } from './refunds-purchase';
import { useSocialApp } from './social-app';

// Accounts are dated by the database's own time, so the clock starts at the real time (the banner is for
// accounts younger than 7 days) and moves only when a test moves it.
const clock = new ManualClock();
const social = useSocialApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
const call = () => testApi(social.t);
const kit = () => factories(social.t);
const member = () =>
  social.t.ctx.sessions.createUserWithSession(`dev-${Math.random().toString(36).slice(2)}`);

const page = async (who: IssuedSession, input: { page?: number; size?: number } = {}) =>
  dataOf(await call()(who, noticesApi.list, input));
const unread = async (who: IssuedSession) => dataOf(await call()(who, noticesApi.unread)).unread;

/** A refund report as the user files it: a paid order, a proof photo, the captcha read off the picture. */
async function fileRefundReport(who: IssuedSession): Promise<{ reportId: number; orderNo: string }> {
  const { ctx, app } = social.t;
  const { orderNo } = await buyCoins(app, ctx, who.userId);
  const { proofId } = await ctx.refunds.addProof(who.userId, await proofPng());
  const { captchaId } = await ctx.refunds.captcha();
  const captchaCode = (await ctx.kv.get(plainCaptchaKey(captchaId))) ?? '';
  const report = await ctx.refunds.submit(who.userId, {
    orderNo,
    category: 'refund',
    description: 'I bought the wrong package',
    proofId,
    captchaId,
    captchaCode,
  });
  return { reportId: report.id, orderNo };
}

describe('the assistant (zhushou) notices', () => {
  it('tells of the banner and the check-in once each, live, newest first, paged, with an unread count', async () => {
    const ann = await member();
    const socket = await social.online(ann);
    const live = collect(socket, 'notice:new');
    const bannerNews = eventWhere(socket, 'notice:new', (e) => e.notice.kind === 'reward');

    const banner = dataOf(await call()(ann, registerBannerApi.claim));
    expect(await bannerNews).toMatchObject({
      unread: 1,
      notice: {
        kind: 'reward',
        read: false,
        params: { activity: 'register-banner', coins: banner.coins, spins: 0 },
      },
    });
    // A refused second claim is no news.
    expect((await call()(ann, registerBannerApi.claim)).code).not.toBe(200);
    dataOf(await call()(ann, checkInApi.save));
    expect((await call()(ann, checkInApi.save)).code).not.toBe(200);

    const all = await page(ann);
    expect(all.total).toBe(2);
    expect(all.unread).toBe(2);
    expect(all.list.map((n) => n.kind === 'reward' && n.params.activity)).toEqual([
      'check-in',
      'register-banner',
    ]);
    // A member who is not VIP checks in for the cycle and the tasks, and is told so: no coins, day 1.
    expect(all.list[0]).toMatchObject({ params: { activity: 'check-in', coins: 0, spins: 0, day: 1 } });
    expect(all.list[0]?.time).toBe(clock.now());

    const second = await page(ann, { page: 2, size: 1 });
    expect(second).toMatchObject({ page: 2, size: 1, total: 2, unread: 2 });
    expect(second.list.map((n) => n.id)).toEqual([all.list[1]?.id]);

    // The live events travel over a real socket and may trail the answers by a moment.
    await vi.waitFor(() => expect(live).toHaveLength(2));
    expect(live.map((e) => e.unread)).toEqual([1, 2]);
  });

  it('marks read only the caller’s own notices, named ones or all', async () => {
    const ann = await member();
    const bob = await member();
    dataOf(await call()(ann, registerBannerApi.claim));
    dataOf(await call()(ann, checkInApi.save));
    dataOf(await call()(bob, registerBannerApi.claim));
    const [newest, oldest] = (await page(ann)).list as [Notice, Notice];

    // Bob naming Ann's notice changes nothing for her.
    expect(dataOf(await call()(bob, noticesApi.read, { ids: [newest.id] }))).toEqual({ unread: 1 });
    expect(await unread(ann)).toBe(2);

    expect(dataOf(await call()(ann, noticesApi.read, { ids: [oldest.id] }))).toEqual({ unread: 1 });
    expect((await page(ann)).list.map((n) => n.read)).toEqual([false, true]);
    expect(dataOf(await call()(ann, noticesApi.read, {}))).toEqual({ unread: 0 });
    expect(await unread(bob)).toBe(1);
    expect((await call()(ann, noticesApi.read, { ids: [] })).code).toBe(10001);
  });

  it('tells of a task reward and each new wheel prize; a repeated tap is not told twice', async () => {
    const ann = await member();
    dataOf(await call()(ann, checkInApi.save));
    const task = dataOf(await call()(ann, tasksApi.claim, { code: 'daily-check-in' }));
    expect(task.spins).toBe(1);
    const tap = { idempotencyKey: 'tap-0000001' };
    const draw = dataOf(await call()(ann, luckyWheelApi.spin, tap));
    expect(dataOf(await call()(ann, luckyWheelApi.spin, tap)).drawId).toBe(draw.drawId);

    const { list } = await page(ann);
    expect(list.map((n) => n.kind === 'reward' && n.params)).toEqual([
      { activity: 'wheel', coins: draw.coins, spins: 0 },
      { activity: 'task', task: 'daily-check-in', coins: task.coins, spins: 1 },
      { activity: 'check-in', coins: 0, spins: 0, day: 1 },
    ]);
  });

  it("tells the user live of an admin's refund decision, once", async () => {
    const ann = await member();
    const admin = await kit().admin();
    const { reportId, orderNo } = await fileRefundReport(ann);
    const socket = await social.online(ann);
    const news = eventWhere(socket, 'notice:new', (e) => e.notice.kind === 'refund');

    const decided = dataOf(await call()(admin, refundsApi.adminDecide, { id: reportId, decision: 'refund' }));
    expect(decided.status).toBe('refunded');
    const { notice, unread: count } = await news;
    expect(count).toBe(1);
    expect(notice).toMatchObject({
      kind: 'refund',
      params: { reportId, orderNo, decision: 'refunded', coins: decided.coins, note: null },
    });
    // Deciding again is refused and tells nothing new.
    expect((await call()(admin, refundsApi.adminDecide, { id: reportId, decision: 'refund' })).code).not.toBe(
      200,
    );
    expect((await page(ann)).list.map((n) => n.id)).toEqual([notice.id]);
  });

  it("tells of a rejection with the admin's note as written", async () => {
    const ann = await member();
    const admin = await kit().admin();
    const { reportId } = await fileRefundReport(ann);
    dataOf(
      await call()(admin, refundsApi.adminDecide, { id: reportId, decision: 'reject', note: 'Used coins' }),
    );
    expect((await page(ann)).list[0]).toMatchObject({
      kind: 'refund',
      params: { decision: 'rejected', coins: null, note: 'Used coins' },
    });
  });

  it('tells a banned member of the ban, to be read when they can sign in again', async () => {
    const ann = await member();
    const admin = await kit().admin();
    const ban = dataOf(
      await call()(admin, moderationApi.ban, { kind: 'account', targetUserId: ann.userId, message: 'Spam' }),
    );
    expect(ban).toBeTruthy();
    const bannedAt = clock.now();
    // The ban ended the session; after it, the member signs in again and reads why.
    await clock.advance(BAN_HOURS * HOUR_MS + 1);
    const back = await social.t.ctx.sessions.issueSession(ann.userId, ann.deviceId);
    const { list } = await page(back);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'ban',
      read: false,
      params: { scope: 'account', until: bannedAt + BAN_HOURS * HOUR_MS, message: 'Spam' },
    });
  });

  it('leaves out a row the contract cannot carry instead of failing the page', async () => {
    const ann = await member();
    dataOf(await call()(ann, registerBannerApi.claim));
    await social.t.ctx.database.db.insert(notices).values({
      userId: ann.userId,
      kind: 'reward',
      params: { activity: 'lottery', coins: -1 },
      key: 'hand-made',
      createdAt: clock.date(),
    });
    const { list } = await page(ann);
    expect(list.map((n) => n.kind === 'reward' && n.params.activity)).toEqual(['register-banner']);
  });
});
