import { describe, expect, it } from 'vitest';
import { diffLocale, type LocaleTree } from './locale-diff';
import { NAMESPACES } from './resources';

const files = import.meta.glob<LocaleTree>('./locales/*/*.json', { eager: true, import: 'default' });

function bundle(language: string, namespace: string): LocaleTree | undefined {
  return files[`./locales/${language}/${namespace}.json`];
}

const languages = [...new Set(Object.keys(files).map((path) => path.split('/')[2] ?? ''))];

/** Everything this release shows must exist in these languages; others may be partial (English fallback). */
const COMPLETE_LANGUAGES = ['de', 'ar'];

describe('locale files', () => {
  it('English has exactly the namespaces of spec §9', () => {
    const english = Object.keys(files)
      .filter((p) => p.startsWith('./locales/en/'))
      .map((p) => p.slice('./locales/en/'.length, -'.json'.length));
    expect(english.sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(COMPLETE_LANGUAGES)('%s', (language) => {
    it.each([...NAMESPACES])(
      '%s.json has every English key, no other key, and the same placeholders',
      (namespace) => {
        const english = bundle('en', namespace);
        const translated = bundle(language, namespace);
        expect(english).toBeDefined();
        expect(translated, `${language}/${namespace}.json is missing`).toBeDefined();
        expect(diffLocale(english ?? {}, translated ?? {})).toEqual({
          missing: [],
          extra: [],
          placeholders: [],
          invalid: [],
        });
      },
    );
  });

  it.each(languages.filter((l) => l !== 'en' && !COMPLETE_LANGUAGES.includes(l)))(
    'partial language %s has no key English lacks',
    (language) => {
      for (const namespace of NAMESPACES) {
        const translated = bundle(language, namespace);
        if (translated) expect(diffLocale(bundle('en', namespace) ?? {}, translated).extra).toEqual([]);
      }
    },
  );
});

describe('diffLocale', () => {
  // The parity test above is only worth something if the comparison catches each kind of drift.
  it('reports missing, extra, placeholder and empty keys', () => {
    const en = {
      a: 'A',
      nested: { b: 'Hello {{name}}', c: 'C' },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    };
    const xx = {
      a: '',
      nested: { b: 'Hallo {{nom}}' },
      extra: 'E',
      items_zero: '{{count}}',
      items_few: '{{count}}',
      items_other: '{{count}}',
    };
    expect(diffLocale(en, xx)).toEqual({
      missing: ['nested.c'],
      extra: ['extra'],
      placeholders: ['nested.b'],
      invalid: ['a'],
    });
  });
});
