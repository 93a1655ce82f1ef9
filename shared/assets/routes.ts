import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const assetsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/assets',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Image list',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/asset/:name',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'One image, base64 encoded',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/asset/:name',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Upload an image',

  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/asset/:name',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Remove an image',

  }),
];
