const ANGLE_BRACKET = /[<>]/;
const ANGLE_BRACKETS = /[<>]/g;
// Words that turn bracketed text into markup a careless renderer would execute or load (spec §5).
const MARKUP_WORD = /src|href|script|img|video|audio|iframe|style|body|frame|frameset/i;

/**
 * Defuses a user name before it is stored: a name with angle brackets and a markup word gets every bracket
 * replaced by '*'. Names that merely contain a bracket, such as "<3 Anna", are left alone because they cannot
 * form a tag that does harm.
 */
export function sanitizeUserName(name: string): string {
  if (!ANGLE_BRACKET.test(name) || !MARKUP_WORD.test(name)) return name;
  return name.replace(ANGLE_BRACKETS, '*');
}

// Characters that render as nothing or reorder the text around them; they allow names that look empty or that
// impersonate another name. Control characters, soft hyphen, combining grapheme joiner, Arabic letter mark,
// Hangul and Khmer fillers, Mongolian vowel separator, zero-width space/joiners and direction marks, line and
// paragraph separators, bidi embeddings, overrides and isolates, word joiner and invisible operators,
// deprecated format controls, byte order mark, interlinear annotations, braille blank and invisible musical
// symbol formatting.
// The combining ones stand outside the class so that none of them reads as joined to its neighbour.
const FORBIDDEN =
  /\u034F|\u17B4|\u17B5|[\p{Cc}\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u2800\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}]/u;

// Zero-width joiners that have a legitimate job and are allowed back in: ZWJ inside emoji sequences
// (families, professions) and ZWNJ between letters, which Persian and several Indic scripts need.
const EMOJI_ZWJ =
  /(?<=\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F)\u200D(?=\p{Extended_Pictographic})/gu;
const LETTER_ZWNJ = /(?<=[\p{L}\p{M}])\u200C(?=\p{L})/gu;

/** True when the name holds characters we refuse ('Your name contains forbidden characters.'). */
export function hasForbiddenNameCharacters(name: string): boolean {
  return FORBIDDEN.test(name.replace(EMOJI_ZWJ, '').replace(LETTER_ZWNJ, ''));
}
