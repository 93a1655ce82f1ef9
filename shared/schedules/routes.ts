import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const schedulesRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/api/admin/templates/:id/schedule',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    publish: true,
    summary: 'Book a scheduled publish',
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/templates/:id/schedule',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'The schedule on one template',
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/templates/:id/schedule',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Call off a scheduled publish',
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/schedules',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Every pending schedule, soonest first',
  }),
];
