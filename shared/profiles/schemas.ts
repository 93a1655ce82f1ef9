import { z } from 'zod';
import { keySafe } from '../storage/keys.js';

const FIELD_TYPES = ['text', 'choice', 'url', 'email', 'phone'] as const;
const FieldType = z.enum(FIELD_TYPES);
const DEFAULT_MAX_LENGTH = 200;
export const PROFILE_SAVES_PER_MINUTE = 20;

const FieldKey = z
  .string()
  .regex(/^[\w-]{1,40}$/, 'letters, digits, "_" and "-", at most 40 characters')
  .superRefine(keySafe(40));

const Options = z
  .array(z.string().trim().min(1, 'an option cannot be empty').max(200))
  .min(1, 'a choice needs 1 to 24 options')
  .max(24, 'a choice needs 1 to 24 options')
  .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === o.length, 'options must be distinct');

const FieldShape = {
  label: z.string().trim().min(1, 'is required').max(100, 'at most 100 characters'),
  help: z.string().trim().max(500, 'at most 500 characters').default(''),
  type: FieldType,
  options: z.array(z.unknown()).optional(),
  maxLength: z.number().int('must be a whole number').min(1, 'from 1 to 500').max(500, 'from 1 to 500').default(DEFAULT_MAX_LENGTH),
  enabled: z.boolean().default(true),
};

/** Options are required (1 to 24, distinct) for `choice` and ignored for every other type. */
const withOptions = <T extends { type: z.infer<typeof FieldType>; options?: unknown[] }>(f: T, ctx: z.RefinementCtx) => {
  if (f.type !== 'choice') return { ...f, options: [] as string[] };
  const parsed = Options.safeParse(f.options ?? []);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: parsed.error.issues[0].message });
    return z.NEVER;
  }
  return { ...f, options: parsed.data };
};

export const CreateFieldBody = z.strictObject({ key: FieldKey, ...FieldShape }).transform(withOptions);
export const UpdateFieldBody = z.strictObject({ key: z.string().optional(), ...FieldShape }).transform(withOptions);
export const FieldParams = z.object({ key: FieldKey });

export const ProfileField = z.object({
  key: z.string(),
  label: z.string(),
  help: z.string(),
  type: FieldType,
  options: z.array(z.string()),
  maxLength: z.number(),
  enabled: z.boolean(),
});
export type ProfileField = z.infer<typeof ProfileField>;

export const ProfileValues = z.record(z.string(), z.string());
export type ProfileValues = z.infer<typeof ProfileValues>;
/** A save names the fields it changes; an empty string or null clears a value. */
export const SaveValuesBody = z.strictObject({ values: z.record(z.string(), z.string().nullable()) });

/** `POST /api/me/signature/preview`: values typed but not saved, and which signature to render. */
export const PreviewValuesBody = SaveValuesBody.extend({ type: z.enum(['new', 'reply']).default('new') });

/** The person's signature with the typed values (those that fit), and why the others were left out. */
export const OwnSignaturePreview = z.object({
  /** A standalone HTML document, images inlined; empty when no template is assigned to the mailbox. */
  html: z.string(),
  assigned: z.boolean(),
  problems: z.record(z.string(), z.string()),
});

export const ProfileValuesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().max(400).optional(),
});
export const AddressParams = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address').max(254)).superRefine(keySafe(254)),
});

/** One mailbox's values after a save. */
export const SavedValues = z.object({ address: z.string(), values: ProfileValues });

/** `GET /api/me/profile`: the fields to fill in, the values saved, and the directory attributes (read-only). */
export const OwnProfile = SavedValues.extend({
  fields: z.array(ProfileField),
  directory: z.object({
    displayName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    department: z.string().nullable(),
    companyName: z.string().nullable(),
    officeLocation: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    businessPhones: z.array(z.string()),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
});

/** `GET /api/admin/profile-values`: a page of the mailboxes with stored values, and the enabled fields. */
export const ValuesPage = z.object({
  fields: z.array(ProfileField),
  mailboxes: z.array(
    z.object({ address: z.string(), values: ProfileValues, updatedAt: z.string(), updatedBy: z.string(), completed: z.number() }),
  ),
  cursor: z.string().nullable(),
});

/** `GET /api/admin/fields`: the placeholders the editors offer, grouped. */
export const PlaceholderGroups = z.object({
  groups: z.array(
    z.object({
      group: z.string(),
      placeholders: z.array(z.object({ placeholder: z.string(), label: z.string(), section: z.string().optional() })),
    }),
  ),
});

/** `GET /api/signature/profile`: whether the mailbox has profile fields to fill in, and where the profile page is. */
export const AddinProfile = z.object({ editable: z.boolean(), fields: z.number(), missing: z.number(), url: z.string() });
