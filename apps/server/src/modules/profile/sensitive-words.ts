import { readFileSync } from 'node:fs';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Compatibility forms (fullwidth letters, ligatures) fold to plain letters before matching.
const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/**
 * A configurable list of refused words and phrases (spec §5), matched case-insensitively on word boundaries,
 * so "ass" does not match "class". Letters of every script count as word characters.
 */
export class SensitiveWords {
  private readonly pattern: RegExp | undefined;

  constructor(words: readonly string[]) {
    const alternatives = words
      .map((w) => fold(w.trim()))
      .filter((w) => w !== '')
      .sort((a, b) => b.length - a.length)
      .map((w) => w.split(/\s+/).map(escapeRegExp).join('\\s+'));
    this.pattern = alternatives.length
      ? new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'iu')
      : undefined;
  }

  /** One word or phrase a line; blank lines and lines starting with # are ignored. */
  static fromFile(file: string): SensitiveWords {
    const lines = readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .filter((line) => !line.trimStart().startsWith('#'));
    return new SensitiveWords(lines);
  }

  matches(text: string): boolean {
    return this.pattern?.test(fold(text)) ?? false;
  }
}
