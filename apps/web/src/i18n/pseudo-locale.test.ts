import { describe, expect, it } from 'vitest';
import { flattenLocale } from './locale-diff';
import { PSEUDO_EXPANSION, pseudoLocalize, pseudoLocalizeTree } from './pseudo-locale';
import { englishResources } from './resources';

const ASCII_WORD = /[A-Za-z]{2,}/;

function withoutProtected(text: string): string {
  return text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>|&[a-zA-Z]+;/g, '');
}

describe('pseudoLocalize', () => {
  it('accents every letter, brackets the text and leaves no plain English word', () => {
    const out = pseudoLocalize('Start a call');
    expect(out.startsWith('[') && out.endsWith(']')).toBe(true);
    expect(out).not.toMatch(ASCII_WORD);
    expect(out.normalize('NFD').replace(/[^\x20-\x7e]/g, '')).toMatch(/^\[S+ta+r+t+ a+ ca+l+\s*\]$/i);
  });

  it('makes texts about 30 % longer', () => {
    const text = 'You have reached the daily translation limit';
    const out = pseudoLocalize(text);
    const letters = text.replace(/[^A-Za-z]/g, '').length;
    expect([...out].length - 2 - text.length).toBe(Math.ceil(letters * PSEUDO_EXPANSION));
    // Few vowels: the length comes as a tail.
    expect(pseudoLocalize('SMS')).toBe('[ŠṀŠ ·]');
  });

  it('keeps placeholders, nesting and <Trans> tags intact', () => {
    const out = pseudoLocalize(
      'Call with <profile>{{name}}</profile> for {{count, number}} coins, $t(base:ok)<br/>',
    );
    expect(out).toContain('<profile>{{name}}</profile>');
    expect(out).toContain('{{count, number}}');
    expect(out).toContain('$t(base:ok)');
    expect(out).toContain('<br/>');
    expect(pseudoLocalize('By accepting our <1>terms of use</1>')).toMatch(/<1>[^<]+<\/1>\]$/);
  });

  it('leaves empty texts empty', () => {
    expect(pseudoLocalize('')).toBe('');
  });
});

describe('pseudoLocalizeTree', () => {
  it.each(Object.keys(englishResources))(
    'turns all of English %s into pseudo text with the same keys and placeholders',
    (namespace) => {
      const english = englishResources[namespace as keyof typeof englishResources] as Record<string, unknown>;
      const pseudo = flattenLocale(pseudoLocalizeTree(english));
      const source = flattenLocale(english);
      expect([...pseudo.keys()]).toEqual([...source.keys()]);
      for (const [key, value] of pseudo) {
        expect(withoutProtected(value), `${namespace}:${key}`).not.toMatch(ASCII_WORD);
        const placeholders = (t: string) => t.match(/\{\{[^}]*\}\}|<\/?[A-Za-z0-9]+\s*\/?>/g) ?? [];
        expect(placeholders(value)).toEqual(placeholders(source.get(key) ?? ''));
      }
    },
  );
});
