import { CallAction, entriesApi, popupApi } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../src/infra/clock';
import { activityEntries, popups, users } from '../src/infra/db/schema';
import { dataOf } from './kit/envelope';
import type { TestUser } from './kit/factories';
import { signedInject } from './signed';
import { useRewardsApp } from './rewards-app';

const r = useRewardsApp();
const db = () => r.t().ctx.database.db;

/** The pop-up shown to `who` now (languageId as the client sends it), or null. */
async function popupFor(who: TestUser, languageId = 1): Promise<string | null> {
  const res = await r.t().app.inject(
    signedInject({
      method: 'GET',
      path: popupApi.get.path,
      languageId,
      credentials: { ...who },
      timestamp: r.clock.now(),
    }),
  );
  const answer = res.json<{ code: number; data: { title: string } | null }>();
  expect(answer.code).toBe(200);
  return answer.data?.title ?? null;
}

describe('activity entries', () => {
  it('answers the seeded boxes per location, in order, within their dates', async () => {
    const ann = await r.member();
    expect(dataOf(await r.call()(ann, entriesApi.getEntry, {}))).toMatchObject({
      show: true,
      kind: 'task',
      targetUrl: '/task',
    });
    expect(dataOf(await r.call()(ann, entriesApi.getEntry, { location: 'livecam' }))).toMatchObject({
      kind: 'luckyWheel',
      targetUrl: '/activity',
    });
    const map = dataOf(await r.call()(ann, entriesApi.locationEntrysMap));
    expect(map.home.map((e) => e.kind)).toEqual(['task', 'luckyWheel']);
    expect(Object.keys(map).sort()).toEqual(['home', 'livecam', 'matching', 'task']);

    // An operator's box for a campaign: not before it starts, not after it ends.
    const now = r.clock.now();
    await db()
      .insert(activityEntries)
      .values({
        location: 'matching',
        kind: 'web',
        content: 'Spring week',
        targetUrl: '/shop',
        sort: 0,
        startsAt: new Date(now + HOUR_MS),
        endsAt: new Date(now + DAY_MS),
      });
    expect(dataOf(await r.call()(ann, entriesApi.getEntry, { location: 'matching' }))?.kind).toBe('task');
    await r.clock.advance(HOUR_MS);
    expect(dataOf(await r.call()(ann, entriesApi.getEntry, { location: 'matching' }))?.kind).toBe('web');
    await r.clock.advance(DAY_MS);
    expect(dataOf(await r.call()(ann, entriesApi.getEntry, { location: 'matching' }))?.kind).toBe('task');
  });
});

describe('pop-ups', () => {
  it('shows one pop-up at a time by priority, audience, country, language, dates and caps, never in a call', async () => {
    const now = r.clock.now();
    await db()
      .insert(popups)
      .values([
        { priority: 50, audience: 'payer', title: 'For payers', body: '' },
        { priority: 40, audience: 'new', title: 'Welcome', body: '', maxShows: 2, intervalHours: 24 },
        { priority: 30, audience: 'all', countries: [49], title: 'Germany only', body: '' },
        { priority: 20, audience: 'all', languages: [7], title: 'German speakers', body: '' },
        {
          priority: 10,
          audience: 'nonPayer',
          title: 'Tomorrow',
          body: '',
          startsAt: new Date(now + 3 * DAY_MS),
          endsAt: new Date(now + 4 * DAY_MS),
        },
      ]);
    const ann = await r.member();
    expect(await popupFor(ann)).toBe('Welcome');
    // Capped: at most once a day, twice in all.
    expect(await popupFor(ann)).toBeNull();
    await r.clock.advance(DAY_MS);
    expect(await popupFor(ann)).toBe('Welcome');
    await r.clock.advance(DAY_MS);
    expect(await popupFor(ann, 7)).toBe('German speakers');
    await db().update(users).set({ countryId: 49 }).where(eq(users.id, ann.id));
    expect(await popupFor(ann)).toBe('Germany only');
    await r.clock.advance(DAY_MS);
    expect(await popupFor(ann)).toBe('Tomorrow');
    expect(await popupFor(ann)).toBeNull();

    // A payer sees theirs, but not while in a call.
    const vip = await r.vipMember();
    const host = await r.member();
    await r.t().ctx.presence.heartbeat(host.id);
    const call = await r
      .t()
      .ctx.calls.launch(vip.id, { matchUserId: host.id, media: 'video', source: 'direct' });
    expect(await popupFor(vip)).toBeNull();
    await r.t().ctx.calls.act(vip.id, CallAction.CANCEL, { roomNum: call.roomNum });
    expect(await popupFor(vip)).toBe('For payers');
  });
});
