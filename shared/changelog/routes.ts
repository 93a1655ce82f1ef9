import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { LogPage, LogQuery } from './schemas.js';

const route = routesUsing('changelog');

export const changelogRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/log',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary: 'Change log, newest first; filter by scope; page with cursor',

    query: LogQuery,
    response: LogPage,
    async handler({ tenantId, query, services }) {
      const page = await services.changelog.list(tenantId, query);
      return json({ entries: page.items, cursor: page.cursor });
    },
  }),
];
