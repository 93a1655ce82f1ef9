import { z } from 'zod';
import { routesUsing } from '../../http/route.js';
import { json } from '../../http/reply.js';
import { CreateInviteBody, CreatedInvite, Invite, InviteParams, Transfer, TransferRequestBody } from './schemas.js';
import { partnerRoute } from '../route-base.js';

const route = routesUsing('invites', 'transfers');

/** Gaining clients: invitations and takeover requests. `tenantId` is the partner's organisation. */
export const partnerRelationshipRoutes = [
  route({
    ...partnerRoute,
    method: 'GET',
    path: '/api/admin/partner/invites',
    partnerRoles: ['Owner', 'Admin'],
    summary: 'Client invitations with their state (pending, accepted, revoked, expired)',
    response: z.object({ invites: z.array(Invite) }),
    async handler({ tenantId, services }) {
      return json({ invites: await services.invites.list(tenantId) });
    },
  }),
  route({
    ...partnerRoute,
    method: 'POST',
    path: '/api/admin/partner/invites',
    partnerRoles: ['Owner', 'Admin'],
    summary: 'Invite a client: answers the consent link (single use, 14 days) and mails it when an address is given',
    body: CreateInviteBody,
    response: CreatedInvite,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.invites.create(tenantId, actor, body), 201, { 'cache-control': 'no-store' });
    },
  }),
  route({
    ...partnerRoute,
    method: 'DELETE',
    path: '/api/admin/partner/invites/:token',
    partnerRoles: ['Owner', 'Admin'],
    summary: 'Revoke a pending client invitation',
    params: InviteParams,
    response: Invite,
    async handler({ tenantId, actor, params, services }) {
      return json(await services.invites.revoke(tenantId, actor, params.token));
    },
  }),
  route({
    ...partnerRoute,
    method: 'GET',
    path: '/api/admin/partner/transfers',
    partnerRoles: ['Owner', 'Admin'],
    summary: 'Outstanding takeover requests',
    response: z.object({ transfers: z.array(Transfer) }),
    async handler({ tenantId, services }) {
      return json({ transfers: await services.transfers.outstanding(tenantId) });
    },
  }),
  route({
    ...partnerRoute,
    method: 'POST',
    path: '/api/admin/partner/transfers',
    partnerRoles: ['Owner', 'Admin'],
    summary: 'Request a takeover of an organisation by domain or directory tenant id',
    body: TransferRequestBody,
    response: Transfer,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.transfers.request(tenantId, actor, body), 201);
    },
  }),
];
