import { describe, expect, it } from 'vitest';
import { ENGLISH_CODE_TEXTS, type AnswerCode } from '../answer-codes';
import { Code } from '../error-codes';
import { answerMessageIn, CODE_TEXT_LANGUAGES, loadCodeTexts } from './code-texts';

const englishCodes = Object.keys(ENGLISH_CODE_TEXTS).sort();
const translated = CODE_TEXT_LANGUAGES.filter((language) => language !== 'en');

describe('answer-code texts in every shipped language', () => {
  it('ships the languages the web app has', () => {
    expect([...CODE_TEXT_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pt', 'tr']);
  });

  it.each(translated)('%s has a text for every code and no other key', async (language) => {
    const texts = await loadCodeTexts(language);
    expect(Object.keys(texts).sort()).toEqual(englishCodes);
    for (const [code, text] of Object.entries(texts)) {
      expect(text.trim(), `${language} ${code}`).not.toBe('');
    }
  });

  it.each(translated)('%s is a translation, not a copy of the English', async (language) => {
    const texts: Partial<Record<number, string>> = await loadCodeTexts(language);
    // 'OK' may read the same in a language; a sentence may not.
    const copied = Object.entries(texts).filter(
      ([code, text]) => text === ENGLISH_CODE_TEXTS[Number(code) as AnswerCode] && text.includes(' '),
    );
    expect(copied).toEqual([]);
  });

  it('loads by tag, and answers English texts for English and nothing for a language without them', async () => {
    expect((await loadCodeTexts('de-AT'))[Code.NOT_FOUND]).toBe('Nicht gefunden');
    expect(await loadCodeTexts('en')).toBe(ENGLISH_CODE_TEXTS);
    expect(await loadCodeTexts('sw')).toEqual({});
    expect(await loadCodeTexts('xx')).toEqual({});
  });
});

describe('answerMessageIn', () => {
  it("translates a code's own text, falling back to English, and passes words specific to the case", async () => {
    const english = ENGLISH_CODE_TEXTS[Code.NOT_FOUND];
    expect(await answerMessageIn('de', Code.NOT_FOUND, english)).toBe('Nicht gefunden');
    expect(await answerMessageIn('sw', Code.NOT_FOUND, english)).toBe(english);
    expect(await answerMessageIn('de', Code.NOT_FOUND, 'Unknown event: x')).toBe('Unknown event: x');
    expect(await answerMessageIn('de', 99_999, 'Not found')).toBe('Not found');
  });
});
