import {
  Code,
  discoverApi,
  LANGUAGE_IDS,
  OnlineStatus,
  profileApi,
  type DiscoverUser,
} from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId } from './kit/countries';
import { dataOf } from './kit/envelope';
import { factories, type CompleteUserOptions, type TestUser } from './kit/factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let kit: ReturnType<typeof factories>;
beforeAll(async () => {
  // Many signed calls from one address: the per-address limit is not what these tests test.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  kit = factories(t);
});
afterAll(() => t.close());

/** A host in a country, online unless told otherwise, speaking the languages given. */
async function host(
  code: string,
  {
    status = OnlineStatus.ONLINE,
    languages,
    friendsOnly = false,
    ...options
  }: CompleteUserOptions & { status?: OnlineStatus; languages?: number[]; friendsOnly?: boolean } = {},
) {
  const who = await kit.host({ friendsOnly }, { countryId: countryId(code), ...options });
  if (languages) dataOf(await kit.call(who, profileApi.update, { languages }));
  if (status !== OnlineStatus.OFFLINE) await t.ctx.presence.setStatus(who.id, status);
  return who;
}

type FlowQuery = Parameters<typeof kit.call<typeof discoverApi.searchFlow>>[2];

/** Every page of the flow for these filters, following the cursor to the end. */
async function wholeFlow(viewer: TestUser, query: FlowQuery): Promise<DiscoverUser[][]> {
  const pages: DiscoverUser[][] = [];
  let cursor: string | undefined;
  do {
    const page = dataOf(
      await kit.call(viewer, discoverApi.searchFlow, { ...query, ...(cursor ? { cursor } : {}) }),
    );
    pages.push(page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

const idsOf = (pages: readonly DiscoverUser[][]) => pages.flat().map((u) => u.id);

describe('the search flow', () => {
  it('offers only hosts online now who match the gender, country and language chosen', async () => {
    const viewer = await kit.completeUser();
    const { ONLINE, BUSY, INVISIBLE, OFFLINE } = OnlineStatus;
    const { de, fr } = LANGUAGE_IDS;
    const woman = await host('PT', { gender: 2, languages: [de, fr] });
    const man = await host('PT', { gender: 1, languages: [de] });
    const frenchOnly = await host('PT', { gender: 2, languages: [fr] });
    const busy = await host('PT', { gender: 2, status: BUSY });
    const invisible = await host('PT', { gender: 2, status: INVISIBLE });
    const offline = await host('PT', { gender: 2, status: OFFLINE });
    // Takes calls from friends only: launch would refuse this viewer, so the flow never offers them.
    const friendsOnly = await host('PT', { gender: 2, friendsOnly: true });
    // Online but no host: the flow is for calling hosts.
    const notHost = await kit.completeUser({ countryId: countryId('PT'), gender: 2 });
    await t.ctx.presence.setStatus(notHost.id, ONLINE);
    const elsewhere = await host('IE', { gender: 2, languages: [de] });

    const portugal = idsOf(await wholeFlow(viewer, { countryId: countryId('PT'), size: 20 }));
    expect(portugal.sort()).toEqual([woman.id, man.id, frenchOnly.id].sort());
    for (const hidden of [busy, invisible, offline, friendsOnly, notHost, elsewhere]) {
      expect(portugal).not.toContain(hidden.id);
    }

    const women = await wholeFlow(viewer, { countryId: countryId('PT'), gender: 2 });
    expect(idsOf(women).sort()).toEqual([woman.id, frenchOnly.id].sort());
    expect(women.flat().every((u) => u.status === ONLINE && u.isHost && u.gender === 2)).toBe(true);

    const germanSpeaking = await wholeFlow(viewer, { countryId: countryId('PT'), language: de });
    expect(idsOf(germanSpeaking).sort()).toEqual([woman.id, man.id].sort());
    const germanWomen = await wholeFlow(viewer, { countryId: countryId('PT'), gender: 2, language: de });
    expect(idsOf(germanWomen)).toEqual([woman.id]);
    expect(germanWomen[0]?.[0]).toMatchObject({ pricePerMinute: 10, languages: [de, fr], liked: false });

    // Every country: the Irish host is among them too.
    const anywhere = idsOf(await wholeFlow(viewer, { gender: 2, language: de, size: 20 }));
    expect(anywhere).toEqual(expect.arrayContaining([woman.id, elsewhere.id]));

    // Someone going busy is no longer offered.
    await t.ctx.presence.setStatus(woman.id, BUSY);
    expect(idsOf(await wholeFlow(viewer, { countryId: countryId('PT'), language: de }))).toEqual([man.id]);
  });

  it('never offers blocked or blocking hosts, banned accounts or the viewer', async () => {
    const viewer = await host('FI');
    const shown = await host('FI');
    const blockedByViewer = await host('FI');
    const blockingViewer = await host('FI');
    const banned = await host('FI');
    await t.ctx.blocks.block(viewer.id, blockedByViewer.id);
    await t.ctx.blocks.block(blockingViewer.id, viewer.id);
    await t.ctx.bans.ban({ kind: 'account', userId: banned.id, by: 'test' });

    expect(idsOf(await wholeFlow(viewer, { countryId: countryId('FI') }))).toEqual([shown.id]);
    // Blocks hide both ways.
    expect(idsOf(await wholeFlow(blockedByViewer, { countryId: countryId('FI') }))).not.toContain(viewer.id);
  });

  it('pages through everyone online once, in the same order on every pass, skipping whoever went offline', async () => {
    const viewer = await kit.completeUser();
    const { ONLINE, OFFLINE } = OnlineStatus;
    const hosts = [];
    for (let i = 0; i < 12; i++) hosts.push(await host('HR', { status: i % 3 === 0 ? OFFLINE : ONLINE }));
    const online = hosts.filter((_, i) => i % 3 !== 0).map((h) => h.id);

    const pages = await wholeFlow(viewer, { countryId: countryId('HR'), size: 3 });
    const ids = idsOf(pages);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.every((page) => page.length <= 3)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...online].sort());
    expect(idsOf(await wholeFlow(viewer, { countryId: countryId('HR'), size: 3 }))).toEqual(ids);

    // Between pages, a host not reached yet goes offline: the rest still come, nobody twice.
    const first = dataOf(
      await kit.call(viewer, discoverApi.searchFlow, { countryId: countryId('HR'), size: 3 }),
    );
    const leaving = ids[5];
    if (leaving === undefined || !first.nextCursor) throw new Error('expected more than one page');
    await t.ctx.presence.setStatus(leaving, OFFLINE);
    const rest = await wholeFlow(viewer, { countryId: countryId('HR'), size: 3, cursor: first.nextCursor });
    expect([...first.items.map((u) => u.id), ...idsOf(rest)]).toEqual(ids.filter((id) => id !== leaving));
  });

  it('refuses unknown filters and a foreign cursor, and is for signed-in users', async () => {
    const viewer = await kit.completeUser();
    for (const bad of [
      { countryId: 99_999 },
      { language: 1001 },
      { language: 999 },
      { gender: 3 },
      { size: 21 },
      { cursor: 'not-a-cursor' },
    ]) {
      expect((await kit.call(viewer, discoverApi.searchFlow, bad as FlowQuery)).code).toBe(Code.VALIDATION);
    }
    expect((await kit.call(null, discoverApi.searchFlow, {})).code).toBe(Code.LOGIN_REQUIRED);
  });
});
