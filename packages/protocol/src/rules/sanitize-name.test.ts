import { describe, expect, it } from 'vitest';
import { hasForbiddenNameCharacters, sanitizeUserName } from './sanitize-name';

describe('sanitizeUserName', () => {
  it('replaces every angle bracket when markup words appear, in any case', () => {
    expect(sanitizeUserName('<script>alert(1)</script>')).toBe('*script*alert(1)*/script*');
    expect(sanitizeUserName('<ScRiPt>x')).toBe('*ScRiPt*x');
    expect(sanitizeUserName('<IMG SRC=x onerror=y>')).toBe('*IMG SRC=x onerror=y*');
    expect(sanitizeUserName('a<iFrAmE')).toBe('a*iFrAmE');
    expect(sanitizeUserName('Bob > <Body>')).toBe('Bob * *Body*');
    expect(sanitizeUserName('<a HREF="j">')).toBe('*a HREF="j"*');
  });

  it.each(['src', 'href', 'script', 'img', 'video', 'audio', 'iframe', 'style', 'body', 'frame', 'frameset'])(
    'reacts to %s',
    (word) => {
      expect(sanitizeUserName(`<${word}>`)).toBe(`*${word}*`);
      expect(sanitizeUserName(`<${word.toUpperCase()}`)).toBe(`*${word.toUpperCase()}`);
    },
  );

  it('leaves a name alone without brackets or without markup words', () => {
    expect(sanitizeUserName('Scarlett Body Video')).toBe('Scarlett Body Video');
    expect(sanitizeUserName('<3 Anna >_<')).toBe('<3 Anna >_<');
    expect(sanitizeUserName('')).toBe('');
  });

  it('is idempotent', () => {
    const once = sanitizeUserName('<style>x</style>');
    expect(sanitizeUserName(once)).toBe(once);
  });
});

describe('hasForbiddenNameCharacters', () => {
  it('accepts ordinary names in many scripts, with emoji and joined emoji', () => {
    for (const name of [
      'Anna',
      'José María',
      'Zoë',
      'محمد',
      'Иван',
      '李小龍',
      'Priyā 🌸',
      '👩‍💻 Dev',
      '👨🏽‍🍳',
      '🏳️‍🌈',
    ]) {
      expect(hasForbiddenNameCharacters(name), name).toBe(false);
    }
  });

  it('accepts a zero-width non-joiner between letters, as Persian writes it', () => {
    expect(hasForbiddenNameCharacters('می\u200Cخواهم')).toBe(false);
  });

  it('refuses control characters', () => {
    for (const name of ['a\u0000b', 'tab\there', 'new\nline', 'del\u007F', 'c1\u0085']) {
      expect(hasForbiddenNameCharacters(name), JSON.stringify(name)).toBe(true);
    }
  });

  it('refuses invisible and direction-changing characters', () => {
    const samples = [
      '\u200B',
      'An\u200Bna',
      'Anna\u200D',
      '\u200C',
      'a\u200C ',
      'x\u202Etxt.exe',
      'a\u2066b\u2069',
      '\uFEFFAnna',
      '\u3164',
      '\u2800',
      'a\u2060b',
      'a\u00ADb',
      'a\u034Fb',
      '\u17B5',
    ];
    for (const name of samples) expect(hasForbiddenNameCharacters(name), JSON.stringify(name)).toBe(true);
  });
});
