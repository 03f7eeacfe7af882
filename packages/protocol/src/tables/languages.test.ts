import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_IDS,
  LANGUAGE_NAME_ENTRIES,
  RTL_LANGUAGES,
  isLanguageId,
  isRtl,
  languageCodeFor,
  languageIdFor,
} from './languages';

describe('language ids', () => {
  it('covers ids 1..36 exactly once each', () => {
    const ids = Object.values(LANGUAGE_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it('keeps the ids the spec fixes', () => {
    expect(LANGUAGE_IDS).toMatchObject({ en: 1, zh: 2, de: 7, ar: 8, in: 10, ko: 14, sn: 36 });
  });

  it('resolves tags, regions, aliases and case', () => {
    expect(languageIdFor('de')).toBe(7);
    expect(languageIdFor('de-DE')).toBe(7);
    expect(languageIdFor('DE_at')).toBe(7);
    expect(languageIdFor('id')).toBe(10);
    expect(languageIdFor('id-ID')).toBe(10);
    expect(languageIdFor('in')).toBe(10);
    expect(languageIdFor('gb')).toBe(1);
    expect(languageIdFor('zh-TW')).toBe(2);
    expect(languageIdFor('nb-NO')).toBe(24);
    expect(languageCodeFor('iw')).toBe('he');
  });

  it('falls back to English for anything unknown', () => {
    expect(languageIdFor('xx')).toBe(1);
    expect(languageIdFor('')).toBe(1);
    expect(languageIdFor(undefined)).toBe(1);
    // Inherited object keys must not pass as languages.
    expect(languageIdFor('constructor')).toBe(1);
    expect(languageCodeFor('toString')).toBeUndefined();
  });
});

describe('isRtl', () => {
  it('is true for Arabic, Hebrew, Urdu and Persian in any form', () => {
    expect(RTL_LANGUAGES).toEqual(['ar', 'he', 'ur', 'fa']);
    for (const tag of ['ar', 'ar-EG', 'HE', 'iw', 'ur-PK', 'fa-IR']) expect(isRtl(tag)).toBe(true);
  });

  it('is false for left-to-right and unknown languages', () => {
    for (const tag of ['en', 'de-DE', 'in', 'xx', '']) expect(isRtl(tag)).toBe(false);
  });
});

describe('language name entries', () => {
  it('names every language id once and adds the two pseudo-entries', () => {
    const ids = LANGUAGE_NAME_ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 2)).toEqual([1001, 1002]);
    expect(LANGUAGE_NAME_ENTRIES[0]?.name).toBe('For You');
    expect(LANGUAGE_NAME_ENTRIES[1]?.name).toBe('New');
    expect(ids.slice(2).sort((a, b) => a - b)).toEqual(Object.values(LANGUAGE_IDS).sort((a, b) => a - b));
    expect(LANGUAGE_NAME_ENTRIES.find((e) => e.id === LANGUAGE_IDS.in)?.name).toBe('Indonesian');
  });

  it('treats the pseudo-entries as filters, not storable languages', () => {
    expect(isLanguageId(36)).toBe(true);
    expect(isLanguageId(1001)).toBe(false);
    expect(isLanguageId(37)).toBe(false);
  });
});
