import { z } from 'zod';
import { routesUsing, type ServicesOf } from '../http/route.js';
import { json } from '../http/reply.js';
import { ManagedStatus, RevokedPartner, TransferAnswer } from '../partner/relationships/schemas.js';
import type { ClientLink } from '../partner/records.js';
import { tableKey } from '../storage/keys.js';

const route = routesUsing('partners', 'relationships', 'tenants', 'transfers');

const TransferParams = z.object({ id: tableKey(100) });

/** The organisation answering (the pipeline keeps a partner working inside it away from these routes). */
const organisation = (tenantId: string, services: ServicesOf<'tenants'>) => services.tenants.requireServed(tenantId);

const managedBy = (l: ClientLink | null) => (l ? { partnerId: l.partnerId, partnerName: l.partnerName, since: l.since, via: l.via } : null);

export const managedRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/managed/status',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'Who manages this organisation, and pending takeover requests',
    response: ManagedStatus,
    async handler({ tenantId, services }) {
      await organisation(tenantId, services);
      const [link, pendingTransfers] = await Promise.all([services.partners.managerOf(tenantId), services.transfers.pendingFor(tenantId)]);
      return json({ managedBy: managedBy(link), pendingTransfers });
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/managed/transfer/:id/approve',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'Approve a takeover request: the requesting partner manages the organisation from now on',
    params: TransferParams,
    response: TransferAnswer,
    async handler({ tenantId, actor, params, services }) {
      const client = await organisation(tenantId, services);
      const { transfer, link, previous } = await services.transfers.approve(client, actor, params.id);
      return json({
        transfer,
        managedBy: managedBy(link),
        previous: previous && { partnerId: previous.partnerId, partnerName: previous.partnerName },
      });
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/managed/transfer/:id/decline',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'Decline a takeover request',
    params: TransferParams,
    response: TransferAnswer,
    async handler({ tenantId, actor, params, services }) {
      const client = await organisation(tenantId, services);
      const transfer = await services.transfers.decline(client, actor, params.id);
      return json({ transfer, managedBy: managedBy(await services.partners.managerOf(tenantId)), previous: null });
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/managed/partner/revoke',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'provider-relationship' },
    summary: 'End the partner relationship: the partner can no longer work inside this organisation',
    response: RevokedPartner,
    async handler({ tenantId, actor, services }) {
      const client = await organisation(tenantId, services);
      const { link, graceEndsAt } = await services.relationships.revoke(client, actor);
      return json({ revoked: { partnerId: link.partnerId, partnerName: link.partnerName }, billing: 'direct', graceEndsAt });
    },
  }),
];
