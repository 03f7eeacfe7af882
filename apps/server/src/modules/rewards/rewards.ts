import type { Logger } from 'pino';
import type { Clock } from '../../infra/clock';
import type { Db } from '../../infra/db/database';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { CallService } from '../calls/service';
import type { VipStatus } from '../payments/vip';
import type { Ledger } from '../wallet/ledger';
import { CheckIn } from './check-in';
import { ActivityEntries } from './entries';
import { FirstWeekBonus } from './first-week';
import { RewardGrants, RewardNews, type RewardGivenListener } from './grants';
import { LuckyWheel, type WheelGifts } from './lucky-wheel';
import { NewMembers } from './new-member';
import { Popups } from './pop-ups';
import { cryptoRandomBelow, type RandomBelow } from './prize-draw';
import { RegisterBanner } from './register-banner';
import { RewardsRepo } from './repo';
import { TaskProgress } from './task-progress';
import { Tasks } from './tasks';

export interface RewardsDeps {
  db: Db;
  ledger: Ledger;
  vip: Pick<VipStatus, 'isVip'>;
  realtime: RealtimeTarget;
  /** Pop-ups never show during a call. */
  calls: Pick<CallService, 'activeCallOf'>;
  logger: Logger;
  clock: Clock;
  /** The wheel's randomness; crypto unless a test injects a seeded one. */
  randomBelow?: RandomBelow;
  /** Backpack gifts as wheel prizes (ctx.gifts.backpack); without it the wheel gives coins only. */
  gifts?: WheelGifts;
}

/** Rewards and activities, one part per activity (ctx.rewards); the routes carry requests to these parts. */
export interface Rewards {
  banner: RegisterBanner;
  checkIn: CheckIn;
  firstWeek: FirstWeekBonus;
  tasks: Tasks;
  /** Where other areas' facts (calls, friendships) arrive; the root wires them (context.ts). */
  progress: TaskProgress;
  wheel: LuckyWheel;
  entries: ActivityEntries;
  popups: Popups;
  /** The one way any reward is paid (claim row + bonus coins); other areas' one-off grants (push, web app) use it. */
  grants: RewardGrants;
  /** Hears of every reward given (claims and wheel prizes), after it committed; the root wires notices to it. */
  onGiven(listener: RewardGivenListener): void;
}

/** Builds the rewards parts over one repository and one way of granting (grants.ts). */
export function createRewards(deps: RewardsDeps): Rewards {
  const { ledger, clock } = deps;
  const repo = new RewardsRepo(deps.db);
  const news = new RewardNews();
  const grants = new RewardGrants(repo, ledger, news, clock);
  const members = new NewMembers(repo);
  const tasks = new Tasks(repo, grants, clock);
  const progress = new TaskProgress(repo, tasks, deps.realtime, deps.logger, clock);
  return {
    banner: new RegisterBanner(repo, members, grants, clock),
    checkIn: new CheckIn(repo, grants, deps.vip, progress, clock),
    firstWeek: new FirstWeekBonus(repo, members, grants, clock),
    tasks,
    progress,
    wheel: new LuckyWheel(repo, ledger, deps.randomBelow ?? cryptoRandomBelow, news, clock, deps.gifts),
    entries: new ActivityEntries(repo, clock),
    popups: new Popups(repo, deps.vip, deps.calls, clock),
    grants,
    onGiven: (listener) => news.on(listener),
  };
}
