import { z } from 'zod';
import { routesUsing } from '../http/route.js';
import { json, noContent } from '../http/reply.js';
import { Asset, AssetInfo, AssetParams, PutAssetBody, RAW_IMAGE_BODY } from './schemas.js';

const route = routesUsing('assets');

export const assetsRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/assets',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Image list',
    response: z.object({ assets: z.array(AssetInfo) }),
    async handler({ tenantId, services }) {
      return json({ assets: await services.assets.list(tenantId) });
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/asset/:name',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'One image, base64 encoded',
    params: AssetParams,
    response: Asset,
    async handler({ tenantId, params, services }) {
      return json(await services.assets.get(tenantId, params.name));
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/asset/:name',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary:
      'Upload or replace an image (PNG, JPEG or GIF; type read from the bytes): JSON {base64, contentType?} or the raw bytes with their image content type. 413 image_too_large (over 512 KiB), image_dimensions (over 25 megapixels, all frames together) or image_frames (over 200 frames); 503 image_work_busy',
    params: AssetParams,
    body: PutAssetBody,
    rawBody: RAW_IMAGE_BODY,
    // Room for an image over the limit, so that the answer is the image limit rather than the body limit.
    maxBodyBytes: 2 * 1024 * 1024,
    response: AssetInfo,
    async handler({ tenantId, actor, params, body, services }) {
      return json(await services.assets.put(tenantId, actor, params.name, Buffer.from(body.base64, 'base64'), body.contentType));
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/asset/:name',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Remove an image (refused while a template uses it)',
    responseType: 'no-content',
    params: AssetParams,
    async handler({ tenantId, actor, params, services }) {
      await services.assets.delete(tenantId, actor, params.name);
      return noContent();
    },
  }),
];
