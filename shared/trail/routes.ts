import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { readerLanguageOf } from '../preferences/reader.js';
import { TrailAnswer, TrailQuery } from './schemas.js';

const route = routesUsing('trail', 'preferences');

export const trailRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/trail',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary:
      'The message trail: each decision of the add-in and the relay, newest first, by mailbox and time, by Internet Message-ID, ' +
      'or by time alone, explained in sentences',
    query: TrailQuery,
    response: TrailAnswer,
    async handler(ctx) {
      const { tenantId, query, services } = ctx;
      return json({ entries: await services.trail.search(tenantId, query, await readerLanguageOf(ctx)) });
    },
  }),
];
