import { describe, expect, it } from 'vitest';
import { boundedInt, dbId, INT32_MAX, isStorableText, safeString } from './fields';

describe('safeString', () => {
  it('accepts any text the database can store, emoji and other languages included', () => {
    for (const text of ['', 'Mia', 'Zoë 😀', 'مرحبا', '日本語', 'line\nbreak\ttab']) {
      expect(safeString().safeParse(text).success).toBe(true);
    }
  });

  it('refuses U+0000 and lone surrogates anywhere in the text', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDC00\uD800b']) {
      expect(safeString().safeParse(text).success).toBe(false);
      expect(isStorableText(text)).toBe(false);
    }
  });
});

describe('dbId and boundedInt', () => {
  it('take 32-bit values, also as strings of digits, and refuse anything beyond the column', () => {
    expect(dbId().parse('42')).toBe(42);
    expect(dbId().parse(INT32_MAX)).toBe(INT32_MAX);
    for (const bad of [0, -1, 2_147_483_648, 1.5, 'abc', 1e300])
      expect(dbId().safeParse(bad).success).toBe(false);
    expect(boundedInt().parse(0)).toBe(0);
    expect(boundedInt().safeParse(2_147_483_648).success).toBe(false);
    expect(boundedInt().safeParse(-1).success).toBe(false);
  });
});
