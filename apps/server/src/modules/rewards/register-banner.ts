import {
  MATCHING_FLOW,
  NEW_USER_BANNER_DAYS,
  RewardCode,
  SIGNUP_BANNER_COINS,
  type NewUserBanner,
  type RewardGrant,
} from '@mingle/protocol';
import { DAY_MS, type Clock } from '../../infra/clock';
import type { Session } from '../session/service';
import { RewardError } from './errors';
import type { RewardGrants } from './grants';
import type { NewMembers } from './new-member';
import type { RewardsRepo } from './repo';

const ACTIVITY = 'register-banner';
const PERIOD = 'once';

const BANNER: NewUserBanner = {
  gold: SIGNUP_BANNER_COINS,
  callCount: Math.floor(SIGNUP_BANNER_COINS / MATCHING_FLOW.normalPrice),
  images: [],
};

/**
 * The +120 sign-up banner (spec §3, §9). Asking (checkIfAddCoinForNew) only reports the offer; the explicit claim
 * grants it, once per account and once per device, to an account younger than NEW_USER_BANNER_DAYS whose device
 * was never banned.
 */
export class RegisterBanner {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly members: NewMembers,
    private readonly grants: RewardGrants,
    private readonly clock: Clock,
  ) {}

  /** The banner while the caller may claim it, else null (claimed, too old, or a banned device). */
  async offer(session: Session): Promise<NewUserBanner | null> {
    try {
      await this.assertEligible(session);
    } catch (err) {
      if (err instanceof RewardError) return null;
      throw err;
    }
    const taken =
      (await this.repo.claim(session.userId, ACTIVITY, PERIOD)) ||
      (await this.repo.claimedOnDevice(session.deviceId, ACTIVITY, PERIOD));
    return taken ? null : BANNER;
  }

  async claim(session: Session): Promise<RewardGrant> {
    await this.assertEligible(session);
    const outcome = await this.grants.give({
      userId: session.userId,
      deviceId: session.deviceId,
      activity: ACTIVITY,
      period: PERIOD,
      coins: SIGNUP_BANNER_COINS,
      spins: 0,
    });
    return outcome.grant;
  }

  private async assertEligible(session: Session): Promise<void> {
    const createdAt = await this.members.signedUpAt(session.userId, session.deviceId);
    if (this.clock.now() - createdAt.getTime() > NEW_USER_BANNER_DAYS * DAY_MS) {
      throw new RewardError(RewardCode.NOT_NEW_USER);
    }
  }
}
