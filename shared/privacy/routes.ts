import type { Principal } from '../auth/principal.js';
import { PLATFORM_ACTOR } from '../auth/principal.js';
import { notFound } from '../http/errors.js';
import { routesUsing } from '../http/route.js';
import { RetentionAnswer, RetentionBody } from './retention.js';
import { download, json } from '../http/reply.js';
import {
  ErasureReceipt,
  ExportJob,
  ExportParams,
  ExportQuery,
  PersonData,
  PersonParams,
  PlatformExportParams,
  PlatformPersonParams,
} from './schemas.js';

const route = routesUsing('privacy', 'retention', 'tenants');

/** An operator's request names an organisation the service serves; any other is none. */
async function served(tenants: { get(id: string): Promise<unknown> }, tenantId: string): Promise<string> {
  if (!(await tenants.get(tenantId))) throw notFound('No such organisation');
  return tenantId;
}

/** Who may download an export: whoever asked for it (a person by object id, a key by id, an operator by object id). */
const requesterOf = (p: Principal | null) => (p === null ? '' : p.kind === 'key' ? `key:${p.keyId}` : `person:${p.oid}`);
const operatorOf = (p: Principal | null) => `operator:${p && p.kind === 'person' ? p.oid : ''}`;

const admin = { auth: 'admin', guard: { capability: 'privacy' }, keys: 'allow' } as const;
const operator = { auth: 'platform', keys: { exclude: 'non-tenant' } } as const;
const archive = { description: 'The archive (with ?download=true, once): a zip of JSON per kind, files and a README', body: ExportJob };

export const privacyRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/privacy/retention',
    ...admin,
    summary: 'How long each kind of data is kept (within the service’s bounds), and how many records of it the organisation holds',
    response: RetentionAnswer,
    handler: async ({ tenantId, services }) => json(await services.retention.describe(tenantId)),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/privacy/retention',
    ...admin,
    summary: 'Sets how long some kinds of data are kept; a value outside its bounds refuses the whole change',
    body: RetentionBody,
    response: RetentionAnswer,
    handler: async ({ tenantId, body, actor, services }) => json(await services.retention.set(tenantId, actor, body)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/people/:email/data',
    ...admin,
    summary: "A person's data: every kind the service holds about them (by address, former addresses and object id), with counts",
    params: PersonParams,
    response: PersonData,
    handler: async ({ tenantId, params, services }) => json(await services.privacy.find(tenantId, params.email)),
  }),
  route({
    method: 'POST',
    path: '/api/admin/people/:email/export',
    ...admin,
    summary: "Starts an export of a person's data: an archive made in the background, downloadable once for seven days",
    params: PersonParams,
    response: ExportJob,
    answers: { 202: { description: 'The export started; follow it at /api/admin/exports/:id', body: ExportJob } },
    async handler({ tenantId, params, principal, actor, services }) {
      return json(await services.privacy.startExport(tenantId, params.email, requesterOf(principal), actor), 202);
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/exports/:id',
    ...admin,
    summary: 'An export: its state and progress; with ?download=true, its archive, once, to whoever asked for it',
    params: ExportParams,
    query: ExportQuery,
    response: ExportJob,
    answers: { 200: archive },
    async handler({ tenantId, params, query, principal, actor, services }) {
      const requester = requesterOf(principal);
      if (query.download !== 'true') return json(await services.privacy.exportJob(tenantId, params.id, requester));
      const { zip, name } = await services.privacy.download(tenantId, params.id, requester, actor);
      return download(zip, 'application/zip', name);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/people/:email/data',
    ...admin,
    summary:
      "Erases a person's data (the change log keeps its entries under a pseudonym) and answers a receipt; a second call erases nothing",
    params: PersonParams,
    response: ErasureReceipt,
    handler: async ({ tenantId, params, actor, services }) => json(await services.privacy.erase(tenantId, params.email, actor)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/platform/tenants/:tenantId/people/:email/data',
    ...operator,
    summary: "Service operators: a person's data in an organisation that asked for help, with counts",
    params: PlatformPersonParams,
    response: PersonData,
    handler: async ({ params, services }) =>
      json(await services.privacy.find(await served(services.tenants, params.tenantId), params.email)),
  }),
  route({
    method: 'POST',
    path: '/api/admin/platform/tenants/:tenantId/people/:email/export',
    ...operator,
    summary: "Service operators: starts an export of a person's data for an organisation, written to its change log",
    params: PlatformPersonParams,
    response: ExportJob,
    answers: { 202: { description: 'The export started', body: ExportJob } },
    async handler({ params, principal, services }) {
      const tenantId = await served(services.tenants, params.tenantId);
      return json(await services.privacy.startExport(tenantId, params.email, operatorOf(principal), PLATFORM_ACTOR), 202);
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/platform/tenants/:tenantId/exports/:id',
    ...operator,
    summary: 'Service operators: an export of an organisation, and with ?download=true its archive, once',
    params: PlatformExportParams,
    query: ExportQuery,
    response: ExportJob,
    answers: { 200: archive },
    async handler({ params, query, principal, services }) {
      const requester = operatorOf(principal);
      if (query.download !== 'true') return json(await services.privacy.exportJob(params.tenantId, params.id, requester));
      const { zip, name } = await services.privacy.download(params.tenantId, params.id, requester, PLATFORM_ACTOR);
      return download(zip, 'application/zip', name);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/platform/tenants/:tenantId/people/:email/data',
    ...operator,
    summary: "Service operators: erases a person's data for an organisation, written to its change log as the operator's",
    params: PlatformPersonParams,
    response: ErasureReceipt,
    handler: async ({ params, services }) =>
      json(await services.privacy.erase(await served(services.tenants, params.tenantId), params.email, PLATFORM_ACTOR)),
  }),
];
