import { z } from 'zod';
import { Capability } from '../auth/roles.js';
import { keySafe } from '../storage/keys.js';
import { JsonValue } from '../changelog/schemas.js';

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  /** As granted; an area retired since stays named here and grants nothing. */
  access: z.array(z.string()),
  readOnly: z.boolean(),
  expires: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsed: z.string().nullable(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
  createdByProvider: z.boolean(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const CreatedApiKey = ApiKey.extend({ secret: z.string() });

export const CreateKeyBody = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(80, 'at most 80 characters'),
  access: z
    .array(z.string())
    .min(1, 'at least one access area is required')
    .superRefine((areas, ctx) => {
      const unknown = areas.filter((a) => !Capability.options.includes(a as Capability));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `unrecognised access area: ${unknown.join(', ')}` });
      if (new Set(areas).size !== areas.length) ctx.addIssue({ code: 'custom', message: 'names an area twice' });
    })
    .transform((areas) => areas as Capability[]),
  readOnly: z.boolean().default(true),
  expires: z.iso
    .date('must be a date (YYYY-MM-DD)')
    .or(z.iso.datetime({ offset: true, message: 'must be a date or an ISO-8601 instant' }))
    .optional(),
});
export type CreateKeyBody = z.infer<typeof CreateKeyBody>;

export const KeyParams = z.object({
  id: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'is not a key id')
    .superRefine(keySafe(64)),
});

/** `GET /api/admin/api-reference.json`: an OpenAPI 3.1 document (its operations are JSON Schema, typed loosely here). */
export const OpenApiDocument = z.object({
  openapi: z.string(),
  info: z.object({
    title: z.string(),
    version: z.string(),
    description: z.string(),
    termsOfService: z.string(),
    contact: z.object({ name: z.string(), url: z.string() }),
    license: z.object({ name: z.string(), url: z.string() }),
  }),
  servers: z.array(z.object({ url: z.string(), description: z.string() })),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  tags: z.array(z.object({ name: z.string(), description: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), JsonValue)),
  components: z.record(z.string(), JsonValue),
});
