import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { safeString } from '../fields';
import { RewardCode } from './codes';
import { ACTIVITIES_BASE_PATH, rewardGrantSchema } from './grant';

/**
 * What a task counts (each is a fact another area reports):
 * - 'call-completed': a call that carried media ended (either side);
 * - 'call-coins': coins the payer spent on a call billed per minute. Spec §9's task rule: calls priced per
 *   time (a flat price per call, e.g. 20 coins per time) do not count; calls at 20 coins per minute do;
 * - 'friend-added': a friend request was accepted (both become friends; both count it);
 * - 'check-in': a daily check-in was saved.
 */
export const taskMeasureSchema = z.enum(['call-completed', 'call-coins', 'friend-added', 'check-in']);
export type TaskMeasure = z.infer<typeof taskMeasureSchema>;

/** 'daily' tasks start again at 0:00 UTC (spec §4, §9); a 'once' task is done once per account. */
export const taskKindSchema = z.enum(['daily', 'once']);
export type TaskKind = z.infer<typeof taskKindSchema>;

/** 'open' (in progress), 'done' (reward waiting to be claimed), 'claimed'. */
export const taskStateSchema = z.enum(['open', 'done', 'claimed']);
export type TaskState = z.infer<typeof taskStateSchema>;

export const taskSchema = z.object({
  /** Stable id of the task (its text is looked up by it on the web). */
  code: z.string(),
  kind: taskKindSchema,
  measure: taskMeasureSchema,
  /** Progress counts up to target (calls, coins, friends, check-ins). */
  progress: z.number().int().nonnegative(),
  target: z.number().int().positive(),
  rewardCoins: z.number().int().nonnegative(),
  rewardSpins: z.number().int().nonnegative(),
  state: taskStateSchema,
});
export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.object({
  tasks: z.array(taskSchema),
  /** Epoch ms of the next 0:00 UTC, when daily tasks start again. */
  resetsAt: z.number().int(),
});
export type TaskList = z.infer<typeof taskListSchema>;

export const claimTaskBodySchema = z.object({ code: safeString().trim().min(1).max(64) });

/** Spec §7.1 getCompletedReward: tasks done whose rewards wait to be claimed (the task box's badge). */
export const completedRewardSchema = z.object({
  codes: z.array(z.string()),
  coins: z.number().int().nonnegative(),
  spins: z.number().int().nonnegative(),
});
export type CompletedReward = z.infer<typeof completedRewardSchema>;

/** Claiming a task answers what it gave and the task as it is now. */
export const claimTaskResultSchema = rewardGrantSchema.extend({ task: taskSchema });
export type ClaimTaskResult = z.infer<typeof claimTaskResultSchema>;

const { TASK_NOT_FOUND, TASK_NOT_DONE, ALREADY_CLAIMED, DEVICE_CLAIMED } = RewardCode;

/** Tasks (spec §2.1 task, §2.3 task box, §7.1 mission/reward). */
export const tasksApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/mission/reward`,
    data: taskListSchema,
    summary: "Spec §7.1: the caller's daily and one-off tasks with progress and rewards",
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITIES_BASE_PATH}/mission/reward`,
    input: claimTaskBodySchema,
    data: claimTaskResultSchema,
    codes: [TASK_NOT_FOUND, TASK_NOT_DONE, ALREADY_CLAIMED, DEVICE_CLAIMED],
    summary: "Spec §7.1: claim a finished task's reward (daily tasks once per UTC day)",
  }),
  completed: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/mission/reward/getCompletedReward`,
    data: completedRewardSchema,
    summary: 'Spec §7.1: finished tasks whose rewards are not claimed yet',
  }),
} as const;

/** Realtime events of tasks; spread into serverEventSchemas (realtime-events.ts). */
export const rewardsServerEvents = {
  /** A task's progress moved (something the user did counted toward it). */
  'reward:task': taskSchema,
} as const;
