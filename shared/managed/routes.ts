import { z } from 'zod';
import { personOf, type Principal } from '../auth/principal.js';
import { ApiError } from '../http/errors.js';
import { defineRoute, type RouteServices } from '../http/route.js';
import { json } from '../http/reply.js';
import { ManagedStatus, RevokedPartner, TransferAnswer } from '../partner/relationship-schemas.js';
import type { ClientLink } from '../partner/schemas.js';
import { tableKey } from '../storage/keys.js';

const TransferParams = z.object({ id: tableKey(100) });

/**
 * The organisation's own Admin answers for its partner relationship, never the partner: a partner's staff working
 * inside the client (their token is of the partner's organisation) is refused.
 */
async function clientAdmin(principal: Principal | null, tenantId: string, services: RouteServices) {
  if (personOf(principal).tenantId !== tenantId) {
    throw new ApiError(403, 'client_admin_required', "Only the organisation's own administrators can answer for its partner relationship");
  }
  return services.tenants.requireServed(tenantId);
}

const managedBy = (l: ClientLink | null) => (l ? { partnerId: l.partnerId, partnerName: l.partnerName, since: l.since, via: l.via } : null);

export const managedRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/managed/status',
    group: 'admin-managed',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'Who manages this organisation, and pending takeover requests',
    response: ManagedStatus,
    async handler({ tenantId, principal, services }) {
      await clientAdmin(principal, tenantId, services);
      const [link, pendingTransfers] = await Promise.all([services.partners.managerOf(tenantId), services.transfers.pendingFor(tenantId)]);
      return json({ managedBy: managedBy(link), pendingTransfers });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/managed/transfer/:id/approve',
    group: 'admin-managed',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'Approve a takeover request: the requesting partner manages the organisation from now on',
    params: TransferParams,
    response: TransferAnswer,
    async handler({ tenantId, principal, actor, params, services }) {
      const client = await clientAdmin(principal, tenantId, services);
      const { transfer, link, previous } = await services.transfers.approve(client, actor, params.id);
      return json({ transfer, managedBy: managedBy(link), previous: previous && { partnerId: previous.partnerId, partnerName: previous.partnerName } });
    },
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
    response: TransferAnswer,
    async handler({ tenantId, principal, actor, params, services }) {
      const client = await clientAdmin(principal, tenantId, services);
      const transfer = await services.transfers.decline(client, actor, params.id);
      return json({ transfer, managedBy: managedBy(await services.partners.managerOf(tenantId)), previous: null });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/managed/partner/revoke',
    group: 'admin-managed',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'End the partner relationship: the partner can no longer work inside this organisation',
    response: RevokedPartner,
    async handler({ tenantId, principal, actor, services }) {
      const client = await clientAdmin(principal, tenantId, services);
      const link = await services.relationships.revoke(client, actor);
      return json({ revoked: { partnerId: link.partnerId, partnerName: link.partnerName } });
    },
  }),
];
