import { describe, expect, it } from 'vitest';
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from './one-time-codes';

describe('one-time codes', () => {
  const binding = { purpose: 'phone-login', target: '+4915101234567' };

  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newOneTimeCode()).toMatch(/^\d{6}$/);
  });

  it('are stored salted: the same code hashes differently each time, and both forms match it', () => {
    const first = hashOneTimeCode('012345', binding);
    const second = hashOneTimeCode('012345', binding);
    expect(first).not.toBe(second);
    expect(first).not.toContain('012345');
    expect(oneTimeCodeMatches('012345', binding, first)).toBe(true);
    expect(oneTimeCodeMatches('012345', binding, second)).toBe(true);
    expect(oneTimeCodeMatches('012346', binding, first)).toBe(false);
  });

  it('count only for the purpose and address they were sent for', () => {
    const stored = hashOneTimeCode('424242', binding);
    expect(oneTimeCodeMatches('424242', { ...binding, purpose: 'phone-reset' }, stored)).toBe(false);
    expect(oneTimeCodeMatches('424242', { ...binding, target: '+4915101234568' }, stored)).toBe(false);
  });

  it('never match a guess of another shape or a damaged stored form', () => {
    const stored = hashOneTimeCode('000123', binding);
    for (const guess of ['123', '0000123', ' 00012', 'abcdef', '']) {
      expect(oneTimeCodeMatches(guess, binding, stored)).toBe(false);
    }
    expect(oneTimeCodeMatches('000123', binding, 'no-separator')).toBe(false);
    expect(oneTimeCodeMatches('000123', binding, stored.slice(0, -4))).toBe(false);
  });
});
