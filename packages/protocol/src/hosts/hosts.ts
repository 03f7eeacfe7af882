import { z } from 'zod';
import { hostSettingsSchema, hostTopicSchema } from '../calls/calls';
import { defineCodes, type AreaCode } from '../define-codes';
import { defineEndpoint } from '../endpoint';
import { boundedInt, dbId, safeString } from '../fields';

/**
 * Host self-service (issue 15): applying to become a host, the host's prices within the operator's bounds,
 * earnings, and payout requests an admin handles (record only; no money leaves the system). The spec names no
 * paths for these; ours follow its /facade/api/<area>/... style (docs/decisions/028-host-self-service.md).
 */

/** A refused applicant may apply again this many days after the refusal. */
export const HOST_REAPPLY_DAYS = 7;
/** Earnings are shown for this many UTC days, today included. */
export const HOST_EARNINGS_DAYS = 30;
/** What an admin writes to an applicant or a host (a refusal's reason) at most. */
export const HOST_REASON_MAX = 500;
/** The highest price any bound may name (the same ceiling as the host settings of calls). */
export const HOST_PRICE_CEILING = 10_000;

/** Answer codes of host self-service, 14300-14399. */
export const hostCodes = defineCodes('hosts', {
  REQUIREMENTS_NOT_MET: [
    14301,
    'You do not meet the requirements to become a host yet: an approved photo, a complete profile and 18 or older.',
  ],
  ALREADY_HOST: [14302, 'You are a host already.'],
  APPLICATION_PENDING: [14303, 'Your host application is being reviewed.'],
  /** `data.reapplyAt` (epoch ms) says when. */
  REAPPLY_TOO_SOON: [14304, 'Your application was refused recently. You can apply again later.'],
  APPLICATION_NOT_FOUND: [14305, 'This host application does not exist.'],
  APPLICATION_DECIDED: [14306, 'This host application was decided already.'],
  /** `data` names the field and its bounds: `{ field, min, max }`. */
  PRICE_OUT_OF_BOUNDS: [
    14307,
    'This price is outside the range hosts may set. Please choose one within the limits.',
  ],
  PAYOUT_BELOW_MINIMUM: [14308, 'A payout request must be at least the minimum number of points.'],
  PAYOUT_OVER_AVAILABLE: [14309, 'You cannot request more points than you have available.'],
  PAYOUT_NOT_FOUND: [14310, 'This payout request does not exist.'],
  PAYOUT_DECIDED: [14311, 'This payout request was handled already.'],
  /** An admin's bounds with a minimum above its maximum. */
  BOUNDS_INVALID: [14312, 'A minimum price cannot be above its maximum.'],
  HOSTS_ONLY: [14313, 'This is for hosts only.'],
  /** A refusal or rejection needs a reason for the person it concerns. */
  REASON_REQUIRED: [14314, 'Please give a reason.'],
});
export const HostCode = hostCodes.code;
export type HostCode = AreaCode<typeof hostCodes>;

// ------------------------------------------------------------------------------------------ configuration

const priceField = z.number().int().min(0).max(HOST_PRICE_CEILING);

/**
 * What the operator configures (stored in the database, editable by admins): the bounds of both prices, the
 * points-to-money rate shown to hosts and the smallest payout.
 */
export const hostConfigSchema = z.object({
  callPriceMin: priceField,
  callPriceMax: priceField,
  friendsCallPriceMin: priceField,
  friendsCallPriceMax: priceField,
  /** How many points make one unit of `currency` (100 points = 1.00 USD). */
  pointsPerCurrencyUnit: z.number().int().min(1).max(1_000_000),
  /** ISO 4217 code of the currency the rate names. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  /** The smallest payout a host may request, in points. */
  payoutMinimum: z.number().int().min(1).max(100_000_000),
});
export type HostConfig = z.infer<typeof hostConfigSchema>;

/** What a new installation starts with, until an admin changes it. */
export const DEFAULT_HOST_CONFIG: HostConfig = {
  callPriceMin: 10,
  callPriceMax: 300,
  friendsCallPriceMin: 0,
  friendsCallPriceMax: 300,
  pointsPerCurrencyUnit: 100,
  currency: 'USD',
  payoutMinimum: 1000,
};

// ----------------------------------------------------------------------------------------- applications

export const hostApplicationStatusSchema = z.enum(['pending', 'approved', 'refused']);
export type HostApplicationStatus = z.infer<typeof hostApplicationStatusSchema>;

/** The requirements of a host (issue 15), each as this user meets it now. */
export const hostRequirementsSchema = z.object({
  /** At least one approved photo. */
  photoApproved: z.boolean(),
  /** Nickname, gender and birthday set (supplementary registration done). */
  profileComplete: z.boolean(),
  /** 18 or older by the birthday (false while no birthday is set). */
  adult: z.boolean(),
});
export type HostRequirements = z.infer<typeof hostRequirementsSchema>;

export const hostApplicationSchema = z.object({
  id: z.number().int(),
  status: hostApplicationStatusSchema,
  /** The admin's reason of a refusal, as written; null otherwise. */
  reason: z.string().nullable(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type HostApplication = z.infer<typeof hostApplicationSchema>;

/** The apply page: whether the user is a host, the requirements, the latest application and what may be done. */
export const hostApplicationStateSchema = z.object({
  isHost: z.boolean(),
  requirements: hostRequirementsSchema,
  /** The latest application, null when never applied. */
  application: hostApplicationSchema.nullable(),
  /** Epoch ms from which a refused user may apply again; null when not waiting. */
  reapplyAt: z.number().int().nullable(),
  /** Everything met, not a host, nothing pending, not waiting: the application can be sent now. */
  canApply: z.boolean(),
});
export type HostApplicationState = z.infer<typeof hostApplicationStateSchema>;

/** A pending (or decided) application as an admin reviews it. */
export const adminHostApplicationSchema = hostApplicationSchema.extend({
  userId: z.number().int(),
  userName: z.string(),
  /** The first approved photo, '' when none. */
  headImg: z.string(),
  age: z.number().int().nullable(),
  /** The requirements as the applicant meets them now (a photo may have been removed since). */
  requirements: hostRequirementsSchema,
  decidedBy: z.number().int().nullable(),
});
export type AdminHostApplication = z.infer<typeof adminHostApplicationSchema>;

export const adminApplicationsQuerySchema = z.object({
  status: hostApplicationStatusSchema.default('pending'),
});

export const decideApplicationBodySchema = z.object({
  id: dbId(),
  decision: z.enum(['approve', 'refuse']),
  /** Required to refuse: the applicant reads it. */
  reason: safeString().trim().max(HOST_REASON_MAX).optional(),
});
export type DecideApplicationBody = z.infer<typeof decideApplicationBodySchema>;

// -------------------------------------------------------------------------------------------- settings

/** The host settings page: the own settings and the bounds they must keep. */
export const hostSettingsPageSchema = z.object({
  settings: hostSettingsSchema,
  bounds: hostConfigSchema.pick({
    callPriceMin: true,
    callPriceMax: true,
    friendsCallPriceMin: true,
    friendsCallPriceMax: true,
  }),
});
export type HostSettingsPage = z.infer<typeof hostSettingsPageSchema>;

export const hostSettingsUpdateSchema = z.object({
  callPrice: priceField,
  friendsCallPrice: priceField,
  friendsOnly: z.boolean(),
  topic: hostTopicSchema.optional(),
});
export type HostSettingsUpdate = z.infer<typeof hostSettingsUpdateSchema>;

/** The `data` of PRICE_OUT_OF_BOUNDS. */
export const priceOutOfBoundsSchema = z.object({
  field: z.enum(['callPrice', 'friendsCallPrice']),
  min: z.number().int(),
  max: z.number().int(),
});
export type PriceOutOfBounds = z.infer<typeof priceOutOfBoundsSchema>;

// -------------------------------------------------------------------------------------------- earnings

/** Points earned on one UTC day, per source: the ledger's purpose ('call', 'gift', ...). */
export const earningsDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  total: z.number().int(),
  bySource: z.record(z.string(), z.number().int()),
});
export type EarningsDay = z.infer<typeof earningsDaySchema>;

export const hostEarningsSchema = z.object({
  /** HOST_EARNINGS_DAYS days, oldest first, every day present (0 when nothing was earned). */
  days: z.array(earningsDaySchema),
  /** Each source's points over those days. */
  bySource: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  /** The point balance. */
  points: z.number().int(),
  /** Points of pending payout requests: not requestable again. */
  onHold: z.number().int(),
  /** points - onHold. */
  available: z.number().int(),
  rate: hostConfigSchema.pick({ pointsPerCurrencyUnit: true, currency: true }),
  payoutMinimum: z.number().int(),
});
export type HostEarnings = z.infer<typeof hostEarningsSchema>;

// --------------------------------------------------------------------------------------------- payouts

export const payoutStatusSchema = z.enum(['pending', 'paid', 'rejected']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  points: z.number().int(),
  status: payoutStatusSchema,
  /** The rate when requested (what the host was shown). */
  pointsPerCurrencyUnit: z.number().int(),
  currency: z.string(),
  /** A rejection's reason, as the admin wrote it. */
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const requestPayoutBodySchema = z.object({
  points: dbId(),
  /** One per request the host means (a retry sends the same): the same key never makes two requests. */
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
});
export type RequestPayoutBody = z.infer<typeof requestPayoutBodySchema>;

export const adminPayoutSchema = payoutSchema.extend({
  userId: z.number().int(),
  userName: z.string(),
  decidedBy: z.number().int().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutsQuerySchema = z.object({ status: payoutStatusSchema.default('pending') });

export const decidePayoutBodySchema = z.object({
  id: dbId(),
  decision: z.enum(['paid', 'rejected']),
  /** Required to reject: the host reads it. */
  reason: safeString().trim().max(HOST_REASON_MAX).optional(),
});
export type DecidePayoutBody = z.infer<typeof decidePayoutBodySchema>;

const pageQuery = z.object({ page: boundedInt().min(1).default(1) });

const {
  REQUIREMENTS_NOT_MET,
  ALREADY_HOST,
  APPLICATION_PENDING,
  REAPPLY_TOO_SOON,
  APPLICATION_NOT_FOUND,
  APPLICATION_DECIDED,
  PRICE_OUT_OF_BOUNDS,
  PAYOUT_BELOW_MINIMUM,
  PAYOUT_OVER_AVAILABLE,
  PAYOUT_NOT_FOUND,
  PAYOUT_DECIDED,
  BOUNDS_INVALID,
  HOSTS_ONLY,
  REASON_REQUIRED,
} = HostCode;

/** Host self-service: the applicant's and the host's endpoints, and the admin's. */
export const hostsApi = {
  application: defineEndpoint({
    method: 'GET',
    path: '/facade/api/host/application',
    data: hostApplicationStateSchema,
    summary: 'Whether the caller is a host, the requirements as they meet them, and their latest application',
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/facade/api/host/application',
    data: hostApplicationStateSchema,
    codes: [REQUIREMENTS_NOT_MET, ALREADY_HOST, APPLICATION_PENDING, REAPPLY_TOO_SOON],
    summary: 'Apply to become a host (all requirements met; a refused user after HOST_REAPPLY_DAYS)',
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/facade/api/host/settings',
    data: hostSettingsPageSchema,
    codes: [HOSTS_ONLY],
    summary: "The host's prices and friends-only switch, with the bounds the operator set",
  }),
  updateSettings: defineEndpoint({
    method: 'POST',
    path: '/facade/api/host/settings',
    input: hostSettingsUpdateSchema,
    data: hostSettingsPageSchema,
    codes: [HOSTS_ONLY, PRICE_OUT_OF_BOUNDS],
    summary:
      'Set the call price and the friends video call price (within the bounds) and the friends-only switch',
  }),
  earnings: defineEndpoint({
    method: 'GET',
    path: '/facade/api/host/earnings',
    data: hostEarningsSchema,
    codes: [HOSTS_ONLY],
    summary:
      'Points per UTC day and per source over the last 30 days, the balance, points on hold and the rate',
  }),
  payouts: defineEndpoint({
    method: 'GET',
    path: '/facade/api/host/payouts',
    input: pageQuery,
    data: z.array(payoutSchema),
    summary: "The caller's payout requests, newest first (20 a page)",
  }),
  requestPayout: defineEndpoint({
    method: 'POST',
    path: '/facade/api/host/payouts',
    input: requestPayoutBodySchema,
    data: payoutSchema,
    codes: [HOSTS_ONLY, PAYOUT_BELOW_MINIMUM, PAYOUT_OVER_AVAILABLE],
    summary:
      'Request a payout of points (at least the minimum, at most the available points); a repeated key answers the first request',
  }),
  adminApplications: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/host/applications',
    input: adminApplicationsQuerySchema,
    data: z.array(adminHostApplicationSchema),
    admin: true,
    summary: 'Host applications in one state (pending first-come first)',
  }),
  adminDecideApplication: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/host/applications/decide',
    input: decideApplicationBodySchema,
    data: adminHostApplicationSchema,
    codes: [APPLICATION_NOT_FOUND, APPLICATION_DECIDED, REASON_REQUIRED],
    admin: true,
    summary:
      'Approve an application (the user becomes a host) or refuse it with a reason; the applicant gets a notice',
  }),
  adminConfig: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/host/config',
    data: hostConfigSchema,
    admin: true,
    summary: 'Price bounds, points-to-money rate and payout minimum',
  }),
  adminUpdateConfig: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/host/config',
    input: hostConfigSchema,
    data: hostConfigSchema,
    codes: [BOUNDS_INVALID],
    admin: true,
    summary: 'Replace the price bounds, rate and payout minimum (prices set before keep until changed)',
  }),
  adminPayouts: defineEndpoint({
    method: 'GET',
    path: '/facade/api/admin/host/payouts',
    input: adminPayoutsQuerySchema,
    data: z.array(adminPayoutSchema),
    admin: true,
    summary: 'Payout requests in one state (oldest first)',
  }),
  adminDecidePayout: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/host/payouts/decide',
    input: decidePayoutBodySchema,
    data: adminPayoutSchema,
    codes: [PAYOUT_NOT_FOUND, PAYOUT_DECIDED, REASON_REQUIRED],
    admin: true,
    summary:
      'Mark a payout paid (its points leave the host for system:payouts, once) or reject it with a reason',
  }),
} as const;
