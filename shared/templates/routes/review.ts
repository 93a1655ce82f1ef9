import { z } from 'zod';
import { json } from '../../http/reply.js';
import { routesUsing } from '../../http/route.js';
import { mayPublish } from '../../settings/approval.js';
import { DraftBody, RejectBody, Template, TemplateParams } from '../schemas.js';
import { bodyInput } from '../variants.js';
import { ifMatch, PublishedTemplate, templates, withEtag } from './common.js';

const route = routesUsing('designs', 'doctor', 'settings', 'templates');

// The working copy and its review: save, discard, submit, reject, approve, and the queue (TemplateReview).

const Approvals = z.object({
  queue: z.array(z.object({ id: z.string(), name: z.string(), version: z.number(), submittedAt: z.string(), submittedBy: z.string() })),
  canApprove: z.boolean(),
  requireApproval: z.boolean(),
});

export const saveDraft = route({
  ...templates,
  method: 'PUT',
  path: '/api/admin/templates/:id/draft',
  keys: 'allow',
  summary: 'Save the working copy (never reaches users)',
  params: TemplateParams,
  body: DraftBody,
  response: Template,
  async handler({ tenantId, actor, params, body, services }) {
    const edit = await services.designs.guardHtmlEdit(tenantId, params.id, bodyInput(body), body.detach);
    const saved = await services.templates.review.saveDraft(tenantId, actor, params.id, bodyInput(body));
    await services.designs.afterHtmlEdit(tenantId, actor, params.id, edit);
    return withEtag(saved);
  },
});

export const discardDraft = route({
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
});

export const submit = route({
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
});

export const reject = route({
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
});

export const publishDraft = route({
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
    const draft = (await services.templates.get(tenantId, params.id)).draft;
    const findings = draft
      ? await services.doctor.beforePublish(tenantId, params.id, { ...draft, external: draft.external ?? undefined })
      : [];
    const published = await services.templates.review.publishDraft(tenantId, actor, params.id, ifMatch(ctx));
    await services.doctor.record(tenantId, params.id, published.version, findings);
    return withEtag(published);
  },
});

export const approvals = route({
  ...templates,
  method: 'GET',
  path: '/api/admin/approvals',
  keys: { exclude: 'overriding-controls' },
  summary: 'Review queue, whether the caller can approve, and requireApproval',
  response: Approvals,
  async handler({ tenantId, principal, services }) {
    const [queue, settings] = await Promise.all([services.templates.review.approvals(tenantId), services.settings.get(tenantId)]);
    return json({
      queue,
      canApprove: mayPublish(principal.role === 'Admin', settings.requireApproval),
      requireApproval: settings.requireApproval,
    });
  },
});
