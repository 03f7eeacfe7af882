/**
 * The pseudo-locale (PSEUDO_LOCALE in language-choice.ts): English made visibly foreign, so a browser test can
 * tell translated text from text that bypassed i18n. Every letter is accented (no word of plain ASCII letters
 * survives), each text is about 30 % longer (as German or Finnish run) and bracketed (a cut-off text shows a
 * missing bracket). What the code reads stays intact: {{placeholders}}, $t(nesting) and the tags of <Trans>.
 * Generated from the bundled English at run time, in development and test builds only.
 */

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

const VOWELS = new Set('aeiouyAEIOUY');

/** The share of extra length: translations into many languages run about this much longer than English. */
export const PSEUDO_EXPANSION = 0.3;

// Pieces the code reads, never shown as they are: i18next placeholders ({{name}}, {{- html}}, {{count, number}}),
// nesting ($t(key)), <Trans> tags (<1>, </1>, <profile>, <br/>) and HTML entities.
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>|&[a-zA-Z]+;|&#\d+;)/;

/** One English text in the pseudo-locale: "Hello {{name}}" -> "[Ĥééļļöö {{name}}]". */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const parts = text.split(PROTECTED);
  const letters = parts
    .filter((_, index) => index % 2 === 0)
    .join('')
    .replace(/[^A-Za-z]/g, '').length;
  let extra = Math.ceil(letters * PSEUDO_EXPANSION);
  const out = parts.map((part, index) => {
    if (index % 2 === 1) return part;
    let result = '';
    for (const char of part) {
      const accented = ACCENTED[char] ?? char;
      result += accented;
      // Vowels drawn out read as longer words and keep the line breakable at the same places.
      if (extra > 0 && VOWELS.has(char)) {
        result += accented;
        extra -= 1;
      }
    }
    return result;
  });
  // Few vowels (an abbreviation, "VIP"): the rest of the length as a tail.
  return `[${out.join('')}${extra > 0 ? ` ${'·'.repeat(extra)}` : ''}]`;
}

export type PseudoTree = { [key: string]: string | PseudoTree };

/** A whole namespace in the pseudo-locale, keys (plural suffixes included) unchanged. */
export function pseudoLocalizeTree(tree: Readonly<Record<string, unknown>>): PseudoTree {
  const out: PseudoTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[key] = pseudoLocalize(value);
    else if (value && typeof value === 'object')
      out[key] = pseudoLocalizeTree(value as Record<string, unknown>);
  }
  return out;
}
