import {
  RewardCode,
  type SpinResult,
  type Wheel,
  type WheelDraw,
  type WheelDrawsPage,
  type WheelGift,
} from '@mingle/protocol';
import { DAY_MS, type Clock } from '../../infra/clock';
import type { RewardWheelDrawRow } from '../../infra/db/schema';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import { RewardError } from './errors';
import type { RewardNews } from './grants';
import { chancesOf, drawPrize, type RandomBelow } from './prize-draw';
import type { PrizeRow, RewardsRepo } from './repo';

/**
 * Backpack gifts as wheel prizes (decision 027), given by the gifts area (ctx.gifts.backpack and its catalogue);
 * without it, gift prizes are left off the wheel.
 */
export interface WheelGifts {
  /** Gives backpack gifts inside the spin's transaction; a key used before gives nothing more. */
  grantIn(
    tx: LedgerTx,
    grant: { userId: number; giftId: number; count: number; expiresAt: Date; source: 'wheel'; key: string },
  ): Promise<unknown>;
  /** Names and images of the gifts with these ids. */
  giftsByIds(ids: number[]): Promise<Map<number, { name: string; image: string }>>;
}

type GiftNames = Map<number, { name: string; image: string }>;

function giftOf(prize: PrizeRow | undefined, names: GiftNames): WheelGift | null {
  if (!prize || prize.giftId === null) return null;
  const gift = names.get(prize.giftId);
  if (!gift) return null;
  return { giftId: prize.giftId, ...gift, count: prize.giftCount, days: prize.giftDays };
}

const drawView = (row: RewardWheelDrawRow, prize?: PrizeRow, names: GiftNames = new Map()): WheelDraw => ({
  drawId: row.id,
  prizeId: row.prizeId,
  coins: row.coins,
  gift: row.giftId === null ? null : giftOf(prize, names),
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
    private readonly gifts?: WheelGifts,
  ) {}

  /** The prizes on the wheel: gift prizes only when the gifts area is there to give them. */
  private async prizes(): Promise<PrizeRow[]> {
    const prizes = await this.repo.activePrizes();
    return this.gifts ? prizes : prizes.filter((p) => p.giftId === null);
  }

  private async giftNames(prizes: PrizeRow[]): Promise<GiftNames> {
    const ids = prizes.flatMap((p) => (p.giftId === null ? [] : [p.giftId]));
    return ids.length > 0 && this.gifts ? this.gifts.giftsByIds(ids) : new Map();
  }

  async wheel(userId: number): Promise<Wheel> {
    const [prizes, spins] = await Promise.all([this.prizes(), this.repo.spinsLeft(userId)]);
    const chances = chancesOf(prizes);
    const names = await this.giftNames(prizes);
    return {
      spins,
      prizes: prizes.map((p, i) => ({
        id: p.id,
        coins: p.coins,
        gift: giftOf(p, names),
        chance: chances[i] ?? 0,
      })),
    };
  }

  async spin(userId: number, requestKey?: string): Promise<SpinResult> {
    if (requestKey) {
      const earlier = await this.repo.drawByKey(userId, requestKey);
      if (earlier) return this.answered(earlier);
    }
    const prize = drawPrize(await this.prizes(), this.randomBelow);
    if (!prize) throw new RewardError(RewardCode.WHEEL_CLOSED);
    let result: SpinResult;
    try {
      const made = await this.ledger.run(async (tx) => {
        // The draw first: a repeat of the same tap waits here on the key until the first commits, then finds it
        // taken and answers that draw instead of asking for a spin the first one used.
        const draw = await this.repo.insertDraw(tx, {
          userId,
          prizeId: prize.id,
          coins: prize.coins,
          giftId: prize.giftId,
          requestKey: requestKey ?? null,
          createdAt: this.clock.date(),
        });
        if (!draw) throw new RepeatedTap();
        if (!(await this.repo.useSpin(tx, userId))) throw new RewardError(RewardCode.NO_SPINS);
        if (prize.giftId !== null && this.gifts) {
          // A gift prize goes to the backpack, usable for the prize's days (decision 027).
          await this.gifts.grantIn(tx, {
            userId,
            giftId: prize.giftId,
            count: prize.giftCount,
            expiresAt: new Date(this.clock.now() + prize.giftDays * DAY_MS),
            source: 'wheel',
            key: `wheel:${draw.id}`,
          });
        } else {
          await this.ledger.credit(tx, {
            key: `reward:${userId}:wheel:${draw.id}`,
            userId,
            coins: draw.coins,
            source: 'promotion',
            reference: `reward:wheel:${draw.id}`,
          });
        }
        return { draw, spins: await this.repo.spinsLeft(draw.userId, tx) };
      });
      // Named after commit: a read outside the transaction would wait on it (PGlite has one connection).
      const [view] = await this.views([made.draw]);
      result = { ...(view ?? drawView(made.draw)), spins: made.spins };
    } catch (err) {
      if (!(err instanceof RepeatedTap) || !requestKey) throw err;
      const earlier = await this.repo.drawByKey(userId, requestKey);
      if (!earlier) throw err;
      return this.answered(earlier);
    }
    // Only a new draw of coins is news (a gift shows in the backpack); a repeated tap told nobody again.
    if (result.coins > 0)
      await this.news.tell({
        userId,
        activity: 'wheel',
        period: String(result.drawId),
        coins: result.coins,
        spins: 0,
      });
    return result;
  }

  /** A draw made before (a repeated tap), with the spins left now. */
  private async answered(draw: RewardWheelDrawRow): Promise<SpinResult> {
    const [view] = await this.views([draw]);
    return { ...(view ?? drawView(draw)), spins: await this.repo.spinsLeft(draw.userId) };
  }

  private async views(rows: RewardWheelDrawRow[]): Promise<WheelDraw[]> {
    if (rows.every((r) => r.giftId === null)) return rows.map((r) => drawView(r));
    const prizes = await this.repo.activePrizes();
    const byId = new Map(prizes.map((p) => [p.id, p]));
    const names = await this.giftNames(prizes);
    return rows.map((r) => drawView(r, byId.get(r.prizeId), names));
  }

  async draws(userId: number, page: number, size: number): Promise<WheelDrawsPage> {
    const { rows, total } = await this.repo.draws(userId, page, size);
    return { list: await this.views(rows), page, size, total };
  }
}
