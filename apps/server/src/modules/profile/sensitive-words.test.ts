import { describe, expect, it } from 'vitest';
import { DEFAULT_SENSITIVE_WORDS_FILE } from '../../infra/paths';
import { SensitiveWords } from './sensitive-words';

describe('sensitive words', () => {
  const words = new SensitiveWords(['ass', 'Bad Phrase', 'c++', 'ärger']);

  it('matches whole words and phrases in any case and spacing', () => {
    expect(words.matches('ASS')).toBe(true);
    expect(words.matches('what a bad\tphrase!')).toBe(true);
    expect(words.matches('I code C++ daily')).toBe(true);
    expect(words.matches('Ärger im Büro')).toBe(true);
  });

  it('does not match inside other words, in any script', () => {
    expect(words.matches('classic assistant')).toBe(false);
    expect(words.matches('bad phrasebook')).toBe(false);
    expect(words.matches('verärgert')).toBe(false);
    expect(words.matches('ass_hat')).toBe(false);
  });

  it('folds compatibility forms such as fullwidth letters', () => {
    expect(words.matches('ＡＳＳ')).toBe(true);
  });

  it('matches nothing with an empty list', () => {
    expect(new SensitiveWords([]).matches('anything')).toBe(false);
  });

  it('reads the shipped list, skipping comments', () => {
    const shipped = SensitiveWords.fromFile(DEFAULT_SENSITIVE_WORDS_FILE);
    expect(shipped.matches('free PORN here')).toBe(true);
    expect(shipped.matches('Words refused in nicknames and bios')).toBe(false);
    expect(shipped.matches('Sussex and Scunthorpe')).toBe(false);
  });
});
