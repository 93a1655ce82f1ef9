import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../http/errors.js';

/** The largest photo accepted (an upload or a directory photo); it is resized, so this bounds only the work. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size bound: a small file that decodes to a huge bitmap (a decompression bomb) is refused. */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** What the photo may be: what phones, cameras and Graph give. */
const PHOTO_FORMATS = new Map([
  ['jpeg', 'JPEG'],
  ['png', 'PNG'],
  ['webp', 'WebP'],
  ['gif', 'GIF'],
]);

/** The stored renditions: square (JPEG) and round (PNG, transparent corners) at signature size and at twice it. */
export const PHOTO_VARIANTS = ['96.jpg', '192.jpg', '96-round.png', '192-round.png'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];
export type PhotoRenditions = Record<PhotoVariant, Buffer>;

export const variantType = (v: PhotoVariant) => (v.endsWith('.png') ? 'image/png' : 'image/jpeg');

const tooLarge = (size: number) =>
  new ApiError(
    413,
    'photo_too_large',
    `Photos may be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MiB; this one is ${(size / 1024 / 1024).toFixed(1)} MiB`,
    {
      limitBytes: PHOTO_MAX_BYTES,
      size,
    },
  );

const notAPhoto = () =>
  new ApiError(
    415,
    'unsupported_photo_type',
    `The file is not a ${[...PHOTO_FORMATS.values()].join(', ').replace(/, (?=[^,]*$)/, ' or ')} image`,
    {
      accepted: [...PHOTO_FORMATS.keys()].map((f) => `image/${f}`),
    },
  );

/**
 * Checks a photo: at most PHOTO_MAX_BYTES (413 `photo_too_large`), an image of an accepted format read from its bytes
 * (415 `unsupported_photo_type`), at most PHOTO_MAX_PIXELS decoded (422 `photo_dimensions`).
 */
export async function checkPhoto(bytes: Buffer): Promise<void> {
  if (bytes.length > PHOTO_MAX_BYTES) throw tooLarge(bytes.length);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAPhoto();
  }
  if (!meta.format || !PHOTO_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAPhoto();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) {
    throw new ApiError(
      422,
      'photo_dimensions',
      `Photos may be at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels; this one is ${meta.width}×${meta.height}`,
      { limitPixels: PHOTO_MAX_PIXELS, width: meta.width, height: meta.height },
    );
  }
}

const circle = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );

/** One square rendition: turned upright (EXIF), centre-cropped, on white (a transparent PNG must not turn black in JPEG). */
function square(bytes: Buffer, size: number) {
  return sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, animated: false })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' });
}

/**
 * Every rendition of a checked photo. Round ones are cut out as pixels because Outlook for Windows ignores
 * `border-radius`: the only round photo every client shows is a round image.
 */
export async function renditions(bytes: Buffer): Promise<PhotoRenditions> {
  await checkPhoto(bytes);
  const jpeg = (size: number) => square(bytes, size).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  const round = async (size: number) =>
    sharp(await square(bytes, size).png().toBuffer())
      .ensureAlpha()
      .composite([{ input: circle(size), blend: 'dest-in' }])
      .png({ compressionLevel: 9, palette: false })
      .toBuffer();
  const [a, b, c, d] = await Promise.all([jpeg(96), jpeg(192), round(96), round(192)]);
  return { '96.jpg': a, '192.jpg': b, '96-round.png': c, '192-round.png': d };
}
