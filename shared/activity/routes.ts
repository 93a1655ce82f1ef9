import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const activityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/activity',
    group: 'admin-monitoring',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary: 'Per-mailbox rollup, recent feed, adoption',
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/activity/events',
    group: 'admin-monitoring',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary: 'Apply events filtered by mailbox, source or outcome',
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    group: 'admin-monitoring',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary: 'Directory attribute coverage',
  }),
];
