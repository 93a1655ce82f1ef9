import { z } from 'zod';
import { ApiError, notFound } from '../http/errors.js';
import { routesUsing, type ServicesOf } from '../http/route.js';
import { json, redirect } from '../http/reply.js';
import { tableKey } from '../storage/keys.js';
import { LinkDetail, LinksOverview, LinkTotals } from './schemas.js';

const route = routesUsing('links', 'tenants');

const analytics = { auth: 'admin', guard: { capability: 'analytics' }, keys: 'allow' } as const;
/** `days` is clamped to 7..365, not refused. */
const Window = z.object({ days: z.coerce.number().finite().optional() });

/** Whether the tenant gate lets the organisation through (a refusal of the gate is an answer, not an error). */
const served = (services: ServicesOf<'tenants'>, tenantId: string) =>
  services.tenants.requireServed(tenantId).then(
    () => true,
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 403) return false;
      throw err;
    },
  );

export const analyticsRoutes = [
  route({
    ...analytics,
    method: 'GET',
    path: '/api/admin/links',
    summary: 'Click totals per tracked link over 30 days, each with its daily trend',
    response: LinkTotals,
    async handler({ tenantId, services }) {
      return json(await services.links.links(tenantId));
    },
  }),
  route({
    ...analytics,
    method: 'GET',
    path: '/api/admin/links/overview',
    summary:
      'Tenant-wide link analytics for one window: daily series, campaigns, device, client and referrer splits, hour grid, clicks per 1,000',
    query: Window,
    response: LinksOverview,
    async handler({ tenantId, query, services }) {
      return json(await services.links.overview(tenantId, query.days));
    },
  }),
  route({
    ...analytics,
    method: 'GET',
    path: '/api/admin/links/detail/:slug',
    summary: 'The same analytics for one tracked link (404 for a link of another organisation)',
    params: z.object({ slug: tableKey(40) }),
    query: Window,
    response: LinkDetail,
    async handler({ tenantId, params, query, services }) {
      return json(await services.links.detail(tenantId, params.slug, query.days));
    },
  }),
  route({
    method: 'GET',
    path: '/r/:slug',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: 'Tracked-link redirect to the stored target (no open redirect), for an organisation the service serves; records the click',
    responseType: 'redirect',
    params: z.object({ slug: z.string() }),
    async handler({ req, params, services }) {
      const link = /^[\w-]{8,24}$/.test(params.slug) ? await services.links.resolve(params.slug) : null;
      // Only an organisation the service serves redirects: suspended, pending deletion or gone answer as unknown.
      if (!link || !(await served(services, link.tenantId))) throw notFound('No such link');
      services.links.recordClick(link, req.headers['user-agent'] ?? '', req.headers.referer);
      return redirect(link.target);
    },
  }),
];
