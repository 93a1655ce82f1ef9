import { z } from 'zod';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_VARIANTS } from './images.js';

const PersonPhoto = z.object({
  /** The square photo (192 px: shown at up to 96 px, sharp on high-density screens). */
  url: z.string(),
  /** The same photo cut round (transparent corners), for round designs. */
  roundUrl: z.string(),
  /** Whose photo it is: the person's own upload wins over the directory's. */
  source: z.enum(['upload', 'directory']),
});

/** `GET /api/me/photo`: the photo signatures show, and whether (and within which limits) the person may upload one. */
export const OwnPhoto = z.object({
  photo: PersonPhoto.nullable(),
  canUpload: z.boolean(),
  limits: z.object({ maxBytes: z.literal(PHOTO_MAX_BYTES), maxPixels: z.literal(PHOTO_MAX_PIXELS), types: z.array(z.string()) }),
});

export const PutPhotoBody = z.strictObject({ base64: z.base64('must be base64').min(1, 'is required') });
/** A raw upload: the image bytes with their image content type (the type is read from the bytes). */
export const RAW_PHOTO_BODY = {
  mediaTypes: ['image/*'],
  toBody: (bytes: Buffer) => ({ base64: bytes.toString('base64') }),
} as const;

/** A served photo: an unguessable id under its organisation, and the rendition. Anything else is not found. */
export const PhotoParams = z.object({ tenant: z.string(), id: z.string(), variant: z.string() });
export const PHOTO_ID = /^[\w-]{22}$/;
export const isVariant = (v: string): v is (typeof PHOTO_VARIANTS)[number] => (PHOTO_VARIANTS as readonly string[]).includes(v);
