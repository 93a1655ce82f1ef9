import { z } from 'zod';
import { acceptedLanguage } from '../../http/language.js';
import { json } from '../../http/reply.js';
import type { ContextUsing, RouteContext } from '../../http/route.js';
import { Rollout } from '../../rollouts/schemas.js';
import { PublishBody, Template, Version } from '../schemas.js';
import type { WithEtag } from '../service.js';
import { TemplateWarning, templateWarnings } from '../warnings.js';
import { Finding } from '../../doctor/schemas.js';
import { bodyInput } from '../variants.js';

/** What the template routes of every module share: the route base, answer shapes and the publish step. */
export const templates = { auth: 'admin', guard: { capability: 'templates' } } as const;

/** A template answer carries its version as the ETag that publishing takes as `If-Match`. */
export const withEtag = ({ etag, ...t }: WithEtag<Template>, status = 200) => json(t, status, { etag });

/** What checking a body for warnings reads. */
type WarningServices = 'templates' | 'profiles' | 'assets';
/** What the template routes that publish declare: a publish reads these, and the rollout it may start. */
export const PUBLISHING = ['templates', 'profiles', 'assets', 'designs', 'doctor', 'rollouts'] as const;

export const ifMatch = (ctx: RouteContext) => ctx.req.headers['if-match'] || undefined;

export const Versions = z.object({ current: z.number(), versions: z.array(Version) });

/** What the body sent would not deliver as written (see templateWarnings). */
export const warningsOf = (ctx: ContextUsing<WarningServices>, raw: string) =>
  templateWarnings(
    ctx.services,
    ctx.tenantId,
    raw,
    ctx.services.templates.check(raw),
    acceptedLanguage(ctx.req.headers['accept-language']),
  );
/** A published template, and whether publishing cleared the working copy it published (its body was the working copy's). */
export const PublishedTemplate = Template.extend({ workingCopyCleared: z.boolean() });
const Checked = { warnings: z.array(TemplateWarning), findings: z.array(Finding) };
/** A publish answers the new version, or (202, with a rollout block) the rollout it started: `publishAnswers`. */
export const publishAnswers = {
  response: PublishedTemplate.extend(Checked),
  answers: { 202: { description: 'With a rollout block: the staged rollout it started', body: Rollout.extend(Checked) } },
};

/** A publish body with a rollout block starts a staged rollout instead of publishing to everyone. */
export async function publishOrRollout(ctx: ContextUsing<(typeof PUBLISHING)[number]>, id: string, body: z.infer<typeof PublishBody>) {
  const { tenantId, actor, services } = ctx;
  const edit = await services.designs.guardHtmlEdit(tenantId, id, bodyInput(body), body.detach);
  const answer = await publishOrStart(ctx, id, body);
  await services.designs.afterHtmlEdit(tenantId, actor, id, edit);
  return answer;
}

async function publishOrStart(ctx: ContextUsing<(typeof PUBLISHING)[number]>, id: string, body: z.infer<typeof PublishBody>) {
  const { tenantId, actor, services } = ctx;
  const findings = await services.doctor.beforePublish(tenantId, id, bodyInput(body));
  if (body.rollout) {
    const started = await services.rollouts.start(tenantId, actor, id, bodyInput(body), body.rollout, ifMatch(ctx));
    await services.doctor.record(tenantId, id, started.candidateVersion, findings);
    return json({ ...started, warnings: await warningsOf(ctx, body.html), findings }, 202);
  }
  const { etag, ...published } = await services.templates.versions.publish(tenantId, actor, id, bodyInput(body), {
    ifMatch: ifMatch(ctx),
    source: 'publish',
  });
  await services.doctor.record(tenantId, id, published.version, findings);
  return json({ ...published, warnings: await warningsOf(ctx, body.html), findings }, 200, { etag });
}
