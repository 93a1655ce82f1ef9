import { json, noContent } from '../http/reply.js';
import { routesUsing } from '../http/route.js';
import { UserParams } from '../users/schemas.js';
import { PartnerStaff } from './records.js';
import { AcceptAgreementBody, AcceptedAgreement, ClientList, EventsPage, EventsQuery, PutStaffBody, StaffList } from './schemas.js';
import { partnerBillingRoutes } from './billing/routes.js';
import { partnerRelationshipRoutes } from './relationships/routes.js';
import { partnerRoute } from './route-base.js';
import { partnerEventSentence } from './event-sentences.js';
import { readerLanguageOf } from '../preferences/reader.js';

const route = routesUsing('partnerClients', 'partnerStaff', 'partners', 'tenants', 'preferences');

/** The partner itself: agreement, staff, clients and the audit trail. */
const partnerCoreRoutes = [
  route({
    ...partnerRoute,
    method: 'GET',
    path: '/api/admin/partner/clients',
    summary: 'Managed client list',
    response: ClientList,
    async handler({ tenantId, services }) {
      return json({ clients: await services.partnerClients.list(tenantId) });
    },
  }),
  route({
    ...partnerRoute,
    method: 'GET',
    path: '/api/admin/partner/staff',
    summary: 'Partner staff and roles',
    response: StaffList,
    async handler({ tenantId, services }) {
      return json({ staff: await services.partnerStaff.list(tenantId) });
    },
  }),
  route({
    ...partnerRoute,
    method: 'PUT',
    path: '/api/admin/partner/staff',
    partnerRoles: ['Owner'],
    summary: 'Add partner staff or change a role',
    body: PutStaffBody,
    response: PartnerStaff,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.partnerStaff.put(tenantId, actor, body.email, body.role));
    },
  }),
  route({
    ...partnerRoute,
    method: 'DELETE',
    path: '/api/admin/partner/staff/:email',
    partnerRoles: ['Owner'],
    summary: 'Remove partner staff',
    params: UserParams,
    responseType: 'no-content',
    async handler({ tenantId, actor, params, services }) {
      await services.partnerStaff.remove(tenantId, actor, params.email);
      return noContent();
    },
  }),
  route({
    ...partnerRoute,
    method: 'GET',
    path: '/api/admin/partner/events',
    summary: 'Partner-level audit trail, newest first; page with cursor',
    query: EventsQuery,
    response: EventsPage,
    async handler(ctx) {
      const { tenantId, query, services } = ctx;
      const page = await services.partners.events(tenantId, query.limit, query.cursor);
      const language = await readerLanguageOf(ctx);
      return json({ events: page.items.map((e) => ({ ...e, summary: partnerEventSentence(e, language) })), cursor: page.cursor });
    },
  }),
  route({
    ...partnerRoute,
    method: 'POST',
    path: '/api/admin/partner/agreement/accept',
    partnerRoles: ['Owner'],
    openToOrganisationAdmin: true,
    summary: 'Accept the partner agreement (an Admin accepting it first becomes the first Owner)',
    body: AcceptAgreementBody,
    response: AcceptedAgreement,
    async handler({ tenantId, principal, body, services }) {
      const organisation = await services.tenants.requireServed(tenantId);
      return json(await services.partnerStaff.acceptAgreement(principal, organisation.name, body.version));
    },
  }),
];

/** Every partner route, whichever part of the programme owns it. */
export const partnerRoutes = [...partnerCoreRoutes, ...partnerRelationshipRoutes, ...partnerBillingRoutes];
