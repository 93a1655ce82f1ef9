// Draws the add-in's icons into addin/assets (committed; run again only to change them): `npx tsx scripts/addin-icons.ts`.
// A rounded square in the accent colour with a white signature stroke; the outline icon is the stroke alone, white on
// transparent, as the unified manifest asks. Drawn at 4× and averaged down, so edges are smooth at every size.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { ADDIN } from '../addin/manifest/description.js';

const ASSETS_DIR = join(import.meta.dirname, '..', 'addin', 'assets');

type Rgba = [number, number, number, number];
const SUPERSAMPLE = 4;

const hex = (h: string): Rgba => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16), 255];
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Distance from (x, y) to the signature stroke (a sine swash above a baseline), in units of the icon's size (0..1). */
function strokeDistance(x: number, y: number): number {
  let best = Infinity;
  for (let i = 0; i <= 64; i++) {
    const t = 0.2 + (0.6 * i) / 64;
    const sy = 0.48 - 0.12 * Math.sin((t - 0.2) * Math.PI * 3.2);
    best = Math.min(best, Math.hypot(x - t, y - sy));
  }
  const baseline = x >= 0.2 && x <= 0.8 ? Math.abs(y - 0.7) : Infinity;
  return Math.min(best, baseline);
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

function pixel(x: number, y: number, outline: boolean): Rgba {
  const stroke = strokeDistance(x, y) <= (outline ? 0.06 : 0.045);
  if (outline) return stroke ? WHITE : CLEAR;
  if (!insideRoundedSquare(x, y, 0.18)) return CLEAR;
  return stroke ? WHITE : hex(ADDIN.accentColor);
}

function draw(size: number, outline: boolean): Buffer {
  const rgba = Buffer.alloc(size * size * 4);
  const n = SUPERSAMPLE;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const p = pixel((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, outline);
          // Premultiplied, so transparent samples do not darken the edge.
          for (let c = 0; c < 3; c++) sum[c] += (p[c] * p[3]) / 255;
          sum[3] += p[3];
        }
      }
      const alpha = sum[3] / (n * n);
      const o = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[o + c] = alpha === 0 ? 0 : Math.round((sum[c] / (n * n)) * (255 / alpha));
      rgba[o + 3] = Math.round(alpha);
    }
  }
  return rgba;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG (colour type 6), every row unfiltered. */
function encodePng(size: number, rgba: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Every icon the manifests name, with its side in pixels. */
export const ICON_FILES: { file: string; size: number; outline: boolean }[] = [
  { file: ADDIN.icons.color, size: 192, outline: false },
  { file: ADDIN.icons.outline, size: 32, outline: true },
  ...Object.entries(ADDIN.icons.sized).map(([size, file]) => ({ file, size: Number(size), outline: false })),
];

if (import.meta.filename === process.argv[1]) {
  await mkdir(ASSETS_DIR, { recursive: true });
  for (const icon of ICON_FILES) await writeFile(join(ASSETS_DIR, icon.file), encodePng(icon.size, draw(icon.size, icon.outline)));
  process.stdout.write(`addin-icons: wrote ${ICON_FILES.length} icons to ${ASSETS_DIR}\n`);
}
