import { routesUsing } from '../http/route.js';
import { download, json } from '../http/reply.js';
import { csvOf, jsonLinesOf } from './export.js';
import type { ChangeEntry } from './schemas.js';
import { ExportQuery, LogPage, LogQuery } from './schemas.js';
import { readerLanguageOf } from '../preferences/reader.js';
import { EXPORT_PAGE } from './service.js';

/**
 * The pages, with the first one read before the answer starts: a store that cannot be read is refused with a status,
 * as it can no longer be once the rows are flowing.
 */
async function readingFirst(pages: AsyncGenerator<ChangeEntry[]>): Promise<AsyncIterable<ChangeEntry[]>> {
  const first = await pages.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* pages;
  })();
}

const route = routesUsing('changelog', 'preferences');

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
    async handler(ctx) {
      const { tenantId, query, services } = ctx;
      const page = await services.changelog.list(tenantId, query, await readerLanguageOf(ctx));
      return json({ entries: page.items, cursor: page.cursor });
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/log/export',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary: 'The change log from one moment to another, as CSV or JSON Lines, streamed as it is read',
    query: ExportQuery,
    responseType: 'text/csv',
    async handler(ctx) {
      const { tenantId, query, services } = ctx;
      const language = await readerLanguageOf(ctx);
      const pages = await readingFirst(services.changelog.range(tenantId, new Date(query.from), new Date(query.to), EXPORT_PAGE, language));
      const name = `change-log-${query.from.slice(0, 10)}-${query.to.slice(0, 10)}`;
      return query.format === 'csv'
        ? download(csvOf(pages), 'text/csv; charset=utf-8', `${name}.csv`)
        : download(jsonLinesOf(pages), 'application/x-ndjson; charset=utf-8', `${name}.jsonl`);
    },
  }),
];
