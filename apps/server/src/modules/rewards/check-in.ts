import {
  CHECK_IN_CYCLE_DAYS,
  RewardCode,
  type CheckInConfig,
  type CheckInDay,
  type CheckInList,
  type CheckInResult,
} from '@mingle/protocol';
import { DAY_MS, nextUtcMidnight, utcDayOf, type Clock } from '../../infra/clock';
import type { VipStatus } from '../payments/vip';
import type { Session } from '../session/service';
import { RewardError } from './errors';
import type { RewardGrants } from './grants';
import type { DayAmount, RewardsRepo } from './repo';
import type { TaskProgress } from './task-progress';

const ACTIVITY = 'check-in';

/**
 * The cycle day a check-in counts as: the day after yesterday's check-in, or day 1 when yesterday had none (a
 * missed day starts the cycle again) or yesterday was its last day.
 */
export function cycleDayAfter(yesterdayStep: number | null, cycleLength: number): number {
  return yesterdayStep === null ? 1 : (yesterdayStep % cycleLength) + 1;
}

/** The days of the cycle as the list shows them, given the day today counts as and whether it is done. */
export function cycleDays(days: DayAmount[], today: number, checkedToday: boolean): CheckInDay[] {
  return days.map(({ day, coins }) => ({
    day,
    coins,
    state: day < today || (day === today && checkedToday) ? 'claimed' : day === today ? 'today' : 'upcoming',
  }));
}

/**
 * Daily check-in (spec §1, §3, §4, §6). Days are UTC days, like every day counter and the task reset (spec §4,
 * §9). One check-in per account and per device a day; consecutive days walk through a 7-day cycle whose amounts
 * are configuration. The coins are a VIP benefit: a member who is not VIP checks in (it counts for tasks and the
 * cycle) and is told what a VIP gets, but gets no coins.
 */
export class CheckIn {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly grants: RewardGrants,
    private readonly vip: Pick<VipStatus, 'isVip'>,
    private readonly tasks: TaskProgress,
    private readonly clock: Clock,
  ) {}

  async config(userId: number): Promise<CheckInConfig> {
    const [days, todays] = await Promise.all([
      this.repo.checkInDays(),
      this.repo.claim(userId, ACTIVITY, utcDayOf(this.clock.now())),
    ]);
    return { show: !todays, hasCheck: todays !== undefined, totalCoin: totalOf(days) };
  }

  async list(userId: number): Promise<CheckInList> {
    const now = this.clock.now();
    const days = await this.repo.checkInDays();
    const [today, isVip] = await Promise.all([this.today(userId, now, days), this.vip.isVip(userId)]);
    return {
      days: cycleDays(days, today.step, today.checked),
      today: today.step,
      hasCheck: today.checked,
      isVip,
      totalCoin: totalOf(days),
      nextAt: nextUtcMidnight(now),
    };
  }

  async save(session: Session): Promise<CheckInResult> {
    const now = this.clock.now();
    const day = utcDayOf(now);
    const days = await this.repo.checkInDays();
    const [today, isVip] = await Promise.all([
      this.today(session.userId, now, days),
      this.vip.isVip(session.userId),
    ]);
    if (today.checked) throw new RewardError(RewardCode.ALREADY_CHECKED_IN);
    const vipCoins = days.find((d) => d.day === today.step)?.coins ?? 0;
    const outcome = await this.grants.give(
      {
        userId: session.userId,
        deviceId: session.deviceId,
        activity: ACTIVITY,
        period: day,
        coins: isVip ? vipCoins : 0,
        spins: 0,
        step: today.step,
      },
      { account: RewardCode.ALREADY_CHECKED_IN, device: RewardCode.DEVICE_CHECKED_IN },
    );
    await this.tasks.record(session.userId, 'check-in', `check-in:${day}`, 1);
    return { ...outcome.grant, day: today.step, isVip, vipCoins };
  }

  /** The cycle day of today's check-in (done or to do). */
  private async today(
    userId: number,
    now: number,
    days: DayAmount[],
  ): Promise<{ step: number; checked: boolean }> {
    const [todays, yesterdays] = await Promise.all([
      this.repo.claim(userId, ACTIVITY, utcDayOf(now)),
      this.repo.claim(userId, ACTIVITY, utcDayOf(now - DAY_MS)),
    ]);
    if (todays) return { step: todays.step ?? 1, checked: true };
    const length = days.length || CHECK_IN_CYCLE_DAYS;
    return { step: cycleDayAfter(yesterdays?.step ?? null, length), checked: false };
  }
}

function totalOf(days: DayAmount[]): number {
  return days.reduce((sum, d) => sum + d.coins, 0);
}
