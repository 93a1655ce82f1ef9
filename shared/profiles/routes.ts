import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const profilesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/fields',
    group: 'admin-config',
    auth: 'admin',
    keys: 'allow',
    summary: "Placeholders the editors offer, with the organisation's profile fields",
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/profile-fields',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: 'allow',
    summary: 'Custom profile fields',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/profile-fields',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: 'allow',
    summary: 'Define a custom profile field',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/profile-fields/:key',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: 'allow',
    summary: "Change a profile field's label, help, type or availability",
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/profile-fields/:key',
    group: 'admin-config',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: 'allow',
    summary: 'Delete a profile field and every stored value',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/profile-values',
    group: 'admin-organisation',
    auth: 'admin',
    guard: { capability: 'staff-profile' },
    keys: { exclude: 'reading-one-person' },
    summary: 'Every mailbox with stored profile values',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/profile-values/:email',
    group: 'admin-organisation',
    auth: 'admin',
    guard: { capability: 'staff-profile' },
    keys: { exclude: 'reading-one-person' },
    summary: "Edit a colleague's profile values",
  }),
];
