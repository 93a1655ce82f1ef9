import { join } from 'node:path';
import { z } from 'zod';
import { json } from '../http/reply.js';
import { routesUsing, type RouteContext } from '../http/route.js';
import { StaticFiles } from '../http/static-files.js';
import { repoRoot } from '../repo-root.js';
import { Template, TemplateKind, TemplateParams, VersionParams } from '../templates/schemas.js';
import { LanguageTag } from '../templates/variants.js';
import { LanguageDesigns, VariantDesignState } from './languages.js';
import { SOCIAL_ICON_PATH } from './render.js';
import { BrandKit, Design } from './schema.js';

const route = routesUsing('designs');

const designs = { auth: 'admin', guard: { capability: 'templates' } } as const;

const Name = z.string().trim().min(1, 'is required').max(100, 'at most 100 characters');
const DesignState = z.object({
  design: Design,
  detached: z.boolean(),
  variants: z.array(VariantDesignState).describe("The language variants' designs (a variant written as HTML has none)"),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
/** Detach or restore one variant's design; without a body, the whole template (the default and every variant). */
const OneLanguage = z.strictObject({ language: LanguageTag.optional() }).optional();
const DesignedTemplate = Template.extend({ design: DesignState });
/** A design of one's own, or a gallery design by id. */
const CreateDesignedBody = z
  .strictObject({
    name: Name,
    design: Design.optional(),
    galleryId: z.string().min(1, 'is required').max(60, 'at most 60 characters').optional(),
    kind: TemplateKind.optional().describe(
      'With `design`: `automatic-reply` makes an out-of-office reply, whose blocks name the reply they are in (a gallery design has its own kind)',
    ),
  })
  .refine((b) => (b.design === undefined) !== (b.galleryId === undefined), {
    message: 'give either design or galleryId',
    path: ['design'],
  })
  .refine((b) => b.kind === undefined || b.design !== undefined, {
    message: 'goes with design: a gallery design has its own kind',
    path: ['kind'],
  });
const BrandKitAnswer = z.object({ kit: BrandKit });
const PutBrandKitAnswer = BrandKitAnswer.extend({ rerendered: z.array(z.object({ id: z.string(), name: z.string() })) });
const GalleryAnswer = z.object({
  designs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      kind: TemplateKind.describe(
        '`automatic-reply`: a starting point for out-of-office replies (its card previews the reply to people outside)',
      ),
      design: Design,
      preview: z.string(),
      length: z.number(),
    }),
  ),
});
const PreviewAnswer = z.object({ html: z.string(), length: z.number(), limit: z.number() });

/** The address of the person calling (a key has none: previews use the organisation's sample person). */
const callerAddress = (ctx: RouteContext) => (ctx.principal?.kind === 'person' ? ctx.principal.email : null);
const templateEtag = <T extends { etag: string }>({ etag, ...rest }: T, status = 200) => json(rest, status, { etag });

const icons = new StaticFiles(join(repoRoot(), 'static', 'social'), SOCIAL_ICON_PATH, { immutable: /\.png$/ });

export const designsRoutes = [
  route({
    ...designs,
    method: 'GET',
    path: '/api/admin/brand-kit',
    keys: 'allow',
    summary: "The organisation's brand kit: colours, font stack, logo, social profiles and the default call to action",
    response: BrandKitAnswer,
    async handler({ tenantId, services }) {
      const { kit, etag } = await services.designs.brandKit(tenantId);
      return json({ kit }, 200, { etag });
    },
  }),
  route({
    ...designs,
    method: 'PUT',
    path: '/api/admin/brand-kit',
    keys: 'allow',
    summary:
      'Replace the brand kit (honours If-Match; 412 stale_brand_kit); every designed template that follows it is re-rendered into a working copy for review',
    body: z.strictObject({ kit: BrandKit }),
    response: PutBrandKitAnswer,
    async handler(ctx) {
      const { tenantId, actor, body, services } = ctx;
      const { etag, ...answer } = await services.designs.putBrandKit(tenantId, actor, body.kit, ctx.req.headers['if-match'] || undefined);
      return json(answer, 200, { etag });
    },
  }),
  route({
    ...designs,
    method: 'GET',
    path: '/api/admin/designs/gallery',
    keys: 'allow',
    summary: "The gallery of designs, each previewed with the signed-in person's own directory data and the brand kit",
    response: GalleryAnswer,
    async handler(ctx) {
      return json({ designs: await ctx.services.designs.gallery(ctx.tenantId, callerAddress(ctx)) });
    },
  }),
  route({
    ...designs,
    method: 'POST',
    path: '/api/admin/designs/preview',
    keys: 'allow',
    write: false,
    summary: 'Render a design with the brand kit for the signed-in person (or sample data), images inlined',
    body: z.strictObject({ design: Design, kit: BrandKit.optional() }),
    response: PreviewAnswer,
    async handler(ctx) {
      return json(await ctx.services.designs.preview(ctx.tenantId, ctx.body.design, callerAddress(ctx), ctx.body.kit));
    },
  }),
  route({
    ...designs,
    method: 'POST',
    path: '/api/admin/designs/templates',
    keys: 'allow',
    summary:
      'Create a template from a design or a gallery design (an out-of-office reply from a reply design): the design stored, its rendered HTML the working copy',
    body: CreateDesignedBody,
    response: DesignedTemplate,
    async handler({ tenantId, actor, body, services }) {
      const source = body.design ? { design: body.design, kind: body.kind } : { galleryId: body.galleryId ?? '' };
      return templateEtag(await services.designs.create(tenantId, actor, body.name, source), 201);
    },
  }),
  route({
    ...designs,
    method: 'GET',
    path: '/api/admin/templates/:id/design',
    keys: 'allow',
    summary: "A template's design and whether its HTML was detached from it (design null: the template is written as HTML)",
    params: TemplateParams,
    response: z.object({ design: DesignState.nullable() }),
    async handler({ tenantId, params, services }) {
      return json({ design: await services.designs.get(tenantId, params.id) });
    },
  }),
  route({
    ...designs,
    method: 'PUT',
    path: '/api/admin/templates/:id/design',
    keys: 'allow',
    summary:
      'Save the design: its rendered HTML becomes the working copy, and each language design its variant (409 design_detached after a hand edit: restore first)',
    params: TemplateParams,
    body: z.strictObject({
      design: Design,
      variants: LanguageDesigns.optional().describe(
        "The designs of the language variants, each rendered into its variant; a designed variant left out is removed. Left out: the variants' designs stay as they are",
      ),
    }),
    response: DesignedTemplate,
    async handler({ tenantId, actor, params, body, services }) {
      return templateEtag(await services.designs.save(tenantId, actor, params.id, body.design, body.variants));
    },
  }),
  route({
    ...designs,
    method: 'POST',
    path: '/api/admin/templates/:id/design/detach',
    keys: 'allow',
    summary:
      'Detach the template from its design, to edit its HTML by hand (undone by restore); with {language}, only that variant from its design',
    params: TemplateParams,
    body: OneLanguage,
    response: DesignState,
    async handler({ tenantId, actor, params, body, services }) {
      return json(await services.designs.detach(tenantId, actor, params.id, body?.language));
    },
  }),
  route({
    ...designs,
    method: 'POST',
    path: '/api/admin/templates/:id/design/restore',
    keys: 'allow',
    summary:
      'Undo a detach: the kept designs are rendered into the working copy again; with {language}, only that variant (the default must follow its design)',
    params: TemplateParams,
    body: OneLanguage,
    response: DesignedTemplate,
    async handler({ tenantId, actor, params, body, services }) {
      return templateEtag(await services.designs.restore(tenantId, actor, params.id, body?.language));
    },
  }),
  route({
    ...designs,
    method: 'GET',
    path: '/api/admin/templates/:id/versions/:version/design',
    keys: 'allow',
    summary: 'The designs a published version was rendered from (design null when that version was written as HTML)',
    params: VersionParams,
    response: z.object({ design: Design.nullable(), variants: z.array(VariantDesignState) }),
    async handler({ tenantId, params, services }) {
      return json(await services.designs.versionDesign(tenantId, params.id, params.version));
    },
  }),
  route({
    method: 'GET',
    path: `${SOCIAL_ICON_PATH}/:file`,
    auth: 'none',
    keys: { exclude: 'public' },
    summary: 'A social network icon for signatures (PNG at twice its shown size)',
    params: z.object({ file: z.string().regex(/^[a-z]+-[a-z]+\.png$/, 'is not an icon') }),
    responseType: 'image/png',
    async handler({ params }) {
      return icons.serve(`${SOCIAL_ICON_PATH}/${params.file}`);
    },
  }),
];
