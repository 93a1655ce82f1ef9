import { z } from 'zod';
import { keySafe } from '../storage/keys.js';

export const ASSET_MAX_BYTES = 512 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const AssetName = z
  .string()
  .regex(/^[A-Z0-9][\w.-]{0,99}$/i, 'letters, digits, dot, dash and underscore; at most 100 characters; starting with a letter or digit')
  .refine((n) => !n.includes('..'), 'must not contain ".."')
  .superRefine(keySafe(100));

export const AssetParams = z.object({ name: AssetName });
/** `contentType`, when given, must be what the bytes are (the type is always read from the bytes). */
export const PutAssetBody = z.strictObject({
  base64: z.base64('must be base64').min(1, 'is required'),
  contentType: z
    .string()
    .regex(/^image\/[\w.+-]+$/i, 'must be an image content type')
    .optional(),
});
/** Raw uploads (as Graph's photo upload takes them) are read as this body. */
export const RAW_IMAGE_BODY = {
  mediaTypes: ['image/*'],
  toBody: (bytes: Buffer, mediaType: string) => ({ base64: bytes.toString('base64'), contentType: mediaType }),
} as const;

export const AssetInfo = z.object({ name: z.string(), contentType: z.string(), size: z.number(), updatedAt: z.string().nullable() });
export type AssetInfo = z.infer<typeof AssetInfo>;
export const Asset = AssetInfo.extend({ base64: z.string() });
export type Asset = z.infer<typeof Asset>;
