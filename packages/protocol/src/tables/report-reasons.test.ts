import { describe, expect, it } from 'vitest';
import { MINOR_REPORT_REASON_IDS, REPORT_REASONS, isReportReasonId } from './report-reasons';

describe('report reasons', () => {
  it('numbers the 16 reasons 1..16 in the spec order', () => {
    expect(REPORT_REASONS.map((r) => r.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(REPORT_REASONS.map((r) => r.key)).toEqual([
      'sexual_content',
      'nudity',
      'harassment',
      'fraud_or_scam',
      'spam',
      'abusive_language',
      'violence_threat',
      'hate_speech',
      'underage',
      'impersonation',
      'minors',
      'terrorism',
      'criminal_organisations',
      'regulated_goods',
      'asking_for_gifts',
      'others',
    ]);
  });

  it('marks underage and minors as the reasons about minors', () => {
    const keys = MINOR_REPORT_REASON_IDS.map((id) => REPORT_REASONS.find((r) => r.id === id)?.key);
    expect(keys).toEqual(['underage', 'minors']);
  });

  it('validates ids', () => {
    expect(isReportReasonId(16)).toBe(true);
    expect(isReportReasonId(0)).toBe(false);
    expect(isReportReasonId(17)).toBe(false);
  });
});
