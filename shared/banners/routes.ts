import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const bannersRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/banners',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'banners' },
    keys: 'allow',
    summary: 'Campaign banners',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/banners',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'banners' },
    keys: 'allow',
    summary: 'Create a campaign banner',
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/banners/:id',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'banners' },
    keys: 'allow',
    summary: 'Change a campaign banner',
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/banners/:id',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'banners' },
    keys: 'allow',
    summary: 'Delete a campaign banner',
  }),
];
