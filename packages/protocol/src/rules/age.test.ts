import { describe, expect, it } from 'vitest';
import { MIN_AGE_YEARS } from '../constants';
import { ageOn, isAdult, latestAdultBirthday } from './age';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageOn', () => {
  it('counts whole years, a year more from the birthday itself', () => {
    const today = day('2025-06-15');
    expect(ageOn('2000-06-16', today)).toBe(24);
    expect(ageOn('2000-06-15', today)).toBe(25);
    expect(ageOn('2000-05-31', today)).toBe(25);
    expect(ageOn('2000-07-01', today)).toBe(24);
  });

  it('counts by the UTC calendar day', () => {
    expect(ageOn('2000-06-15', new Date('2025-06-14T23:59:59Z'))).toBe(24);
    expect(ageOn('2000-06-15', new Date('2025-06-15T00:00:00Z'))).toBe(25);
  });

  it('lets someone born on 29 February age on 1 March of other years', () => {
    expect(ageOn('2004-02-29', day('2022-02-28'))).toBe(17);
    expect(ageOn('2004-02-29', day('2022-03-01'))).toBe(18);
  });
});

describe('isAdult', () => {
  it('is 18 or older on the day (spec §5)', () => {
    expect(MIN_AGE_YEARS).toBe(18);
    const today = day('2025-06-15');
    expect(isAdult('2007-06-15', today)).toBe(true);
    expect(isAdult('2007-06-16', today)).toBe(false);
    expect(isAdult('1950-01-01', today)).toBe(true);
    expect(isAdult('2025-06-15', today)).toBe(false);
  });
});

describe('latestAdultBirthday', () => {
  it('is the last birthday that is adult today, 29 February included', () => {
    expect(latestAdultBirthday(day('2025-06-15'))).toBe('2007-06-15');
    expect(latestAdultBirthday(day('2024-02-29'))).toBe('2006-02-28');
    expect(latestAdultBirthday(day('2025-01-01'))).toBe('2007-01-01');
  });

  it('agrees with isAdult on both sides of the line', () => {
    for (const iso of ['2025-06-15', '2024-02-29', '2025-03-01', '2025-12-31']) {
      const today = day(iso);
      const latest = latestAdultBirthday(today);
      expect(isAdult(latest, today)).toBe(true);
      const next = new Date(`${latest}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(isAdult(next.toISOString().slice(0, 10), today)).toBe(false);
    }
  });
});
