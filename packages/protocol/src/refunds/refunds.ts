import { z } from 'zod';
import { AccountCode } from '../accounts/codes';
import { REFUND_WINDOW_DAYS } from '../constants';
import { defineEndpoint } from '../endpoint';
import { boundedInt, dbId, safeString } from '../fields';
import { defineCodes, type AreaCode } from '../define-codes';
import { PaymentCode } from '../payments/codes';

/** Answer codes 12340-12399; 'The order id cannot be empty' is the payments area's code of spec §5. */
export const refundCodes = defineCodes('refunds', {
  ORDER_ID_EMPTY: PaymentCode.ORDER_ID_EMPTY,
  WRONG_CAPTCHA: [12341, 'Wrong captcha, please try again.'],
  ORDER_NOT_FOUND: [12342, 'We could not find this order in your account. Please check the order id.'],
  ORDER_NOT_PAID: [12343, 'This order was not paid, so there is nothing to refund.'],
  WINDOW_PASSED: [12344, `Refunds can be requested within ${REFUND_WINDOW_DAYS} days of the payment.`],
  REPORT_OPEN: [12345, 'A report for this order is already being processed.'],
  DESCRIPTION_REQUIRED: [12346, 'Please describe the issue.'],
  PROOF_REQUIRED: [12347, 'Please add a picture as proof.'],
  REPORT_NOT_FOUND: [12348, 'This report does not exist.'],
  ALREADY_DECIDED: [12349, 'This report has already been decided.'],
  COINS_SPENT: [12350, 'The coins of this purchase have already been spent, so it cannot be refunded.'],
  ALREADY_CREDITED: [12351, 'The coins of this order have already been credited.'],
  REFUND_FAILED: [12352, 'The payment provider could not make the refund. Please try again later.'],
  NOTE_REQUIRED: [12353, 'Please write a note for the user.'],
  DECISION_NOT_FOR_CATEGORY: [12354, 'Coins can only be credited for a "coins not credited" report.'],
});
export const RefundCode = refundCodes.code;
export type RefundCode = AreaCode<typeof refundCodes>;

export const REFUND_DESCRIPTION_MAX = 1000;
export const REFUND_NOTE_MAX = 500;
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 300;

export const refundCategorySchema = z.enum(['refund', 'coins_not_credited', 'other']);
export type RefundCategory = z.infer<typeof refundCategorySchema>;
export const refundStatusSchema = z.enum(['processing', 'refunded', 'coins_credited', 'rejected']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;
export const refundDecisionSchema = z.enum(['refund', 'credit', 'reject']);
export type RefundDecision = z.infer<typeof refundDecisionSchema>;

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** data:image/svg+xml;base64,... */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const refundProofSchema = z.object({ proofId: z.number().int() });

/** Field names avoid the common request fields (orderNo, not orderId next to userId). */
export const submitRefundBodySchema = z.object({
  orderNo: safeString().max(64),
  category: refundCategorySchema,
  description: safeString().max(REFUND_DESCRIPTION_MAX),
  proofId: dbId().optional(),
  captchaId: safeString().max(64),
  captchaCode: safeString().max(16),
});
export type SubmitRefundBody = z.infer<typeof submitRefundBodySchema>;

export const refundReportSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  category: refundCategorySchema,
  description: z.string(),
  status: refundStatusSchema,
  /** The admin's note to the user (why it was rejected, or what was done). */
  note: z.string().nullable(),
  /** Coins taken back by a refund or credited by the decision. */
  coins: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RefundReport = z.infer<typeof refundReportSchema>;

export const adminRefundItemSchema = refundReportSchema.extend({
  reporterId: z.number().int(),
  hasProof: z.boolean(),
  order: z
    .object({
      status: z.string(),
      coins: z.number().int(),
      amountMinor: z.number().int(),
      currency: z.string(),
      paidAt: z.string().nullable(),
      credited: z.boolean(),
    })
    .nullable(),
  /** The reporter's spendable coins now, so the admin sees whether a refund can take the coins back. */
  reporterCoins: z.number().int(),
});
export type AdminRefundItem = z.infer<typeof adminRefundItemSchema>;

export const adminRefundQueueQuerySchema = z.object({
  status: refundStatusSchema.optional(),
  limit: boundedInt().min(1).max(100).default(50),
});

export const adminRefundDecisionBodySchema = z.object({
  id: dbId(),
  decision: refundDecisionSchema,
  note: safeString().max(REFUND_NOTE_MAX).optional(),
});
export type AdminRefundDecisionBody = z.infer<typeof adminRefundDecisionBodySchema>;

export const refundIdQuerySchema = z.object({ id: dbId() });

/** The proof picture of a report as a data URL (data:image/webp;base64,...). */
export const refundProofImageSchema = z.object({ image: z.string() });
export type RefundProofImage = z.infer<typeof refundProofImageSchema>;

/**
 * Refund reports (spec §2.1 payRefund and refundBack, §3 Refund report, §4 its states, §5 'The order id cannot
 * be empty', §9 the 14-day window). The proof image is uploaded first (multipart, common fields in the query,
 * like album photos); the report then names it. An admin decides: refund the money (the coins of the purchase
 * that are still unspent leave the balance), credit coins that never arrived, or reject with a note.
 * Every path needs a session; the admin paths an administrator.
 */
export const refundsApi = {
  captcha: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/refund/captcha',
    data: captchaSchema,
    summary: 'A new captcha, an SVG image of a short code (one try each)',
  }),
  proof: defineEndpoint({
    method: 'POST',
    path: '/facade/api/pay/refund/proof',
    upload: true,
    data: refundProofSchema,
    codes: [
      AccountCode.IMAGE_TOO_LARGE,
      AccountCode.UNSUPPORTED_FORMAT,
      AccountCode.IMAGE_UNREADABLE,
      AccountCode.IMAGE_DIMENSIONS_TOO_LARGE,
    ],
    summary: 'Upload the proof image of a report (multipart, one file); answers its id',
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/facade/api/pay/refund/submit',
    input: submitRefundBodySchema,
    data: refundReportSchema,
    codes: [
      RefundCode.ORDER_ID_EMPTY,
      RefundCode.DESCRIPTION_REQUIRED,
      RefundCode.PROOF_REQUIRED,
      RefundCode.WRONG_CAPTCHA,
      RefundCode.ORDER_NOT_FOUND,
      RefundCode.ORDER_NOT_PAID,
      RefundCode.WINDOW_PASSED,
      RefundCode.REPORT_OPEN,
    ],
    summary: 'File a refund report naming an order and its uploaded proof',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/refund/list',
    data: refundReportSchema.array(),
    summary: "The caller's refund reports, newest first (refundBack)",
  }),
  proofImage: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/refund/proof/image',
    input: refundIdQuerySchema,
    data: refundProofImageSchema,
    codes: [RefundCode.REPORT_NOT_FOUND],
    summary: 'The proof picture of a report as a data URL (its reporter or an admin)',
  }),
  adminQueue: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/refunds/queue',
    input: adminRefundQueueQuerySchema,
    data: adminRefundItemSchema.array(),
    summary: 'Admin: refund reports with their orders, by status',
    admin: true,
  }),
  adminDecide: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/refunds/decide',
    input: adminRefundDecisionBodySchema,
    data: refundReportSchema,
    codes: [
      RefundCode.REPORT_NOT_FOUND,
      RefundCode.ALREADY_DECIDED,
      RefundCode.NOTE_REQUIRED,
      RefundCode.DECISION_NOT_FOR_CATEGORY,
      RefundCode.ORDER_NOT_FOUND,
      RefundCode.ORDER_NOT_PAID,
      RefundCode.COINS_SPENT,
      RefundCode.ALREADY_CREDITED,
      RefundCode.REFUND_FAILED,
    ],
    summary: 'Admin: refund the money, credit coins that never arrived, or reject with a note',
    admin: true,
  }),
} as const;
