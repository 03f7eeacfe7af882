import { describe, expect, it } from 'vitest';
import {
  INTERFACE_LANGUAGES,
  interfaceLanguageFor,
  isInterfaceLanguage,
  languageIdOfInterface,
} from './interface-languages';
import { isRtl, LANGUAGE_IDS } from './languages';

describe('interface languages', () => {
  it('are the 32 of issue 18, each once', () => {
    const codes = INTERFACE_LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(
      [
        'ar',
        'bn',
        'da',
        'de',
        'el',
        'en',
        'es',
        'fa',
        'fi',
        'fr',
        'he',
        'hi',
        'id',
        'it',
        'ja',
        'ko',
        'ms',
        'nl',
        'no',
        'pl',
        'pt',
        'ro',
        'ru',
        'sv',
        'th',
        'tl',
        'tr',
        'uk',
        'ur',
        'vi',
        'zh-CN',
        'zh-TW',
      ].sort(),
    );
  });

  it('give each a native name and a direction that agrees with isRtl', () => {
    for (const l of INTERFACE_LANGUAGES) {
      expect(l.nativeName.trim()).not.toBe('');
      expect(l.dir === 'rtl', l.code).toBe(isRtl(l.code));
    }
    expect(INTERFACE_LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual([
      'ar',
      'fa',
      'he',
      'ur',
    ]);
  });

  it('map to the language ids of spec §3: Indonesian is the legacy "in", both Chinese are 2', () => {
    expect(languageIdOfInterface('id')).toBe(LANGUAGE_IDS.in);
    expect(languageIdOfInterface('zh-CN')).toBe(2);
    expect(languageIdOfInterface('zh-TW')).toBe(2);
    expect(languageIdOfInterface('de')).toBe(7);
    expect(languageIdOfInterface('no')).toBe(24);
  });

  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['in', 'id'],
    ['id-ID', 'id'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['fil-PH', 'tl'],
    ['iw', 'he'],
    ['gb', 'en'],
    ['en-US', 'en'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh_tw', 'zh-TW'],
    ['sw', undefined],
    ['xx', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (tag, code) => {
    expect(interfaceLanguageFor(tag)).toBe(code);
  });

  it('does not take inherited keys or our wire codes for interface languages', () => {
    expect(isInterfaceLanguage('toString')).toBe(false);
    expect(isInterfaceLanguage('in')).toBe(false);
    expect(isInterfaceLanguage('zh')).toBe(false);
  });
});
