import { defineRoute } from '../http/route.js';
import { portalFiles } from './files.js';

const files = portalFiles();

/**
 * `GET /admin`: the portal's `index.html` (or a page saying to build it). The local host serves the rest of
 * `/admin/*` from the same files before the pipeline; in Azure a Static Web App serves the portal.
 */
export const portalRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: 'Admin portal single-page app',
    responseType: 'text/html',
    handler: () => files.serve('/admin'),
  }),
];
