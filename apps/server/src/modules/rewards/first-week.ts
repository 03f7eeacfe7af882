import {
  FIRST_WEEK_DAYS,
  RewardCode,
  type FirstWeek,
  type FirstWeekDay,
  type RewardGrant,
} from '@mingle/protocol';
import { DAY_MS, utcDayOf, utcDayStart, type Clock } from '../../infra/clock';
import type { Session } from '../session/service';
import { RewardError } from './errors';
import type { RewardGrants } from './grants';
import type { NewMembers } from './new-member';
import type { DayAmount, RewardsRepo } from './repo';

const ACTIVITY = 'first-week';

/** Which day of the first week `now` falls on (1 = the UTC day of sign-up); past FIRST_WEEK_DAYS it has ended. */
export function firstWeekDayOf(signedUpAt: Date, now: number): number {
  return Math.floor((utcDayStart(now) - utcDayStart(signedUpAt.getTime())) / DAY_MS) + 1;
}

/**
 * The first-week new-user bonus (spec §1, §9): one bonus a day on the UTC day of sign-up and the six after it,
 * amounts from configuration. Each day's bonus is claimed that day, once per account and once per device; a
 * missed day stays missed. From the 8th day on: 'Sorry the New user first week bonus has ended' (spec §8.2).
 */
export class FirstWeekBonus {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly members: NewMembers,
    private readonly grants: RewardGrants,
    private readonly clock: Clock,
  ) {}

  async status(session: Session): Promise<FirstWeek> {
    const now = this.clock.now();
    const signedUpAt = await this.members.signedUpAt(session.userId, session.deviceId);
    const today = firstWeekDayOf(signedUpAt, now);
    const [days, claims] = await Promise.all([
      this.repo.firstWeekDays(),
      this.repo.claimsOf(session.userId, [ACTIVITY]),
    ]);
    const claimed = new Set(claims.map((c) => c.period));
    const start = utcDayStart(signedUpAt.getTime());
    const ended = today > FIRST_WEEK_DAYS;
    return {
      days: days.map(({ day, coins }): FirstWeekDay => {
        const period = utcDayOf(start + (day - 1) * DAY_MS);
        const state = claimed.has(period)
          ? 'claimed'
          : day === today
            ? 'today'
            : day < today
              ? 'missed'
              : 'upcoming';
        return { day, coins, state };
      }),
      today: ended ? null : today,
      ended,
      endsAt: start + FIRST_WEEK_DAYS * DAY_MS,
    };
  }

  async claim(session: Session): Promise<RewardGrant> {
    const now = this.clock.now();
    const signedUpAt = await this.members.signedUpAt(session.userId, session.deviceId);
    const today = firstWeekDayOf(signedUpAt, now);
    if (today > FIRST_WEEK_DAYS) throw new RewardError(RewardCode.FIRST_WEEK_ENDED);
    const coins = coinsOf(await this.repo.firstWeekDays(), today);
    const outcome = await this.grants.give({
      userId: session.userId,
      deviceId: session.deviceId,
      activity: ACTIVITY,
      period: utcDayOf(now),
      coins,
      spins: 0,
    });
    return outcome.grant;
  }
}

function coinsOf(days: DayAmount[], day: number): number {
  return days.find((d) => d.day === day)?.coins ?? 0;
}
