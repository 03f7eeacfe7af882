import { filteredMatchPrice, MatchCode, type MatchFilter, type MatchQuota } from '@mingle/protocol';
import type { AppError } from '../../errors';
import { utcDayStart } from '../../infra/clock';
import type { Seeker } from '../../infra/match-queue/match-queue';
import { InsufficientCoinsError } from '../wallet/errors';
import { MatchError, QuotaUsedError } from './errors';
import type { OfferRecord, OfferSide } from './offer-store';
import { quotaOf, quotaRefusal } from './quota';
import type { MatchingDeps } from './service';

/** Today's shown matches and whether the user is VIP: what the free quota and the daily cap count from. */
export interface ShownToday {
  shown: number;
  vip: boolean;
}

/** Today's count, and what stops the user from matching now (null when nothing does). */
export interface Standing extends ShownToday {
  refusal: AppError | null;
}

/** A side that could not pay for its filtered match when the match was found. */
export class ShortOfCoins extends Error {
  constructor(readonly userId: number) {
    super(`user ${userId} cannot pay for the match`);
  }
}

/**
 * What a match costs: a place in the free daily quota (up to the daily cap, VIP beyond the quota) and, with a
 * filter, its price in coins. Both are taken when a match is found, in the transaction that records it: nothing
 * is taken for waiting, so leaving the queue never needs a refund (docs/API.md, matching).
 */
export class MatchCharges {
  constructor(private readonly deps: Pick<MatchingDeps, 'repo' | 'vip' | 'ledger' | 'settings' | 'clock'>) {}

  priceOf(filter: Pick<Seeker, 'wantGender' | 'wantCountryId'>): number {
    return filteredMatchPrice(
      { gender: filter.wantGender as MatchFilter['gender'], countryId: filter.wantCountryId },
      this.deps.settings.filterPrice,
    );
  }

  async quota(userId: number): Promise<MatchQuota> {
    const now = this.deps.clock.now();
    return this.quotaFor(await this.shownToday(userId, now), now);
  }

  /** The quota as the answers show it, with the countdown to its reset from `now`. */
  quotaFor({ shown, vip }: ShownToday, now = this.deps.clock.now()): MatchQuota {
    return quotaOf(shown, vip, this.deps.settings, now);
  }

  /** The refusal is the error the matching call answers; `price` is the filter's, 0 without one. */
  async standing(userId: number, price: number): Promise<Standing> {
    const now = this.deps.clock.now();
    const [today, balance] = await Promise.all([
      this.shownToday(userId, now),
      price > 0 ? this.deps.ledger.balance(userId) : undefined,
    ]);
    const stop = quotaRefusal(today.shown, today.vip, this.deps.settings);
    let refusal: AppError | null = null;
    if (stop === 'daily_limit') refusal = new MatchError(MatchCode.DAILY_LIMIT, 403);
    else if (stop === 'quota_used') refusal = new QuotaUsedError(this.quotaFor(today, now));
    else if (balance && balance.coins < price) refusal = new InsufficientCoinsError();
    return { ...today, refusal };
  }

  /**
   * The shown match counted for both and each filtered side charged, in one transaction. Throws ShortOfCoins,
   * with nothing recorded or charged, when a side cannot pay.
   */
  async chargeShown(record: OfferRecord): Promise<void> {
    const { ledger, repo } = this.deps;
    const sides = [record.first, record.second];
    const rows = (movementIds: (string | null)[] = []) =>
      sides.map((side, i) => ({
        matchId: record.matchId,
        userId: side.seeker.userId,
        peerId: (sides[1 - i] as OfferSide).seeker.userId,
        coins: side.price,
        movementId: movementIds[i] ?? null,
        // The day's quota counts shows by this time, so it is the clock's, not the database's.
        createdAt: new Date(record.createdAt),
      }));
    // A free match moves no coins: recording it needs no ledger transaction.
    if (sides.every((side) => side.price === 0)) return repo.insertShows(rows());
    await ledger.run(async (tx) => {
      const movementIds: (string | null)[] = [];
      for (const side of sides) {
        const userId = side.seeker.userId;
        if (side.price === 0) {
          movementIds.push(null);
          continue;
        }
        try {
          const movement = await ledger.spend(tx, {
            key: `match:${record.matchId}:${userId}`,
            userId,
            coins: side.price,
            purpose: 'match',
            reference: `match:${record.matchId}`,
          });
          movementIds.push(movement.id);
        } catch (err) {
          // Thrown out of run, so the other side's charge and both rows roll back too.
          if (err instanceof InsufficientCoinsError) throw new ShortOfCoins(userId);
          throw err;
        }
      }
      await repo.insertShows(rows(movementIds), tx);
    });
  }

  private async shownToday(userId: number, now: number): Promise<ShownToday> {
    const [shown, vip] = await Promise.all([
      this.deps.repo.showsSince(userId, new Date(utcDayStart(now))),
      this.deps.vip.isVip(userId),
    ]);
    return { shown, vip };
  }
}
