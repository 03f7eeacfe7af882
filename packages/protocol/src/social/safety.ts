import { z } from 'zod';
import { userInfoSchema } from '../accounts/user-info';
import { callMediaSchema, callSourceSchema } from '../calls/calls';
import { defineEndpoint, noData } from '../endpoint';
import { dbId, safeString } from '../fields';
import { isReportReasonId } from '../tables/report-reasons';
import { SocialCode } from './codes';

const userIdField = dbId();

export const targetUserBodySchema = z.object({ targetUserId: userIdField });

export const blockedUserSchema = z.object({
  user: userInfoSchema,
  headImg: z.string(),
  /** ms since the epoch. */
  blockedAt: z.number().int(),
  /** 'report' when the block came with a report (unblocking shows the user again). */
  source: z.enum(['block', 'report']),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const reportContextSchema = z.enum(['profile', 'chat', 'call']);
export type ReportContext = z.infer<typeof reportContextSchema>;

/**
 * A report of spec §3. The 200-letter limit of the extra text is the service's rule (it counts letters, not
 * UTF-16 units, and answers REPORT_TEXT_TOO_LONG); the schema only bounds the request size.
 */
export const reportBodySchema = z.object({
  targetUserId: userIdField,
  reason: z.coerce.number().int().refine(isReportReasonId, 'unknown report reason'),
  extra: safeString().trim().max(2000).optional(),
  email: safeString()
    .trim()
    .max(320)
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email().optional()),
  /** Where the report was made from, and the conversation id or call room id there. */
  context: reportContextSchema.default('profile'),
  contextId: safeString().trim().max(128).optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportStatusSchema = z.enum(['open', 'dismissed', 'banned']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const reportReceiptSchema = z.object({ id: z.number().int(), status: reportStatusSchema });

/** The call a report was made from, for the reviewer (only a call between the reporter and the reported). */
export const adminReportCallSchema = z.object({
  media: callMediaSchema,
  source: callSourceSchema,
  startedAt: z.number().int(),
  /** When media started; null for a call that never connected. */
  connectedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  /** Whether the reporter made the call or received it. */
  reporterRole: z.enum(['caller', 'callee']),
});
export type AdminReportCall = z.infer<typeof adminReportCallSchema>;

export const adminReportSchema = z.object({
  id: z.number().int(),
  reporterId: z.number().int(),
  targetUserId: z.number().int(),
  targetUserName: z.string(),
  reason: z.number().int(),
  extra: z.string().nullable(),
  email: z.string().nullable(),
  context: reportContextSchema,
  contextId: z.string().nullable(),
  /** The call of a report made from a call; null for other contexts or a room the two did not share. */
  call: adminReportCallSchema.nullable(),
  status: reportStatusSchema,
  /** Reports of a possible minor (reasons 9 and 11) are marked so they are handled first. */
  concernsMinor: z.boolean(),
  createdAt: z.number().int(),
  resolvedAt: z.number().int().nullable(),
  resolvedBy: z.number().int().nullable(),
  banId: z.number().int().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsQuerySchema = z.object({
  status: reportStatusSchema.default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminResolveReportBodySchema = z.object({
  id: dbId(),
  action: z.enum(['dismiss', 'ban']),
  /** Ban length; 48 hours (spec §6) when absent. */
  hours: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .optional(),
  message: safeString().trim().min(1).max(500).optional(),
});

const { USER_NOT_FOUND, CANNOT_BLOCK_SELF, CANNOT_REPORT_SELF, REPORT_TEXT_TOO_LONG } = SocialCode;
const { REPORT_NOT_FOUND, REPORT_ALREADY_RESOLVED } = SocialCode;

/** Blocking (spec §6: blocked users cannot message). Every path needs a session. */
export const blocksApi = {
  add: defineEndpoint({
    method: 'POST',
    path: '/facade/api/block/add',
    input: targetUserBodySchema,
    data: noData,
    codes: [CANNOT_BLOCK_SELF, USER_NOT_FOUND],
    summary:
      'Block a user: ends the friendship and hides each from the other, no messages or calls either way',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/facade/api/block/remove',
    input: targetUserBodySchema,
    data: noData,
    summary: 'Unblock a user (restores nothing: a former friend must be added again)',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/facade/api/block/list',
    data: blockedUserSchema.array(),
    summary: "The users the caller blocked (the chat panel's blocked tab), newest first",
  }),
} as const;

/** Reports (spec §3 report) and their admin queue. Every path needs a session. */
export const reportsApi = {
  add: defineEndpoint({
    method: 'POST',
    path: '/facade/api/report/add',
    input: reportBodySchema,
    data: reportReceiptSchema,
    codes: [CANNOT_REPORT_SELF, REPORT_TEXT_TOO_LONG, USER_NOT_FOUND],
    summary: 'Report a user; the reported user is blocked for the reporter at once',
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/reports',
    input: adminReportsQuerySchema,
    data: adminReportSchema.array(),
    admin: true,
    summary: 'Admin: reports in one state, newest first',
  }),
  adminResolve: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/report/resolve',
    input: adminResolveReportBodySchema,
    data: adminReportSchema,
    codes: [REPORT_NOT_FOUND, REPORT_ALREADY_RESOLVED, USER_NOT_FOUND],
    admin: true,
    summary: 'Admin: dismiss a report, or ban the reported account through the accounts ban mechanism',
  }),
} as const;
