export interface ReportReason {
  /** Stored with each report, so an id is never reused for another reason. */
  id: number;
  /** Lowercase i18n key. */
  key: string;
  name: string;
}

/** Report reasons of spec §3, in the spec's order, which is also the order shown. */
export const REPORT_REASONS: readonly ReportReason[] = [
  { id: 1, key: 'sexual_content', name: 'Sexual content' },
  { id: 2, key: 'nudity', name: 'Nudity' },
  { id: 3, key: 'harassment', name: 'Harassment' },
  { id: 4, key: 'fraud_or_scam', name: 'Fraud or scam' },
  { id: 5, key: 'spam', name: 'Spam' },
  { id: 6, key: 'abusive_language', name: 'Abusive language' },
  { id: 7, key: 'violence_threat', name: 'Violence threat' },
  { id: 8, key: 'hate_speech', name: 'Hate speech' },
  { id: 9, key: 'underage', name: 'Underage' },
  { id: 10, key: 'impersonation', name: 'Impersonation' },
  { id: 11, key: 'minors', name: 'Minors' },
  { id: 12, key: 'terrorism', name: 'Terrorism' },
  { id: 13, key: 'criminal_organisations', name: 'Criminal organisations' },
  { id: 14, key: 'regulated_goods', name: 'Regulated goods' },
  { id: 15, key: 'asking_for_gifts', name: 'Asking for gifts' },
  { id: 16, key: 'others', name: 'Others' },
];

/**
 * Reasons that concern a possible minor. The service is adults-only, so these reports must be easy to tell
 * apart from the rest wherever they are handled.
 */
export const MINOR_REPORT_REASON_IDS: readonly number[] = [9, 11];

const reportReasonIds = new Set(REPORT_REASONS.map((r) => r.id));

export function isReportReasonId(id: unknown): id is number {
  return typeof id === 'number' && reportReasonIds.has(id);
}
