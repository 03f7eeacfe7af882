import {
  answerText,
  CallCode,
  Code,
  DEFAULT_FLOW_CONFIG,
  discoverApi,
  matchingApi,
  OnlineStatus,
  callsApi,
  type FlowConfig,
} from '@mingle/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/infra/manual-clock';
import { dataOf } from './kit/envelope';
import { factories, type TestUser } from './kit/factories';
import { createTestApp, type TestApp } from './test-app';

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

const save = (config: FlowConfig) =>
  kit.call(admin, discoverApi.updateFlowConfig, { product: 'web', config });
// Each test starts from the seeded configuration.
afterEach(async () => {
  dataOf(await save(DEFAULT_FLOW_CONFIG));
});

describe('the stored flow configuration', () => {
  it('starts with spec §9 values and is edited by administrators only; globalconf shows it', async () => {
    const user = await kit.completeUser();
    expect(dataOf(await kit.call(admin, discoverApi.flowConfig, {}))).toEqual(DEFAULT_FLOW_CONFIG);
    expect((await kit.call(user, discoverApi.flowConfig, {})).code).toBe(Code.FORBIDDEN);
    const edited: FlowConfig = {
      ...DEFAULT_FLOW_CONFIG,
      cardFlow: { ...DEFAULT_FLOW_CONFIG.cardFlow, normalPrice: 45, countdownSeconds: 8 },
      discover: { ...DEFAULT_FLOW_CONFIG.discover, likePrice: 3 },
    };
    expect((await kit.call(user, discoverApi.updateFlowConfig, { config: edited })).code).toBe(
      Code.FORBIDDEN,
    );
    expect(dataOf(await save(edited))).toEqual(edited);

    const conf = dataOf(await kit.call(user, matchingApi.globalconf));
    expect(conf.cardFlow).toEqual({ ...edited.cardFlow, ringSeconds: t.ctx.config.calls.ringSeconds });
    expect(conf.discover?.likePrice).toBe(3);
    // The like price applied is the one shown.
    const liked = await kit.completeUser();
    await kit.fund(user, 3);
    expect(dataOf(await kit.call(user, discoverApi.like, { likedUserId: liked.id, price: 3 })).price).toBe(3);

    const broken = { ...edited, discover: { ...edited.discover, invitesPerHostPerMinute: 0 } };
    expect((await save(broken)).code).toBe(Code.VALIDATION);
    expect((await kit.call(admin, discoverApi.flowConfig, { product: 'tv' as 'web' })).code).toBe(
      Code.VALIDATION,
    );
  });
});

describe('invitations from the card and search flows', () => {
  async function onlineHost(): Promise<TestUser> {
    const host = await kit.host({ callPrice: 10 });
    await t.ctx.presence.setStatus(host.id, OnlineStatus.ONLINE);
    return host;
  }
  async function caller(): Promise<TestUser> {
    const who = await kit.completeUser();
    await kit.fund(who, 100);
    return who;
  }
  /** Rings the host from a flow and cancels at once, so the host is free for the next one. */
  async function invite(
    from: TestUser,
    host: TestUser,
    source: 'card' | 'search' | 'direct',
    location?: number,
  ) {
    const answer = await kit.call(from, callsApi.launch, {
      matchUserId: host.id,
      media: 'video',
      source,
      ...(location === undefined ? {} : { location }),
    });
    if (answer.code === 200) dataOf(await kit.call(from, callsApi.cancel, { roomNum: answer.data.roomNum }));
    return answer;
  }

  it('record the location, refuse another flow’s code, and cost the host’s own price', async () => {
    const host = await onlineHost();
    const from = await caller();
    const call = dataOf(await invite(from, host, 'card', 141));
    expect(call.bizData).toMatchObject({ goddessLocation: 141, pricePerMinute: 10 });
    expect((await invite(from, host, 'search', 141)).code).toBe(Code.VALIDATION);
    expect(dataOf(await invite(from, host, 'search', 137)).bizData.goddessLocation).toBe(137);
  });

  it('limit how often one host is invited per minute', async () => {
    dataOf(
      await save({
        ...DEFAULT_FLOW_CONFIG,
        discover: { ...DEFAULT_FLOW_CONFIG.discover, invitesPerHostPerMinute: 2 },
      }),
    );
    const host = await onlineHost();
    const callers = await Promise.all([caller(), caller(), caller()]);
    const [a, b, c] = callers as [TestUser, TestUser, TestUser];
    expect(await invite(a, host, 'card')).toBeOk();
    await clock.advance(10_000);
    expect(await invite(b, host, 'search')).toBeOk();
    const refused = await invite(c, host, 'card');
    expect(refused).toBeRefusedWith(CallCode.HOST_INVITE_LIMIT);
    expect(refused.msg).toBe(answerText(CallCode.HOST_INVITE_LIMIT));
    // A direct call is no Discover invitation.
    expect(await invite(c, host, 'direct')).toBeOk();
    // A minute after the first invitation, a place is free again.
    await clock.advance(50_001);
    await t.ctx.presence.setStatus(host.id, OnlineStatus.ONLINE);
    expect(await invite(c, host, 'card')).toBeOk();
  });

  it('limit how many invitations one caller sends per hour', async () => {
    dataOf(
      await save({
        ...DEFAULT_FLOW_CONFIG,
        discover: { ...DEFAULT_FLOW_CONFIG.discover, invitesPerCallerPerHour: 3 },
      }),
    );
    const from = await caller();
    const hosts = await Promise.all([1, 2, 3, 4].map(() => onlineHost()));
    for (const host of hosts.slice(0, 3)) expect(await invite(from, host, 'card')).toBeOk();
    const last = hosts[3] as TestUser;
    expect(await invite(from, last, 'search')).toBeRefusedWith(CallCode.CALLER_INVITE_LIMIT);
    await clock.advance(3_600_001);
    await t.ctx.presence.setStatus(last.id, OnlineStatus.ONLINE);
    expect(await invite(from, last, 'search')).toBeOk();
  });
});
