import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const portalRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin',
    group: 'public-portal',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: 'Admin portal single-page app',
    responseType: 'text/html',
  }),
];
