import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const mailRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/admin/test-email',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: { exclude: 'sending-mail' },
    summary: 'Send a rendered signature to a named inbox',
  }),
];
