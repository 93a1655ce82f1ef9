import { z } from 'zod';
import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { readerLanguageOf } from '../preferences/reader.js';
import { APPLY_SOURCES } from './vocabulary.js';
import { eventIn, storedClientLine } from './client-lines.js';
import { ActivityReport, ApplyEvent, AttributeAudit, ClientHealthReport } from './schemas.js';

const route = routesUsing('activity', 'monitoring', 'preferences');

const monitoring = { auth: 'admin', guard: { capability: 'monitoring' }, keys: 'allow' } as const;

export const activityRoutes = [
  route({
    ...monitoring,
    method: 'GET',
    path: '/api/admin/activity',
    summary: 'Per-mailbox rollup over 30 days, recent feed, adoption',
    response: ActivityReport,
    async handler(ctx) {
      return json(await ctx.services.monitoring.activityReport(ctx.tenantId, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...monitoring,
    method: 'GET',
    path: '/api/admin/activity/events',
    summary: 'Apply events, newest first, filtered by mailbox, source (the mail client), origin (add-in or relay) or outcome',
    query: z.object({
      mailbox: z.string().trim().toLowerCase().max(254).optional(),
      source: z
        .string()
        .max(200)
        .optional()
        .meta({ description: 'The mail client line, exactly as an event shows it (in the language it was read in, or in English)' }),
      origin: z.enum(APPLY_SOURCES).optional().meta({ description: "Who applied it: the add-in or the relay (the event's `source`)" }),
      outcome: z.enum(['applied', 'failed', 'skipped']).optional(),
      limit: z.coerce.number().int().min(1).max(500, 'at most 500').default(100),
      cursor: z.string().max(200).optional(),
    }),
    response: z.object({ events: z.array(ApplyEvent), cursor: z.string().nullable() }),
    async handler(ctx) {
      const { tenantId, query, services } = ctx;
      const page = await services.activity.search(tenantId, {
        mailbox: query.mailbox,
        outcome: query.outcome,
        client: query.source === undefined ? undefined : storedClientLine(query.source),
        source: query.origin,
        limit: query.limit,
        cursor: query.cursor,
      });
      const language = await readerLanguageOf(ctx);
      return json({ events: page.items.map((e) => eventIn(e, language)), cursor: page.cursor });
    },
  }),
  route({
    ...monitoring,
    method: 'GET',
    path: '/api/admin/activity/clients',
    summary: 'Apply health per mail client and version: attempts, failures by reason, median and 95th-percentile time',
    query: z.object({ days: z.coerce.number().int().min(1).max(90, 'at most 90').default(30) }),
    response: ClientHealthReport,
    async handler(ctx) {
      return json(await ctx.services.monitoring.clientReport(ctx.tenantId, ctx.query.days, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...monitoring,
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'Directory attribute coverage of the mailboxes served; external and excluded accounts counted apart',
    response: AttributeAudit,
    async handler(ctx) {
      return json(await ctx.services.monitoring.audit(ctx.tenantId, await readerLanguageOf(ctx)));
    },
  }),
];
