import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageCodeFor } from '@mingle/protocol';
import { z } from 'zod';

/**
 * The build's map of prerendered marketing pages (apps/web/build-tools/marketing-site.ts, decision 032): prefixed
 * paths have one file each; unprefixed ones one per language, chosen like the app chooses.
 */
const manifestSchema = z.object({
  origin: z.string(),
  shipped: z.array(z.string()),
  shellCookies: z.object({ member: z.string(), returning: z.string() }),
  pages: z.record(z.string(), z.string()),
  negotiated: z.record(z.string(), z.record(z.string(), z.string())),
});

export type PrerenderManifest = z.infer<typeof manifestSchema>;

export const PRERENDER_MANIFEST = 'prerendered/manifest.json';

/** The manifest of a build, or undefined for a build without prerendered pages (or none at all). */
export function readPrerenderManifest(distDir: string): PrerenderManifest | undefined {
  const file = path.join(distDir, PRERENDER_MANIFEST);
  if (!existsSync(file)) return undefined;
  return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Accept-Language's tags, most wanted first (RFC 9110 §12.5.4); q=0 and '*' are dropped. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === name && part.slice(eq + 1).trim() !== '';
  });
}

/**
 * The language the app shows on an unprefixed path to a browser with no stored choice: the first of its languages
 * the app ships, else English (apps/web/src/i18n/language-choice.ts resolveLanguage, without the stored choices).
 */
export function browserLanguage(acceptLanguage: string | undefined, shipped: readonly string[]): string {
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const exact = shipped.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const code = languageCodeFor(tag);
    if (code && shipped.includes(code)) return code;
  }
  return 'en';
}

export interface PageChoice {
  /** The prerendered file to send, relative to the build; null: the app's shell. */
  file: string | null;
  /** The request headers the answer depends on, for Vary: cookies always, Accept-Language on unprefixed paths. */
  vary: string;
}

/**
 * Which prerendered page answers a page request, or null when the path is not a prerendered one. A signed-in
 * member gets the shell (their page is not the visitor's); so does an unprefixed path in a browser the app has run
 * in, whose stored language the server cannot see, and one whose language has no page of its own.
 */
export function choosePage(
  manifest: PrerenderManifest,
  url: string,
  headers: { 'accept-language'?: string; cookie?: string },
): PageChoice | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  const member = hasCookie(headers.cookie, manifest.shellCookies.member);
  const fixed = manifest.pages[pathname];
  if (fixed !== undefined) return { file: member ? null : fixed, vary: 'cookie' };
  const byLanguage = manifest.negotiated[pathname];
  if (byLanguage === undefined) return null;
  const vary = 'accept-language, cookie';
  if (member || hasCookie(headers.cookie, manifest.shellCookies.returning)) return { file: null, vary };
  const language = browserLanguage(headers['accept-language'], manifest.shipped);
  return { file: byLanguage[language] ?? null, vary };
}
