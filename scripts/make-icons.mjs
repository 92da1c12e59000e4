// Draws the PWA icons (public/icons/*.png) from simple shapes: a runway with its centre line and
// a landing chevron on the theme colour. Plain PNG encoding with node:zlib, no dependencies.
// Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const THEME = [0x0b, 0x3d, 0x5c];
const WHITE = [0xff, 0xff, 0xff];
const AMBER = [0xf2, 0xb1, 0x34];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA pixels (size × size × 4) → PNG file bytes. */
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    pixels.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The picture in unit coordinates (0..1 across the drawable area): which colour is at (u, v),
 * or null for the background. draw() insets it further for maskable icons (their safe zone).
 */
function colourAt(u, v) {
  const runway = Math.abs(u - 0.5) < 0.13 && v > 0.34 && v < 0.92;
  if (runway) {
    const centreLine =
      Math.abs(u - 0.5) < 0.018 && v > 0.4 && v < 0.84 && Math.floor((v - 0.4) / 0.06) % 2 === 0;
    const threshold =
      v > 0.86 && v < 0.9 && Math.abs(u - 0.5) < 0.11 && Math.floor((u - 0.39) / 0.03) % 2 === 0;
    return centreLine || threshold ? THEME : WHITE;
  }
  // A chevron pointing down at the runway: the approach.
  const arm = 0.28 - 0.8 * Math.abs(u - 0.5);
  const chevron = Math.abs(v - arm) < 0.04 && Math.abs(u - 0.5) < 0.26;
  return chevron ? AMBER : null;
}

function draw(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  const radius = maskable ? 0 : size * 0.18;
  const inset = maskable ? 0.2 : 0.1;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 4;
      // Rounded square (full bleed when maskable: the platform applies its own mask).
      const cx = Math.min(x, size - 1 - x);
      const cy = Math.min(y, size - 1 - y);
      const inCorner = cx < radius && cy < radius;
      const outside = inCorner && Math.hypot(radius - cx, radius - cy) > radius;
      if (outside) continue;
      const u = (x / size - inset) / (1 - 2 * inset);
      const v = (y / size - inset) / (1 - 2 * inset);
      const colour = u >= 0 && u <= 1 && v >= 0 && v <= 1 ? (colourAt(u, v) ?? THEME) : THEME;
      pixels[i] = colour[0];
      pixels[i + 1] = colour[1];
      pixels[i + 2] = colour[2];
      pixels[i + 3] = 0xff;
    }
  }
  return encodePng(size, pixels);
}

mkdirSync(OUT, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
  ['favicon-32.png', 32, false],
];
for (const [name, size, maskable] of icons) {
  writeFileSync(join(OUT, name), draw(size, { maskable }));
  console.log(`wrote public/icons/${name}`);
}
