// Draws Hireloop's app icons into public/icons/ as real PNGs with no dependency (node:zlib):
// a white loop with a node on it, on the brand colour. Run `node scripts/make-icons.mjs` after
// changing the drawing; the PNGs are committed.
//   icon-192.png, icon-512.png   rounded square, transparent corners ("any")
//   maskable-512.png             full-bleed square, logo inside the 80 % safe zone ("maskable")
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png.mjs';

export const BRAND = [67, 56, 202]; // #4338ca, the manifest's theme_color
const WHITE = [255, 255, 255];

/** Coverage (0..1) of a shape at pixel (x, y), 4×4 supersampled for smooth edges. */
function coverage(inside, x, y) {
  let hits = 0;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) if (inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4)) hits++;
  return hits / 16;
}

function draw(size, { maskable }) {
  const c = size / 2;
  const corner = maskable ? 0 : size * 0.22;
  const scale = maskable ? 0.72 : 1; // keep the logo inside the maskable safe zone
  const ringR = size * 0.27 * scale;
  const ringW = size * 0.085 * scale;
  const angle = -Math.PI / 4; // the node sits on the ring, top right
  const nodeX = c + ringR * Math.cos(angle);
  const nodeY = c + ringR * Math.sin(angle);
  const nodeR = size * 0.095 * scale;

  const inBackground = (x, y) => {
    const dx = Math.max(corner - x, 0, x - (size - corner));
    const dy = Math.max(corner - y, 0, y - (size - corner));
    return dx * dx + dy * dy <= corner * corner;
  };
  const inLogo = (x, y) => {
    const d = Math.hypot(x - c, y - c);
    return Math.abs(d - ringR) <= ringW / 2 || Math.hypot(x - nodeX, y - nodeY) <= nodeR;
  };

  const rgba = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const bg = coverage(inBackground, x, y);
      const fg = coverage(inLogo, x, y);
      const o = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) rgba[o + k] = Math.round(BRAND[k] * (1 - fg) + WHITE[k] * fg);
      rgba[o + 3] = Math.round(255 * bg);
    }
  }
  return encodePng(size, size, rgba);
}

const out = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'public/icons');
mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true], // iOS rounds the corners itself
];
for (const [name, size, maskable] of icons) {
  writeFileSync(join(out, name), draw(size, { maskable }));
  console.log(`public/icons/${name} (${size}×${size}${maskable ? ', full bleed' : ''})`);
}
