import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { tableKey } from '../storage/keys.js';

const TransferParams = z.object({ id: tableKey(100) });

/** Declared in the route table; answers 501 until the feature is built. */
export const managedRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/managed/status',
    group: 'admin-managed',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'Who manages this organisation, and pending takeover requests',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/managed/transfer/:id/approve',
    group: 'admin-managed',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'Approve a takeover request',
    params: TransferParams,
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/managed/transfer/:id/decline',
    group: 'admin-managed',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'Decline a takeover request',
    params: TransferParams,
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/managed/partner/revoke',
    group: 'admin-managed',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'End the partner relationship',
  }),
];
