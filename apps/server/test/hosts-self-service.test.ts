import {
  callsApi,
  CallCode,
  Code,
  DEFAULT_HOST_CONFIG,
  HOST_EARNINGS_DAYS,
  HOST_REAPPLY_DAYS,
  HostCode,
  hostsApi,
  mediaApi,
  noticesApi,
  type MediaItem,
} from '@mingle/protocol';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, utcDayOf } from '../src/infra/clock';
import { hostApplications, hostSettings, walletTransactions } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import type { Answer } from './kit/api';
import { dataOf } from './kit/envelope';
import { factories, type TestUser } from './kit/factories';
import { signedUpload } from './multipart-upload';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

// Wallet entries are stamped by the database's own time, so the clock starts at the real time and moves only
// when a test moves it (the reapply wait).
const clock = new ManualClock();
let t: TestApp;
let kit: ReturnType<typeof factories>;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' }, clock });
  kit = factories(t);
  admin = await kit.admin();
});
afterAll(() => t.close());

/** An album photo uploaded as the browser sends it, then approved by an admin. */
async function approvedPhoto(owner: TestUser): Promise<void> {
  const data = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c03060' } })
    .jpeg()
    .toBuffer();
  const res = await t.app.inject(
    signedUpload(mediaApi.uploadAlbumImage.path, owner, { data, filename: 'me.jpg' }, clock.now()),
  );
  const item = dataOf(res.json<Answer<MediaItem>>());
  dataOf(await kit.call(admin, mediaApi.adminReview, { id: item.id, decision: 'approve' }));
}

/** A user who meets every requirement: complete adult profile and an approved photo. */
async function candidate(): Promise<TestUser> {
  const who = await kit.completeUser();
  await approvedPhoto(who);
  return who;
}

/** A candidate who applied and was approved by the admin. */
async function approvedHost(): Promise<TestUser> {
  const who = await candidate();
  const state = dataOf(await kit.call(who, hostsApi.apply));
  const id = state.application?.id ?? 0;
  dataOf(await kit.call(admin, hostsApi.adminDecideApplication, { id, decision: 'approve' }));
  return who;
}

/** Points earned by a host through the ledger, as a call minute or a gift pays them. */
async function earn(host: TestUser, purpose: 'call' | 'gift', points: number): Promise<void> {
  const payer = await kit.user();
  await kit.fund(payer, points);
  const { ledger } = t.ctx;
  await ledger.run((tx) =>
    ledger.spend(tx, {
      key: `test-earn:${host.id}:${purpose}:${Math.random()}`,
      userId: payer.id,
      coins: points,
      purpose,
      host: { userId: host.id, points },
    }),
  );
}

const noticesOf = async (who: TestUser) => dataOf(await kit.call(who, noticesApi.list, {})).list;

describe('applying to become a host', () => {
  it('shows each requirement as the user meets it and refuses the application until all are met', async () => {
    const fresh = await kit.user();
    expect(dataOf(await kit.call(fresh, hostsApi.application))).toEqual({
      isHost: false,
      requirements: { photoApproved: false, profileComplete: false, adult: false },
      application: null,
      reapplyAt: null,
      canApply: false,
    });
    expect(await kit.call(fresh, hostsApi.apply)).toBeRefusedWith(HostCode.REQUIREMENTS_NOT_MET);

    const noPhoto = await kit.completeUser();
    const state = dataOf(await kit.call(noPhoto, hostsApi.application));
    expect(state.requirements).toEqual({ photoApproved: false, profileComplete: true, adult: true });
    expect(state.canApply).toBe(false);
    expect(await kit.call(noPhoto, hostsApi.apply)).toBeRefusedWith(HostCode.REQUIREMENTS_NOT_MET);

    await approvedPhoto(noPhoto);
    expect(dataOf(await kit.call(noPhoto, hostsApi.application))).toMatchObject({
      requirements: { photoApproved: true, profileComplete: true, adult: true },
      canApply: true,
    });
  });

  it('takes one pending application per user, even when two arrive at once', async () => {
    const ann = await candidate();
    const answers = await Promise.all([kit.call(ann, hostsApi.apply), kit.call(ann, hostsApi.apply)]);
    expect(answers.map((a) => a.code).sort((x, y) => x - y)).toEqual([200, HostCode.APPLICATION_PENDING]);
    const [rows] = await t.ctx.database.db
      .select({ n: count() })
      .from(hostApplications)
      .where(eq(hostApplications.userId, ann.id));
    expect(rows?.n).toBe(1);
    expect(dataOf(await kit.call(ann, hostsApi.application))).toMatchObject({
      application: { status: 'pending', reason: null, decidedAt: null },
      canApply: false,
    });
    expect(await kit.call(ann, hostsApi.apply)).toBeRefusedWith(HostCode.APPLICATION_PENDING);
  });

  it(`lets a refused user apply again ${HOST_REAPPLY_DAYS} days after the refusal, and tells them each decision`, async () => {
    const bea = await candidate();
    const id = dataOf(await kit.call(bea, hostsApi.apply)).application?.id ?? 0;
    const pending = dataOf(await kit.call(admin, hostsApi.adminApplications, { status: 'pending' }));
    expect(pending.find((a) => a.id === id)).toMatchObject({
      userId: bea.id,
      requirements: { photoApproved: true, profileComplete: true, adult: true },
    });

    expect(
      await kit.call(admin, hostsApi.adminDecideApplication, { id, decision: 'refuse' }),
    ).toBeRefusedWith(HostCode.REASON_REQUIRED);
    const refused = dataOf(
      await kit.call(admin, hostsApi.adminDecideApplication, {
        id,
        decision: 'refuse',
        reason: 'Please add a photo that shows your face.',
      }),
    );
    expect(refused).toMatchObject({ status: 'refused', decidedBy: admin.id, decidedAt: clock.now() });
    const reapplyAt = clock.now() + HOST_REAPPLY_DAYS * DAY_MS;
    expect(dataOf(await kit.call(bea, hostsApi.application))).toMatchObject({
      isHost: false,
      application: { status: 'refused', reason: 'Please add a photo that shows your face.' },
      reapplyAt,
      canApply: false,
    });
    const tooSoon = await kit.call(bea, hostsApi.apply);
    expect(tooSoon).toBeRefusedWith(HostCode.REAPPLY_TOO_SOON);
    expect(tooSoon.data).toEqual({ reapplyAt });
    expect((await noticesOf(bea))[0]).toMatchObject({
      kind: 'host',
      params: {
        applicationId: id,
        decision: 'refused',
        reason: 'Please add a photo that shows your face.',
        reapplyAt,
      },
    });

    await clock.advance(HOST_REAPPLY_DAYS * DAY_MS - 1000);
    expect(await kit.call(bea, hostsApi.apply)).toBeRefusedWith(HostCode.REAPPLY_TOO_SOON);
    await clock.advance(1000);
    const again = dataOf(await kit.call(bea, hostsApi.apply));
    expect(again.application).toMatchObject({ status: 'pending' });
    const second = again.application?.id ?? 0;
    expect(second).not.toBe(id);

    const approved = dataOf(
      await kit.call(admin, hostsApi.adminDecideApplication, { id: second, decision: 'approve' }),
    );
    expect(approved).toMatchObject({ status: 'approved', reason: null, decidedBy: admin.id });
    expect(dataOf(await kit.call(bea, hostsApi.application))).toMatchObject({
      isHost: true,
      canApply: false,
    });
    expect(await kit.call(bea, hostsApi.apply)).toBeRefusedWith(HostCode.ALREADY_HOST);
    expect((await noticesOf(bea))[0]).toMatchObject({
      kind: 'host',
      params: { applicationId: second, decision: 'approved', reason: null, reapplyAt: null },
    });

    // The same decision again changes nothing and tells nothing twice; the other one is refused.
    dataOf(await kit.call(admin, hostsApi.adminDecideApplication, { id: second, decision: 'approve' }));
    expect((await noticesOf(bea)).filter((n) => n.kind === 'host')).toHaveLength(2);
    expect(
      await kit.call(admin, hostsApi.adminDecideApplication, {
        id: second,
        decision: 'refuse',
        reason: 'no',
      }),
    ).toBeRefusedWith(HostCode.APPLICATION_DECIDED);
    expect(
      await kit.call(admin, hostsApi.adminDecideApplication, { id: 2_000_000_000, decision: 'approve' }),
    ).toBeRefusedWith(HostCode.APPLICATION_NOT_FOUND);
  });

  it('makes the user a host in the approving transaction, at a starting price within the bounds', async () => {
    const cy = await candidate();
    const id = dataOf(await kit.call(cy, hostsApi.apply)).application?.id ?? 0;
    // Two admins deciding at once: exactly one decision stands, and the host flag agrees with it.
    const answers = await Promise.all([
      kit.call(admin, hostsApi.adminDecideApplication, { id, decision: 'approve' }),
      kit.call(admin, hostsApi.adminDecideApplication, { id, decision: 'refuse', reason: 'Not now.' }),
    ]);
    expect(answers.map((a) => a.code).sort((x, y) => x - y)).toEqual([200, HostCode.APPLICATION_DECIDED]);
    const [row] = await t.ctx.database.db.select().from(hostApplications).where(eq(hostApplications.id, id));
    const [settings] = await t.ctx.database.db
      .select()
      .from(hostSettings)
      .where(eq(hostSettings.userId, cy.id));
    expect(settings?.isHost ?? false).toBe(row?.status === 'approved');
    if (row?.status === 'approved') {
      expect(settings).toMatchObject({ callPrice: 20, friendsCallPrice: 20, friendsOnly: false });
    }
  });
});

describe('admin endpoints', () => {
  it('answer administrators only', async () => {
    const member = await kit.completeUser();
    for (const [endpoint, input] of [
      [hostsApi.adminApplications, {}],
      [hostsApi.adminDecideApplication, { id: 1, decision: 'approve' }],
      [hostsApi.adminConfig, {}],
      [hostsApi.adminUpdateConfig, DEFAULT_HOST_CONFIG],
      [hostsApi.adminPayouts, {}],
      [hostsApi.adminDecidePayout, { id: 1, decision: 'paid' }],
    ] as const) {
      expect(await kit.call(member, endpoint, input as never)).toBeRefusedWith(Code.FORBIDDEN);
      expect((await kit.call(null, endpoint, input as never)).code).not.toBe(200);
    }
  });
});

describe('prices within the operator bounds', () => {
  it('are stored configuration an admin edits, and a minimum above its maximum is refused', async () => {
    expect(dataOf(await kit.call(admin, hostsApi.adminConfig))).toEqual(DEFAULT_HOST_CONFIG);
    expect(
      await kit.call(admin, hostsApi.adminUpdateConfig, { ...DEFAULT_HOST_CONFIG, callPriceMin: 400 }),
    ).toBeRefusedWith(HostCode.BOUNDS_INVALID);
    expect(
      (await kit.call(admin, hostsApi.adminUpdateConfig, { ...DEFAULT_HOST_CONFIG, currency: 'dollars' }))
        .code,
    ).toBe(Code.VALIDATION);
    const saved = dataOf(
      await kit.call(admin, hostsApi.adminUpdateConfig, { ...DEFAULT_HOST_CONFIG, callPriceMax: 120 }),
    );
    expect(saved.callPriceMax).toBe(120);
    expect(dataOf(await kit.call(admin, hostsApi.adminConfig)).callPriceMax).toBe(120);
  });

  it('bind the host settings page and the calls endpoint alike; callers see the new price at once', async () => {
    dataOf(await kit.call(admin, hostsApi.adminUpdateConfig, { ...DEFAULT_HOST_CONFIG, callPriceMax: 120 }));
    const host = await approvedHost();
    const caller = await kit.completeUser();
    expect(dataOf(await kit.call(host, hostsApi.settings))).toEqual({
      settings: { isHost: true, callPrice: 20, friendsCallPrice: 20, friendsOnly: false, topic: 99 },
      bounds: { callPriceMin: 10, callPriceMax: 120, friendsCallPriceMin: 0, friendsCallPriceMax: 300 },
    });

    const tooHigh = await kit.call(host, hostsApi.updateSettings, {
      callPrice: 121,
      friendsCallPrice: 5,
      friendsOnly: false,
    });
    expect(tooHigh).toBeRefusedWith(HostCode.PRICE_OUT_OF_BOUNDS);
    expect(tooHigh.data).toEqual({ field: 'callPrice', min: 10, max: 120 });
    expect(
      (
        await kit.call(host, hostsApi.updateSettings, {
          callPrice: 9,
          friendsCallPrice: 5,
          friendsOnly: false,
        })
      ).data,
    ).toEqual({ field: 'callPrice', min: 10, max: 120 });
    // The old calls endpoint keeps the same bounds.
    expect(
      await kit.call(host, callsApi.updateHostSettings, {
        callPrice: 500,
        friendsCallPrice: 5,
        friendsOnly: false,
      }),
    ).toBeRefusedWith(CallCode.PRICE_OUT_OF_BOUNDS);
    // Forged values never reach the rules: the envelope's validation code, never a 500.
    for (const forged of [-1, 1.5, '12abc', 1e12, null, { $gt: 0 }]) {
      const answer = await kit.call(host, hostsApi.updateSettings, {
        callPrice: forged as never,
        friendsCallPrice: 5,
        friendsOnly: false,
      });
      expect(answer.code).toBe(Code.VALIDATION);
    }
    expect(dataOf(await kit.call(caller, callsApi.priceInfo, { matchUserId: host.id })).pricePerMinute).toBe(
      20,
    );
    // The refusal is worded in the request's language (languageId 7 German, 8 Arabic).
    for (const [languageId, text] of [
      [7, 'Dieser Preis liegt außerhalb des Bereichs, den Hosts festlegen dürfen.'],
      [8, 'هذا السعر خارج النطاق المسموح للمضيفين.'],
    ] as const) {
      const res = await t.app.inject(
        signedInject({
          method: 'POST',
          path: hostsApi.updateSettings.path,
          body: { callPrice: 500, friendsCallPrice: 5, friendsOnly: false },
          credentials: { ...host },
          timestamp: clock.now(),
          languageId,
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: HostCode.PRICE_OUT_OF_BOUNDS, data: { field: 'callPrice' } });
      expect(res.json<{ msg: string }>().msg).toContain(text);
    }

    const set = dataOf(
      await kit.call(host, hostsApi.updateSettings, {
        callPrice: 75,
        friendsCallPrice: 0,
        friendsOnly: false,
      }),
    );
    expect(set.settings).toMatchObject({ callPrice: 75, friendsCallPrice: 0, friendsOnly: false, topic: 99 });
    expect(dataOf(await kit.call(caller, callsApi.priceInfo, { matchUserId: host.id })).pricePerMinute).toBe(
      75,
    );

    dataOf(
      await kit.call(host, hostsApi.updateSettings, {
        callPrice: 75,
        friendsCallPrice: 0,
        friendsOnly: true,
      }),
    );
    expect(dataOf(await kit.call(caller, callsApi.priceInfo, { matchUserId: host.id })).friendsOnly).toBe(
      true,
    );
  });

  it('are for hosts only', async () => {
    const member = await kit.completeUser();
    expect(await kit.call(member, hostsApi.settings)).toBeRefusedWith(HostCode.HOSTS_ONLY);
    expect(
      await kit.call(member, hostsApi.updateSettings, {
        callPrice: 20,
        friendsCallPrice: 20,
        friendsOnly: false,
      }),
    ).toBeRefusedWith(HostCode.HOSTS_ONLY);
    expect(await kit.call(member, hostsApi.earnings)).toBeRefusedWith(HostCode.HOSTS_ONLY);
    expect(
      await kit.call(member, hostsApi.requestPayout, { points: 1000, requestKey: 'member-request-1' }),
    ).toBeRefusedWith(HostCode.HOSTS_ONLY);
  });
});

describe('earnings', () => {
  it('are points per UTC day and per source over the last 30 days, with the rate', async () => {
    const host = await approvedHost();
    await earn(host, 'call', 30);
    await earn(host, 'call', 20);
    await earn(host, 'gift', 12);
    const earnings = dataOf(await kit.call(host, hostsApi.earnings));
    expect(earnings.days).toHaveLength(HOST_EARNINGS_DAYS);
    // The database stamps the entries; the clock may have been moved on by earlier tests, within the window.
    const today = utcDayOf(Date.now());
    expect(earnings.days.find((d) => d.day === today)).toEqual({
      day: today,
      total: 62,
      bySource: { call: 50, gift: 12 },
    });
    expect(earnings).toMatchObject({
      bySource: { call: 50, gift: 12 },
      total: 62,
      points: 62,
      onHold: 0,
      available: 62,
      rate: { pointsPerCurrencyUnit: 100, currency: 'USD' },
      payoutMinimum: 1000,
    });
    expect(earnings.days.at(-1)?.day).toBe(utcDayOf(clock.now()));
  });
});

describe('payouts', () => {
  it('are at least the minimum, at most the available points, and pending points cannot be requested twice', async () => {
    const host = await approvedHost();
    await earn(host, 'call', 1500);
    expect(
      await kit.call(host, hostsApi.requestPayout, { points: 999, requestKey: 'below-minimum' }),
    ).toBeRefusedWith(HostCode.PAYOUT_BELOW_MINIMUM);
    expect(
      await kit.call(host, hostsApi.requestPayout, { points: 1501, requestKey: 'too-many-1' }),
    ).toBeRefusedWith(HostCode.PAYOUT_OVER_AVAILABLE);
    // Two requests at once for more than half: one holds its points, the other finds them gone.
    const answers = await Promise.all([
      kit.call(host, hostsApi.requestPayout, { points: 1000, requestKey: 'first-of-two' }),
      kit.call(host, hostsApi.requestPayout, { points: 1000, requestKey: 'second-of-two' }),
    ]);
    expect(answers.map((a) => a.code).sort((x, y) => x - y)).toEqual([200, HostCode.PAYOUT_OVER_AVAILABLE]);
    const [first, second] = answers;
    const payout = dataOf(first?.code === 200 ? first : (second ?? answers[0]));
    expect(payout).toMatchObject({
      points: 1000,
      status: 'pending',
      pointsPerCurrencyUnit: 100,
      currency: 'USD',
    });
    const key = answers[0]?.code === 200 ? 'first-of-two' : 'second-of-two';
    // A retry with the same key is the same request.
    expect(dataOf(await kit.call(host, hostsApi.requestPayout, { points: 1000, requestKey: key })).id).toBe(
      payout.id,
    );
    expect(dataOf(await kit.call(host, hostsApi.earnings))).toMatchObject({
      points: 1500,
      onHold: 1000,
      available: 500,
    });
    expect(dataOf(await kit.call(host, hostsApi.payouts, {}))).toMatchObject([
      { id: payout.id, status: 'pending' },
    ]);
  });

  it('paid moves the points to system:payouts once; rejected frees them; either is told to the host', async () => {
    const host = await approvedHost();
    await earn(host, 'call', 2500);
    const first = dataOf(
      await kit.call(host, hostsApi.requestPayout, { points: 1200, requestKey: 'pay-me-one' }),
    );
    const second = dataOf(
      await kit.call(host, hostsApi.requestPayout, { points: 1000, requestKey: 'pay-me-two' }),
    );
    const pending = dataOf(await kit.call(admin, hostsApi.adminPayouts, { status: 'pending' }));
    expect(pending.filter((p) => p.userId === host.id).map((p) => p.id)).toEqual([first.id, second.id]);

    // Paying twice at once (a double click, two admins) moves the points once.
    const paid = await Promise.all([
      kit.call(admin, hostsApi.adminDecidePayout, { id: first.id, decision: 'paid' }),
      kit.call(admin, hostsApi.adminDecidePayout, { id: first.id, decision: 'paid' }),
    ]);
    expect(paid.map((a) => a.code)).toEqual([200, 200]);
    expect(dataOf(paid[0] ?? paid[1])).toMatchObject({ status: 'paid', decidedBy: admin.id });
    expect((await t.ctx.ledger.balance(host.id)).points).toBe(1300);
    const [moves] = await t.ctx.database.db
      .select({ n: count() })
      .from(walletTransactions)
      .where(eq(walletTransactions.idempotencyKey, `payout:${first.id}`));
    expect(moves?.n).toBe(1);
    expect(
      await kit.call(admin, hostsApi.adminDecidePayout, {
        id: first.id,
        decision: 'rejected',
        reason: 'late',
      }),
    ).toBeRefusedWith(HostCode.PAYOUT_DECIDED);

    expect(
      await kit.call(admin, hostsApi.adminDecidePayout, { id: second.id, decision: 'rejected' }),
    ).toBeRefusedWith(HostCode.REASON_REQUIRED);
    dataOf(
      await kit.call(admin, hostsApi.adminDecidePayout, {
        id: second.id,
        decision: 'rejected',
        reason: 'Payment details missing.',
      }),
    );
    expect(dataOf(await kit.call(host, hostsApi.earnings))).toMatchObject({
      points: 1300,
      onHold: 0,
      available: 1300,
    });
    // Earnings are what came in: the payout is not a negative earning.
    expect(dataOf(await kit.call(host, hostsApi.earnings)).bySource).toEqual({ call: 2500 });
    const told = (await noticesOf(host)).filter((n) => n.kind === 'payout');
    expect(told.map((n) => n.params)).toEqual([
      { payoutId: second.id, points: 1000, decision: 'rejected', reason: 'Payment details missing.' },
      { payoutId: first.id, points: 1200, decision: 'paid', reason: null },
    ]);
    expect(
      await kit.call(admin, hostsApi.adminDecidePayout, { id: 2_000_000_000, decision: 'paid' }),
    ).toBeRefusedWith(HostCode.PAYOUT_NOT_FOUND);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
