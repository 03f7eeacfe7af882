import { RewardCode, checkInApi, tasksApi } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, nextUtcMidnight } from '../src/infra/clock';
import { dataOf } from './kit/envelope';
import type { TestUser } from './kit/factories';
import { useRewardsApp } from './rewards-app';

const r = useRewardsApp();
/** The seeded cycle (migration 0014): what each day pays a VIP. */
const CYCLE = [10, 10, 20, 20, 30, 30, 50];
const TOTAL = CYCLE.reduce((a, b) => a + b, 0);

/** Moves the clock to the next 0:00 UTC plus `offsetMs`. */
const toNextMidnight = (offsetMs = 0) => r.clock.advanceTo(nextUtcMidnight(r.clock.now()) + offsetMs);
const save = (who: TestUser) => r.call()(who, checkInApi.save);

describe('daily check-in', () => {
  it('a member who is not VIP checks in, is told what a VIP gets, and gets no coins', async () => {
    const ann = await r.member();
    expect(dataOf(await r.call()(ann, checkInApi.hasCheckedIn))).toEqual({
      show: true,
      hasCheck: false,
      totalCoin: TOTAL,
    });
    const list = dataOf(await r.call()(ann, checkInApi.list));
    expect(list).toMatchObject({ today: 1, hasCheck: false, isVip: false, totalCoin: TOTAL });
    expect(list.days.map((d) => d.coins)).toEqual(CYCLE);
    expect(list.days.map((d) => d.state)).toEqual(['today', ...Array(6).fill('upcoming')]);

    expect(dataOf(await save(ann))).toEqual({ coins: 0, spins: 0, day: 1, isVip: false, vipCoins: 10 });
    expect(await r.coins(ann)).toBe(0);
    expect(await save(ann)).toBeRefusedWith(RewardCode.ALREADY_CHECKED_IN);
    expect(dataOf(await r.call()(ann, checkInApi.hasCheckedIn))).toMatchObject({
      show: false,
      hasCheck: true,
    });
    // It still counts for the daily check-in task.
    const tasks = dataOf(await r.call()(ann, tasksApi.list)).tasks;
    expect(tasks.find((t) => t.code === 'daily-check-in')).toMatchObject({ progress: 1, state: 'done' });
  });

  it('a VIP walks the 7-day cycle one UTC day at a time, then starts again at day 1', async () => {
    const vip = await r.kit().vip();
    const before = await r.coins(vip);
    const paid: number[] = [];
    for (let day = 1; day <= 8; day++) {
      const answer = dataOf(await save(vip));
      expect(answer).toMatchObject({ day: day > 7 ? 1 : day, isVip: true });
      paid.push(answer.coins);
      // The last moment of the UTC day is still the same day; its first moment is the next.
      await toNextMidnight(-1);
      expect(await save(vip)).toBeRefusedWith(RewardCode.ALREADY_CHECKED_IN);
      await r.clock.advance(1);
    }
    expect(paid).toEqual([...CYCLE, CYCLE[0]]);
    expect(await r.coins(vip)).toBe(before + TOTAL + 10);
    expect(await r.ledgerProblems()).toEqual([]);
  });

  it('a missed day starts the cycle again; the list shows the run so far', async () => {
    const vip = await r.kit().vip();
    dataOf(await save(vip));
    await toNextMidnight(HOUR_MS);
    dataOf(await save(vip));
    const list = dataOf(await r.call()(vip, checkInApi.list));
    expect(list.days.map((d) => d.state)).toEqual(['claimed', 'claimed', ...Array(5).fill('upcoming')]);
    expect(list).toMatchObject({ today: 2, hasCheck: true });
    await r.clock.advance(2 * DAY_MS);
    expect(dataOf(await r.call()(vip, checkInApi.list))).toMatchObject({ today: 1, hasCheck: false });
    expect(dataOf(await save(vip))).toMatchObject({ day: 1, coins: CYCLE[0] });
  });

  it('one check-in per device a day: another account on the device is told so, and may tomorrow', async () => {
    const first = await r.member('family-tablet');
    const second = await r.member('family-tablet');
    dataOf(await save(first));
    expect(await save(second)).toBeRefusedWith(RewardCode.DEVICE_CHECKED_IN);
    await toNextMidnight();
    expect(dataOf(await save(second))).toMatchObject({ day: 1 });
  });

  it('two check-ins at once (two tabs, a double tap) save one', async () => {
    const vip = await r.kit().vip();
    const before = await r.coins(vip);
    const answers = await Promise.all(Array.from({ length: 4 }, () => save(vip)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 200)) {
      expect(refused).toBeRefusedWith(RewardCode.ALREADY_CHECKED_IN);
    }
    expect(await r.coins(vip)).toBe(before + (CYCLE[0] ?? 0));
  });

  it('days are UTC days whatever the zone: UTC+14 and UTC-12 members get one check-in per UTC day', async () => {
    // Local midnight in UTC+14 is 10:00 UTC, in UTC-12 it is 12:00 UTC: neither opens a new check-in day.
    await toNextMidnight(9 * HOUR_MS);
    const kiribati = await r.member();
    const bakerIsland = await r.member();
    dataOf(await save(kiribati));
    dataOf(await save(bakerIsland));
    await r.clock.advance(HOUR_MS + 1); // 10:00 UTC: a new local day in UTC+14
    expect(await save(kiribati)).toBeRefusedWith(RewardCode.ALREADY_CHECKED_IN);
    await r.clock.advance(2 * HOUR_MS); // 12:00 UTC: a new local day in UTC-12
    expect(await save(bakerIsland)).toBeRefusedWith(RewardCode.ALREADY_CHECKED_IN);
    await toNextMidnight();
    expect(dataOf(await save(kiribati))).toMatchObject({ day: 2 });
    expect(dataOf(await save(bakerIsland))).toMatchObject({ day: 2 });
  });
});
