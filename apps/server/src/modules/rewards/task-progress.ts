import type { TaskMeasure, TaskRule } from '@mingle/protocol';
import type { Logger } from 'pino';
import { utcDayOf, type Clock } from '../../infra/clock';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { EndedCall } from '../calls/call-engine';
import type { RewardsRepo } from './repo';
import type { Tasks } from './tasks';

/**
 * Spec §9's task rule for coin-consumption tasks: coins of a call priced per minute count (20 coins a minute
 * does), coins of a call priced per time (a flat 20 coins per call) do not; a free call spent nothing.
 */
export function countsTowardCoinTasks(taskRule: TaskRule): boolean {
  return taskRule === 'per_minute';
}

/**
 * Facts other areas report, counted by tasks: a call that carried media, coins spent on per-minute calls, a
 * friendship, a check-in. Each fact has its own key, so one told twice (a retry, two nodes) counts once. The
 * user's tasks of that measure are then told over the realtime gateway ('reward:task'), so the task box moves
 * as things happen.
 */
export class TaskProgress {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly tasks: Tasks,
    private readonly realtime: RealtimeTarget,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  /** A call ended: each party completed a call if media flowed; the payer spent coins per the task rule. */
  async callEnded(call: EndedCall): Promise<void> {
    const key = `call:${call.roomNum}`;
    if (call.connected) {
      await this.record(call.callerId, 'call-completed', key, 1);
      await this.record(call.calleeId, 'call-completed', key, 1);
    }
    if (call.payerId !== null && countsTowardCoinTasks(call.taskRule)) {
      await this.record(call.payerId, 'call-coins', key, call.coins);
    }
  }

  /** A friend request was accepted: both made a friend. */
  async friendsMade(requestId: number, fromUserId: number, toUserId: number): Promise<void> {
    const key = `friend-request:${requestId}`;
    await this.record(fromUserId, 'friend-added', key, 1);
    await this.record(toUserId, 'friend-added', key, 1);
  }

  async record(userId: number, measure: TaskMeasure, eventKey: string, amount: number): Promise<void> {
    if (amount <= 0) return;
    const now = this.clock.now();
    const fresh = await this.repo.insertEvent({
      userId,
      measure,
      eventKey,
      amount,
      day: utcDayOf(now),
      createdAt: new Date(now),
    });
    if (!fresh) return;
    try {
      for (const task of await this.tasks.views(userId, now, measure)) {
        this.realtime.emitToUser(userId, 'reward:task', task);
      }
    } catch (err) {
      // The progress is stored; the list shows it on the next read even if this news is lost.
      this.logger.warn({ err, userId, measure }, 'task progress event not sent');
    }
  }
}
