import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { readerLanguageOf } from '../preferences/reader.js';
import { CheckState, ServerSidePage, SinkMessages } from './schemas.js';

const route = routesUsing('serverSide', 'preferences');

/** The page is the organisation's settings' (Admins, and keys allowed to read settings). */
const admin = { auth: 'admin', guard: { capability: 'settings' } } as const;
/** A check and the sink show a message someone wrote: outside the key allow-list, as reading one person is. */
const messages = { ...admin, keys: { exclude: 'reading-one-person' } } as const;

export const serverSideRoutes = [
  route({
    ...admin,
    keys: 'allow',
    method: 'GET',
    path: '/api/admin/server-side',
    summary: 'Server-side signatures: the mode, the Exchange Online PowerShell for this organisation and 30 days of counts',
    response: ServerSidePage,
    async handler(ctx) {
      return json(await ctx.services.serverSide.page(ctx.tenantId, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...messages,
    method: 'POST',
    path: '/api/admin/server-side/check',
    summary: 'Start a check: a code to put in the subject of a test message; the relay keeps that message for 7 days',
    response: CheckState,
    async handler({ tenantId, services }) {
      return json(await services.serverSide.startCheck(tenantId), 201);
    },
  }),
  route({
    ...messages,
    method: 'GET',
    path: '/api/admin/server-side/check',
    summary: 'The check: waiting, expired, or what the relay did with the test message and the message as it was handed on',
    response: CheckState,
    async handler(ctx) {
      return json(await ctx.services.serverSide.check(ctx.tenantId, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...messages,
    method: 'GET',
    path: '/api/admin/server-side/sink',
    summary: "The local mail sink's newest messages from this organisation (local host only; none in Azure)",
    response: SinkMessages,
    async handler({ tenantId, services }) {
      return json(await services.serverSide.sink(tenantId));
    },
  }),
];
