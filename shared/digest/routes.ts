import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const digestRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/settings/digest/preview',
    group: 'admin-organisation',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: { exclude: 'sending-mail' },
    summary: 'Health digest as it would be sent now',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/settings/digest/send',
    group: 'admin-organisation',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: { exclude: 'sending-mail' },
    summary: 'Mail the health digest to the calling admin',
  }),
];
