// Draws the PWA icons (a coffee cup on a roasted-brown tile, matching public/favicon.svg) as PNGs with no
// dependencies. Run: node scripts/generate-icons.mjs  (writes into public/).
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BROWN = [0x7a, 0x45, 0x2b];
const CREAM = [0xfb, 0xf6, 0xf1];
const STEAM = [0xe8, 0xcf, 0xb7];

// Shapes in the favicon's 64x64 space; each returns true when (x, y) is inside.
const inRoundedRect = (x, y, x0, y0, x1, y1, r) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const cupBody = (x, y) => {
  if (x < 16 || x > 42 || y < 26 || y > 49) return false;
  if (y <= 38) return true;
  return inRoundedRect(x, y, 16, 27, 42, 49, 11);
};
const handle = (x, y) => {
  const d = Math.hypot(x - 45, y - 35);
  return x >= 42 && d >= 4 && d <= 8;
};
const steam = (x, y) => {
  for (const sx of [23, 31]) {
    const wave = sx + 1.6 * Math.sin(((y - 12) / 8) * Math.PI * 2);
    if (y >= 11 && y <= 21 && Math.abs(x - wave) <= 1.5) return true;
  }
  return false;
};

function colourAt(x, y, { maskable }) {
  if (!maskable && !inRoundedRect(x, y, 0, 0, 64, 64, 14)) return null;
  // Maskable icons keep their artwork inside the central 80% safe zone.
  const scale = maskable ? 0.72 : 1;
  const ux = (x - 32) / scale + 32;
  const uy = (y - 32) / scale + 32;
  if (cupBody(ux, uy) || handle(ux, uy)) return CREAM;
  if (steam(ux, uy)) return STEAM;
  return BROWN;
}

function render(size, options) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          const c = colourAt(x, y, options);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = 1 + px * 4;
      if (a > 0) {
        row[o] = Math.round(r / a);
        row[o + 1] = Math.round(g / a);
        row[o + 2] = Math.round(b / a);
      }
      row[o + 3] = Math.round((a / samples ** 2) * 255);
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
function encodePng(width, height, raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/', import.meta.url);
writeFileSync(new URL('pwa-192x192.png', out), render(192, { maskable: false }));
writeFileSync(new URL('pwa-512x512.png', out), render(512, { maskable: false }));
writeFileSync(new URL('maskable-512x512.png', out), render(512, { maskable: true }));
writeFileSync(new URL('apple-touch-icon.png', out), render(180, { maskable: true }));
