import { json } from '../../http/reply.js';
import { routesUsing } from '../../http/route.js';
import { DeliveryBody, PublishBody, RolesBody, RolesPatch, RollbackBody, Template } from '../schemas.js';
import { ifMatch, PublishedTemplate, publishAnswers, PUBLISHING, publishOrRollout, templates, Versions, withEtag } from './common.js';

const route = routesUsing(...PUBLISHING);

// Which templates reach people: role assignments, pausing, and the template assigned to new messages (TemplateDelivery).

export const setRoles = route({
  method: 'PUT',
  path: '/api/admin/roles',
  auth: 'admin',
  guard: { capability: 'rules' },
  keys: 'allow',
  summary: 'Assign templates to the new and reply roles (a role left out keeps its template)',
  body: RolesPatch,
  response: RolesBody,
  async handler({ tenantId, actor, body, services }) {
    return json(await services.templates.delivery.setRoles(tenantId, actor, body));
  },
});

export const setPaused = route({
  method: 'PUT',
  path: '/api/admin/signature-delivery',
  auth: 'admin',
  guard: { capability: 'rules' },
  keys: 'allow',
  summary: 'Pause or resume signature delivery for the organisation',
  body: DeliveryBody,
  response: DeliveryBody,
  async handler({ tenantId, actor, body, services }) {
    return json(await services.templates.delivery.setPaused(tenantId, actor, body.paused));
  },
});

export const getAssigned = route({
  ...templates,
  method: 'GET',
  path: '/api/admin/template',
  keys: 'allow',
  summary: 'The template assigned to new messages',
  response: Template,
  async handler({ tenantId, services }) {
    return withEtag(await services.templates.get(tenantId, await services.templates.delivery.assigned(tenantId)));
  },
});

export const publishAssigned = route({
  ...templates,
  method: 'PUT',
  path: '/api/admin/template',
  keys: 'allow',
  publish: true,
  summary: 'Publish a new version of the template assigned to new messages',
  body: PublishBody,
  ...publishAnswers,
  async handler(ctx) {
    return publishOrRollout(ctx, await ctx.services.templates.delivery.assigned(ctx.tenantId), ctx.body);
  },
});

export const assignedVersions = route({
  ...templates,
  method: 'GET',
  path: '/api/admin/versions',
  keys: 'allow',
  summary: 'Versions of the template assigned to new messages',
  response: Versions,
  async handler({ tenantId, services }) {
    return json(await services.templates.versions.list(tenantId, await services.templates.delivery.assigned(tenantId)));
  },
});

export const rollbackAssigned = route({
  ...templates,
  method: 'POST',
  path: '/api/admin/rollback',
  keys: 'allow',
  publish: true,
  summary: 'Roll back the template assigned to new messages',
  body: RollbackBody,
  response: PublishedTemplate,
  async handler(ctx) {
    const { tenantId, actor, body, services } = ctx;
    const id = await services.templates.delivery.assigned(tenantId);
    return withEtag(await services.templates.versions.rollback(tenantId, actor, id, body.version, ifMatch(ctx)));
  },
});
