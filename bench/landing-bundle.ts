/**
 * What a visitor's first page downloads before it runs: the entry script, every module it preloads and the
 * stylesheets that index.html links, as built in apps/web/dist (run `npm run build` first). Sizes are raw and as
 * served: the build writes gzip and brotli copies beside each asset (build-tools/precompress.ts), and the server
 * sends those, so those are the figures a phone pays for. Issue 21's budget is 150 KB gzip.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
// Small files get no compressed copy (not worth it) and go out as they are.
const served = (file: string, copy: string) => statSync(existsSync(copy) ? copy : file).size;

const rows = assets.map((asset) => {
  const file = path.join(dist, asset);
  return {
    asset,
    raw: statSync(file).size,
    gzip: served(file, `${file}.gz`),
    brotli: served(file, `${file}.br`),
  };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
for (const row of rows) {
  console.log(
    `${kb(row.gzip).padStart(9)} gzip ${kb(row.brotli).padStart(9)} br ${kb(row.raw).padStart(9)} raw  ${row.asset}`,
  );
}
const total = (key: 'raw' | 'gzip' | 'brotli') => rows.reduce((sum, row) => sum + row[key], 0);
console.log(
  `\n${rows.length} files: ${kb(total('gzip'))} gzip, ${kb(total('brotli'))} brotli, ${kb(total('raw'))} raw (budget 150 KB gzip)`,
);
