import { z } from 'zod';
import { userInfoSchema } from '../accounts/user-info';
import { isReportReasonId } from '../tables/report-reasons';

/** Blocking (spec §6: blocked users cannot message) and reports (spec §3 report). Every path needs a session. */
export const BlockPath = {
  add: '/facade/api/block/add',
  remove: '/facade/api/block/remove',
  /** GET: the users the caller blocked (the chat panel's blocked tab), newest first. */
  list: '/facade/api/block/list',
} as const;

export const ReportPath = {
  add: '/facade/api/report/add',
  /** Admin: GET ?status=open|dismissed|banned&limit= */
  adminList: '/facade/api/admin/reports',
  /** Admin: POST dismiss, or ban the reported account through the accounts ban mechanism. */
  adminResolve: '/facade/api/admin/report/resolve',
} as const;

const userIdField = z.coerce.number().int().positive();

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
  extra: z.string().trim().max(2000).optional(),
  email: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email().optional()),
  /** Where the report was made from, and the conversation id or call room id there. */
  context: reportContextSchema.default('profile'),
  contextId: z.string().trim().max(128).optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportStatusSchema = z.enum(['open', 'dismissed', 'banned']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const reportReceiptSchema = z.object({ id: z.number().int(), status: reportStatusSchema });

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
  id: z.coerce.number().int().positive(),
  action: z.enum(['dismiss', 'ban']),
  /** Ban length; 48 hours (spec §6) when absent. */
  hours: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .optional(),
  message: z.string().trim().min(1).max(500).optional(),
});
