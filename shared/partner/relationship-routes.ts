import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { tableKey } from '../storage/keys.js';

/** Gaining clients: invitations and takeover requests. */
export const partnerRelationshipRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/invites',
    group: 'admin-partner',
    auth: 'partner',
    partnerRoles: ['Owner', 'Admin'],
    keys: { exclude: 'non-tenant' },
    summary: 'Client invitations',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/invites',
    group: 'admin-partner',
    auth: 'partner',
    partnerRoles: ['Owner', 'Admin'],
    keys: { exclude: 'non-tenant' },
    summary: 'Invite a client',
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/partner/invites/:token',
    group: 'admin-partner',
    auth: 'partner',
    partnerRoles: ['Owner', 'Admin'],
    keys: { exclude: 'non-tenant' },
    summary: 'Revoke a client invitation',
    params: z.object({ token: tableKey() }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/partner/transfers',
    group: 'admin-partner',
    auth: 'partner',
    partnerRoles: ['Owner', 'Admin'],
    keys: { exclude: 'non-tenant' },
    summary: 'Outstanding takeover requests',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/partner/transfers',
    group: 'admin-partner',
    auth: 'partner',
    partnerRoles: ['Owner', 'Admin'],
    keys: { exclude: 'non-tenant' },
    summary: 'Request a takeover',
  }),
];
