import { IMAGE_MAX_FRAMES, IMAGE_MAX_PIXELS, type ImageRules, type ImageWork } from '../images/decode.js';
import type { Waiting } from '../images/gate.js';

/** The largest photo accepted (an upload or a directory photo); it is resized, so this bounds only the work. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size bound, the service's one limit: a small file that decodes to a huge bitmap is refused unread. */
export const PHOTO_MAX_PIXELS = IMAGE_MAX_PIXELS;

/** What a photo may be (what phones, cameras and Graph give); only its first frame is used. */
const PHOTO_IMAGE: ImageRules = {
  noun: 'photo',
  maxBytes: PHOTO_MAX_BYTES,
  maxPixels: PHOTO_MAX_PIXELS,
  maxFrames: IMAGE_MAX_FRAMES,
  frames: 'first',
  formats: new Map([
    ['jpeg', 'JPEG'],
    ['png', 'PNG'],
    ['webp', 'WebP'],
    ['gif', 'GIF'],
  ]),
};

/** The stored renditions: square (JPEG) and round (PNG, transparent corners) at signature size and at twice it. */
export const PHOTO_VARIANTS = ['96.jpg', '192.jpg', '96-round.png', '192-round.png'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];
export type PhotoRenditions = Record<PhotoVariant, Buffer>;

export const variantType = (v: PhotoVariant) => (v.endsWith('.png') ? 'image/png' : 'image/jpeg');

/**
 * Checks a photo from its header only: at most PHOTO_MAX_BYTES (413 `photo_too_large`), an image of an accepted
 * format (415 `unsupported_photo_type`), at most PHOTO_MAX_PIXELS (413 `photo_dimensions`).
 */
export async function checkPhoto(images: ImageWork, bytes: Buffer): Promise<void> {
  await images.header(bytes, PHOTO_IMAGE);
}

const circle = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );

/** The largest rendition; the smaller ones are made from it, so the photo is decoded once. */
const LARGEST = 192;

/**
 * Every rendition of a photo (checked first; refused as the checks say). Square: turned upright (EXIF),
 * centre-cropped, on white (a transparent PNG must not turn black in JPEG). Round ones are cut out as pixels because
 * Outlook for Windows ignores `border-radius`: the only round photo every client shows is a round image.
 */
export async function renditions(images: ImageWork, bytes: Buffer, who: Waiting = 'request'): Promise<PhotoRenditions> {
  return images.decode(
    bytes,
    PHOTO_IMAGE,
    async (photo) => {
      const largest = await photo
        .image()
        .rotate()
        .resize(LARGEST, LARGEST, { fit: 'cover', position: 'centre' })
        .flatten({ background: '#ffffff' })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const square = (size: number) => photo.again(largest).resize(size, size);
      const jpeg = (size: number) => square(size).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      const round = async (size: number) =>
        photo
          .again(await square(size).png().toBuffer())
          .ensureAlpha()
          .composite([{ input: circle(size), blend: 'dest-in' }])
          .png({ compressionLevel: 9, palette: false })
          .toBuffer();
      // One after another: the gate counts this photo as one piece of work, so it takes one thread at a time.
      const small = await jpeg(96);
      const large = await jpeg(192);
      const smallRound = await round(96);
      const largeRound = await round(192);
      return { '96.jpg': small, '192.jpg': large, '96-round.png': smallRound, '192-round.png': largeRound };
    },
    who,
  );
}
