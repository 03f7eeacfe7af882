import { describe, expect, it } from 'vitest';
import { routePrefixOf } from './language-switcher';

describe('routePrefixOf', () => {
  it('keeps the nine prefixes of spec §2.1 (English is gb) and puts every other language on unprefixed paths', () => {
    expect(routePrefixOf('en')).toBe('gb');
    for (const code of ['tr', 'nl', 'de', 'fr', 'it', 'es', 'pt', 'ar'] as const)
      expect(routePrefixOf(code)).toBe(code);
    for (const code of ['ja', 'he', 'zh-TW', 'id', 'no'] as const) expect(routePrefixOf(code)).toBeNull();
  });
});
