import { describe, expect, it } from 'vitest';
import {
  acceptCookieNotice,
  CONSENT_KEY,
  CONSENT_VERSION,
  isCookieNoticeAccepted,
  parseConsent,
  readConsent,
  writeConsent,
} from './consent-storage';

describe('consent storage', () => {
  it("stores the simple notice's acceptance as 'accepted' under 'cookie'", () => {
    expect(isCookieNoticeAccepted()).toBe(false);
    acceptCookieNotice();
    expect(localStorage.getItem('cookie')).toBe('accepted');
    expect(isCookieNoticeAccepted()).toBe(true);
  });

  it('stores choices with version and time, and reads them back', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    writeConsent({ analytics: true, marketing: false }, at);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      necessary: true,
      analytics: true,
      marketing: false,
      decidedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
  });

  it('ignores consent given to another version, or malformed data', () => {
    expect(
      parseConsent(
        JSON.stringify({ version: CONSENT_VERSION - 1, analytics: true, marketing: true, decidedAt: 'x' }),
      ),
    ).toBeNull();
    expect(parseConsent('{not json')).toBeNull();
    expect(
      parseConsent(
        JSON.stringify({ version: CONSENT_VERSION, analytics: 'yes', marketing: true, decidedAt: 'x' }),
      ),
    ).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});
