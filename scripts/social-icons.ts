/**
 * Writes the social icons signatures link to (`static/social/<network>-<colour>.png`), once: SVG paths from the
 * `simple-icons` package rendered by sharp at 96 px, twice the largest size a design shows them at. Run with
 * `npx tsx scripts/social-icons.ts` after changing the networks or colours; the PNGs are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { siFacebook, siGithub, siInstagram, siTiktok, siX, siYoutube } from 'simple-icons';
import { ICON_COLOURS, SOCIAL_NETWORKS, type IconColour, type SocialNetwork } from '../shared/designs/schema.js';
import { repoRoot } from '../shared/repo-root.js';

const SIZE = 96;

/** simple-icons no longer carries LinkedIn (the brand asked): its mark drawn here, "in" cut out of a rounded square. */
const LINKEDIN = {
  hex: '0A66C2',
  path:
    'M3 1h18a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z' +
    'M5.3 9.4v9.3h3V9.4zM6.8 4.6a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5z' +
    'M10.4 9.4v9.3h3v-4.6c0-1.2.2-2.4 1.7-2.4s1.5 1.4 1.5 2.5v4.5h3v-5.1c0-2.5-.5-4.4-3.4-4.4-1.4 0-2.3.8-2.7 1.5V9.4z',
};

const MARKS: Record<SocialNetwork, { hex: string; path: string }> = {
  linkedin: LINKEDIN,
  x: siX,
  facebook: siFacebook,
  instagram: siInstagram,
  youtube: siYoutube,
  github: siGithub,
  tiktok: siTiktok,
};

const FILL: Record<Exclude<IconColour, 'network'>, string> = { dark: '#1f2328', grey: '#6e7781', white: '#ffffff' };

const svg = (path: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 24 24"><path fill="${fill}" fill-rule="evenodd" d="${path}"/></svg>`;

const out = join(repoRoot(), 'static', 'social');
await mkdir(out, { recursive: true });
for (const network of SOCIAL_NETWORKS) {
  for (const colour of ICON_COLOURS) {
    const mark = MARKS[network];
    const fill = colour === 'network' ? `#${mark.hex}` : FILL[colour];
    const png = await sharp(Buffer.from(svg(mark.path, fill))).png({ compressionLevel: 9, palette: true }).toBuffer();
    await writeFile(join(out, `${network}-${colour}.png`), png);
  }
}
console.log(`wrote ${SOCIAL_NETWORKS.length * ICON_COLOURS.length} icons to ${out}`);
