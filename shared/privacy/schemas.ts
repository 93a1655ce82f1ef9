import { z } from 'zod';
import { PlatformParams } from '../tenants/schemas.js';
import { PersonDataKindName } from './kinds.js';

/** The person a request names: an e-mail address (current or former) or a directory object id. */
export const PersonParams = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, 'must be an e-mail address or a directory object id')
    .max(254, 'at most 254 characters')
    .refine((s) => (s.includes('@') && !/\s/.test(s)) || /^[\w-]{1,64}$/.test(s), {
      message: 'must be an e-mail address or a directory object id',
    })
    .describe('An e-mail address the person has or had here, or their directory object id'),
});
export type PersonParams = z.infer<typeof PersonParams>;

export const PersonSummary = z.object({
  asked: z.string(),
  addresses: z.array(z.string()).describe('Every address the service holds data under for them, former ones included'),
  objectIds: z.array(z.string()),
});

export const KindCount = z.object({
  kind: PersonDataKindName,
  describes: z.string().describe('What this kind of data is, as a sentence'),
  count: z.number().int().describe('How many records of this kind the service holds about the person'),
  erasable: z.boolean().describe('False for the copy of the directory, which follows Microsoft Entra ID'),
});

export const PersonData = z.object({
  person: PersonSummary,
  kinds: z.array(KindCount),
  total: z.number().int(),
  erased: z.boolean().describe('Whether the person was erased before (new data about them is not kept from the directory)'),
});
export type PersonData = z.infer<typeof PersonData>;

export const ExportState = z.enum(['running', 'ready', 'downloaded', 'failed', 'expired']);
export type ExportState = z.infer<typeof ExportState>;

export const ExportJob = z.object({
  id: z.string(),
  state: ExportState,
  progress: z.object({ done: z.number().int(), total: z.number().int() }).describe('Kinds of data gathered so far, of all'),
  requestedAt: z.string(),
  expiresAt: z.string().describe('After this, the archive is removed whether or not it was downloaded'),
  downloadedAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof ExportJob>;

export const ExportParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'must be an export id') });

export const ExportQuery = z.object({
  download: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .describe('true: answer the archive itself (once, to whoever asked for it), when it is ready'),
});

export const ErasureReceipt = z.object({
  person: PersonSummary,
  pseudonym: z.string().describe('The name the change log now gives the person'),
  erasedAt: z.string(),
  kinds: z.array(z.object({ kind: PersonDataKindName, erased: z.number().int(), kept: z.string().nullable() })),
  total: z.number().int().describe('Records removed or pseudonymised by this request; 0 when nothing was left'),
});
export type ErasureReceipt = z.infer<typeof ErasureReceipt>;

export const PlatformPersonParams = PlatformParams.extend(PersonParams.shape);
export const PlatformExportParams = PlatformParams.extend(ExportParams.shape);
