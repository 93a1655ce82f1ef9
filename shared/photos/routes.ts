import { notFound, refuse } from '../http/errors.js';
import type { Person } from '../auth/principal.js';
import { routesUsing, type ContextUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { ownMailbox } from '../me/routes.js';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, variantType } from './images.js';
import { isVariant, OwnPhoto, PHOTO_ID, PhotoParams, PutPhotoBody, RAW_PHOTO_BODY } from './schemas.js';

const route = routesUsing('photos', 'settings', 'signature');

const me = { auth: 'portal', keys: { exclude: 'staff-self-service' } } as const;
const LIMITS = { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS, types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] };
const noPhoto = () => notFound('No such photo');

async function canUpload(ctx: ContextUsing<'settings', Person>) {
  return (await ctx.services.settings.get(ctx.tenantId)).photoUpload;
}

/** The staff page's gates, then own photos switched on (403 `photo_upload_off`). */
async function uploader(ctx: ContextUsing<'signature' | 'settings', Person>) {
  const { mailbox } = await ownMailbox(ctx);
  if (!(await canUpload(ctx))) {
    throw refuse('photo_upload_off');
  }
  return mailbox;
}

export const photosRoutes = [
  route({
    method: 'GET',
    path: '/photos/:tenant/:id/:variant',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: "A person's photo as signatures show it (the URL is unguessable and changes with the photo, so it is cached for good)",
    responseType: 'image/*',
    params: PhotoParams,
    async handler({ params, services }) {
      const { tenant, id, variant } = params;
      if (!PHOTO_ID.test(id) || !isVariant(variant) || !/^[A-Z0-9-]{1,64}$/i.test(tenant)) throw noPhoto();
      const bytes = await services.photos.rendition(tenant, id, variant);
      if (!bytes) throw noPhoto();
      return {
        status: 200,
        headers: {
          'content-type': variantType(variant),
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
        body: bytes,
      };
    },
  }),
  route({
    ...me,
    method: 'GET',
    path: '/api/me/photo',
    summary: 'Own photo as signatures show it (own upload, else the directory photo), and whether an own photo may be uploaded',
    response: OwnPhoto,
    async handler(ctx) {
      const { mailbox } = await ownMailbox(ctx);
      const [photo, allowed] = await Promise.all([ctx.services.photos.of(ctx.tenantId, mailbox.user.id), canUpload(ctx)]);
      return json({ photo, canUpload: allowed, limits: LIMITS });
    },
  }),
  route({
    ...me,
    method: 'PUT',
    path: '/api/me/photo',
    summary:
      'Upload or replace own photo (JPEG, PNG, WebP or GIF, read from the bytes; resized, the previous one removed): JSON {base64} or the raw bytes with their image content type. 403 photo_upload_off, 413 photo_too_large (over 5 MiB) or photo_dimensions (over 25 megapixels), 415 unsupported_photo_type, 503 image_work_busy',
    body: PutPhotoBody,
    rawBody: RAW_PHOTO_BODY,
    // Room for a photo over the limit sent as base64, so that the answer names the photo limit rather than the body's.
    maxBodyBytes: 2 * PHOTO_MAX_BYTES,
    response: OwnPhoto,
    async handler(ctx) {
      const mailbox = await uploader(ctx);
      const photo = await ctx.services.photos.upload(ctx.tenantId, mailbox.user.id, Buffer.from(ctx.body.base64, 'base64'));
      return json({ photo, canUpload: true, limits: LIMITS });
    },
  }),
  route({
    ...me,
    method: 'DELETE',
    path: '/api/me/photo',
    summary: 'Remove own uploaded photo: signatures show the directory photo again, if there is one',
    response: OwnPhoto,
    async handler(ctx) {
      const mailbox = await uploader(ctx);
      const photo = await ctx.services.photos.removeUpload(ctx.tenantId, mailbox.user.id);
      return json({ photo, canUpload: true, limits: LIMITS });
    },
  }),
];
