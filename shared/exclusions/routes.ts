import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const exclusionsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/exclusions',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: 'Cost list, mode, totals, seats billed',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/exclusions/mode',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: 'Switch exclusion or inclusion mode',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/exclusions',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: 'Add mailboxes to the cost list',

  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/exclusions/:email',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: 'Remove a mailbox from the cost list',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/exclusions/suggested',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: 'Billable mailboxes that never applied a signature',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/exclusions/groups',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: "Add a directory group's members",
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/exclusions/groups/:id',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: 'Remove a group from the cost list',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/exclusions/groups/:id/sync',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: "Refresh one group's membership now",
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/groups/search',
    group: 'admin-exclusions',
    auth: 'admin',
    guard: { capability: 'cost-management' },
    keys: 'allow',
    summary: 'Directory group search',

  }),
];
