import type { Clock } from '../../infra/clock';
import type { Db } from '../../infra/db/database';
import { BackpackService } from './backpack';
import { GiftsRepo } from './repo';
import { GiftService, type GiftsDeps } from './service';

/** Gifts (ctx.gifts): sending and the catalogue, and the backpack other areas grant into (rewards). */
export interface Gifts {
  service: GiftService;
  backpack: BackpackService;
}

export function createGifts(deps: Omit<GiftsDeps, 'repo'> & { db: Db; clock: Clock }): Gifts {
  const repo = new GiftsRepo(deps.db);
  return {
    service: new GiftService({ ...deps, repo }),
    backpack: new BackpackService(repo, deps.ledger, deps.clock),
  };
}
