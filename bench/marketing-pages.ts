/**
 * What the prerendered marketing pages (docs/decisions/032-prerendered-marketing-pages.md) add to a first visit: the
 * size of the HTML document itself, raw and as served (the build's gzip and brotli copies), against the app's shell
 * (index.html), and whether a page asks for other scripts or stylesheets than the shell (it should not: the
 * landing-bundle figures hold for these pages too). Reads apps/web/dist; run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const served = (file: string, copy: string) => statSync(existsSync(copy) ? copy : file).size;
const sizes = (file: string) => ({
  raw: statSync(file).size,
  gzip: served(file, `${file}.gz`),
  brotli: served(file, `${file}.br`),
});
const assetsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)]
    .map((m) => m[1] ?? '')
    .sort()
    .join(' ');

const shell = path.join(dist, 'index.html');
const pages = readdirSync(path.join(dist, 'prerendered'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => path.join(dist, 'prerendered', name));
if (pages.length === 0) throw new Error('no prerendered pages in apps/web/dist: run npm run build');

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const row = (label: string, s: { raw: number; gzip: number; brotli: number }) =>
  `${label.padEnd(34)} ${kb(s.raw).padStart(8)} raw ${kb(s.gzip).padStart(8)} gzip ${kb(s.brotli).padStart(8)} br`;

const measured = pages.map((file) => ({ file: path.relative(dist, file), ...sizes(file) }));
const by = (key: 'raw' | 'gzip' | 'brotli') => [...measured].sort((a, b) => a[key] - b[key]);
const median = (key: 'raw' | 'gzip' | 'brotli') => by(key)[Math.floor(measured.length / 2)]?.[key] ?? 0;
const smallest = by('gzip')[0];
const largest = by('gzip').at(-1);

console.log(row('index.html (the shell)', sizes(shell)));
console.log(
  row('prerendered, median', { raw: median('raw'), gzip: median('gzip'), brotli: median('brotli') }),
);
if (smallest) console.log(row(`smallest: ${smallest.file}`, smallest));
if (largest) console.log(row(`largest: ${largest.file}`, largest));
const shellAssets = assetsOf(shell);
const differing = pages.filter((file) => assetsOf(file) !== shellAssets);
console.log(
  `\n${pages.length} pages; ${differing.length} ask for other scripts or stylesheets than the shell` +
    (differing.length ? `: ${differing.map((f) => path.relative(dist, f)).join(', ')}` : ''),
);
