import {
  callsApi,
  Code,
  discoverApi,
  friendsApi,
  OnlineStatus,
  RoomCategory,
  WallTab,
  type DiscoverUser,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/infra/db/schema';
import { countryId } from './kit/countries';
import { dataOf } from './kit/envelope';
import { factories, type TestUser } from './kit/factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let kit: ReturnType<typeof factories>;
beforeAll(async () => {
  // Many signed calls from one address: the per-address limit is not what these tests test.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  kit = factories(t);
});
afterAll(() => t.close());

function hostIn(code: string, settings: Parameters<typeof kit.host>[0] = {}, nickname?: string) {
  return kit.host(settings, { countryId: countryId(code), ...(nickname ? { nickname } : {}) });
}

async function page(viewer: TestUser, query: Parameters<typeof kit.call<typeof discoverApi.wall>>[2]) {
  return dataOf(await kit.call(viewer, discoverApi.wall, query));
}

/** Every page of a group and tab, with `between` run after each page (people come, go and change). */
async function allPages(
  viewer: TestUser,
  countryId: number,
  tab: number,
  between: (pages: readonly DiscoverUser[][]) => Promise<void> = async () => {},
): Promise<DiscoverUser[][]> {
  const pages: DiscoverUser[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await page(viewer, { countryId, tab, size: 3, ...(cursor ? { cursor } : {}) });
    pages.push(answer.items);
    cursor = answer.nextCursor ?? undefined;
    await between(pages);
  } while (cursor && pages.length < 20);
  return pages;
}

const idsOf = (items: readonly DiscoverUser[]) => items.map((u) => u.id);

describe('the wall groups', () => {
  it('count hosts per country, open the stored country by default and count the tabs', async () => {
    const viewer = await kit.completeUser({ countryId: countryId('IS') });
    await hostIn('IS', { topic: RoomCategory.SINGING });
    await hostIn('IS', { topic: RoomCategory.SINGING });
    await hostIn('IS', { topic: RoomCategory.SLEEP_CALL });
    await hostIn('MT');
    // Not a host: never counted.
    await kit.completeUser({ countryId: countryId('IS') });

    const groups = dataOf(await kit.call(viewer, discoverApi.wallGroups, {}));
    expect(groups.countryId).toBe(countryId('IS'));
    expect(groups.countries).toContainEqual({ countryId: countryId('IS'), count: 3 });
    expect(groups.countries).toContainEqual({ countryId: countryId('MT'), count: 1 });
    const tab = (id: number) => groups.tabs.find((x) => x.id === id);
    expect(groups.tabs.slice(0, 2)).toEqual([
      { id: WallTab.FOR_YOU, name: 'For You', count: 3 },
      { id: WallTab.NEW, name: 'New', count: 3 },
    ]);
    expect(tab(RoomCategory.SINGING)).toEqual({ id: 1, name: 'Singing', count: 2 });
    expect(tab(RoomCategory.SLEEP_CALL)?.count).toBe(1);
    expect(tab(RoomCategory.OTHER)?.count).toBe(0);
    // For You is a tab of its own (1001), not a topic.
    expect(tab(RoomCategory.FOR_YOU)).toBeUndefined();

    const other = dataOf(await kit.call(viewer, discoverApi.wallGroups, { countryId: countryId('MT') }));
    expect(other.countryId).toBe(countryId('MT'));
    expect(other.tabs[0]?.count).toBe(1);
    expect((await kit.call(viewer, discoverApi.wallGroups, { countryId: 99_999 })).code).toBe(
      Code.VALIDATION,
    );
  });

  it('are for signed-in users; the country filter is public', async () => {
    expect((await kit.call(null, discoverApi.wallGroups, {})).code).toBe(Code.LOGIN_REQUIRED);
    expect((await kit.call(null, discoverApi.wall, {})).code).toBe(Code.LOGIN_REQUIRED);
    await hostIn('LI');
    const ids = dataOf(await kit.call(null, discoverApi.countryIds));
    expect(ids).toContain(countryId('LI'));
    expect(ids).not.toContain(countryId('AQ'));
  });
});

describe('a wall page', () => {
  it('shows each tile with presence, price and profile, invisible people as offline', async () => {
    const viewer = await kit.completeUser();
    const online = await hostIn(
      'EE',
      { callPrice: 25, friendsCallPrice: 5, topic: RoomCategory.DANCING },
      'Olga',
    );
    const busy = await hostIn('EE');
    const invisible = await hostIn('EE');
    const offline = await hostIn('EE');
    const { presence } = t.ctx;
    await presence.setStatus(online.id, OnlineStatus.ONLINE);
    await presence.setStatus(busy.id, OnlineStatus.BUSY);
    await presence.setStatus(invisible.id, OnlineStatus.INVISIBLE);

    const { items } = await page(viewer, { countryId: countryId('EE'), size: 10 });
    const byId = new Map(items.map((u) => [u.id, u]));
    expect(byId.get(online.id)).toMatchObject({
      userName: 'Olga',
      age: expect.any(Number),
      countryId: countryId('EE'),
      languages: [],
      headImg: '',
      video: null,
      status: OnlineStatus.ONLINE,
      isHost: true,
      pricePerMinute: 25,
      topic: RoomCategory.DANCING,
      liked: false,
      friendsOnly: false,
    });
    expect(byId.get(busy.id)?.status).toBe(OnlineStatus.BUSY);
    expect(byId.get(invisible.id)?.status).toBe(OnlineStatus.OFFLINE);
    expect(byId.get(offline.id)?.status).toBe(OnlineStatus.OFFLINE);

    // A friend sees the friends price.
    const friend = await kit.completeUser();
    dataOf(await kit.call(friend, friendsApi.add, { friendUserId: online.id, price: 0 }));
    dataOf(await kit.call(online, friendsApi.accept, { friendUserId: friend.id }));
    const asFriend = await page(friend, { countryId: countryId('EE'), size: 10 });
    expect(asFriend.items.find((u) => u.id === online.id)?.pricePerMinute).toBe(5);

    // A topic tab lists its topic only.
    const dancing = await page(viewer, { countryId: countryId('EE'), tab: RoomCategory.DANCING });
    expect(idsOf(dancing.items)).toEqual([online.id]);
    expect((await kit.call(viewer, discoverApi.wall, { tab: 0 })).code).toBe(Code.VALIDATION);
    expect((await kit.call(viewer, discoverApi.wall, { cursor: 'not-a-cursor' })).code).toBe(Code.VALIDATION);
  });

  it('never lists blocked or blocking people, minors, banned accounts or devices, suspended accounts, or the viewer', async () => {
    const viewer = await hostIn('LU');
    const shown = await hostIn('LU');
    const blockedByViewer = await hostIn('LU');
    const blockingViewer = await hostIn('LU');
    const minor = await hostIn('LU');
    const banned = await hostIn('LU');
    const onBannedDevice = await hostIn('LU');
    const suspended = await hostIn('LU');
    await t.ctx.blocks.block(viewer.id, blockedByViewer.id);
    await t.ctx.blocks.block(blockingViewer.id, viewer.id);
    const { db } = t.ctx.database;
    // The profile refuses an under-18 birthday; a row that holds one anyway must still never be shown.
    await db.update(users).set({ birthday: '2015-01-01' }).where(eq(users.id, minor.id));
    await t.ctx.bans.ban({ kind: 'account', userId: banned.id, by: 'test' });
    await t.ctx.bans.ban({ kind: 'device', deviceId: onBannedDevice.deviceId, by: 'test' });
    await t.ctx.users.setStatus(suspended.id, 'suspended');

    for (const tab of [WallTab.FOR_YOU, WallTab.NEW]) {
      const ids = idsOf((await allPages(viewer, countryId('LU'), tab)).flat());
      expect(ids).toEqual([shown.id]);
    }
    const groups = dataOf(await kit.call(viewer, discoverApi.wallGroups, { countryId: countryId('LU') }));
    expect(groups.tabs[0]?.count).toBe(1);
    // Blocks hide both ways: the blocked host does not see the viewer either.
    const theirs = idsOf((await allPages(blockedByViewer, countryId('LU'), WallTab.NEW)).flat());
    expect(theirs).not.toContain(viewer.id);
    expect(theirs).toContain(shown.id);
  });

  it('pages without duplicates or gaps while hosts come and go and presence changes', async () => {
    const viewer = await kit.completeUser();
    const lv = countryId('LV');
    const first = await Promise.all(Array.from({ length: 8 }, () => hostIn('LV')));
    for (const tab of [WallTab.FOR_YOU, WallTab.NEW]) {
      const removed: number[] = [];
      const pages = await allPages(viewer, lv, tab, async (sofar) => {
        // After each page: a new host arrives, everyone's presence flips, and after the first page one host
        // not shown yet leaves (suspended).
        await hostIn('LV');
        for (const [i, u] of first.entries()) {
          await t.ctx.presence.setStatus(
            u.id,
            (i + sofar.length) % 2 ? OnlineStatus.ONLINE : OnlineStatus.BUSY,
          );
        }
        const shown = new Set(idsOf(sofar.flat()));
        const leaving = first.find((u) => !shown.has(u.id));
        if (sofar.length === 1 && leaving) {
          removed.push(leaving.id);
          await t.ctx.users.setStatus(leaving.id, 'suspended');
        }
      });
      expect(pages.length).toBeGreaterThan(2);
      const ids = idsOf(pages.flat());
      // No duplicates, no gaps: every host there from start to end shown exactly once, the one who left never.
      expect(new Set(ids).size).toBe(ids.length);
      expect(removed).toHaveLength(1);
      for (const u of first) {
        if (removed.includes(u.id)) expect(ids).not.toContain(u.id);
        else expect(ids).toContain(u.id);
      }
      for (const id of removed) await t.ctx.users.setStatus(id, 'active');
    }
  });

  it('lists New newest first, and For You in an order of its own for each viewer', async () => {
    const hosts = await Promise.all(Array.from({ length: 6 }, () => hostIn('SI')));
    const viewer = await kit.completeUser();
    const other = await kit.completeUser();
    const fresh = idsOf(
      (await page(viewer, { countryId: countryId('SI'), tab: WallTab.NEW, size: 50 })).items,
    );
    expect(fresh).toEqual(hosts.map((h) => h.id).sort((a, b) => b - a));
    const mine = idsOf((await page(viewer, { countryId: countryId('SI'), size: 50 })).items);
    const again = idsOf((await page(viewer, { countryId: countryId('SI'), size: 50 })).items);
    const theirs = idsOf((await page(other, { countryId: countryId('SI'), size: 50 })).items);
    expect(again).toEqual(mine);
    expect([...mine].sort()).toEqual([...theirs].sort());
  });
});

describe('a host topic', () => {
  it('is set with the host settings, kept when left out, and never For You', async () => {
    const host = await hostIn('CY');
    const viewer = await kit.completeUser();
    expect(dataOf(await kit.call(host, callsApi.hostSettings)).topic).toBe(RoomCategory.OTHER);
    const prices = { callPrice: 12, friendsCallPrice: 6, friendsOnly: false };
    const set = dataOf(await kit.call(host, callsApi.updateHostSettings, { ...prices, topic: 7 }));
    expect(set).toMatchObject({ ...prices, topic: RoomCategory.LANGUAGE_CHAT });
    const kept = dataOf(await kit.call(host, callsApi.updateHostSettings, { ...prices, callPrice: 14 }));
    expect(kept).toMatchObject({ callPrice: 14, topic: RoomCategory.LANGUAGE_CHAT });
    expect((await kit.call(host, callsApi.updateHostSettings, { ...prices, topic: 0 })).code).toBe(
      Code.VALIDATION,
    );
    const tab = await page(viewer, { countryId: countryId('CY'), tab: RoomCategory.LANGUAGE_CHAT });
    expect(tab.items).toMatchObject([{ id: host.id, topic: RoomCategory.LANGUAGE_CHAT, pricePerMinute: 14 }]);
  });
});

describe('search', () => {
  it('finds people by id or a part of the nickname, with the wall exclusions', async () => {
    const viewer = await kit.completeUser({ nickname: 'Searcher' });
    const zelda = await kit.completeUser({ nickname: 'Zeldarina' });
    const host = await kit.host({ callPrice: 30 }, { nickname: 'Zeldaqueen' });
    const blocked = await kit.completeUser({ nickname: 'Zeldablocked' });
    await t.ctx.blocks.block(blocked.id, viewer.id);

    const found = dataOf(await kit.call(viewer, discoverApi.search, { q: 'zelda' }));
    expect(idsOf(found).sort()).toEqual([zelda.id, host.id].sort());
    expect(found.find((u) => u.id === host.id)).toMatchObject({ isHost: true, pricePerMinute: 30 });
    expect(found.find((u) => u.id === zelda.id)).toMatchObject({
      isHost: false,
      pricePerMinute: 0,
      topic: null,
    });

    const byId = dataOf(await kit.call(viewer, discoverApi.search, { q: String(zelda.id) }));
    expect(byId[0]?.id).toBe(zelda.id);
    expect(dataOf(await kit.call(viewer, discoverApi.search, { q: String(viewer.id) }))).toEqual([]);
    // Pattern characters are literal text.
    expect(dataOf(await kit.call(viewer, discoverApi.search, { q: '%' }))).toEqual([]);
    expect((await kit.call(viewer, discoverApi.search, { q: '' })).code).toBe(Code.VALIDATION);
    expect((await kit.call(null, discoverApi.search, { q: 'zelda' })).code).toBe(Code.LOGIN_REQUIRED);
  });
});
