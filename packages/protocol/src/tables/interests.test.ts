import { describe, expect, it } from 'vitest';
import { INTERESTS, interestById, isInterestId } from './interests';

describe('interests', () => {
  it('holds the 21 tags with ids 1..21 in order, Music first and Pets last', () => {
    expect(INTERESTS.map((i) => i.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(INTERESTS[0]).toEqual({ id: 1, key: 'music', name: 'Music' });
    expect(INTERESTS[20]).toEqual({ id: 21, key: 'pets', name: 'Pets' });
    expect(interestById(14)?.name).toBe('Dog');
    expect(interestById(20)?.name).toBe('Football');
  });

  it('uses unique lowercase keys', () => {
    const keys = INTERESTS.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z_]+$/);
  });

  it('accepts only known ids', () => {
    expect(isInterestId(1)).toBe(true);
    expect(isInterestId(0)).toBe(false);
    expect(isInterestId(22)).toBe(false);
    expect(isInterestId('1')).toBe(false);
  });
});
