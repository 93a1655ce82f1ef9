import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const rolloutsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/templates/:id/rollout',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: "Rollout state, both versions' apply results, next decision",
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/rollout/promote',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    publish: true,
    summary: 'Publish the rollout to everyone now',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/rollout/rollback',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Abandon the rollout',
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/rollouts',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Every rollout in flight',
  }),
];
