import {
  AccountCode,
  callsApi,
  CallCode,
  Code,
  DiscoverCode,
  discoverApi,
  matchingApi,
  OnlineStatus,
  profileApi,
  SocialCode,
  WalletCode,
} from '@mingle/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/infra/manual-clock';
import { dataOf } from './kit/envelope';
import { factories, type TestUser } from './kit/factories';
import { collect, until } from './matching-app';
import { useSocialApp } from './social-app';

const clock = new ManualClock();
const social = useSocialApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { clock });
let kit: ReturnType<typeof factories>;
beforeAll(() => {
  kit = factories(social.t);
});

const LIKE_PRICE = 10;
const coinsOf = async (who: TestUser) => (await social.t.ctx.ledger.balance(who.id)).coins;
const like = (who: TestUser, likedUserId: number, price = LIKE_PRICE) =>
  kit.call(who, discoverApi.like, { likedUserId, price });

describe('likes', () => {
  it('cost the price globalconf shows, checked like the filter price, and refused without coins', async () => {
    const ann = await kit.completeUser();
    const bob = await kit.completeUser();
    const conf = dataOf(await kit.call(ann, matchingApi.globalconf));
    expect(conf.discover?.likePrice).toBe(LIKE_PRICE);

    const broke = await like(ann, bob.id);
    expect(broke).toBeRefusedWith(WalletCode.INSUFFICIENT_BALANCE);
    expect(broke.msg).toBe('Insufficient Balance');
    await kit.fund(ann, 25);
    expect(await like(ann, bob.id, 5)).toBeRefusedWith(DiscoverCode.PRICE_CHANGED);
    expect(await like(ann, ann.id)).toBeRefusedWith(DiscoverCode.CANNOT_LIKE_SELF);
    expect(await like(ann, 2_000_000_000)).toBeRefusedWith(AccountCode.ACCOUNT_NOT_FOUND);
    expect(await coinsOf(ann)).toBe(25);
    expect(dataOf(await kit.call(bob, discoverApi.likesReceived, {})).items).toEqual([]);
  });

  it('tell the liked person live, charge once however often they are sent, and match when mutual', async () => {
    const ann = await kit.completeUser({ nickname: 'Ann' });
    const bob = await kit.completeUser({ nickname: 'Bob' });
    await kit.fund(ann, 25);
    await kit.fund(bob, 10);
    const bobHears = collect(await social.online(bob), 'discover:liked');
    const annHears = collect(await social.online(ann), 'discover:liked');

    // A double tap and a retry racing the first request: one like, one charge.
    const answers = await Promise.all([like(ann, bob.id), like(ann, bob.id), like(ann, bob.id)]);
    for (const a of answers) expect(a).toBeOk();
    expect(answers.filter((a) => !a.data.repeated)).toHaveLength(1);
    expect(answers.find((a) => !a.data.repeated)?.data).toMatchObject({ price: LIKE_PRICE, match: false });
    expect(await coinsOf(ann)).toBe(15);
    const again = dataOf(await like(ann, bob.id));
    expect(again).toMatchObject({ repeated: true, price: 0, match: false });
    expect(await coinsOf(ann)).toBe(15);

    await until(() => bobHears.length === 1, "bob's like event");
    expect(bobHears[0]).toMatchObject({ from: { id: ann.id, userName: 'Ann' }, match: false });

    // Bob likes back: a match, said in the answer and in Ann's event.
    expect(dataOf(await like(bob, ann.id))).toMatchObject({
      match: true,
      price: LIKE_PRICE,
      repeated: false,
    });
    await until(() => annHears.length === 1, "ann's like event");
    expect(annHears[0]).toMatchObject({ from: { id: bob.id }, match: true });
    expect(await coinsOf(bob)).toBe(0);

    const received = dataOf(await kit.call(bob, discoverApi.likesReceived, {}));
    expect(received.items).toMatchObject([{ user: { id: ann.id, liked: true }, mutual: true }]);
    expect(received.nextCursor).toBeNull();
  });

  it('are listed newest first, page by page, without blocked people', async () => {
    const star = await kit.completeUser();
    const fans = await Promise.all([1, 2, 3].map(() => kit.completeUser()));
    for (const fan of fans) {
      await kit.fund(fan, LIKE_PRICE);
      dataOf(await like(fan, star.id));
      await clock.advance(1_000);
    }
    const first = dataOf(await kit.call(star, discoverApi.likesReceived, { size: 2 }));
    expect(first.items.map((v) => v.user.id)).toEqual([fans[2]?.id, fans[1]?.id]);
    const second = dataOf(
      await kit.call(star, discoverApi.likesReceived, { size: 2, cursor: first.nextCursor ?? '' }),
    );
    expect(second.items.map((v) => v.user.id)).toEqual([fans[0]?.id]);
    expect(second.nextCursor).toBeNull();

    const [blocked] = fans;
    if (!blocked) throw new Error('no fan');
    await social.t.ctx.blocks.block(star.id, blocked.id);
    const after = dataOf(await kit.call(star, discoverApi.likesReceived, {}));
    expect(after.items.map((v) => v.user.id)).not.toContain(blocked.id);
    // Nobody likes across a block; the blocked side only learns the user is unavailable.
    const other = await kit.completeUser();
    await kit.fund(other, LIKE_PRICE);
    expect(await like(other, blocked.id)).toBeOk();
    await social.t.ctx.blocks.block(star.id, other.id);
    expect(await like(other, star.id)).toBeRefusedWith(SocialCode.USER_UNAVAILABLE);
    expect(await like(star, other.id)).toBeRefusedWith(SocialCode.YOU_BLOCKED_USER);
  });
});

describe('a VIP who liked a friends-only host', () => {
  it('may call them without being friends; nobody else may', async () => {
    const host = await kit.host({ callPrice: 20, friendsOnly: true });
    await social.t.ctx.presence.setStatus(host.id, OnlineStatus.ONLINE);
    const vip = await kit.vip();
    const plain = await kit.completeUser();
    await kit.fund(plain, 100);
    const launch = (who: TestUser) =>
      kit.call(who, callsApi.launch, { matchUserId: host.id, media: 'video', source: 'direct' });

    expect(await launch(vip)).toBeRefusedWith(CallCode.FRIENDS_ONLY);
    expect(dataOf(await kit.call(vip, callsApi.priceInfo, { matchUserId: host.id })).friendsOnly).toBe(true);
    dataOf(await like(vip, host.id));
    dataOf(await like(plain, host.id));
    // The tile and the price info say what launch will do.
    const found = dataOf(await kit.call(vip, discoverApi.search, { q: String(host.id) }));
    expect(found[0]).toMatchObject({ id: host.id, liked: true, friendsOnly: false, pricePerMinute: 20 });
    expect(dataOf(await kit.call(vip, callsApi.priceInfo, { matchUserId: host.id })).friendsOnly).toBe(false);

    const call = dataOf(await launch(vip));
    expect(call.bizData.pricePerMinute).toBe(20);
    dataOf(await kit.call(vip, callsApi.cancel, { roomNum: call.roomNum }));
    // Liking is not enough without VIP.
    expect(await launch(plain)).toBeRefusedWith(CallCode.FRIENDS_ONLY);
  });
});

describe('visitors', () => {
  it('records who opened my profile, newest first, unless they leave no trace', async () => {
    const me = await kit.completeUser();
    const first = await kit.completeUser({ nickname: 'First' });
    const second = await kit.completeUser({ nickname: 'Second' });
    const ghost = await kit.completeUser({ nickname: 'Ghost' });
    const open = (who: TestUser) => kit.call(who, profileApi.getUserInfo, { searchUserId: me.id });

    expect(dataOf(await kit.call(ghost, discoverApi.visitorSettings))).toEqual({ leaveNoTrace: false });
    expect(dataOf(await kit.call(ghost, discoverApi.updateVisitorSettings, { leaveNoTrace: true }))).toEqual({
      leaveNoTrace: true,
    });

    dataOf(await open(first));
    await clock.advance(1_000);
    dataOf(await open(second));
    await clock.advance(1_000);
    dataOf(await open(ghost));
    // Opening one's own profile is no visit.
    dataOf(await kit.call(me, profileApi.getUserInfo, { searchUserId: me.id }));

    const list = dataOf(await kit.call(me, discoverApi.visitors, {}));
    expect(list.items.map((v) => v.user.id)).toEqual([second.id, first.id]);
    expect(list.items[0]?.at).toBe(clock.now() - 1_000);

    // A second visit moves the visitor up; a block takes them off the list.
    await clock.advance(1_000);
    dataOf(await open(first));
    expect(dataOf(await kit.call(me, discoverApi.visitors, {})).items.map((v) => v.user.id)).toEqual([
      first.id,
      second.id,
    ]);
    await social.t.ctx.blocks.block(second.id, me.id);
    expect(dataOf(await kit.call(me, discoverApi.visitors, {})).items.map((v) => v.user.id)).toEqual([
      first.id,
    ]);
    expect((await kit.call(null, discoverApi.visitors, {})).code).toBe(Code.LOGIN_REQUIRED);
  });
});
