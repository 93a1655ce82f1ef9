import type { ScimPatchOperation } from 'scim-patch';
import { acceptedLanguage } from '../http/language.js';
import { json, noContent } from '../http/reply.js';
import { routesUsing } from '../http/route.js';
import { listResponse, schemas, serviceProviderConfig, userResourceType } from './discovery.js';
import { ScimDocument, ScimIdParams, ScimList, ScimListQuery, ScimPatchBody, ScimUserOut } from './schemas.js';
import type { ApiRequest } from '../http/types.js';
import type { Answered } from './service.js';
import { ScimUser } from './user-resource.js';
import { SCIM_BASE, SCIM_MEDIA_TYPE } from './vocabulary.js';

const route = routesUsing('scim', 'profiles', 'config');
/** The language the discovery documents are described in (an API key has no choice of its own: `Accept-Language`). */
const languageOf = (req: ApiRequest) => acceptedLanguage(req.headers['accept-language']);
const provisioning = { auth: 'admin', guard: { capability: 'provisioning' }, keys: 'allow' } as const;
const scim = (data: unknown, status = 200, headers: Record<string, string> = {}) =>
  json(data, status, { 'content-type': `${SCIM_MEDIA_TYPE}; charset=utf-8`, ...headers });
const user = ({ resource, version }: Answered, status = 200) =>
  scim(resource, status, {
    etag: version,
    ...(status === 201 ? { location: String((resource.meta as { location: string }).location) } : {}),
  });

export const scimRoutes = [
  route({
    ...provisioning,
    method: 'GET',
    path: `${SCIM_BASE}/ServiceProviderConfig`,
    summary: 'SCIM: what the service supports (patch, filter, ETags; no bulk, sort or passwords)',
    response: ScimDocument,
    async handler({ req, services }) {
      return scim(serviceProviderConfig(services.config.BASE_URL, languageOf(req)));
    },
  }),
  route({
    ...provisioning,
    method: 'GET',
    path: `${SCIM_BASE}/Schemas`,
    summary: 'SCIM: the User schemas (core, enterprise, and the extension of the custom profile fields)',
    response: ScimList,
    async handler({ tenantId, req, services }) {
      const list = schemas(services.config.BASE_URL, await services.profiles.enabledFields(tenantId), languageOf(req));
      return scim(listResponse(list, list.length, 1));
    },
  }),
  route({
    ...provisioning,
    method: 'GET',
    path: `${SCIM_BASE}/ResourceTypes`,
    summary: 'SCIM: the resource types (User)',
    response: ScimList,
    async handler({ req, services }) {
      return scim(listResponse([userResourceType(services.config.BASE_URL, languageOf(req))], 1, 1));
    },
  }),
  route({
    ...provisioning,
    method: 'GET',
    path: `${SCIM_BASE}/Users`,
    summary: 'SCIM: provisioned users, filtered (`userName eq "..."`, with and/or) and paged (`startIndex`, `count`)',
    query: ScimListQuery,
    response: ScimList,
    async handler({ tenantId, query, services }) {
      const { total, resources } = await services.scim.list(tenantId, query, services.config.BASE_URL);
      return scim(listResponse(resources, total, query.startIndex));
    },
  }),
  route({
    ...provisioning,
    method: 'POST',
    path: `${SCIM_BASE}/Users`,
    summary: 'SCIM: provision a user the directory knows; its values become imported values that a directory sync keeps',
    body: ScimUser,
    response: ScimUserOut,
    async handler({ tenantId, actor, body, services }) {
      return user(await services.scim.create(tenantId, actor, body, services.config.BASE_URL), 201);
    },
  }),
  route({
    ...provisioning,
    method: 'GET',
    path: `${SCIM_BASE}/Users/:id`,
    summary: 'SCIM: one provisioned user, with its version as the ETag',
    params: ScimIdParams,
    response: ScimUserOut,
    async handler({ tenantId, params, services }) {
      return user(await services.scim.get(tenantId, params.id, services.config.BASE_URL));
    },
  }),
  route({
    ...provisioning,
    method: 'PUT',
    path: `${SCIM_BASE}/Users/:id`,
    summary: 'SCIM: replace a user’s imported values (honours If-Match; 412 stale_resource)',
    params: ScimIdParams,
    body: ScimUser,
    response: ScimUserOut,
    async handler({ tenantId, actor, params, body, req, services }) {
      return user(await services.scim.replace(tenantId, actor, params.id, body, req.headers['if-match'], services.config.BASE_URL));
    },
  }),
  route({
    ...provisioning,
    method: 'PATCH',
    path: `${SCIM_BASE}/Users/:id`,
    summary: 'SCIM: change a user with add, replace and remove operations; `active: false` deactivates (honours If-Match)',
    params: ScimIdParams,
    body: ScimPatchBody,
    response: ScimUserOut,
    async handler({ tenantId, actor, params, body, req, services }) {
      const operations = body.Operations as ScimPatchOperation[];
      return user(await services.scim.patch(tenantId, actor, params.id, operations, req.headers['if-match'], services.config.BASE_URL));
    },
  }),
  route({
    ...provisioning,
    method: 'DELETE',
    path: `${SCIM_BASE}/Users/:id`,
    summary: 'SCIM: deprovision a user: its imported values go and the directory’s apply again (honours If-Match)',
    params: ScimIdParams,
    responseType: 'no-content',
    async handler({ tenantId, actor, params, req, services }) {
      await services.scim.remove(tenantId, actor, params.id, req.headers['if-match']);
      return noContent();
    },
  }),
];
