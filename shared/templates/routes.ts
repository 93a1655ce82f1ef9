import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { download, json, noContent } from '../http/reply.js';
import type { RouteContext } from '../http/route.js';
import { mayPublish } from '../settings/approval.js';
import {
  Bundle,
  CreateTemplateBody,
  DeletedTemplate,
  DeleteQuery,
  DeliveryBody,
  DraftBody,
  DuplicateBody,
  Library,
  PublishBody,
  RejectBody,
  RenameBody,
  RolesBody,
  RolesPatch,
  RollbackBody,
  Template,
  TemplateParams,
  TrackingBody,
  Version,
  VersionParams,
} from './schemas.js';
import { Rollout } from '../rollouts/schemas.js';
import type { WithEtag } from './service.js';
import { TemplateWarning, templateWarnings } from './warnings.js';

const templates = { auth: 'admin', guard: { capability: 'templates' } } as const;

/** A template answer carries its version as the ETag that publishing takes as `If-Match`. */
const withEtag = ({ etag, ...t }: WithEtag<Template>, status = 200) => json(t, status, { etag });

const ifMatch = (ctx: RouteContext) => ctx.req.headers['if-match'] || undefined;

const Versions = z.object({ current: z.number(), versions: z.array(Version) });
const Preview = z.object({ html: z.string(), length: z.number(), limit: z.number(), version: z.number() });

/** What the body sent would not deliver as written (see templateWarnings). */
const warningsOf = (ctx: RouteContext, raw: string) => templateWarnings(ctx.services, ctx.tenantId, raw, ctx.services.templates.check(raw));
const WithWarnings = Template.extend({ warnings: z.array(TemplateWarning) });
/** A published template, and whether publishing cleared the working copy it published (its body was the working copy's). */
const PublishedTemplate = Template.extend({ workingCopyCleared: z.boolean() });
/** A publish answers the new version, or (202, with a rollout block) the rollout it started. */
const Published = z.union([PublishedTemplate.extend({ warnings: z.array(TemplateWarning) }), Rollout.extend({ warnings: z.array(TemplateWarning) })]);
const Approvals = z.object({
  queue: z.array(z.object({ id: z.string(), name: z.string(), version: z.number(), submittedAt: z.string(), submittedBy: z.string() })),
  canApprove: z.boolean(),
  requireApproval: z.boolean(),
});

/** A publish body with a rollout block starts a staged rollout instead of publishing to everyone. */
async function publishOrRollout(ctx: RouteContext, id: string, body: z.infer<typeof PublishBody>) {
  const { tenantId, actor, services } = ctx;
  if (body.rollout) {
    const started = await services.rollouts.start(tenantId, actor, id, body.html, body.rollout, ifMatch(ctx));
    return json({ ...started, warnings: await warningsOf(ctx, body.html) }, 202);
  }
  const { etag, ...published } = await services.templates.versions.publish(tenantId, actor, id, body.html, { ifMatch: ifMatch(ctx), source: 'publish' });
  return json({ ...published, warnings: await warningsOf(ctx, body.html) }, 200, { etag });
}

export const templatesRoutes = [
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/templates',
    keys: 'allow',
    summary: 'Template library (no bodies), role assignments and signaturesPaused',
    response: Library,
    async handler({ tenantId, services }) {
      return json(await services.templates.library(tenantId));
    },
  }),
  defineRoute({
    ...templates,
    method: 'POST',
    path: '/api/admin/templates',
    keys: 'allow',
    summary: 'Create a template: its body is an unpublished working copy that reaches nobody; the first publish is version 1',
    body: CreateTemplateBody,
    response: WithWarnings,
    async handler(ctx) {
      const { tenantId, actor, body, services } = ctx;
      const { etag, ...created } = await services.templates.create(tenantId, actor, body.name, body.html);
      return json({ ...created, warnings: await warningsOf(ctx, body.html) }, 201, { etag });
    },
  }),
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/templates/deleted',
    keys: 'allow',
    summary: 'Recently deleted templates and the retention window',
    response: z.object({ retentionDays: z.number(), templates: z.array(DeletedTemplate) }),
    async handler({ tenantId, services }) {
      return json(await services.templates.deleted(tenantId));
    },
  }),
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/templates/:id',
    keys: 'allow',
    summary: "One template with its body and working copy; the ETag is its version",
    params: TemplateParams,
    response: Template,
    async handler({ tenantId, params, services }) {
      return withEtag(await services.templates.get(tenantId, params.id));
    },
  }),
  defineRoute({
    ...templates,
    method: 'PUT',
    path: '/api/admin/templates/:id',
    keys: 'allow',
    publish: true,
    summary: 'Publish a new version (honours If-Match; 412 stale_version); a body identical to the live one publishes nothing; a body identical to the working copy clears it',
    params: TemplateParams,
    body: PublishBody,
    response: Published,
    handler: (ctx) => publishOrRollout(ctx, ctx.params.id, ctx.body),
  }),
  defineRoute({
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
  }),
  defineRoute({
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
  }),
  defineRoute({
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
  }),
  defineRoute({
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
  }),
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/templates/:id/versions',
    keys: 'allow',
    summary: 'Version history, newest first',
    params: TemplateParams,
    response: Versions,
    async handler({ tenantId, params, services }) {
      return json(await services.templates.versions.list(tenantId, params.id));
    },
  }),
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/templates/:id/versions/:version/preview',
    keys: 'allow',
    summary: "One version rendered against sample data, images inlined, with its length and the mail client's limit",
    params: VersionParams,
    response: Preview,
    async handler({ tenantId, params, services }) {
      return json(await services.templates.versions.previewVersion(tenantId, params.id, params.version));
    },
  }),
  defineRoute({
    ...templates,
    method: 'POST',
    path: '/api/admin/templates/:id/rollback',
    keys: 'allow',
    publish: true,
    summary: 'Publish an earlier version again as a new version',
    params: TemplateParams,
    body: RollbackBody,
    response: PublishedTemplate,
    async handler(ctx) {
      const { tenantId, actor, params, body, services } = ctx;
      return withEtag(await services.templates.versions.rollback(tenantId, actor, params.id, body.version, ifMatch(ctx)));
    },
  }),
  defineRoute({
    ...templates,
    method: 'PUT',
    path: '/api/admin/templates/:id/draft',
    keys: 'allow',
    summary: 'Save the working copy (never reaches users)',
    params: TemplateParams,
    body: DraftBody,
    response: Template,
    async handler({ tenantId, actor, params, body, services }) {
      return withEtag(await services.templates.review.saveDraft(tenantId, actor, params.id, body.html));
    },
  }),
  defineRoute({
    ...templates,
    method: 'DELETE',
    path: '/api/admin/templates/:id/draft',
    keys: 'allow',
    summary: 'Discard the working copy',
    params: TemplateParams,
    response: Template,
    async handler({ tenantId, actor, params, services }) {
      return withEtag(await services.templates.review.discardDraft(tenantId, actor, params.id));
    },
  }),
  defineRoute({
    ...templates,
    method: 'POST',
    path: '/api/admin/templates/:id/draft/submit',
    keys: { exclude: 'overriding-controls' },
    summary: 'Put the working copy up for review',
    params: TemplateParams,
    response: Template,
    async handler({ tenantId, actor, params, services }) {
      return withEtag(await services.templates.review.submitDraft(tenantId, actor, params.id));
    },
  }),
  defineRoute({
    ...templates,
    method: 'POST',
    path: '/api/admin/templates/:id/draft/reject',
    guard: { role: 'Admin' },
    keys: { exclude: 'overriding-controls' },
    summary: 'Send a submitted working copy back with a note',
    params: TemplateParams,
    body: RejectBody,
    response: Template,
    async handler({ tenantId, actor, params, body, services }) {
      return withEtag(await services.templates.review.rejectDraft(tenantId, actor, params.id, body.note));
    },
  }),
  defineRoute({
    ...templates,
    method: 'POST',
    path: '/api/admin/templates/:id/publish-draft',
    keys: 'allow',
    publish: true,
    summary: 'Publish the working copy (the approve action)',
    params: TemplateParams,
    response: PublishedTemplate,
    async handler(ctx) {
      const { tenantId, actor, params, services } = ctx;
      return withEtag(await services.templates.review.publishDraft(tenantId, actor, params.id, ifMatch(ctx)));
    },
  }),
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/approvals',
    keys: { exclude: 'overriding-controls' },
    summary: 'Review queue, whether the caller can approve, and requireApproval',
    response: Approvals,
    async handler({ tenantId, principal, services }) {
      const [queue, settings] = await Promise.all([services.templates.review.approvals(tenantId), services.settings.get(tenantId)]);
      return json({ queue, canApprove: mayPublish(principal.role === 'Admin', settings.requireApproval), requireApproval: settings.requireApproval });
    },
  }),
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/templates/:id/export',
    keys: 'allow',
    summary: 'Portable JSON bundle: body, metadata and the images it uses',
    params: TemplateParams,
    response: Bundle,
    async handler({ tenantId, params, services }) {
      const bundle = await services.templates.exportBundle(tenantId, params.id);
      const file = `${bundle.template.name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60) || 'template'}.signature.json`;
      return download(JSON.stringify(bundle, null, 2), 'application/json; charset=utf-8', file);
    },
  }),
  defineRoute({
    ...templates,
    method: 'POST',
    path: '/api/admin/templates/import',
    keys: 'allow',
    summary: 'Import a bundle as a new template, with its images',
    body: Bundle,
    maxBodyBytes: 16 * 1024 * 1024,
    response: Template,
    async handler({ tenantId, actor, body, services }) {
      return withEtag(await services.templates.importBundle(tenantId, actor, body), 201);
    },
  }),
  defineRoute({
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
  }),
  defineRoute({
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
  }),
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/template',
    keys: 'allow',
    summary: 'The template assigned to new messages',
    response: Template,
    async handler({ tenantId, services }) {
      return withEtag(await services.templates.get(tenantId, await services.templates.delivery.assigned(tenantId)));
    },
  }),
  defineRoute({
    ...templates,
    method: 'PUT',
    path: '/api/admin/template',
    keys: 'allow',
    publish: true,
    summary: 'Publish a new version of the template assigned to new messages',
    body: PublishBody,
    response: Published,
    async handler(ctx) {
      return publishOrRollout(ctx, await ctx.services.templates.delivery.assigned(ctx.tenantId), ctx.body);
    },
  }),
  defineRoute({
    ...templates,
    method: 'GET',
    path: '/api/admin/versions',
    keys: 'allow',
    summary: 'Versions of the template assigned to new messages',
    response: Versions,
    async handler({ tenantId, services }) {
      return json(await services.templates.versions.list(tenantId, await services.templates.delivery.assigned(tenantId)));
    },
  }),
  defineRoute({
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
  }),
  defineRoute({
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
  }),
];
