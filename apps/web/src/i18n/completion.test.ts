import { describe, expect, it } from 'vitest';
import { completionReport, formatCompletionTable, namespaceCompletion } from './completion';

// A small fixture: two namespaces, plurals, a placeholder, a format string and a sentence.
const english = {
  app: {
    title: 'Start a video call',
    ok: 'OK',
    price: '{{coins}} coins per minute',
    items_one: '{{count}} message',
    items_other: '{{count}} messages',
    format: '{{title}} – Mingle',
  },
  country: { CR: 'Costa Rica', DE: 'Germany' },
};

describe('namespaceCompletion', () => {
  it('counts a plural key once, present when the translation has any of its forms', () => {
    const result = namespaceCompletion(english.app, {
      items_zero: 'لا رسائل',
      items_few: '{{count}} رسائل',
    });
    expect(result.total).toBe(5);
    expect(result.translated).toBe(1);
    expect(result.missing).toEqual(['title', 'ok', 'price', 'format']);
  });

  it('does not count empty texts or copied English sentences, but lets single words and formats read the same', () => {
    const result = namespaceCompletion(english.app, {
      title: 'Start a video call',
      ok: 'OK',
      price: '',
      format: '{{title}} – Mingle',
    });
    expect(result.missing).toEqual(['title', 'price', 'items']);
    expect(result.translated).toBe(2);
  });

  it('lets an exempt namespace (country names from ISO lists) equal English', () => {
    const translated = { CR: 'Costa Rica', DE: 'Deutschland' };
    expect(namespaceCompletion(english.country, translated).translated).toBe(1);
    expect(namespaceCompletion(english.country, translated, { allowCopies: true }).translated).toBe(2);
  });

  it('reports keys English lacks and changed placeholders', () => {
    const result = namespaceCompletion(english.app, { price: '{{coin}} Münzen', bonus: 'Bonus' });
    expect(result.extra).toEqual(['bonus']);
    expect(result.placeholders).toEqual(['price']);
  });
});

describe('plural forms', () => {
  it("asks for every form of the language's plural rules, so no count falls back to English", () => {
    const fr = { items_one: '{{count}} message', items_other: '{{count}} messages' };
    expect(namespaceCompletion(english.app, fr, { language: 'fr' }).pluralForms).toEqual(['items (many)']);
    expect(
      namespaceCompletion(english.app, { items_other: '{{count}} 件' }, { language: 'ja' }).pluralForms,
    ).toEqual([]);
    const ar = { items_zero: 'a', items_one: 'b', items_two: 'c', items_few: 'd', items_other: 'f' };
    expect(namespaceCompletion(english.app, ar, { language: 'ar' }).pluralForms).toEqual(['items (many)']);
    // Not translated at all: counted as missing, not reported twice.
    expect(namespaceCompletion(english.app, { title: 'Titre' }, { language: 'fr' }).pluralForms).toEqual([]);
  });

  it('fails the report', () => {
    const report = completionReport({
      english: { app: english.app },
      translations: { ja: { app: { items_one: '{{count}} 件' } } },
      languages: ['ja'],
      shipped: [],
    });
    expect(report.problems).toEqual([
      'ja/app: plural items (other) missing, English would show for those counts',
    ]);
  });
});

describe('completionReport', () => {
  const complete = {
    app: {
      title: 'Videoanruf starten',
      ok: 'OK',
      price: '{{coins}} Münzen pro Minute',
      items_one: '{{count}} Nachricht',
      items_other: '{{count}} Nachrichten',
      format: '{{title}} – Mingle',
    },
    country: { CR: 'Costa Rica', DE: 'Deutschland' },
  };

  it('passes a complete shipped language and lists unwritten ones without failing', () => {
    const report = completionReport({
      english,
      translations: { de: complete },
      languages: ['en', 'de', 'fr'],
      shipped: ['de'],
    });
    expect(report.problems).toEqual([]);
    expect(report.languages.map((l) => [l.language, l.shipped, l.share])).toEqual([
      ['de', true, 1],
      ['fr', false, 0],
    ]);
    const table = formatCompletionTable(report);
    expect(table).toMatch(/^de\s+100\s+100\s+100 % shipped$/m);
    expect(table).toMatch(/^fr\s+-\s+-\s+0 % not shipped$/m);
  });

  it('fails a shipped language below 85 % overall (keys of all namespaces weigh alike)', () => {
    const partial = { app: { title: 'Videoanruf starten', ok: 'OK', price: '{{coins}} Münzen' } };
    const report = completionReport({
      english,
      translations: { de: partial },
      languages: ['de'],
      shipped: ['de'],
    });
    expect(report.languages[0]?.translated).toBe(3);
    expect(report.languages[0]?.total).toBe(7);
    expect(report.problems).toEqual(['de: 42 % translated, below the 85 % a shipped language needs']);
    // Not shipped (no web files yet, e.g. only answer-code texts written): listed, not failed.
    expect(
      completionReport({ english, translations: { de: partial }, languages: ['de'], shipped: [] }).problems,
    ).toEqual([]);
  });

  it('fails any language, shipped or not, with a key English lacks, a namespace English lacks or an unknown code', () => {
    const report = completionReport({
      english,
      translations: {
        de: { ...complete, app: { ...complete.app, extra: 'Extra' } },
        fr: { shop: { title: 'Boutique' } },
        xx: {},
      },
      languages: ['de', 'fr'],
      shipped: ['de'],
    });
    expect(report.problems).toEqual([
      'xx: not an interface language (interface-languages.ts)',
      'de/app: key "extra" does not exist in English',
      'fr/shop: English has no such namespace',
    ]);
  });
});
