import { z } from 'zod';
import { routesUsing } from '../http/route.js';
import { download, json } from '../http/reply.js';
import { liveCapabilities } from '../auth/roles.js';
import { buildOpenApi } from '../openapi/document.js';
import { ApiSurface, buildApiSurface, reachability } from './surface.js';
import { ApiKey, CreateKeyBody, CreatedApiKey, KeyParams, OpenApiDocument } from './schemas.js';

const route = routesUsing('apiKeys', 'clock', 'config', 'settings');

export const apikeysRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/api-keys',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'key-management' },
    summary: 'Every API key of the organisation, revoked included',
    response: z.object({ keys: z.array(ApiKey) }),
    async handler({ tenantId, services }) {
      return json({ keys: await services.apiKeys.list(tenantId) });
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/api-keys',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'key-management' },
    summary: 'Create an API key (the secret is returned once)',
    body: CreateKeyBody,
    response: CreatedApiKey,
    async handler({ tenantId, actor, principal, body, services }) {
      const created = await services.apiKeys.create(
        tenantId,
        { ...actor, capabilities: principal.capabilities, viaProvider: principal.insideClient !== undefined },
        body,
      );
      return json(created, 201, { 'cache-control': 'no-store' });
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/api-keys/:id',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'key-management' },
    summary: 'Revoke an API key (the row stays, marked revoked)',
    params: KeyParams,
    response: ApiKey,
    async handler({ tenantId, actor, params, services }) {
      return json(await services.apiKeys.revoke(tenantId, actor, params.id));
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/api-surface',
    auth: 'admin',
    keys: 'allow',
    summary: 'The API key allow-list as data; with ?key=<id>, what that key can reach and why not',
    query: z.object({ key: KeyParams.shape.id.optional() }),
    response: ApiSurface,
    async handler({ tenantId, query, services, routes }) {
      const surface = buildApiSurface(routes, services.config.BASE_URL);
      if (!query.key) return json(surface);
      const key = await services.apiKeys.get(tenantId, query.key);
      const view = {
        capabilities: liveCapabilities(key.access),
        readOnly: key.readOnly,
        revoked: key.revoked,
        expired: !!key.expires && Date.parse(key.expires) <= services.clock.now().getTime(),
        requireApproval: (await services.settings.get(tenantId)).requireApproval,
      };
      return json({
        ...surface,
        key: { id: key.id, name: key.name, access: key.access, readOnly: key.readOnly, expires: key.expires, revoked: key.revoked },
        operations: surface.operations.map((op) => ({ ...op, ...reachability(routes, op, view) })),
      });
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/api-reference.json',
    auth: 'admin',
    keys: 'allow',
    summary: 'OpenAPI 3.1 document of the API key surface, as a download',
    response: OpenApiDocument,
    async handler({ services, routes }) {
      const doc = buildOpenApi(routes, services.config.BASE_URL);
      return download(JSON.stringify(doc, null, 2), 'application/json; charset=utf-8', 'signature-service-api.json');
    },
  }),
];
