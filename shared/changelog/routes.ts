import { routesUsing } from '../http/route.js';
import { download, json } from '../http/reply.js';
import { toCsv, toJsonLines } from './export.js';
import { EXPORT_MAX_ENTRIES, ExportQuery, LogPage, LogQuery } from './schemas.js';

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
  route({
    method: 'GET',
    path: '/api/admin/log/export',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary: `The change log from one moment to another (at most ${EXPORT_MAX_ENTRIES.toLocaleString('en')} entries), as CSV or JSON Lines`,
    query: ExportQuery,
    responseType: 'text/csv',
    async handler({ tenantId, query, services }) {
      const entries = await services.changelog.range(tenantId, new Date(query.from), new Date(query.to), EXPORT_MAX_ENTRIES);
      const name = `change-log-${query.from.slice(0, 10)}-${query.to.slice(0, 10)}`;
      return query.format === 'csv'
        ? download(toCsv(entries), 'text/csv; charset=utf-8', `${name}.csv`)
        : download(toJsonLines(entries), 'application/x-ndjson; charset=utf-8', `${name}.jsonl`);
    },
  }),
];
