import { describe, expect, it } from 'vitest';
import { currencyMark, formatMinor, minorToDecimal } from './money';

describe('money', () => {
  it('formats minor units as decimals', () => {
    expect(minorToDecimal(499)).toBe('4.99');
    expect(minorToDecimal(3999)).toBe('39.99');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-120)).toBe('-1.20');
  });
  it('marks known currencies with their symbol and others with their code', () => {
    expect(currencyMark('usd')).toBe('$');
    expect(currencyMark('CHF')).toBe('CHF');
    expect(formatMinor(99, 'EUR')).toBe('€0.99');
  });
});
