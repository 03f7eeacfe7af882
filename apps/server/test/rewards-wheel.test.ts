import { RewardCode, checkInApi, luckyWheelApi, tasksApi, walletApi } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../src/infra/clock';
import { dataOf } from './kit/envelope';
import type { TestUser } from './kit/factories';
import { useRewardsApp } from './rewards-app';

const r = useRewardsApp();
const PUBLISHED = [
  { coins: 5, chance: 0.5 },
  { coins: 10, chance: 0.3 },
  { coins: 20, chance: 0.15 },
  { coins: 50, chance: 0.04 },
  { coins: 100, chance: 0.01 },
];

/** Earns one spin the way a member does: checks in and claims the daily check-in task. */
async function earnSpin(who: TestUser): Promise<void> {
  dataOf(await r.call()(who, checkInApi.save));
  expect(dataOf(await r.call()(who, tasksApi.claim, { code: 'daily-check-in' }))).toMatchObject({ spins: 1 });
}

describe('lucky wheel', () => {
  it('publishes its prizes and odds; spins are earned, and a spin without one is refused', async () => {
    const ann = await r.member();
    const wheel = dataOf(await r.call()(ann, luckyWheelApi.wheel));
    expect(wheel.spins).toBe(0);
    expect(wheel.prizes.map(({ coins, chance }) => ({ coins, chance }))).toEqual(PUBLISHED);
    expect(await r.call()(ann, luckyWheelApi.spin, {})).toBeRefusedWith(RewardCode.NO_SPINS);
    await earnSpin(ann);
    expect(dataOf(await r.call()(ann, luckyWheelApi.wheel)).spins).toBe(1);
  });

  it('a spin draws a published prize, credits its coins as bonus coins, and is in the own draw history', async () => {
    const bo = await r.member();
    await earnSpin(bo);
    const result = dataOf(await r.call()(bo, luckyWheelApi.spin, {}));
    expect(PUBLISHED.map((p) => p.coins)).toContain(result.coins);
    expect(result.spins).toBe(0);
    expect(await r.coins(bo)).toBe(result.coins);
    const history = dataOf(await r.call()(bo, walletApi.history, {}));
    expect(history.list[0]).toMatchObject({ coins: result.coins, label: 'promotion' });
    const draws = dataOf(await r.call()(bo, luckyWheelApi.draws, {}));
    expect(draws).toMatchObject({ total: 1, list: [{ drawId: result.drawId, coins: result.coins }] });
    // Someone else's history does not show it.
    const other = await r.member();
    expect(dataOf(await r.call()(other, luckyWheelApi.draws, {})).total).toBe(0);
    expect(await r.call()(bo, luckyWheelApi.spin, {})).toBeRefusedWith(RewardCode.NO_SPINS);
    expect(await r.ledgerProblems()).toEqual([]);
  });

  it('a repeated tap (same key) answers the same draw; taps at once use each spin once', async () => {
    const cy = await r.member();
    await earnSpin(cy);
    const key = 'tap-0123456789abcdef';
    const [first, repeat] = await Promise.all([
      r.call()(cy, luckyWheelApi.spin, { idempotencyKey: key }),
      r.call()(cy, luckyWheelApi.spin, { idempotencyKey: key }),
    ]);
    expect(dataOf(first).drawId).toBe(dataOf(repeat).drawId);
    expect(await r.coins(cy)).toBe(dataOf(first).coins);

    // A new day, a new spin; three different taps at once: one draw.
    await r.clock.advanceTo(nextUtcMidnight(r.clock.now()));
    await earnSpin(cy);
    const taps = await Promise.all([
      r.call()(cy, luckyWheelApi.spin, {}),
      r.call()(cy, luckyWheelApi.spin, {}),
      r.call()(cy, luckyWheelApi.spin, {}),
    ]);
    expect(taps.filter((a) => a.code === 200)).toHaveLength(1);
    for (const refused of taps.filter((a) => a.code !== 200)) {
      expect(refused).toBeRefusedWith(RewardCode.NO_SPINS);
    }
    expect(dataOf(await r.call()(cy, luckyWheelApi.draws, {})).total).toBe(2);
    expect(await r.ledgerProblems()).toEqual([]);
  });
});
