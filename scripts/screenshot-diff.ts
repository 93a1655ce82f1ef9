// The comparison behind `npm run screenshots:compare`: two screenshots of one page, pixel by pixel.
import sharp from 'sharp';

interface DiffOptions {
  /**
   * A pixel counts as changed when one of its channels differs by more than this (0-255): the same page encoded as a
   * JPEG twice can differ by a few levels around edges, a changed page by far more.
   */
  noise: number;
}

export interface ImageDiff {
  before: { width: number; height: number };
  after: { width: number; height: number };
  /** Pixels that differ beyond the noise, counting every pixel that only one of the two images covers. */
  changed: number;
  /** `changed` over the pixels of the canvas both images are laid on (the wider width by the taller height). */
  fraction: number;
  /** The after image faded, with the changed pixels in red (RGB, `width` by `height`, unencoded). */
  diff: { data: Buffer; width: number; height: number };
}

const CHANNELS = 3;
const CHANGED = [255, 0, 0];
/** How much of an unchanged pixel's colour the diff image keeps (the rest is white): the page stays legible. */
const FADE = 0.25;

/** An image's pixels as RGB bytes, any alpha flattened away. */
async function rgb(image: Buffer | string) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Compares two images (encoded, or the paths of files); the diff image covers both laid over each other at the top left. */
export async function diffImages(beforeImage: Buffer | string, afterImage: Buffer | string, o: DiffOptions): Promise<ImageDiff> {
  const [before, after] = await Promise.all([rgb(beforeImage), rgb(afterImage)]);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = Buffer.alloc(width * height * CHANNELS);
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * CHANNELS;
      const inBefore = x < before.width && y < before.height;
      const inAfter = x < after.width && y < after.height;
      if (!inBefore && !inAfter) {
        diff.fill(255, at, at + CHANNELS);
        continue;
      }
      const b = (y * before.width + x) * CHANNELS;
      const a = (y * after.width + x) * CHANNELS;
      let differs = inBefore !== inAfter;
      for (let c = 0; !differs && c < CHANNELS; c++) differs = Math.abs(before.data[b + c] - after.data[a + c]) > o.noise;
      if (differs) {
        changed++;
        diff.set(CHANGED, at);
      } else {
        for (let c = 0; c < CHANNELS; c++) diff[at + c] = 255 - Math.round((255 - after.data[a + c]) * FADE);
      }
    }
  }
  return {
    before: { width: before.width, height: before.height },
    after: { width: after.width, height: after.height },
    changed,
    fraction: changed / (width * height),
    diff: { data: diff, width, height },
  };
}

/** The diff image as a PNG. */
export const diffPng = (d: ImageDiff['diff']) =>
  sharp(d.data, { raw: { width: d.width, height: d.height, channels: CHANNELS } })
    .png()
    .toBuffer();
