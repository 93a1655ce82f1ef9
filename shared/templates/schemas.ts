import { z } from 'zod';
import { AssetName, IMAGE_TYPES } from '../assets/schemas.js';
import { RolloutGates } from '../rollouts/schemas.js';
import { keySafe } from '../storage/keys.js';
import { LanguageByAnswer, LanguageByInput, VariantAnswer, Variants } from './variants.js';

export const RECENTLY_DELETED_DAYS = 30;
export const MAX_BODY_CHARS = 200_000;

export const TemplateId = z
  .string()
  .regex(/^t_[\w-]{6,40}$/, 'is not a template id')
  .superRefine(keySafe(42));
export const TemplateParams = z.object({ id: TemplateId });
export const VersionParams = z.object({ id: TemplateId, version: z.coerce.number().int().min(1, 'must be 1 or more') });

const Name = z.string().trim().min(1, 'is required').max(100, 'at most 100 characters');
const Html = z
  .string()
  .min(1, 'is required')
  .max(MAX_BODY_CHARS, `at most ${MAX_BODY_CHARS.toLocaleString('en')} characters`);

/**
 * A body's language variants and the map choosing between them. Left out of a draft save or a publish, they stay as
 * they were (the working copy's, or for a publish the live version's); `[]` and `{}` remove them.
 */
/** What a template is for: an e-mail signature, or an automatic (out-of-office) reply with internal and external bodies. */
export const TemplateKind = z.enum(['signature', 'automatic-reply']);
export type TemplateKind = z.infer<typeof TemplateKind>;
/** An automatic-reply template's reply to people outside the organisation (its `html` is the internal reply). */
const External = { external: Html.optional().describe("An automatic-reply template's external reply; its `html` is the internal reply") };

const Languages = {
  variants: Variants.optional().describe(
    'The language variants (at most 20), each the whole HTML for its language; placeholders are shared',
  ),
  languageBy: LanguageByInput.optional().describe(
    'Which recipients get which variant: by country suffix (`{"at": "de"}`) and by domain (`{"example.fr": "fr"}`)',
  ),
};

/** With `publish: true` the body is published as version 1 in the same call (a publish: approval and the doctor apply). */
export const CreateTemplateBody = z
  .strictObject({
    name: Name,
    kind: TemplateKind.default('signature').describe('`automatic-reply` for out-of-office replies (then `external` is required)'),
    html: Html,
    ...External,
    ...Languages,
    publish: z.boolean().optional().describe('Publish the body as version 1 at once; without it, it is an unpublished working copy'),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'automatic-reply' && b.external === undefined)
      ctx.addIssue({ code: 'custom', path: ['external'], message: 'is required for an automatic reply' });
    if (b.kind === 'signature' && b.external !== undefined)
      ctx.addIssue({ code: 'custom', path: ['external'], message: 'is only for automatic-reply templates' });
  });
export type CreateTemplateBody = z.infer<typeof CreateTemplateBody>;
/** HTML edits of a template made in the designer must say so: `detach: true` detaches it from its design (undoable). */
const Detach = z.boolean().optional();
/** With a `rollout` block (`true`, or the gates to change), a publish starts a staged rollout. */
export const PublishBody = z.strictObject({ html: Html, ...External, ...Languages, rollout: RolloutGates.optional(), detach: Detach });
export const RenameBody = z.strictObject({ name: Name });
export const DraftBody = z.strictObject({ html: Html, ...External, ...Languages, detach: Detach });
export const RejectBody = z.strictObject({ note: z.string().trim().min(1, 'a note is required').max(2000, 'at most 2,000 characters') });
export const RollbackBody = z.strictObject({ version: z.number().int().min(1, 'must be 1 or more') });
export const DeleteQuery = z.object({
  purge: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const RolesBody = z.strictObject({ new: TemplateId.nullable(), reply: TemplateId.nullable() });
/** Either role or both; a role left out keeps its template. */
export const RolesPatch = RolesBody.partial().refine((b) => b.new !== undefined || b.reply !== undefined, {
  message: 'name the new role, the reply role or both',
  path: ['new'],
});
/** The copy's name; by default "Copy of <name>". */
export const DuplicateBody = z.strictObject({ name: Name.optional() }).optional();
export const DeliveryBody = z.strictObject({ paused: z.boolean() });
export const TrackingBody = z.strictObject({ tracking: z.boolean() });

export const RoleName = z.enum(['new', 'reply']);
export type RoleName = z.infer<typeof RoleName>;
export type Roles = Record<RoleName, string | null>;

export const DraftState = z.enum(['saved', 'submitted']);

export const TemplateSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: TemplateKind,
    version: z.number(),
    hasDraft: z.boolean(),
    draftState: DraftState.nullable(),
    roles: z.array(RoleName),
    tracking: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string(),
  })
  .meta({ id: 'TemplateSummary' });
export type TemplateSummary = z.infer<typeof TemplateSummary>;

/** A body's variants and map as answered (the variants in their order; empty when it has none). */
const LanguagesAnswer = { variants: z.array(VariantAnswer), languageBy: LanguageByAnswer };

export const Draft = z
  .object({
    html: z.string(),
    external: z.string().nullable(),
    ...LanguagesAnswer,
    state: DraftState,
    updatedAt: z.string(),
    updatedBy: z.string(),
    submittedAt: z.string().nullable(),
    submittedBy: z.string().nullable(),
    /** The reviewer's note when the draft was sent back. */
    note: z.string().nullable(),
  })
  .meta({ id: 'Draft' });

/** A template with its live body (`html`: null while it has never been published) and its working copy. */
export const Template = TemplateSummary.extend({
  html: z.string().nullable().describe('The live body; null while the template has never been published (its working copy is in `draft`)'),
  external: z.string().nullable().describe("An automatic-reply template's live external reply; null for signatures"),
  ...LanguagesAnswer,
  draft: Draft.nullable(),
}).meta({ id: 'Template' });
export type Template = z.infer<typeof Template>;

export const Library = z.object({ templates: z.array(TemplateSummary), signaturesPaused: z.boolean() });

export const VersionSource = z.enum(['create', 'publish', 'draft', 'rollback', 'duplicate', 'import', 'schedule', 'rollout']);
export const Version = z
  .object({
    version: z.number(),
    publishedAt: z.string(),
    publishedBy: z.string(),
    source: VersionSource,
    fromVersion: z.number().nullable(),
    length: z.number(),
  })
  .meta({ id: 'TemplateVersion' });
export type Version = z.infer<typeof Version>;

export const DeletedTemplate = z.object({
  id: z.string(),
  name: z.string(),
  deletedAt: z.string(),
  deletedBy: z.string(),
  purgeAt: z.string(),
});

export const Bundle = z.strictObject({
  format: z.literal('signature-template'),
  formatVersion: z.literal(1),
  exportedAt: z.string().optional(),
  template: z.strictObject({ name: Name, html: Html, tracking: z.boolean().default(false), ...Languages }),
  images: z
    .array(z.strictObject({ name: AssetName, contentType: z.enum(IMAGE_TYPES), base64: z.base64('must be base64') }))
    .max(20, 'at most 20 images')
    .default([]),
});
export type Bundle = z.infer<typeof Bundle>;
