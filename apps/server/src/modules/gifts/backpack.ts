import { BACKPACK_EXPIRED_LISTED_DAYS, type Backpack, type BackpackItem } from '@mingle/protocol';
import { DAY_MS, type Clock } from '../../infra/clock';
import type { BackpackItemRow } from '../../infra/db/schema';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import type { BackpackLot, GiftsRepo } from './repo';

/** Where a backpack gift came from (kept on the row, for operators). */
export type BackpackSource = 'wheel' | 'reward' | 'promotion' | 'admin';

export interface BackpackGrant {
  userId: number;
  giftId: number;
  count: number;
  expiresAt: Date;
  source: BackpackSource;
  /** Makes the grant idempotent: the same key grants once (e.g. `wheel:<drawId>`, `task:<user>:<code>:<day>`). */
  key: string;
}

const LISTED_MS = BACKPACK_EXPIRED_LISTED_DAYS * DAY_MS;

/**
 * The backpack (spec §1, §2.3): gifts a member owns without paying, given by rewards, the wheel or promotions.
 * Each grant is a lot with a count and one expiry; a send from the backpack uses one from the lot that expires
 * first. Expired lots stay listed for 30 days (spec §9) by the clock, and a daily job deletes older ones.
 */
export class BackpackService {
  constructor(
    private readonly repo: GiftsRepo,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  /**
   * Gives backpack gifts inside the caller's ledger transaction (rewards grant them with their claim): both
   * commit or neither. A key used before answers the first grant and gives nothing more.
   */
  async grantIn(tx: LedgerTx, grant: BackpackGrant): Promise<BackpackItemRow> {
    if (!Number.isSafeInteger(grant.count) || grant.count <= 0) throw new Error('a grant gives at least one');
    const row = await this.repo.insertBackpackItem(tx, {
      userId: grant.userId,
      giftId: grant.giftId,
      count: grant.count,
      expiresAt: grant.expiresAt,
      source: grant.source,
      grantKey: grant.key,
      createdAt: this.clock.date(),
    });
    if (row) return row;
    const earlier = await this.repo.backpackItemByKey(grant.key, tx);
    if (!earlier) throw new Error(`backpack grant ${grant.key} vanished`);
    return earlier;
  }

  /** Gives backpack gifts in a transaction of its own. */
  grant(grant: BackpackGrant): Promise<BackpackItemRow> {
    return this.ledger.run((tx) => this.grantIn(tx, grant));
  }

  async list(userId: number): Promise<Backpack> {
    const now = this.clock.now();
    const lots = await this.repo.backpackOf(userId, new Date(now - LISTED_MS));
    const usable = new Map<string, BackpackItem>();
    const expired = new Map<string, BackpackItem>();
    for (const lot of lots) {
      const left = lot.item.count - lot.item.used;
      if (left <= 0) continue;
      const isExpired = lot.item.expiresAt.getTime() <= now;
      const into = isExpired ? expired : usable;
      const key = `${lot.gift.id}:${lot.item.expiresAt.getTime()}`;
      const seen = into.get(key);
      if (seen) seen.count += left;
      else into.set(key, itemOf(lot, left, isExpired));
    }
    return {
      items: [...usable.values()],
      expired: [...expired.values()].sort((a, b) => b.expiresAt - a.expiresAt),
    };
  }

  /** Names and images of gifts (the lucky wheel shows its gift prizes with them). */
  async giftsByIds(ids: number[]): Promise<Map<number, { name: string; image: string }>> {
    const rows = await this.repo.giftsByIds(ids);
    return new Map(rows.map((g) => [g.id, { name: g.name, image: g.image }]));
  }

  /** Deletes what expired more than 30 days ago (the daily job); listing hides it already. */
  purge(): Promise<number> {
    return this.repo.purgeBackpack(new Date(this.clock.now() - LISTED_MS));
  }
}

function itemOf({ item, gift }: BackpackLot, count: number, expired: boolean): BackpackItem {
  return {
    giftId: gift.id,
    name: gift.name,
    image: gift.image,
    stars: gift.stars,
    coins: gift.coins,
    count,
    expiresAt: item.expiresAt.getTime(),
    expired,
  };
}
