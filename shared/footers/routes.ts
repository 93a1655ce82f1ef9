import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const footersRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/footers',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'footers' },
    keys: 'allow',
    summary: 'Compliance footers',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/footers',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'footers' },
    keys: 'allow',
    summary: 'Create a compliance footer',
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/footers/:id',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'footers' },
    keys: 'allow',
    summary: 'Change a compliance footer',
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/footers/:id',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'footers' },
    keys: 'allow',
    summary: 'Delete a compliance footer',
  }),
];
