import { z } from 'zod';
import { Finding } from '../../doctor/schemas.js';
import type { ContextUsing } from '../../http/route.js';
import { Template, type CreateTemplateBody } from '../schemas.js';
import type { WithEtag } from '../service.js';
import { TemplateWarning } from '../warnings.js';
import { bodyInput } from '../variants.js';
import { warningsOf } from './common.js';

/** What creating a template reads and writes: the template, the doctor when it publishes, and the warnings' sources. */
type CreateServices = 'assets' | 'doctor' | 'profiles' | 'templates';

/** The call that publishes a template's working copy, as a script sends it. */
export const publishCall = (id: string) => `POST /api/admin/templates/${id}/publish-draft`;

/**
 * `POST /api/admin/templates`'s answer: the template, what its body would not deliver as written, and whether it is
 * live: an unpublished working copy names the call that publishes it.
 */
export const CreatedTemplate = Template.extend({
  warnings: z.array(TemplateWarning),
  published: z.boolean().describe('Whether the template is live (created with `"publish": true`); otherwise it reaches nobody yet'),
  publishWith: z
    .string()
    .nullable()
    .describe(
      'The call that publishes the working copy as version 1 (e.g. `POST /api/admin/templates/t_abc123/publish-draft`); null once published',
    ),
  findings: z
    .array(Finding)
    .optional()
    .describe('With `"publish": true`: the signature doctor\'s findings on the version published (an error refuses the call)'),
});
export type CreatedTemplate = z.infer<typeof CreatedTemplate>;

/**
 * Creates a template; with `publish: true`, publishes its body as version 1 in the same call. That publish is checked
 * as any publish is (length, the doctor's errors) before anything is stored; the approval gate is the pipeline's
 * (the route publishes when asked).
 */
export async function createTemplate(ctx: ContextUsing<CreateServices>, body: CreateTemplateBody): Promise<WithEtag<CreatedTemplate>> {
  const { tenantId, actor, services } = ctx;
  const warnings = await warningsOf(ctx, body.html);
  if (!body.publish) {
    const created = await services.templates.create(tenantId, actor, body.name, bodyInput(body));
    return { ...created, warnings, published: false, publishWith: publishCall(created.id) };
  }
  const prepared = services.templates.checkPublishable(bodyInput(body));
  const findings = await services.doctor.guardBody(tenantId, prepared, { tracking: false });
  const { id } = await services.templates.create(tenantId, actor, body.name, prepared);
  const { workingCopyCleared: _cleared, ...published } = await services.templates.versions.publish(tenantId, actor, id, prepared, {
    source: 'create',
    clearDraft: true,
  });
  await services.doctor.record(tenantId, id, published.version, findings);
  return { ...published, warnings, published: true, publishWith: null, findings };
}
