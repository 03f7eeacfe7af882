import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs from src/ under Vitest and from a bundled dist/main.js in production, so paths to its
 * migrations and to the web build are found by walking up to the server package instead of fixed offsets.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@mingle/server'
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @mingle/server package root');
    dir = parent;
  }
}

const serverRoot = findServerRoot();
export const MIGRATIONS_DIR = path.join(serverRoot, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = path.join(serverRoot, '..', 'web', 'dist');
/** The shipped word list of the profile module (SENSITIVE_WORDS_FILE replaces it). */
export const DEFAULT_SENSITIVE_WORDS_FILE = path.join(
  serverRoot,
  'src',
  'modules',
  'profile',
  'sensitive-words.txt',
);
