import type { PaymentsRepo } from './repo';

/**
 * VIP as the features that unlock with it see it. Today that is matching beyond the daily free quota; spec §1
 * and §6 also name a check-in reward, unlimited translation and calling any liked user, which the issues that
 * build them add here. A user is VIP from their first successful package on;
 * other modules ask this (ctx.vip) instead of reading the payments tables.
 */
export class VipStatus {
  constructor(private readonly repo: Pick<PaymentsRepo, 'payStatus'>) {}

  /** When the user became VIP, or null when they never bought a package. */
  async vipSince(userId: number): Promise<Date | null> {
    return (await this.repo.payStatus(userId))?.vipSince ?? null;
  }

  async isVip(userId: number): Promise<boolean> {
    return (await this.vipSince(userId)) !== null;
  }
}
