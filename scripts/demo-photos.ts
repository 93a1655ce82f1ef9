/**
 * Writes the demo directory's photos (local/demo-photos/*.jpg): illustrated portraits, so that `npm start`
 * shows signatures with a photo for some people and none for others. Run again after changing the list:
 * `npx tsx scripts/demo-photos.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../shared/repo-root.js';

interface Portrait {
  file: string;
  background: [string, string];
  skin: string;
  hair: string;
  /** Short hair follows the head; long hair falls to the shoulders. */
  long: boolean;
  top: string;
}

const PORTRAITS: Portrait[] = [
  { file: 'dana-admin.jpg', background: ['#cfe3f7', '#8fb8e6'], skin: '#e8b894', hair: '#3b2a20', long: true, top: '#1f4e79' },
  { file: 'alex-wilber.jpg', background: ['#fde2c8', '#f4b183'], skin: '#c98e62', hair: '#1c1c1c', long: false, top: '#2f5d50' },
  { file: 'lena-vogel.jpg', background: ['#dff1e3', '#9fd3ad'], skin: '#f1c9a8', hair: '#c98a3d', long: true, top: '#5b3f8c' },
  { file: 'camille-roux.jpg', background: ['#f7d9e3', '#e6a1b8'], skin: '#f0c2a0', hair: '#7a2e1d', long: true, top: '#283c63' },
  { file: 'maria-garcia.jpg', background: ['#e6e0f5', '#b6a6e0'], skin: '#b7825a', hair: '#2a1a14', long: true, top: '#8c2f39' },
  { file: 'olivia-hart.jpg', background: ['#d6eef2', '#93cbd6'], skin: '#8d5a3b', hair: '#141010', long: false, top: '#b5651d' },
];

function svg(p: Portrait, size = 256): string {
  const hair = p.long
    ? `<path d="M78 118c0-44 22-70 50-70s50 26 50 70v64c-10 8-22 10-30 8v-70H108v70c-8 2-20 0-30-8z" fill="${p.hair}"/>`
    : `<path d="M84 112c0-38 20-60 44-60s44 22 44 60c-8-16-22-26-44-26s-36 10-44 26z" fill="${p.hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.background[0]}"/><stop offset="1" stop-color="${p.background[1]}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  ${p.long ? hair : ''}
  <path d="M40 256c6-52 42-78 88-78s82 26 88 78z" fill="${p.top}"/>
  <rect x="112" y="150" width="32" height="34" rx="12" fill="${p.skin}"/>
  <ellipse cx="128" cy="116" rx="42" ry="48" fill="${p.skin}"/>
  ${p.long ? `<path d="M86 112c4-34 22-52 42-52s38 18 42 52c-14-18-30-26-42-26s-28 8-42 26z" fill="${p.hair}"/>` : hair}
</svg>`;
}

const out = join(repoRoot(), 'local', 'demo-photos');
await mkdir(out, { recursive: true });
for (const p of PORTRAITS) {
  const jpeg = await sharp(Buffer.from(svg(p)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await writeFile(join(out, p.file), jpeg);
  console.log(`${p.file}: ${jpeg.length} bytes`);
}
