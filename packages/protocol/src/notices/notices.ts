import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boundedInt, dbId } from '../fields';

/** Where the assistant's (zhushou, spec §2.1) endpoints live. */
export const NOTICES_BASE_PATH = '/wchat/notices/api';
export const NOTICES_PAGE_SIZE = 20;
export const NOTICES_MAX_PAGE_SIZE = 100;
/** How many notices one mark-as-read names at most (without ids: all of them). */
export const NOTICES_MAX_READ_IDS = 100;

/**
 * A notice is stored as a kind and its parameters, never as text: the web words it in the reader's language
 * (docs/decisions/025-zhushou-notices.md).
 */
export const rewardNoticeActivitySchema = z.enum([
  'register-banner',
  'check-in',
  'first-week',
  'task',
  'wheel',
  // The one-off grants of web push and the installed app (modules/push).
  'push',
  'webapp',
]);
export type RewardNoticeActivity = z.infer<typeof rewardNoticeActivitySchema>;

const noticeBase = {
  id: z.number().int(),
  /** Epoch ms, from the server's clock. */
  time: z.number().int(),
  read: z.boolean(),
};

/** A reward was granted: its coins (bonus coins) and lucky-wheel spins. */
export const rewardNoticeParamsSchema = z.object({
  activity: rewardNoticeActivitySchema,
  coins: z.number().int().nonnegative(),
  spins: z.number().int().nonnegative(),
  /** The task's code (its name is looked up by it on the web), for activity 'task'. */
  task: z.string().optional(),
  /** The check-in cycle day or the first-week day, where it has one. */
  day: z.number().int().optional(),
});
export type RewardNoticeParams = z.infer<typeof rewardNoticeParamsSchema>;

/** An admin decided a refund report (modules/refunds). */
export const refundNoticeParamsSchema = z.object({
  reportId: z.number().int(),
  orderNo: z.string(),
  decision: z.enum(['refunded', 'coins_credited', 'rejected']),
  /** Coins taken back (refunded) or credited; null when rejected. */
  coins: z.number().int().nullable(),
  /** The admin's note to the user, as the admin wrote it. */
  note: z.string().nullable(),
});
export type RefundNoticeParams = z.infer<typeof refundNoticeParamsSchema>;

/** The account (or its device) was banned (modules/moderation). */
export const banNoticeParamsSchema = z.object({
  scope: z.enum(['account', 'device', 'both']),
  /** Epoch ms when the ban ends. */
  until: z.number().int(),
  /** The moderator's message, as written; null when none. */
  message: z.string().nullable(),
});
export type BanNoticeParams = z.infer<typeof banNoticeParamsSchema>;

/** An admin decided the user's host application (modules/hosts). */
export const hostApplicationNoticeParamsSchema = z.object({
  applicationId: z.number().int(),
  decision: z.enum(['approved', 'refused']),
  /** The admin's reason of a refusal, as written; null when approved. */
  reason: z.string().nullable(),
  /** Epoch ms from which a refused user may apply again; null when approved. */
  reapplyAt: z.number().int().nullable(),
});
export type HostApplicationNoticeParams = z.infer<typeof hostApplicationNoticeParamsSchema>;

/** An admin handled the host's payout request (modules/hosts). */
export const payoutNoticeParamsSchema = z.object({
  payoutId: z.number().int(),
  points: z.number().int(),
  decision: z.enum(['paid', 'rejected']),
  /** The admin's reason of a rejection, as written; null when paid. */
  reason: z.string().nullable(),
});
export type PayoutNoticeParams = z.infer<typeof payoutNoticeParamsSchema>;

export const noticeSchema = z.discriminatedUnion('kind', [
  z.object({ ...noticeBase, kind: z.literal('reward'), params: rewardNoticeParamsSchema }),
  z.object({ ...noticeBase, kind: z.literal('refund'), params: refundNoticeParamsSchema }),
  z.object({ ...noticeBase, kind: z.literal('ban'), params: banNoticeParamsSchema }),
  z.object({ ...noticeBase, kind: z.literal('host'), params: hostApplicationNoticeParamsSchema }),
  z.object({ ...noticeBase, kind: z.literal('payout'), params: payoutNoticeParamsSchema }),
]);
export type Notice = z.infer<typeof noticeSchema>;
export type NoticeKind = Notice['kind'];
/** A notice as a module reports it: what happened, and its parameters. */
export type NoticeContent = {
  [K in NoticeKind]: { kind: K; params: Extract<Notice, { kind: K }>['params'] };
}[NoticeKind];

export const noticesQuerySchema = z.object({
  page: boundedInt().min(1).default(1),
  size: boundedInt().min(1).max(NOTICES_MAX_PAGE_SIZE).default(NOTICES_PAGE_SIZE),
});

export const noticesPageSchema = z.object({
  /** Newest first. */
  list: z.array(noticeSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  unread: z.number().int().nonnegative(),
});
export type NoticesPage = z.infer<typeof noticesPageSchema>;

export const unreadNoticesSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadNotices = z.infer<typeof unreadNoticesSchema>;

/** Marks the named notices read, or every notice when `ids` is left out. */
export const readNoticesBodySchema = z.object({
  ids: z.array(dbId()).min(1).max(NOTICES_MAX_READ_IDS).optional(),
});

/** The assistant (zhushou): the caller's notices and their unread count. */
export const noticesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: `${NOTICES_BASE_PATH}/list`,
    input: noticesQuerySchema,
    data: noticesPageSchema,
    summary:
      "The caller's notices (rewards, refund decisions, bans), newest first, paged, with the unread count",
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: `${NOTICES_BASE_PATH}/unread`,
    data: unreadNoticesSchema,
    summary: "How many of the caller's notices are unread",
  }),
  read: defineEndpoint({
    method: 'POST',
    path: `${NOTICES_BASE_PATH}/read`,
    input: readNoticesBodySchema,
    data: unreadNoticesSchema,
    summary: "Marks the caller's named notices (or all) read; answers the unread count left",
  }),
} as const;

/** Realtime events of notices; spread into serverEventSchemas (realtime-events.ts). */
export const noticesServerEvents = {
  /** A notice arrived for the user, with their unread count after it. */
  'notice:new': z.object({ notice: noticeSchema, unread: z.number().int().nonnegative() }),
} as const;
