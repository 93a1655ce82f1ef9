import { ASSET_IMAGE } from '../assets/service.js';
import { ApiError } from '../http/errors.js';
import type { ImageRules, ImageWork } from '../images/decode.js';
import { contrast, DARK_CANVAS } from './color.js';
import type { ImageFacts } from './schemas.js';

/** The name a dark-mode variant of an image goes by: `logo.png` → `logo-dark.png`. */
export const darkVariantName = (name: string) => `${name.replace(/\.[A-Z0-9]+$/i, '')}-dark.png`;
export const isDarkVariant = (name: string) => /-dark\.png$/i.test(name);

const SAMPLE = 160;

/** The doctor reads an image as it is stored, within the assets' limits; the first frame is what it judges. */
const FIRST_FRAME: ImageRules = { ...ASSET_IMAGE, frames: 'first' };

/**
 * What the doctor needs of an image: its pixel size, and from its pixels (scaled down to at most 160px) whether it
 * vanishes on a dark background (over a tenth transparent, and most visible pixels within 2:1 contrast of Outlook's
 * dark canvas) or shows a white box (nine tenths of its outer ring opaque near-white). An image over the limits
 * (stored before they were checked) is never decoded: its size comes from its header. Busy image work is refused
 * (503) rather than answered as unknown facts.
 */
export async function analyseImage(images: ImageWork, bytes: Buffer): Promise<Pick<ImageFacts, 'width' | 'height' | 'dark'>> {
  let pixels: { data: Buffer; info: { width: number; height: number } } | null;
  let size: { width: number; height: number };
  try {
    ({ size, pixels } = await images.decode(bytes, FIRST_FRAME, async (image) => {
      const size = { width: image.header.width, height: image.header.height };
      try {
        const pixels = await image
          .image()
          .resize(SAMPLE, SAMPLE, { fit: 'inside', withoutEnlargement: true })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return { size, pixels };
      } catch {
        // A header that reads but pixels that do not (a truncated file): its size is known, its look in dark mode is not.
        return { size, pixels: null };
      }
    }));
  } catch (err) {
    if (!(err instanceof ApiError) || err.status === 503) throw err;
    const { width, height } = err.extra;
    return typeof width === 'number' && typeof height === 'number'
      ? { width, height, dark: null }
      : { width: null, height: null, dark: null };
  }
  if (!pixels) return { ...size, dark: null };
  const { data, info } = pixels;
  const { width: w, height: h } = info;
  let transparent = 0;
  let visible = 0;
  let faint = 0;
  let ring = 0;
  let whiteRing = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a < 128) transparent++;
      else {
        visible++;
        if (contrast({ r, g, b, a: 1 }, DARK_CANVAS) < 2) faint++;
      }
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) {
        ring++;
        if (a > 250 && r > 240 && g > 240 && b > 240) whiteRing++;
      }
    }
  }
  const total = w * h;
  const dark =
    transparent > total * 0.1 && visible > 0 && faint > visible * 0.5
      ? 'vanishes'
      : ring > 0 && whiteRing >= ring * 0.9
        ? 'white-box'
        : null;
  return { ...size, dark };
}

export const DarkVariantStyle = ['outline', 'padding'] as const;
export type DarkVariantStyle = (typeof DarkVariantStyle)[number];

/**
 * A dark-mode variant of a logo, as PNG: `outline` draws a light halo around its shapes (on transparency, so it shows
 * on light and dark alike); `padding` puts it on a white card with a margin, so a white background reads as a
 * deliberate panel rather than a box.
 */
export async function makeDarkVariant(images: ImageWork, bytes: Buffer, style: DarkVariantStyle): Promise<Buffer> {
  return images.decode(bytes, FIRST_FRAME, async (image) => {
    const { width: w, height: h } = image.header;
    const pad = Math.max(2, Math.round(Math.min(w, h) * 0.06));
    if (style === 'padding') {
      return image
        .image()
        .flatten({ background: '#ffffff' })
        .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#ffffff' })
        .png()
        .toBuffer();
    }
    const padded = await image
      .image()
      .ensureAlpha()
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const [width, height] = [w + 2 * pad, h + 2 * pad];
    const halo = await image
      .again(padded)
      .extractChannel('alpha')
      .blur(Math.max(1, pad / 2))
      .threshold(2)
      .toBuffer();
    const white = await image.canvas(width, height, '#ffffff').joinChannel(halo).png().toBuffer();
    return image
      .again(white)
      .composite([{ input: padded }])
      .png()
      .toBuffer();
  });
}
