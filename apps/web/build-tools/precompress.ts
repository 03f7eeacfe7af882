import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, fonts and media are compressed formats already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes a .br and a .gz copy beside every text file of the build that compresses, at the highest levels: it is
 * done once per build, and the server (@fastify/static with preCompressed) then sends them without compressing
 * per request. Answers the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < data.length) await writeFile(`${file}.br`, br);
    if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    done.push(file);
  }
  return done;
}

/**
 * Moves the build's source maps out of the public directory: they stay at hand for reading a stack trace, but
 * the site does not hand its sources to everyone (the build makes them 'hidden': no sourceMappingURL comment).
 */
export async function moveSourceMaps(dir: string, to: string): Promise<number> {
  const maps = (await filesUnder(dir)).filter((f) => f.endsWith('.map'));
  for (const map of maps) {
    const target = path.join(to, path.relative(dir, map));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(map, target);
  }
  return maps.length;
}

/** After the bundle is written: source maps out of the public build, then compressed copies of the rest. */
export function precompress(options: { sourceMapsDir: string }): Plugin {
  let outDir = 'dist';
  return {
    name: 'mingle-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await moveSourceMaps(outDir, options.sourceMapsDir);
      await precompressDir(outDir);
    },
  };
}
