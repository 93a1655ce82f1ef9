import { z } from 'zod';
import { download, json, noContent } from '../../http/reply.js';
import { routesUsing } from '../../http/route.js';
import {
  Bundle,
  CreateTemplateBody,
  DeletedTemplate,
  DeleteQuery,
  DuplicateBody,
  Library,
  RenameBody,
  Template,
  TemplateParams,
  TrackingBody,
} from '../schemas.js';
import { Finding } from '../../doctor/schemas.js';
import { bodyOf } from '../records.js';
import { templates, withEtag } from './common.js';
import { CreatedTemplate, createTemplate } from './create.js';

const route = routesUsing('assets', 'doctor', 'profiles', 'templates');

// The template library: create, read, rename, copy, delete and restore, bundles and tracking (TemplateService).

export const list = route({
  ...templates,
  method: 'GET',
  path: '/api/admin/templates',
  keys: 'allow',
  summary: 'Template library (no bodies), role assignments and signaturesPaused',
  response: Library,
  async handler({ tenantId, services }) {
    return json(await services.templates.library(tenantId));
  },
});

export const create = route({
  ...templates,
  method: 'POST',
  path: '/api/admin/templates',
  keys: 'allow',
  publish: 'when-asked',
  summary:
    'Create a template: its body is an unpublished working copy that reaches nobody until published (`publishWith` names the call); ' +
    'with `"publish": true` it is published as version 1 in the same call, as any publish is (approval, the doctor)',
  body: CreateTemplateBody,
  response: CreatedTemplate,
  async handler(ctx) {
    const { etag, ...created } = await createTemplate(ctx, ctx.body);
    return json(created, 201, { etag });
  },
});

export const deleted = route({
  ...templates,
  method: 'GET',
  path: '/api/admin/templates/deleted',
  keys: 'allow',
  summary: 'Recently deleted templates and the retention window',
  response: z.object({ retentionDays: z.number(), templates: z.array(DeletedTemplate) }),
  async handler({ tenantId, services }) {
    return json(await services.templates.deleted(tenantId));
  },
});

export const get = route({
  ...templates,
  method: 'GET',
  path: '/api/admin/templates/:id',
  keys: 'allow',
  summary: 'One template with its body and working copy; the ETag is its version',
  params: TemplateParams,
  response: Template,
  async handler({ tenantId, params, services }) {
    return withEtag(await services.templates.get(tenantId, params.id));
  },
});

export const rename = route({
  ...templates,
  method: 'PATCH',
  path: '/api/admin/templates/:id',
  keys: 'allow',
  summary: 'Rename a template',
  params: TemplateParams,
  body: RenameBody,
  response: Template,
  async handler({ tenantId, actor, params, body, services }) {
    return withEtag(await services.templates.rename(tenantId, actor, params.id, body.name));
  },
});

export const duplicate = route({
  ...templates,
  method: 'POST',
  path: '/api/admin/templates/:id/duplicate',
  keys: 'allow',
  summary: 'Copy a template (optional body {name}; by default "Copy of <name>")',
  params: TemplateParams,
  body: DuplicateBody,
  response: Template,
  async handler({ tenantId, actor, params, body, services }) {
    return withEtag(await services.templates.duplicate(tenantId, actor, params.id, body?.name), 201);
  },
});

export const remove = route({
  ...templates,
  method: 'DELETE',
  path: '/api/admin/templates/:id',
  keys: 'allow',
  summary: 'Delete a template to Recently deleted (?purge=true: for good); refused while assigned',
  responseType: 'no-content',
  params: TemplateParams,
  query: DeleteQuery,
  async handler({ tenantId, actor, params, query, services }) {
    await services.templates.remove(tenantId, actor, params.id, query.purge);
    return noContent();
  },
});

export const restore = route({
  ...templates,
  method: 'POST',
  path: '/api/admin/templates/:id/restore',
  keys: 'allow',
  summary: 'Restore a template from Recently deleted',
  params: TemplateParams,
  response: Template,
  async handler({ tenantId, actor, params, services }) {
    return withEtag(await services.templates.restore(tenantId, actor, params.id));
  },
});

export const exportBundle = route({
  ...templates,
  method: 'GET',
  path: '/api/admin/templates/:id/export',
  keys: 'allow',
  summary: 'Portable JSON bundle: body, metadata and the images it uses',
  params: TemplateParams,
  response: Bundle,
  async handler({ tenantId, params, services }) {
    const bundle = await services.templates.exportBundle(tenantId, params.id);
    const file = `${bundle.template.name.replace(/[^\w.-]+/g, '-').slice(0, 60) || 'template'}.signature.json`;
    return download(JSON.stringify(bundle, null, 2), 'application/json; charset=utf-8', file);
  },
});

export const importBundle = route({
  ...templates,
  method: 'POST',
  path: '/api/admin/templates/import',
  keys: 'allow',
  summary:
    "Import a bundle as a new template, with its images; the answer carries the signature doctor's findings on it. " +
    'The same bundle again (a retry) answers the template it made, unless that was deleted',
  body: Bundle,
  maxBodyBytes: 16 * 1024 * 1024,
  response: Template.extend({ findings: z.array(Finding) }),
  async handler({ tenantId, actor, body, services }) {
    const { etag, ...imported } = await services.templates.importBundle(tenantId, actor, body);
    // An import is a draft nobody receives yet, so its findings inform; publishing it is where an error refuses.
    const { findings } = await services.doctor.lintBody(tenantId, bodyOf(imported), { tracking: imported.tracking });
    return json({ ...imported, findings }, 201, { etag });
  },
});

export const setTracking = route({
  ...templates,
  method: 'PUT',
  path: '/api/admin/templates/:id/tracking',
  keys: 'allow',
  summary: 'Turn link tracking on or off for a template',
  params: TemplateParams,
  body: TrackingBody,
  response: Template,
  async handler({ tenantId, actor, params, body, services }) {
    return withEtag(await services.templates.setTracking(tenantId, actor, params.id, body.tracking));
  },
});
