import { z } from 'zod';
import { notFound } from '../http/errors.js';
import { json } from '../http/reply.js';
import { routesUsing } from '../http/route.js';
import { AddressParams } from '../profiles/schemas.js';
import { layerRows } from './layers.js';
import { ColumnMapping, CsvBody, ImportAnswer, ImportJob, ImportJobParams, ImportQuery, LastImport, LayerView } from './schemas.js';
import { readerLanguageOf } from '../preferences/reader.js';

const route = routesUsing('imports', 'resolver', 'profiles', 'preferences');
const importing = { auth: 'admin', guard: { capability: 'staff-profile' }, keys: 'allow' } as const;
/** 50,000 rows of a dozen columns fit well within this. */
const MAX_CSV_BYTES = 32 * 1024 * 1024;

export const importsRoutes = [
  route({
    ...importing,
    method: 'POST',
    path: '/api/admin/imports',
    summary:
      'Import attribute and custom field values from a CSV file (first column `mail`): every change by mailbox and every problem by row; applied in one step unless `dryRun=true` or any row has a problem',
    query: ImportQuery,
    body: CsvBody,
    rawBody: { mediaTypes: ['text/csv'], toBody: (bytes) => ({ csv: bytes.toString('utf8') }) },
    maxBodyBytes: MAX_CSV_BYTES,
    response: ImportAnswer,
    async handler(ctx) {
      const { tenantId, actor, query, body, services } = ctx;
      return json(await services.imports.run(tenantId, actor, body.csv, query.dryRun, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...importing,
    method: 'POST',
    path: '/api/admin/imports/jobs',
    summary:
      'Import a large CSV file as a job (same file, checks and answer as a direct import): answers at once with the job, whose progress `GET /api/admin/imports/jobs/:id` tells',
    query: ImportQuery,
    body: CsvBody,
    rawBody: { mediaTypes: ['text/csv'], toBody: (bytes) => ({ csv: bytes.toString('utf8') }) },
    maxBodyBytes: MAX_CSV_BYTES,
    response: ImportJob,
    answers: { 202: { description: 'The import started; follow it at /api/admin/imports/jobs/:id', body: ImportJob } },
    async handler({ tenantId, actor, query, body, req, services }) {
      return json(await services.imports.jobs.start(tenantId, actor, req.body ?? Buffer.from(body.csv, 'utf8'), query.dryRun), 202);
    },
  }),
  route({
    ...importing,
    method: 'GET',
    path: '/api/admin/imports/jobs/:id',
    summary: "An import job: its phase and progress, and once done the import's answer (changes, problems by row, counts)",
    params: ImportJobParams,
    response: ImportJob,
    async handler(ctx) {
      return json(await ctx.services.imports.jobs.get(ctx.tenantId, ctx.params.id, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...importing,
    method: 'GET',
    path: '/api/admin/imports/last',
    summary: 'The last import applied: when, by whom, what it changed, and whether it was undone',
    response: z.object({ last: LastImport.nullable() }),
    async handler({ tenantId, services }) {
      return json({ last: await services.imports.last(tenantId) });
    },
  }),
  route({
    ...importing,
    method: 'POST',
    path: '/api/admin/imports/undo',
    summary: 'Undo the last import: every mailbox it changed gets back the imported values it had before',
    response: LastImport,
    async handler({ tenantId, actor, services }) {
      return json(await services.imports.undo(tenantId, actor));
    },
  }),
  route({
    ...importing,
    method: 'GET',
    path: '/api/admin/imports/mapping',
    summary: 'The column mapping remembered from the last time: headers and the attribute or field each fills',
    response: ColumnMapping,
    async handler({ tenantId, services }) {
      return json({ columns: await services.imports.mapping(tenantId) });
    },
  }),
  route({
    ...importing,
    method: 'PUT',
    path: '/api/admin/imports/mapping',
    summary: 'Remember a column mapping for the next imports',
    body: ColumnMapping,
    response: ColumnMapping,
    async handler({ tenantId, body, services }) {
      return json({ columns: await services.imports.saveMapping(tenantId, body.columns) });
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/people/:email/layers',
    auth: 'admin',
    guard: { capability: 'staff-profile' },
    keys: { exclude: 'reading-one-person' },
    summary:
      "For each attribute and custom field of a mailbox: the value used and where it came from (directory, import or the person's own)",
    params: AddressParams,
    response: LayerView,
    async handler({ tenantId, params, services }) {
      const mailbox = await services.resolver.resolve(tenantId, params.email, { live: true });
      if (!mailbox) throw notFound('The address is not a mailbox of this organisation');
      const [layers, personal, fields] = await Promise.all([
        services.imports.layersOf(tenantId, [mailbox.user.id]),
        services.profiles.values(tenantId, mailbox),
        services.profiles.enabledFields(tenantId),
      ]);
      const imported = layers.get(mailbox.user.id) ?? null;
      return json({
        mailbox: mailbox.primary,
        imported: imported !== null,
        attributes: layerRows(mailbox.user, imported, personal, fields),
      });
    },
  }),
];
