import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
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
    summary: 'Tracked-link redirect',

  }),
  defineRoute({
    method: 'GET',
    path: '/vcf/:token.vcf',
    group: 'click',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: "Sender's contact card (vCard)",
  }),
];
