import { Adjustments, HostedPage, Invoices, ProfileBody } from '../../billing/schemas.js';
import { routesUsing } from '../../http/route.js';
import { download, json } from '../../http/reply.js';
import { PlatformParams } from '../../tenants/schemas.js';
import { PartnerBillingOverview, ReconciliationPeriods, Released, SeatSync, Usage } from './schemas.js';
import { partnerRoute } from '../route-base.js';

const route = routesUsing('clock', 'partnerBilling', 'partnerUsage');

const money = { ...partnerRoute, partnerRoles: ['Owner', 'Billing'] } as const;

/** Money: consolidated billing, usage for rebilling and releasing a client to direct billing. */
export const partnerBillingRoutes = [
  route({
    ...partnerRoute,
    method: 'POST',
    path: '/api/admin/partner/clients/:tenantId/release',
    partnerRoles: ['Owner', 'Admin'],
    summary: 'Release a client to direct billing',
    params: PlatformParams,
    response: Released,
    async handler({ tenantId, actor, params, services }) {
      return json(await services.partnerBilling.release(tenantId, actor, params.tenantId));
    },
  }),
  route({
    ...money,
    method: 'GET',
    path: '/api/admin/partner/billing',
    summary: 'Consolidated subscription',
    response: PartnerBillingOverview,
    async handler({ tenantId, services }) {
      return json(await services.partnerBilling.overview(tenantId));
    },
  }),
  route({
    ...money,
    method: 'POST',
    path: '/api/admin/partner/billing/checkout',
    summary: 'Hosted card-capture URL for the partner',
    response: HostedPage,
    async handler({ tenantId, services }) {
      return json(await services.partnerBilling.checkout(tenantId));
    },
  }),
  route({
    ...money,
    method: 'POST',
    path: '/api/admin/partner/billing/portal',
    summary: 'Hosted billing management URL for the partner',
    response: HostedPage,
    async handler({ tenantId, services }) {
      return json(await services.partnerBilling.portal(tenantId));
    },
  }),
  route({
    ...money,
    method: 'POST',
    path: '/api/admin/partner/billing/sync',
    summary: 'Synchronise the consolidated subscription',
    response: SeatSync,
    async handler({ tenantId, actor, services }) {
      return json(await services.partnerBilling.sync(tenantId, actor));
    },
  }),
  route({
    ...money,
    method: 'PUT',
    path: '/api/admin/partner/billing/profile',
    summary: "Save the partner's invoice details",
    body: ProfileBody,
    response: ProfileBody,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.partnerBilling.saveProfile(tenantId, actor, body));
    },
  }),
  route({
    ...money,
    method: 'GET',
    path: '/api/admin/partner/billing/invoices',
    summary: 'Partner invoice history',
    response: Invoices,
    async handler({ tenantId, services }) {
      return json(await services.partnerBilling.invoices(tenantId));
    },
  }),
  route({
    ...money,
    method: 'GET',
    path: '/api/admin/partner/billing/adjustments',
    summary: 'Partner credits and corrections',
    response: Adjustments,
    async handler({ tenantId, services }) {
      return json(await services.partnerBilling.adjustments(tenantId));
    },
  }),
  route({
    ...money,
    method: 'GET',
    path: '/api/admin/partner/usage',
    summary: 'Per-client seat counts',
    response: Usage,
    async handler({ tenantId, services }) {
      return json(await services.partnerUsage.usage(tenantId));
    },
  }),
  route({
    ...money,
    method: 'GET',
    path: '/api/admin/partner/usage/export',
    summary: 'Per-client seat counts as CSV',
    responseType: 'text/csv',
    async handler({ tenantId, services }) {
      const day = services.clock.now().toISOString().slice(0, 10);
      return download(await services.partnerUsage.csv(tenantId), 'text/csv; charset=utf-8', `client-usage-${day}.csv`);
    },
  }),
  route({
    ...money,
    method: 'GET',
    path: '/api/admin/partner/usage/periods',
    summary: 'Invoiced periods as reconciliation windows',
    response: ReconciliationPeriods,
    async handler({ tenantId, services }) {
      return json(await services.partnerUsage.periods(tenantId));
    },
  }),
];
