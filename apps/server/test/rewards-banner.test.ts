import {
  BAN_HOURS,
  NEW_USER_BANNER_DAYS,
  RewardCode,
  SIGNUP_BANNER_COINS,
  registerBannerApi,
  walletApi,
} from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../src/infra/clock';
import { dataOf } from './kit/envelope';
import { useRewardsApp } from './rewards-app';

const r = useRewardsApp();
const banner = { gold: SIGNUP_BANNER_COINS, callCount: 6, images: [] };

describe('register banner (+120 sign-up coins)', () => {
  it('asking shows the offer and grants nothing; the claim grants it once, as bonus coins', async () => {
    const ann = await r.member();
    expect(dataOf(await r.call()(ann, registerBannerApi.checkIfAddCoinForNew, { countryId: 1 }))).toEqual(
      banner,
    );
    // Asking again (the shop page opened twice) still grants nothing.
    expect(dataOf(await r.call()(ann, registerBannerApi.checkIfAddCoinForNew))).toEqual(banner);
    expect(await r.coins(ann)).toBe(0);

    expect(dataOf(await r.call()(ann, registerBannerApi.claim))).toEqual({
      coins: SIGNUP_BANNER_COINS,
      spins: 0,
    });
    expect(await r.coins(ann)).toBe(SIGNUP_BANNER_COINS);
    expect(await r.call()(ann, registerBannerApi.claim)).toBeRefusedWith(RewardCode.ALREADY_CLAIMED);
    expect(dataOf(await r.call()(ann, registerBannerApi.checkIfAddCoinForNew))).toBeNull();
    expect(await r.coins(ann)).toBe(SIGNUP_BANNER_COINS);

    // One movement from the promotion source: bonus coins, never purchased ones (refunds count purchases).
    const history = dataOf(await r.call()(ann, walletApi.history, {}));
    expect(history.list).toEqual([
      expect.objectContaining({ coins: SIGNUP_BANNER_COINS, kind: 'credit', label: 'promotion' }),
    ]);
    expect(await r.ledgerProblems()).toEqual([]);
  });

  it('grants once when the claim comes twice at once (double tap, two tabs)', async () => {
    const bo = await r.member();
    const answers = await Promise.all(Array.from({ length: 4 }, () => r.call()(bo, registerBannerApi.claim)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 200)) {
      expect(refused).toBeRefusedWith(RewardCode.ALREADY_CLAIMED);
    }
    expect(await r.coins(bo)).toBe(SIGNUP_BANNER_COINS);
  });

  it('grants once per device: a second account on the same device gets nothing', async () => {
    const first = await r.member('shared-phone');
    const second = await r.member('shared-phone');
    dataOf(await r.call()(first, registerBannerApi.claim));
    expect(dataOf(await r.call()(second, registerBannerApi.checkIfAddCoinForNew))).toBeNull();
    expect(await r.call()(second, registerBannerApi.claim)).toBeRefusedWith(RewardCode.DEVICE_CLAIMED);
    expect(await r.coins(second)).toBe(0);
  });

  it('grants once per account: the same account on a second device gets nothing more', async () => {
    const cy = await r.member();
    dataOf(await r.call()(cy, registerBannerApi.claim));
    const onLaptop = await r.elsewhere(cy, 'cy-laptop');
    expect(await r.call()(onLaptop, registerBannerApi.claim)).toBeRefusedWith(RewardCode.ALREADY_CLAIMED);
    expect(await r.coins(cy)).toBe(SIGNUP_BANNER_COINS);
  });

  it(`is for accounts younger than ${NEW_USER_BANNER_DAYS} days`, async () => {
    const di = await r.member();
    await r.clock.advance(NEW_USER_BANNER_DAYS * DAY_MS + 1);
    expect(dataOf(await r.call()(di, registerBannerApi.checkIfAddCoinForNew))).toBeNull();
    expect(await r.call()(di, registerBannerApi.claim)).toBeRefusedWith(RewardCode.NOT_NEW_USER);
    expect(await r.coins(di)).toBe(0);
  });

  it('gives nothing to new accounts from a banned device, also after the ban ran out', async () => {
    const banned = await r.member('banned-phone');
    await r.t().ctx.bans.ban({ kind: 'device', deviceId: 'banned-phone', by: 'test' });
    await r.clock.advance(BAN_HOURS * HOUR_MS + 1);
    const again = await r.member('banned-phone');
    expect(dataOf(await r.call()(again, registerBannerApi.checkIfAddCoinForNew))).toBeNull();
    expect(await r.call()(again, registerBannerApi.claim)).toBeRefusedWith(RewardCode.DEVICE_BANNED);
    expect(await r.coins(again)).toBe(0);
    expect(banned.id).not.toBe(again.id);
  });
});
