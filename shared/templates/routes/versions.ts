import { z } from 'zod';
import { json } from '../../http/reply.js';
import { routesUsing } from '../../http/route.js';
import { PublishBody, RollbackBody, TemplateParams, VersionParams } from '../schemas.js';
import { LanguageTag } from '../variants.js';
import { ifMatch, PublishedTemplate, publishAnswers, PUBLISHING, publishOrRollout, templates, Versions, withEtag } from './common.js';

const route = routesUsing(...PUBLISHING);

// A template's published versions: publish, history, preview and rollback (TemplateVersions).

const Preview = z.object({
  html: z.string(),
  length: z.number(),
  limit: z.number(),
  version: z.number(),
  external: z.string().nullable().describe("An out-of-office reply's external reply, rendered the same way; null for a signature"),
});

export const publish = route({
  ...templates,
  method: 'PUT',
  path: '/api/admin/templates/:id',
  keys: 'allow',
  publish: true,
  summary:
    'Publish a new version (honours If-Match; 412 stale_version); a body identical to the live one publishes nothing; a body identical to the working copy clears it',
  params: TemplateParams,
  body: PublishBody,
  ...publishAnswers,
  handler: (ctx) => publishOrRollout(ctx, ctx.params.id, ctx.body),
});

export const list = route({
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
});

export const preview = route({
  ...templates,
  method: 'GET',
  path: '/api/admin/templates/:id/versions/:version/preview',
  keys: 'allow',
  summary: "One version rendered against sample data, images inlined, with its length and the mail client's limit",
  params: VersionParams,
  query: z.object({
    language: LanguageTag.optional().describe(
      'The language the sample data is written in (`{{ooo.until}}`): the reader’s, for the default body',
    ),
  }),
  response: Preview,
  async handler({ tenantId, params, query, services }) {
    return json(await services.templates.versions.previewVersion(tenantId, params.id, params.version, query.language));
  },
});

export const rollback = route({
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
});
