import { defineRoute } from '../http/route.js';
import { UserParams } from '../users/schemas.js';
import { partnerBillingRoutes } from './billing-routes.js';
import { partnerRelationshipRoutes } from './relationship-routes.js';

/** The partner itself: agreement, staff, clients and the audit trail. */
export const partnerCoreRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/clients',
    group: 'admin-partner',
    auth: 'partner',
    keys: { exclude: 'non-tenant' },
    summary: 'Managed client list',
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
    partnerRoles: ['Owner'],
    keys: { exclude: 'non-tenant' },
    summary: 'Add partner staff or change a role',
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/partner/staff/:email',
    group: 'admin-partner',
    auth: 'partner',
    partnerRoles: ['Owner'],
    keys: { exclude: 'non-tenant' },
    summary: 'Remove partner staff',
    params: UserParams,
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
    partnerRoles: ['Owner'],
    keys: { exclude: 'non-tenant' },
    summary: 'Accept the partner agreement',
  }),
];

/** Every partner route, whichever part of the programme owns it. */
export const partnerRoutes = [...partnerCoreRoutes, ...partnerRelationshipRoutes, ...partnerBillingRoutes];
