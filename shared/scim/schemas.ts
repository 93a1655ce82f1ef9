import { z } from 'zod';
import { JsonValue } from '../changelog/schemas.js';
import { MAX_PAGE, PATCH_OP } from './vocabulary.js';

const Meta = z.object({
  resourceType: z.string(),
  location: z.string(),
  lastModified: z.string().optional(),
  version: z.string().optional(),
});

/** A SCIM User as answered (RFC 7643 §4.1); the attributes it carries beside these are those a client set. */
export const ScimUserOut = z
  .object({
    schemas: z.array(z.string()),
    id: z.string(),
    userName: z.string(),
    active: z.boolean(),
    externalId: z.string().optional(),
    meta: Meta,
  })
  .catchall(JsonValue)
  .meta({ id: 'ScimUser' });

export const ScimList = z.object({
  schemas: z.array(z.string()),
  totalResults: z.number().int(),
  startIndex: z.number().int(),
  itemsPerPage: z.number().int(),
  Resources: z.array(z.object({ schemas: z.array(z.string()), id: z.string() }).catchall(JsonValue)),
});

/** A SCIM discovery document (RFC 7643 §5–7), typed loosely: its shape is the RFC's. */
export const ScimDocument = z.object({ schemas: z.array(z.string()) }).catchall(JsonValue);

export const ScimListQuery = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int('must be a whole number').min(1, 'starts at 1').default(1),
  count: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .default(100)
    .transform((n) => Math.min(n, MAX_PAGE)),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});

export const ScimIdParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'is not a user id') });

export const ScimPatchBody = z.object({
  schemas: z.array(z.string()).refine((s) => s.includes(PATCH_OP), `must name ${PATCH_OP}`),
  Operations: z
    .array(
      z.object({
        op: z.string().regex(/^(add|remove|replace)$/i, 'must be add, remove or replace'),
        path: z.string().max(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1, 'at least one operation')
    .max(100, 'at most 100 operations'),
});
