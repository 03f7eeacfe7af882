import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { languageCodeFor, type LanguageCode } from '@mingle/protocol';
import type { EngineResult, TranslationEngine } from './engine';

/** Apertium names languages by ISO 639-3 in newer pairs (eng-spa) and 639-1 in older ones (es-pt). */
const ISO3: Readonly<Record<string, string>> = {
  eng: 'en',
  spa: 'es',
  por: 'pt',
  fra: 'fr',
  ita: 'it',
  cat: 'ca',
  rus: 'ru',
  ukr: 'uk',
  dan: 'da',
  nor: 'no',
  nob: 'no',
  swe: 'sv',
  ind: 'id',
  zlm: 'ms',
  ron: 'ro',
  deu: 'de',
  nld: 'nl',
  pol: 'pl',
};

/** A mode's language as ours; undefined for one we do not offer (Galician, Esperanto, ...). */
function ours(name: string): LanguageCode | undefined {
  return languageCodeFor(ISO3[name] ?? name);
}

export interface ApertiumMode {
  mode: string;
  from: LanguageCode;
  to: LanguageCode;
}

/**
 * The modes `apertium -l` lists that translate between two of our languages. Variants (es-pt_BR), and
 * special modes (eco-es-fr) are left out: one plain mode per direction.
 */
export function parseModes(listing: string): ApertiumMode[] {
  const modes: ApertiumMode[] = [];
  for (const line of listing.split('\n')) {
    const mode = line.trim();
    const match = /^([a-z]{2,3})-([a-z]{2,3})$/.exec(mode);
    if (!match) continue;
    const from = ours(match[1] ?? '');
    const to = ours(match[2] ?? '');
    if (from && to && from !== to && !modes.some((m) => m.from === from && m.to === to)) {
      modes.push({ mode, from, to });
    }
  }
  return modes;
}

/** Apertium marks words it does not know with *, and some it could not generate with # or @. */
const MARK = /(^|[\s([{"'¿¡])[*#@](?=\S)/gu;

/** How many words of an output Apertium did not know: how badly the text fits the source language tried. */
export function unknownWords(output: string): number {
  return [...output.matchAll(MARK)].length;
}

export function withoutMarks(output: string): string {
  return output.replace(MARK, '$1');
}

const TIMEOUT_MS = 10_000;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: TIMEOUT_MS, maxBuffer: 1 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

/**
 * The text goes in as a file: the `apertium` script reads /dev/stdin by path, which cannot be opened when
 * stdin is the socket Node gives a child process.
 */
async function translateFile(command: string, mode: string, text: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mingle-apertium-'));
  try {
    const input = path.join(dir, 'in.txt');
    await writeFile(input, text);
    return await run(command, [mode, input]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The self-hosted default (spec GUIDE: Apertium from Debian's packages): each translation runs the `apertium`
 * command of the installed pair. Apertium cannot tell a text's language, so a text is translated from each
 * language that has a pair into the target (the sender's languages first) and the reading with the fewest
 * unknown words wins; when even that leaves most words unknown, the text is in a language we cannot read.
 */
export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium';
  private modes: Promise<ApertiumMode[]> | undefined;

  constructor(private readonly command = 'apertium') {}

  private installed(): Promise<ApertiumMode[]> {
    // Listed once per process; a machine without Apertium has no modes (nothing to translate into).
    this.modes ??= run(this.command, ['-l']).then(parseModes, () => []);
    return this.modes;
  }

  async targets(): Promise<ReadonlySet<LanguageCode>> {
    return new Set((await this.installed()).map((m) => m.to));
  }

  async translate(
    text: string,
    to: LanguageCode,
    hints: readonly LanguageCode[],
  ): Promise<EngineResult | null> {
    const candidates = (await this.installed())
      .filter((m) => m.to === to)
      .sort((a, b) => rank(hints, a.from) - rank(hints, b.from));
    if (candidates.length === 0) return null;
    const words = Math.max(1, text.split(/\s+/u).filter(Boolean).length);
    const readings = await Promise.all(
      candidates.map(async ({ mode, from }) => {
        const output = (await translateFile(this.command, mode, text)).trim();
        return { from, output, unknown: unknownWords(output) };
      }),
    );
    // Stable on ties, so the sender's own language wins those.
    const best = readings.reduce((a, b) => (b.unknown < a.unknown ? b : a));
    if (best.unknown / words > 0.5) return null;
    return { text: withoutMarks(best.output), from: best.from };
  }
}

function rank(hints: readonly LanguageCode[], language: LanguageCode): number {
  const index = hints.indexOf(language);
  return index === -1 ? hints.length : index;
}
