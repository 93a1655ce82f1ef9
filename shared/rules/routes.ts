import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const rulesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/rules',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'rules' },
    keys: 'allow',
    summary: 'Assignment rules',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/rules',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'rules' },
    keys: 'allow',
    summary: 'Replace the assignment rules as one ordered list',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/rules/simulate',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'rules' },
    keys: { exclude: 'reading-one-person' },
    write: false,
    summary: 'Dry-run the rules against one mailbox',

  }),
];
