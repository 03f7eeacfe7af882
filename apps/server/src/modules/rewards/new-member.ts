import { RewardCode } from '@mingle/protocol';
import { RewardError } from './errors';
import type { RewardsRepo } from './repo';

/**
 * Who counts as a new member for the sign-up rewards (register banner, first-week bonus): an account whose
 * device was never banned. A banned person who signs up again on the same device gets nothing new.
 */
export class NewMembers {
  constructor(private readonly repo: RewardsRepo) {}

  /** When the account was made; throws DEVICE_BANNED for an account on a banned device. */
  async signedUpAt(userId: number, deviceId: string): Promise<Date> {
    if (await this.repo.deviceWasBanned(deviceId)) throw new RewardError(RewardCode.DEVICE_BANNED);
    const createdAt = await this.repo.userCreatedAt(userId);
    // A session belongs to an existing account; a missing one is treated like an old one.
    if (!createdAt) throw new RewardError(RewardCode.NOT_NEW_USER);
    return createdAt;
  }
}
