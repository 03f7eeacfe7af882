import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { moveSourceMaps, precompressDir } from './precompress';

function build() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mingle-build-'));
  mkdirSync(path.join(dir, 'assets'));
  return dir;
}

describe('the build output', () => {
  it('gets brotli and gzip copies of its text files that decompress to the same bytes', async () => {
    const dir = build();
    const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), js);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>Mingle</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'assets', 'photo.webp'), Buffer.alloc(4096, 7));

    const done = await precompressDir(dir);
    expect(done.map((f) => path.relative(dir, f)).sort()).toEqual(['assets/app-1a2b.js', 'index.html']);
    const file = path.join(dir, 'assets', 'app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 4);
    // Too small to gain, and already compressed formats, stay as they are.
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'photo.webp.gz'))).toBe(false);
  });

  it('keeps its source maps out of the public directory', async () => {
    const dir = build();
    const maps = mkdtempSync(path.join(os.tmpdir(), 'mingle-maps-'));
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.map'), '{"version":3}');
    expect(await moveSourceMaps(dir, maps)).toBe(1);
    expect(existsSync(path.join(dir, 'assets', 'app-1a2b.js.map'))).toBe(false);
    expect(readFileSync(path.join(maps, 'assets', 'app-1a2b.js.map'), 'utf8')).toBe('{"version":3}');
  });
});
