import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS, zodiacFor } from './zodiac';

describe('zodiacFor', () => {
  it('lists the 12 signs from aries to pisces', () => {
    expect(ZODIAC_SIGNS).toHaveLength(12);
    expect(ZODIAC_SIGNS[0]).toBe('aries');
    expect(ZODIAC_SIGNS[11]).toBe('pisces');
  });

  it.each([
    [3, 20, 'pisces'],
    [3, 21, 'aries'],
    [4, 19, 'aries'],
    [4, 20, 'taurus'],
    [5, 21, 'gemini'],
    [6, 21, 'cancer'],
    [7, 23, 'leo'],
    [8, 23, 'virgo'],
    [9, 23, 'libra'],
    [10, 23, 'scorpio'],
    [11, 22, 'sagittarius'],
    [12, 21, 'sagittarius'],
    [12, 22, 'capricorn'],
    [12, 31, 'capricorn'],
    [1, 1, 'capricorn'],
    [1, 19, 'capricorn'],
    [1, 20, 'aquarius'],
    [2, 18, 'aquarius'],
    [2, 19, 'pisces'],
    [2, 29, 'pisces'],
  ] as const)('month %i day %i is %s', (month, day, sign) => {
    expect(zodiacFor(month, day)).toBe(sign);
  });

  it('gives every sign to some day of the year', () => {
    const seen = new Set<string>();
    for (let m = 1; m <= 12; m++) for (let d = 1; d <= 28; d++) seen.add(zodiacFor(m, d));
    expect(seen.size).toBe(12);
  });

  it('rejects days no calendar has', () => {
    expect(() => zodiacFor(2, 30)).toThrow(RangeError);
    expect(() => zodiacFor(4, 31)).toThrow(RangeError);
    expect(() => zodiacFor(13, 1)).toThrow(RangeError);
    expect(() => zodiacFor(0, 10)).toThrow(RangeError);
    expect(() => zodiacFor(1, 0)).toThrow(RangeError);
    expect(() => zodiacFor(1.5, 3)).toThrow(RangeError);
  });
});
