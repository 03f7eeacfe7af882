// Draws the installed app's PNG icons from the SVGs in public/icons (ours), with sharp, offline. The PNGs are
// committed: run `node apps/web/build-tools/pwa-icons.mjs` after changing an SVG. (Browsers' install flows and
// iOS's home screen want PNGs; the SVG alone is not enough for them.)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const icons = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const outputs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
  // iOS uses apple-touch-icon and rounds the corners itself: the full-bleed drawing.
  ['maskable.svg', 'apple-touch-icon.png', 180],
];
for (const [source, target, size] of outputs) {
  const svg = await readFile(path.join(icons, source));
  await sharp(svg, { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(icons, target));
  console.log(`${target} ${size}x${size}`);
}
