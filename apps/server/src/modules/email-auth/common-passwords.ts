import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** How much of the frequency-ordered list is refused: the head where guessing attacks start. */
const TOP = 10_000;

/**
 * The most common passwords, from the breach-derived list that @zxcvbn-ts/language-common ships (ordered by
 * frequency, most common first). Compared case-insensitively, so 'Password' counts as 'password'.
 */
export class CommonPasswords {
  private constructor(private readonly lowerCased: ReadonlySet<string>) {}

  /** Reads the list from node_modules; the bundled server keeps npm packages external, so this works there too. */
  static load(): CommonPasswords {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(list) || list.length < TOP) throw new Error(`unexpected password list in ${file}`);
    return new CommonPasswords(new Set(list.slice(0, TOP).map((p) => String(p).toLowerCase())));
  }

  get size(): number {
    return this.lowerCased.size;
  }

  has(password: string): boolean {
    return this.lowerCased.has(password.toLowerCase());
  }
}
