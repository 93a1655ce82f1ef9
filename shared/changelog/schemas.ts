import { z } from 'zod';
import { DAY_MS } from '../clock.js';

export const Scope = z.enum(['template', 'tenant']);
export type Scope = z.infer<typeof Scope>;

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** Any JSON value: what an entry's details hold depends on its action. */
export const JsonValue: z.ZodType<Json> = z
  .lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(JsonValue), z.record(z.string(), JsonValue)]))
  .meta({ id: 'JsonValue', description: 'Any JSON value' });

/** An entry as stored. */
export const StoredChange = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  actorName: z.string().nullable(),
  keyId: z.string().nullable(),
  scope: Scope,
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), JsonValue).nullable(),
});
export type StoredChange = z.infer<typeof StoredChange>;

/** An entry as answered: what was stored, the sentence a person reads, and the template it concerns (for a link). */
export const ChangeEntry = StoredChange.extend({
  summary: z.string().describe('What changed, as a sentence: names rather than ids, dates for people'),
  templateId: z.string().nullable().describe('The template the change concerns, when it still has one'),
});
export type ChangeEntry = z.infer<typeof ChangeEntry>;

const LOG_LIMIT_DEFAULT = 100;
const LOG_LIMIT_MAX = 500;

export const LogQuery = z.object({
  scope: Scope.optional(),
  limit: z.coerce.number().int().min(1).max(LOG_LIMIT_MAX, `at most ${LOG_LIMIT_MAX}`).default(LOG_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});

export const LogPage = z.object({ entries: z.array(ChangeEntry), cursor: z.string().nullable() });

/** The widest range one export covers: a longer stretch is exported in parts. */
export const EXPORT_MAX_DAYS = 92;

const instant = z.iso.datetime({ offset: true, message: 'must be an ISO-8601 instant, e.g. 2026-01-31T00:00:00Z' });

export const ExportQuery = z
  .object({
    format: z.enum(['csv', 'jsonl'], { error: 'must be csv or jsonl' }),
    from: instant.describe('The first moment included'),
    to: instant.describe('The first moment no longer included'),
  })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be later than from' });
    else if (span > EXPORT_MAX_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${EXPORT_MAX_DAYS} days after from` });
  });
export type ExportQuery = z.infer<typeof ExportQuery>;
