import { describe, expect, it } from 'vitest';
import { CONSENT_REGION, isConsentRegion } from './consent-region';
import { countryByCode } from './countries';

describe('consent region', () => {
  it('holds the 29 distinct countries of spec §9', () => {
    expect(CONSENT_REGION).toHaveLength(29);
    expect(new Set(CONSENT_REGION).size).toBe(29);
    for (const code of ['GB', 'CH', 'DE', 'FR', 'MT']) expect(CONSENT_REGION).toContain(code);
  });

  it('uses only real country codes', () => {
    for (const code of CONSENT_REGION) expect(countryByCode(code), code).toBeDefined();
  });

  it('matches case-insensitively', () => {
    expect(isConsentRegion('de')).toBe(true);
    expect(isConsentRegion('Gb')).toBe(true);
    expect(isConsentRegion('CH')).toBe(true);
  });

  it('excludes everyone else, including EEA members the spec leaves out', () => {
    for (const code of ['US', 'NO', 'IS', 'LI', 'TR', 'UK', '', null, undefined]) {
      expect(isConsentRegion(code)).toBe(false);
    }
  });
});
