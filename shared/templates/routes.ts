import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const templatesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/templates',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Template library, role assignments and signaturesPaused',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Create a template',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/templates/:id',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'One template with its body',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/templates/:id',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    publish: true,
    summary: 'Publish a new version (optionally as a staged rollout)',

  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/admin/templates/:id',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Rename a template',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/duplicate',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Copy a template',

  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/templates/:id',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Delete a template (purge=true skips Recently deleted)',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/templates/deleted',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Recently deleted templates and the retention window',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/restore',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Restore a template from Recently deleted',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/templates/:id/versions',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Version history',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/templates/:id/versions/:version/preview',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'One archived version rendered against sample data',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/rollback',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    publish: true,
    summary: 'Restore an earlier version as a new version',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/templates/:id/draft',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Save the working copy',

  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/templates/:id/draft',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Discard the working copy',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/publish-draft',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    publish: true,
    summary: 'Publish the working copy (the approve action)',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/draft/submit',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: { exclude: 'overriding-controls' },
    summary: 'Put the working copy up for review',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/draft/reject',
    group: 'admin-templates',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'overriding-controls' },
    summary: 'Send a submitted working copy back with a note',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/approvals',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: { exclude: 'overriding-controls' },
    summary: 'Review queue and whether the caller can approve',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/templates/:id/export',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Portable JSON bundle, images included',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/templates/import',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Import a bundle as a new template',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/roles',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'rules' },
    keys: 'allow',
    summary: 'Assign templates to the new and reply roles',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/signature-delivery',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'rules' },
    keys: 'allow',
    summary: 'Pause or resume signature delivery',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/template',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'The active new-message template',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/template',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    publish: true,
    summary: 'Publish the active new-message template',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/versions',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Versions of the active new-message template',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/rollback',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    publish: true,
    summary: 'Roll back the active new-message template',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/templates/:id/tracking',
    group: 'admin-templates',
    auth: 'admin',
    guard: { capability: 'templates' },
    keys: 'allow',
    summary: 'Toggle link tracking',

  }),
];
