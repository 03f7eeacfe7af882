import { RewardCode, type RewardGrant } from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import type { RewardClaimRow } from '../../infra/db/schema';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import { RewardError } from './errors';
import type { RewardsRepo } from './repo';

/** One reward to give: who, from which device, which activity and period, and what it pays. */
export interface RewardClaim {
  userId: number;
  deviceId: string;
  /** 'register-banner', 'check-in', 'first-week', 'task:<code>'. */
  activity: string;
  /** The UTC day 'YYYY-MM-DD' of a daily reward, or 'once'. */
  period: string;
  coins: number;
  spins: number;
  /** The check-in cycle day, for check-ins. */
  step?: number;
}

/** What a reward gave, and its claim row. */
export interface Granted {
  claim: RewardClaimRow;
  grant: RewardGrant;
}

/** The refusals of a reward already claimed: by this account, or by another account on this device. */
export interface TakenCodes {
  account: RewardCode;
  device: RewardCode;
}

const CLAIMED: TakenCodes = { account: RewardCode.ALREADY_CLAIMED, device: RewardCode.DEVICE_CLAIMED };

type GrantOutcome = Granted | { takenBy: keyof TakenCodes };

/** A reward given, as other areas hear of it (the assistant's notices): told after the grant committed. */
export interface RewardGiven {
  userId: number;
  /** 'register-banner', 'check-in', 'first-week', 'task:<code>', or 'wheel' for a lucky-wheel prize. */
  activity: string;
  /** The claim's period, or the draw id of a wheel prize: with userId and activity it names the grant. */
  period: string;
  coins: number;
  spins: number;
  /** The check-in cycle day, for check-ins. */
  step?: number | undefined;
}
export type RewardGivenListener = (given: RewardGiven) => Promise<void>;

/** Who hears of rewards given. A listener's failure is its own: the reward stands. */
export class RewardNews {
  private readonly listeners: RewardGivenListener[] = [];

  on(listener: RewardGivenListener): void {
    this.listeners.push(listener);
  }

  async tell(given: RewardGiven): Promise<void> {
    await Promise.allSettled(this.listeners.map((listener) => listener(given)));
  }
}

/** The ledger key of a reward: one movement per (user, activity, period), whatever retries or races. */
export function rewardKey(claim: Pick<RewardClaim, 'userId' | 'activity' | 'period'>): string {
  return `reward:${claim.userId}:${claim.activity}:${claim.period}`;
}

/**
 * The one way a reward is given. The claim row and the coins commit together in one ledger transaction: the
 * claim's unique indexes (account, device) decide who gets it, and the coins are one ledger movement from the
 * promotion source (bonus coins, never counted as purchased), keyed per (user, activity, period).
 */
export class RewardGrants {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly ledger: Ledger,
    private readonly news: RewardNews,
    private readonly clock: Clock,
  ) {}

  /** Gives the reward, or throws the refusal of `taken` when this account or device has it for the period. */
  async give(claim: RewardClaim, taken: TakenCodes = CLAIMED): Promise<Granted> {
    const outcome = await this.ledger.run((tx) => this.giveIn(tx, claim));
    if ('takenBy' in outcome) throw new RewardError(taken[outcome.takenBy]);
    await this.news.tell({
      userId: claim.userId,
      activity: claim.activity,
      period: claim.period,
      coins: claim.coins,
      spins: claim.spins,
      step: claim.step,
    });
    return outcome;
  }

  /** Who has the reward of this period already: this account, another account on this device, or nobody. */
  async takenBy(
    claim: Pick<RewardClaim, 'userId' | 'deviceId' | 'activity' | 'period'>,
  ): Promise<keyof TakenCodes | null> {
    if (await this.repo.claim(claim.userId, claim.activity, claim.period)) return 'account';
    if (await this.repo.claimedOnDevice(claim.deviceId, claim.activity, claim.period)) return 'device';
    return null;
  }

  private async giveIn(tx: LedgerTx, claim: RewardClaim): Promise<GrantOutcome> {
    const row = await this.repo.insertClaim(tx, {
      userId: claim.userId,
      activity: claim.activity,
      period: claim.period,
      deviceId: claim.deviceId,
      coins: claim.coins,
      spins: claim.spins,
      step: claim.step ?? null,
      createdAt: this.clock.date(),
    });
    if (!row) {
      const own = await this.repo.claim(claim.userId, claim.activity, claim.period, tx);
      return { takenBy: own ? 'account' : 'device' };
    }
    if (claim.coins > 0) {
      await this.ledger.credit(tx, {
        key: rewardKey(claim),
        userId: claim.userId,
        coins: claim.coins,
        source: 'promotion',
        reference: `reward:${claim.activity}:${claim.period}`,
      });
    }
    if (claim.spins > 0) await this.repo.addSpins(tx, claim.userId, claim.spins);
    return { claim: row, grant: { coins: claim.coins, spins: claim.spins } };
  }
}
