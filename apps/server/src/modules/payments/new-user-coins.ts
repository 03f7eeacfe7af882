import {
  MATCHING_FLOW,
  NEW_USER_BANNER_DAYS,
  SIGNUP_BANNER_COINS,
  type NewUserBanner,
} from '@mingle/protocol';
import { DAY_MS, type Clock } from '../../infra/clock';
import type { Ledger } from '../wallet/ledger';
import type { PaymentsRepo } from './repo';

/**
 * The +120 sign-up banner (spec §7 checkIfAddCoinForNew): a user whose account is younger than
 * NEW_USER_BANNER_DAYS gets SIGNUP_BANNER_COINS once, on the first call; the answer is the banner announcing
 * them. Later calls, and older accounts, get null.
 */
export class NewUserCoins {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  async claim(userId: number): Promise<NewUserBanner | null> {
    const now = this.clock.date();
    const createdAt = await this.repo.userCreatedAt(userId);
    if (!createdAt || now.getTime() - createdAt.getTime() > NEW_USER_BANNER_DAYS * DAY_MS) return null;
    // The claim and the credit commit together: the coins are given once however often the call comes.
    const granted = await this.ledger.run(async (tx) => {
      if (!(await this.repo.claimNewUserCoins(tx, userId, now))) return false;
      await this.ledger.credit(tx, {
        key: `new-user-coins:${userId}`,
        userId,
        coins: SIGNUP_BANNER_COINS,
        source: 'promotion',
        reference: 'signup-banner',
      });
      return true;
    });
    if (!granted) return null;
    return {
      gold: SIGNUP_BANNER_COINS,
      callCount: Math.floor(SIGNUP_BANNER_COINS / MATCHING_FLOW.normalPrice),
      images: [],
    };
  }
}
