import { describe, expect, it } from 'vitest';
import {
  canonicalPrefixPath,
  languageForPath,
  languageForPrefix,
  LANGUAGE_PREFIXES,
  parseLanguagePrefix,
  prefixForLanguage,
  withPrefix,
} from './language-prefix';

describe('parseLanguagePrefix', () => {
  it.each([
    ['/', null, '/'],
    ['/shop', null, '/shop'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/de/shop', 'de', '/shop'],
    ['/ar/message/session/4', 'ar', '/message/session/4'],
    ['/gb/login', 'gb', '/login'],
    ['/deutsch', null, '/deutsch'],
    ['/DE/shop', null, '/DE/shop'],
    ['/en/shop', null, '/en/shop'],
    ['/shop/de', null, '/shop/de'],
    ['de/shop', 'de', '/shop'],
  ])('%s -> prefix %s, rest %s', (path, prefix, rest) => {
    expect(parseLanguagePrefix(path)).toEqual({ prefix, rest });
  });

  it('accepts exactly the nine prefixes of spec §2.1', () => {
    expect([...LANGUAGE_PREFIXES].sort()).toEqual(['ar', 'de', 'es', 'fr', 'gb', 'it', 'nl', 'pt', 'tr']);
  });
});

describe('canonicalPrefixPath', () => {
  it.each([
    ['/DE/shop', '/de/shop'],
    ['/De', '/de/'],
    ['/AR/message/session/4', '/ar/message/session/4'],
    ['/GB/', '/gb/'],
  ])('%s -> %s', (path, canonical) => {
    expect(canonicalPrefixPath(path)).toBe(canonical);
  });

  it.each(['/', '/de/shop', '/shop', '/DEUTSCH/shop', '/EN/shop', '/de/DE'])('leaves %s alone', (path) => {
    expect(canonicalPrefixPath(path)).toBeNull();
  });
});

describe('withPrefix', () => {
  it('joins prefix and path', () => {
    expect(withPrefix('de', '/shop')).toBe('/de/shop');
    expect(withPrefix('de', '/')).toBe('/de/');
    expect(withPrefix(null, '/shop')).toBe('/shop');
    expect(withPrefix('ar', 'login')).toBe('/ar/login');
  });

  it('round-trips with parseLanguagePrefix', () => {
    for (const prefix of [null, ...LANGUAGE_PREFIXES]) {
      const parsed = parseLanguagePrefix(withPrefix(prefix, '/message/say-hi'));
      expect(parsed).toEqual({ prefix, rest: '/message/say-hi' });
    }
  });
});

describe('languages of prefixes and paths', () => {
  it('maps gb to English and back', () => {
    expect(languageForPrefix('gb')).toBe('en');
    expect(languageForPrefix('ar')).toBe('ar');
    expect(prefixForLanguage('en')).toBe('gb');
    expect(prefixForLanguage('de')).toBe('de');
  });

  it('takes the prefix first, then a shipped browser language, then English', () => {
    const shipped = ['en', 'de', 'ar'];
    expect(languageForPath('/ar/shop', ['de-DE'], shipped)).toBe('ar');
    expect(languageForPath('/fr/', ['de-DE'], shipped)).toBe('fr');
    expect(languageForPath('/shop', ['fr-FR', 'de-AT', 'en'], shipped)).toBe('de');
    expect(languageForPath('/', ['ja-JP'], shipped)).toBe('en');
    expect(languageForPath('/', [], shipped)).toBe('en');
  });
});
