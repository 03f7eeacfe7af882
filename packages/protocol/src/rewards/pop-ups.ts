import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Who a pop-up is for: everyone, accounts in their first week, members who paid (VIP), or who never paid. */
export const popupAudienceSchema = z.enum(['all', 'new', 'payer', 'nonPayer']);
export type PopupAudience = z.infer<typeof popupAudienceSchema>;

/** A server-driven announcement or offer (spec §7.1 /facade/api/popup/get). */
export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** An image URL, or ''. */
  image: z.string(),
  /** Where its button leads (a path of this site), or '' for a pop-up that only informs. */
  targetUrl: z.string(),
});
export type Popup = z.infer<typeof popupSchema>;

/** Spec §7.1: the one pop-up to show now, or null; each answer counts as one showing for its frequency caps. */
export const popupApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/facade/api/popup/get',
    data: popupSchema.nullable(),
    summary:
      'Spec §7.1: the pop-up to show now (highest priority whose audience, dates and caps allow it; never ' +
      'during a call), or null',
  }),
} as const;
