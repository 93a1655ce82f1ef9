import { z } from 'zod';
import { notFound } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { redirect } from '../http/reply.js';

/** Link analytics (the admin routes answer 501 until the analytics feature is built) and the redirect. */
export const analyticsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/links',
    group: 'admin-monitoring',
    auth: 'admin',
    guard: { capability: 'analytics' },
    keys: 'allow',
    summary: 'Click totals per tracked link with a 30-day trend',
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/links/overview',
    group: 'admin-monitoring',
    auth: 'admin',
    guard: { capability: 'analytics' },
    keys: 'allow',
    summary: 'Tenant-wide link analytics for one window',
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/links/detail/:slug',
    group: 'admin-monitoring',
    auth: 'admin',
    guard: { capability: 'analytics' },
    keys: 'allow',
    summary: 'Link analytics for one tracked link',
  }),
  defineRoute({
    method: 'GET',
    path: '/r/:slug',
    group: 'click',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: 'Tracked-link redirect to the stored target (no open redirect); records the click',
    params: z.object({ slug: z.string() }),
    async handler({ req, params, services }) {
      const link = /^[A-Za-z0-9_-]{8,24}$/.test(params.slug) ? await services.links.resolve(params.slug) : null;
      if (!link) throw notFound('No such link');
      services.links.recordClick(link, req.headers['user-agent'] ?? '', req.headers.referer);
      return redirect(link.target);
    },
  }),
];
