import { z } from 'zod';

/** What one source (a CSV import, a SCIM client) set for a mailbox: directory attributes and custom field values. */
export const ImportedValues = z.object({
  attributes: z.record(z.string(), z.string()),
  custom: z.record(z.string(), z.string()),
});
export type ImportedValues = z.infer<typeof ImportedValues>;

/** A mailbox's import layer as stored, with the SCIM facts kept beside it. */
export const ImportLayer = ImportedValues.extend({
  id: z.string(),
  address: z.string(),
  /** The identifier the provisioning client keeps for the person (SCIM `externalId`). */
  externalId: z.string().nullable(),
  /** False once a provisioning client deactivated the person: their imported values are not used. */
  active: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type ImportLayer = z.infer<typeof ImportLayer>;

export const ROW_ERROR_CODES = [
  'unknown_mailbox',
  'invalid_value',
  'duplicate_row',
  'formula_injection',
  'unknown_column',
  'too_large',
  'missing_mail',
  'invalid_csv',
] as const;
export const RowError = z.object({
  row: z.number().int().describe('The line of the file (the header is line 1); 0 for a problem of the whole file'),
  column: z.string().nullable().describe("The column's header, or null for the whole row"),
  code: z.enum(ROW_ERROR_CODES),
  message: z.string().describe('What is wrong, in a sentence'),
});
export type RowError = z.infer<typeof RowError>;

export const ValueChange = z.object({
  name: z.string().describe('The attribute or custom field key'),
  from: z.string().nullable().describe('The imported value before (null: the directory’s or nothing)'),
  to: z.string().nullable().describe('The imported value after (null: removed, the directory’s applies again)'),
});
export const MailboxChange = z.object({ mailbox: z.string(), values: z.array(ValueChange) });
export type MailboxChange = z.infer<typeof MailboxChange>;

export const ImportCounts = z.object({
  rows: z.number().int(),
  mailboxes: z.number().int().describe('Mailboxes whose imported values change'),
  values: z.number().int().describe('Values that change'),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportAnswer = z
  .object({
    changes: z.array(MailboxChange).describe('Every change by mailbox (the first 1,000 mailboxes; `counts` has them all)'),
    errors: z.array(RowError).describe('Problems by row (the first 1,000); any problem and nothing is applied'),
    applied: z.boolean(),
    counts: ImportCounts,
    truncated: z.boolean().describe('True when more changes or errors were found than are listed'),
  })
  .meta({ id: 'ImportAnswer' });
export type ImportAnswer = z.infer<typeof ImportAnswer>;

export const ImportQuery = z.object({
  dryRun: z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true'),
});

/** The CSV body as the route receives it (the raw text, parsed as it streams). */
export const CsvBody = z.object({ csv: z.string() });

const ColumnTarget = z.string().regex(/^[\w-]{1,40}$/, 'is not an attribute or field key');
export const ColumnMapping = z.object({
  columns: z
    .record(z.string().min(1).max(200), ColumnTarget)
    .refine((c) => Object.keys(c).length <= 100, 'at most 100 columns')
    .describe('Header as the file names it, and the attribute or custom field key it fills'),
});
export type ColumnMapping = z.infer<typeof ColumnMapping>;

export const LastImport = z.object({
  id: z.string(),
  at: z.string(),
  by: z.string(),
  counts: ImportCounts,
  undone: z.boolean(),
});
export type LastImport = z.infer<typeof LastImport>;

export const LayerSource = z.enum(['directory', 'import', 'person']);
export const LayerRow = z.object({
  name: z.string(),
  label: z.string(),
  value: z.string().nullable().describe('The value signatures use'),
  source: LayerSource.nullable().describe('Where the value used comes from (null: no layer has one)'),
  directory: z.string().nullable(),
  imported: z.string().nullable(),
  person: z.string().nullable(),
});
export type LayerRow = z.infer<typeof LayerRow>;
export const LayerView = z.object({ mailbox: z.string(), imported: z.boolean(), attributes: z.array(LayerRow) });
export type LayerView = z.infer<typeof LayerView>;

export const ImportJobPhase = z.enum(['checking', 'applying']);
export const ImportJob = z
  .object({
    id: z.string(),
    state: z
      .enum(['running', 'done', 'failed'])
      .describe('`failed`: the import stopped for a fault of the service; nothing more is applied'),
    dryRun: z.boolean(),
    startedAt: z.string(),
    progress: z.object({
      phase: ImportJobPhase.describe('Every row is checked first; an apply then writes the rows'),
      rows: z.number().int().describe('Rows done in this phase'),
      total: z.number().int().nullable().describe('Rows in the file, once the check has counted them'),
      percent: z.number().int().min(0).max(100).describe('How far the whole import is'),
    }),
    answer: ImportAnswer.nullable().describe('Once done: the same answer a direct import gives'),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof ImportJob>;
export const ImportJobParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'is not an import id') });
