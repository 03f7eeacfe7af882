import {
  RewardCode,
  type CompletedReward,
  type Task,
  type TaskKind,
  type TaskList,
  type TaskMeasure,
} from '@mingle/protocol';
import { nextUtcMidnight, utcDayOf, type Clock } from '../../infra/clock';
import type { Session } from '../session/service';
import { RewardError } from './errors';
import type { RewardGrants } from './grants';
import type { RewardsRepo, TaskRow } from './repo';

const activityOf = (code: string) => `task:${code}`;
/** Daily tasks are claimed once per UTC day (they reset at 0:00 UTC, spec §4, §9); one-off tasks once. */
const periodOf = (kind: string, now: number) => (kind === 'daily' ? utcDayOf(now) : 'once');

/** What a task shows: progress of its measure (today's for a daily task, all for a one-off), capped at target. */
export function taskView(
  task: TaskRow,
  progress: Map<string, { day: number; total: number }>,
  claimed: boolean,
): Task {
  const counted = progress.get(task.measure);
  const done = Math.min((task.kind === 'daily' ? counted?.day : counted?.total) ?? 0, task.target);
  return {
    code: task.code,
    kind: task.kind as TaskKind,
    measure: task.measure as TaskMeasure,
    progress: done,
    target: task.target,
    rewardCoins: task.rewardCoins,
    rewardSpins: task.rewardSpins,
    state: claimed ? 'claimed' : done >= task.target ? 'done' : 'open',
  };
}

/**
 * Tasks (spec §2.1 task, §2.3 task box, §7.1 mission/reward): configured rows counting facts other areas
 * report (task-progress.ts). A finished task's reward (coins, wheel spins) is claimed once per account and device
 * per period through the one grant (grants.ts).
 */
export class Tasks {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly grants: RewardGrants,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<TaskList> {
    const now = this.clock.now();
    return { tasks: await this.views(userId, now), resetsAt: nextUtcMidnight(now) };
  }

  /** The user's tasks as they are now; only those counting `measure` when given. */
  async views(userId: number, now: number, measure?: TaskMeasure): Promise<Task[]> {
    const tasks = (await this.repo.activeTasks()).filter((t) => !measure || t.measure === measure);
    if (tasks.length === 0) return [];
    const [progress, claims] = await Promise.all([
      this.repo.progress(userId, utcDayOf(now)),
      this.repo.claimsOf(
        userId,
        tasks.map((t) => activityOf(t.code)),
      ),
    ]);
    const claimed = new Set(claims.map((c) => `${c.activity}|${c.period}`));
    return tasks.map((t) =>
      taskView(t, progress, claimed.has(`${activityOf(t.code)}|${periodOf(t.kind, now)}`)),
    );
  }

  async completed(userId: number): Promise<CompletedReward> {
    const done = (await this.views(userId, this.clock.now())).filter((t) => t.state === 'done');
    return {
      codes: done.map((t) => t.code),
      coins: done.reduce((sum, t) => sum + t.rewardCoins, 0),
      spins: done.reduce((sum, t) => sum + t.rewardSpins, 0),
    };
  }

  async claim(session: Session, code: string) {
    // One moment for the whole claim: a claim at 23:59:59.999 counts and claims the same day.
    const now = this.clock.now();
    const task = (await this.views(session.userId, now)).find((t) => t.code === code);
    if (!task) throw new RewardError(RewardCode.TASK_NOT_FOUND);
    if (task.state === 'claimed') throw new RewardError(RewardCode.ALREADY_CLAIMED);
    if (task.state !== 'done') throw new RewardError(RewardCode.TASK_NOT_DONE);
    const outcome = await this.grants.give({
      userId: session.userId,
      deviceId: session.deviceId,
      activity: activityOf(code),
      period: periodOf(task.kind, now),
      coins: task.rewardCoins,
      spins: task.rewardSpins,
    });
    return { ...outcome.grant, task: { ...task, state: 'claimed' as const } };
  }
}
