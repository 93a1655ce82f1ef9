import { z } from 'zod';
import { AssetInfo, AssetParams } from '../assets/schemas.js';
import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { MAX_NESTING, nestingBound } from '../rendering/nesting.js';
import { MAX_BODY_CHARS, TemplateId, VersionParams } from '../templates/schemas.js';
import { bodyOf } from '../templates/records.js';
import { DarkVariantStyle } from './images.js';
import { DoctorContext, Finding, LintAnswer } from './schemas.js';
import { readerLanguageOf } from '../preferences/reader.js';

const route = routesUsing('doctor', 'templates', 'preferences');

const doctor = { auth: 'admin', guard: { capability: 'templates' }, keys: 'allow' } as const;

const LintBody = z
  .strictObject({
    html: z
      .string()
      .min(1, 'is required')
      .max(MAX_BODY_CHARS)
      // Checked before any parser sees the body: the HTML parser's cost grows with the square of the depth.
      .refine((html) => nestingBound(html) <= MAX_NESTING, `elements may nest at most ${MAX_NESTING} deep`)
      .optional(),
    templateId: TemplateId.optional(),
    /** For posted HTML: whether its links would be tracked (a template's own setting is used for a template). */
    tracking: z.boolean().optional(),
  })
  .refine((b) => !!b.html !== !!b.templateId, { message: 'give either html or templateId', path: ['html'] });

export const doctorRoutes = [
  route({
    ...doctor,
    method: 'POST',
    path: '/api/admin/lint',
    write: false,
    summary:
      "Run the signature doctor on posted HTML or a template's current body: every finding (error, warning, info) with its place, the clients it concerns and a safe fix where one exists",
    body: LintBody,
    response: LintAnswer,
    async handler(ctx) {
      const { tenantId, body, services } = ctx;
      const language = await readerLanguageOf(ctx);
      if (body.templateId) {
        const template = await services.templates.get(tenantId, body.templateId);
        // A template never published has no live body: its working copy is what it shows. Every variant is linted.
        return json(await services.doctor.lintBody(tenantId, bodyOf(template), { tracking: template.tracking, language }));
      }
      return json(await services.doctor.lint(tenantId, body.html!, { tracking: body.tracking, language }));
    },
  }),
  route({
    ...doctor,
    method: 'GET',
    path: '/api/admin/doctor/context',
    summary:
      "What the doctor knows of the organisation (clients in use, images, placeholders' empty shares and longest values), so the editor lints as the person types",
    response: DoctorContext,
    async handler({ tenantId, services }) {
      const { people: _people, ...context } = await services.doctor.context(tenantId);
      return json(context);
    },
  }),
  route({
    ...doctor,
    method: 'GET',
    path: '/api/admin/templates/:id/versions/:version/findings',
    summary: "The doctor's warnings recorded when a version was published",
    params: VersionParams,
    response: z.object({ findings: z.array(Finding), total: z.number() }),
    async handler(ctx) {
      const { tenantId, params, services } = ctx;
      const [, language] = await Promise.all([services.templates.get(tenantId, params.id), readerLanguageOf(ctx)]);
      return json((await services.doctor.findingsOf(tenantId, params.id, params.version, language)) ?? { findings: [], total: 0 });
    },
  }),
  route({
    ...doctor,
    method: 'POST',
    path: '/api/admin/asset/:name/dark-variant',
    summary: 'Make a dark-mode variant of an image (<name>-dark.png): a light outline around its shapes, or a white card with padding',
    params: AssetParams,
    body: z.strictObject({ style: z.enum(DarkVariantStyle) }),
    response: AssetInfo,
    async handler({ tenantId, actor, params, body, services }) {
      return json(await services.doctor.makeDarkVariant(tenantId, actor, params.name, body.style), 201);
    },
  }),
];
