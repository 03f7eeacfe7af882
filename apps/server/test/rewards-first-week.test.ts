import { BAN_HOURS, FIRST_WEEK_DAYS, RewardCode, firstWeekApi } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, nextUtcMidnight } from '../src/infra/clock';
import { dataOf } from './kit/envelope';
import type { TestUser } from './kit/factories';
import { useRewardsApp } from './rewards-app';

const r = useRewardsApp();
/** The seeded first-week amounts (migration 0014). */
const WEEK = [10, 10, 10, 20, 20, 20, 30];

const toNextMidnight = (offsetMs = 0) => r.clock.advanceTo(nextUtcMidnight(r.clock.now()) + offsetMs);
const claim = (who: TestUser) => r.call()(who, firstWeekApi.claim);

describe('first-week bonus', () => {
  it('pays one bonus on each of the first 7 UTC days, and has ended on the 8th', async () => {
    const ann = await r.member();
    for (let day = 1; day <= FIRST_WEEK_DAYS; day++) {
      expect(dataOf(await r.call()(ann, firstWeekApi.status))).toMatchObject({ today: day, ended: false });
      expect(dataOf(await claim(ann))).toEqual({ coins: WEEK[day - 1], spins: 0 });
      expect(await claim(ann)).toBeRefusedWith(RewardCode.ALREADY_CLAIMED);
      // 23:59:59.999 of day 7 is still the first week.
      await toNextMidnight(-1);
      if (day < FIRST_WEEK_DAYS) await r.clock.advance(1);
    }
    expect(await claim(ann)).toBeRefusedWith(RewardCode.ALREADY_CLAIMED);
    await r.clock.advance(1);
    // Day 8.
    expect(await claim(ann)).toBeRefusedWith(RewardCode.FIRST_WEEK_ENDED);
    const status = dataOf(await r.call()(ann, firstWeekApi.status));
    expect(status).toMatchObject({ today: null, ended: true, endsAt: r.clock.now() });
    expect(status.days.every((d) => d.state === 'claimed')).toBe(true);
    expect(await r.coins(ann)).toBe(WEEK.reduce((a, b) => a + b, 0));
    expect(await r.ledgerProblems()).toEqual([]);
  });

  it('a missed day stays missed; the days show claimed, missed, today and upcoming', async () => {
    await toNextMidnight(HOUR_MS);
    const bo = await r.member();
    dataOf(await claim(bo));
    await toNextMidnight(HOUR_MS);
    await toNextMidnight(HOUR_MS);
    const status = dataOf(await r.call()(bo, firstWeekApi.status));
    expect(status.today).toBe(3);
    expect(status.days.map((d) => d.state)).toEqual([
      'claimed',
      'missed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(dataOf(await claim(bo))).toEqual({ coins: WEEK[2], spins: 0 });
  });

  it('one bonus per device a day; two claims at once grant once', async () => {
    const first = await r.member('shared-laptop');
    const second = await r.member('shared-laptop');
    const answers = await Promise.all([claim(first), claim(first), claim(second)]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.map((a) => a.code).sort()).toEqual(
      [200, RewardCode.ALREADY_CLAIMED, RewardCode.DEVICE_CLAIMED].sort(),
    );
    expect((await r.coins(first)) + (await r.coins(second))).toBe(WEEK[0]);
  });

  it('gives nothing to a new account from a banned device', async () => {
    await r.member('banned-tablet');
    await r.t().ctx.bans.ban({ kind: 'device', deviceId: 'banned-tablet', by: 'test' });
    await r.clock.advance(BAN_HOURS * HOUR_MS + 1);
    const again = await r.member('banned-tablet');
    expect(await claim(again)).toBeRefusedWith(RewardCode.DEVICE_BANNED);
    expect(await r.coins(again)).toBe(0);
  });
});
