import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const renderingRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/admin/preview',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    write: false,
    summary: 'Render with sample data or a named mailbox',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/download',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: { exclude: 'reading-one-person' },
    summary: "A mailbox's live signature as a standalone file",
  }),
];
