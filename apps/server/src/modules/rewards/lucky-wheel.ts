import {
  RewardCode,
  type SpinResult,
  type Wheel,
  type WheelDraw,
  type WheelDrawsPage,
} from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import type { RewardWheelDrawRow } from '../../infra/db/schema';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import { RewardError } from './errors';
import type { RewardNews } from './grants';
import { chancesOf, drawPrize, type RandomBelow } from './prize-draw';
import type { RewardsRepo } from './repo';

const drawView = (row: RewardWheelDrawRow): WheelDraw => ({
  drawId: row.id,
  prizeId: row.prizeId,
  coins: row.coins,
  time: row.createdAt.getTime(),
});

/** A repeat of a tap whose draw another request made: answered with that draw, after the spin was put back. */
class RepeatedTap extends Error {}

/**
 * The lucky wheel (spec §2.3). Spins are earned by rewards (tasks) and never sold. Its prizes and their odds are
 * configuration and published with the wheel; every draw is recorded and its owner can list them. One spin is
 * one transaction: the spin used, the draw recorded and its coins credited (bonus coins, one ledger movement
 * per draw) commit together.
 */
export class LuckyWheel {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly ledger: Ledger,
    private readonly randomBelow: RandomBelow,
    private readonly news: RewardNews,
    private readonly clock: Clock,
  ) {}

  async wheel(userId: number): Promise<Wheel> {
    const [prizes, spins] = await Promise.all([this.repo.activePrizes(), this.repo.spinsLeft(userId)]);
    const chances = chancesOf(prizes);
    return {
      spins,
      prizes: prizes.map((p, i) => ({ id: p.id, coins: p.coins, chance: chances[i] ?? 0 })),
    };
  }

  async spin(userId: number, requestKey?: string): Promise<SpinResult> {
    if (requestKey) {
      const earlier = await this.repo.drawByKey(userId, requestKey);
      if (earlier) return this.answered(earlier);
    }
    const prize = drawPrize(await this.repo.activePrizes(), this.randomBelow);
    if (!prize) throw new RewardError(RewardCode.WHEEL_CLOSED);
    let result: SpinResult;
    try {
      result = await this.ledger.run(async (tx) => {
        // The draw first: a repeat of the same tap waits here on the key until the first commits, then finds it
        // taken and answers that draw instead of asking for a spin the first one used.
        const draw = await this.repo.insertDraw(tx, {
          userId,
          prizeId: prize.id,
          coins: prize.coins,
          requestKey: requestKey ?? null,
          createdAt: this.clock.date(),
        });
        if (!draw) throw new RepeatedTap();
        if (!(await this.repo.useSpin(tx, userId))) throw new RewardError(RewardCode.NO_SPINS);
        await this.ledger.credit(tx, {
          key: `reward:${userId}:wheel:${draw.id}`,
          userId,
          coins: draw.coins,
          source: 'promotion',
          reference: `reward:wheel:${draw.id}`,
        });
        return this.answered(draw, tx);
      });
    } catch (err) {
      if (!(err instanceof RepeatedTap) || !requestKey) throw err;
      const earlier = await this.repo.drawByKey(userId, requestKey);
      if (!earlier) throw err;
      return this.answered(earlier);
    }
    // Only a new draw is news; a repeated tap answered above told nobody again.
    await this.news.tell({
      userId,
      activity: 'wheel',
      period: String(result.drawId),
      coins: result.coins,
      spins: 0,
    });
    return result;
  }

  /** A draw as the spin answers it, with the spins left now. */
  private async answered(draw: RewardWheelDrawRow, tx?: LedgerTx): Promise<SpinResult> {
    return { ...drawView(draw), spins: await this.repo.spinsLeft(draw.userId, tx) };
  }

  async draws(userId: number, page: number, size: number): Promise<WheelDrawsPage> {
    const { rows, total } = await this.repo.draws(userId, page, size);
    return { list: rows.map(drawView), page, size, total };
  }
}
