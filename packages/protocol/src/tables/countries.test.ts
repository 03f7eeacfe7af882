import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, countryById } from './countries';

describe('countries', () => {
  it('holds all 249 ISO 3166-1 countries plus the two Malaysian regions', () => {
    expect(COUNTRIES).toHaveLength(251);
  });

  it('has unique codes and unique ids', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
  });

  it('uses alpha-2 codes and ISO numeric ids for real countries', () => {
    for (const c of COUNTRIES.filter((c) => c.id < 1000)) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.id).toBeGreaterThan(0);
      expect(c.name.length).toBeGreaterThan(0);
    }
    expect(countryByCode('DE')).toEqual({ id: 276, code: 'DE', name: 'Germany' });
    expect(countryByCode('US')?.id).toBe(840);
    expect(countryByCode('GB')?.name).toBe('United Kingdom');
    expect(countryById(4)?.code).toBe('AF');
    expect(countryById(356)?.code).toBe('IN');
  });

  it('includes MYC and MYNC', () => {
    expect(countryByCode('MYC')).toEqual({ id: 9001, code: 'MYC', name: 'Malay Chinese region' });
    expect(countryByCode('MYNC')).toEqual({ id: 9002, code: 'MYNC', name: 'Malay Non-Chinese region' });
    expect(countryById(9002)?.code).toBe('MYNC');
  });

  it('looks codes up case-insensitively and misses cleanly', () => {
    expect(countryByCode('fr')?.id).toBe(250);
    expect(countryByCode(' myc ')?.id).toBe(9001);
    expect(countryByCode('XK')).toBeUndefined();
    expect(countryByCode('')).toBeUndefined();
    expect(countryByCode(null)).toBeUndefined();
    expect(countryById(0)).toBeUndefined();
    expect(countryById(undefined)).toBeUndefined();
  });
});
