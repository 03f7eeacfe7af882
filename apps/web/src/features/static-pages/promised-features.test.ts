import { describe, expect, it } from 'vitest';
import { flattenLocale, type LocaleTree } from '../../i18n/locale-diff';

const files = import.meta.glob<LocaleTree>('../../i18n/locales/*/*.json', { eager: true, import: 'default' });

type Language = 'en' | 'de' | 'ar';
const LANGUAGES: readonly Language[] = ['en', 'de', 'ar'];

/** Every text of one language as 'namespace:key' -> text. */
function textsOf(language: Language): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, tree] of Object.entries(files)) {
    const [, lang, file] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lang !== language || !file) continue;
    for (const [key, text] of flattenLocale(tree)) out.set(`${file}:${key}`, text);
  }
  return out;
}

function text(language: Language, key: string): string {
  const value = textsOf(language).get(key);
  if (value === undefined) throw new Error(`${language} ${key} is missing`);
  return value;
}

/**
 * Things Mingle does not do yet, with the wave-2 issue that builds each. No text may offer them until that
 * issue lands; the issue then removes its line here and writes its own words.
 */
const NOT_BUILT_YET: readonly { feature: string; issue: number; words: Record<Language, RegExp> }[] = [
  {
    feature: 'data export and account deletion',
    issue: 19,
    words: {
      en: /copy of (your|my) data|export|download (your|my) data|delete (your|my) account|have it deleted/i,
      de: /kopie deiner daten|export|konto löschen|löschen lassen|löschung/i,
      ar: /نسخة من بياناتك|تصدير|حذف حسابك|وحذفها/,
    },
  },
];

/**
 * Rules of conduct name gifts without offering any: asking for gifts is a report reason (spec §3) and a
 * guideline. These phrases are taken out before the check.
 */
const RULE_PHRASES: Record<Language, readonly RegExp[]> = {
  en: [/asking for gifts/gi, /money or gifts/gi],
  de: [/(betteln|bitten) um geschenke/gi, /geld oder geschenke/gi],
  ar: [/طلب الهدايا/g, /المال أو الهدايا/g],
};

/** Words that announce something for later; the pages and the shop describe only what works today. */
const FUTURE: Record<Language, RegExp> = {
  en: /\bsoon\b|not open|will then|arrives? (with|together)/i,
  de: /\bbald\b|noch nicht|kommt zusammen|kommen mit|erscheinen dann/i,
  ar: /قريبًا|غير مفتوحة|ستتوفر|سيتوفر|حينها/,
};
const DESCRIBES_TODAY = /^app:(pages|home|meta|cookieNotice|consent)\.|^shop:vip\./;

describe.each(LANGUAGES)('texts in %s', (language) => {
  it.each(NOT_BUILT_YET)('offer nothing of $feature before issue $issue builds it', ({ words }) => {
    const offending: string[] = [];
    for (const [key, value] of textsOf(language)) {
      const stripped = RULE_PHRASES[language].reduce((t, phrase) => t.replace(phrase, ''), value);
      if (words[language].test(stripped)) offending.push(`${key}: ${value}`);
    }
    expect(offending).toEqual([]);
  });

  it('of the pages and the shop announce nothing for later', () => {
    const offending = [...textsOf(language)]
      .filter(([key, value]) => DESCRIBES_TODAY.test(key) && FUTURE[language].test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(offending).toEqual([]);
  });
});

describe('what the texts say exists', () => {
  it('VIP: the free-match limit (matching quota), unlimited chat translation and the daily check-in coins (rewards), and nothing else', () => {
    expect(text('en', 'shop:vip.benefits')).toBe(
      'VIPs are not bound by the daily limit of free matches, translate chat messages without a daily limit, and the daily check-in pays them coins.',
    );
    expect(text('de', 'shop:vip.benefits')).toBe(
      'Für VIPs gilt das tägliche Limit an kostenlosen Matches nicht, sie übersetzen Chatnachrichten ohne Tageslimit, und der tägliche Check-in bringt ihnen Münzen.',
    );
    expect(text('ar', 'shop:vip.benefits')).toBe(
      'لا يخضع أعضاء VIP للحد اليومي للمطابقات المجانية، ويترجمون رسائل الدردشة دون حد يومي، ويحصلون على عملات عند تسجيل الحضور اليومي.',
    );
  });

  it('random video chat is open: the page says how to start it', () => {
    expect(text('en', 'app:pages.randomVideoChat.body')).toContain(
      'To start, choose who you want to meet on the home page and press Start.',
    );
  });

  it('blocking and reporting work now, so the safety and privacy pages say so in the present', () => {
    expect(text('en', 'app:pages.safetyCenter.body')).toContain(
      'You can end a call at any time, block a user',
    );
    expect(text('en', 'app:pages.privacyCenter.body')).toContain('Who can reach you: you can block anyone');
  });

  it('the cookie notice names the one tracking its acceptance allows (the ad-conversion event)', () => {
    expect(text('en', 'app:cookieNotice.body')).toContain('reported to our ad network');
    expect(text('de', 'app:cookieNotice.body')).toContain('an unser Werbenetzwerk gemeldet');
    expect(text('ar', 'app:cookieNotice.body')).toContain('شبكة الإعلانات');
  });
});
