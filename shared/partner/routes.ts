import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const partnerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/clients',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Managed client list',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/clients/:tenantId/release',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Release a client to direct billing',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/invites',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Client invitations',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/invites',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Invite a client',

  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/partner/invites/:token',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Revoke a client invitation',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/transfers',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Outstanding takeover requests',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/transfers',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Request a takeover',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/billing',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Consolidated subscription',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/billing/checkout',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Hosted card-capture URL for the partner',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/billing/portal',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Hosted billing management URL for the partner',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/billing/sync',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Synchronise the consolidated subscription',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/partner/billing/profile',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: "Save the partner's invoice details",
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/billing/invoices',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Partner invoice history',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/billing/adjustments',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Partner credits and corrections',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/usage',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Per-client seat counts',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/usage/export',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Per-client seat counts as CSV',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/usage/periods',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Invoiced periods as reconciliation windows',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/staff',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Partner staff and roles',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/partner/staff',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Add partner staff or change a role',

  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/partner/staff/:email',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Remove partner staff',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/events',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Partner-level audit trail',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/agreement/accept',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Accept the partner agreement',

  }),
];
