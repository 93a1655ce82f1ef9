import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const meRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/me/profile',
    group: 'me',
    auth: 'portal',
    keys: { exclude: 'staff-self-service' },
    summary: 'Own profile fields, values and directory attributes',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/me/profile',
    group: 'me',
    auth: 'portal',
    keys: { exclude: 'staff-self-service' },
    summary: 'Save own profile values',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/me/signature',
    group: 'me',
    auth: 'portal',
    keys: { exclude: 'staff-self-service' },
    summary: 'Own signature as a standalone HTML document',

  }),
];
