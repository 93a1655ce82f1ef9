import { z } from 'zod';

/** Who decided: the add-in's compose route or the relay. */
export const TrailSource = z.enum(['addin', 'server']);
export type TrailSource = z.infer<typeof TrailSource>;
export const TrailOutcome = z.enum(['signed', 'passed', 'refused', 'failed']);
export type TrailOutcome = z.infer<typeof TrailOutcome>;

/** One decision of the message trail (DESIGN §15), as the route answers it. */
export const TrailEntry = z.object({
  at: z.string().describe('When it was decided (ISO 8601)'),
  mailbox: z.string(),
  source: TrailSource,
  messageId: z.string().optional().describe('The Internet Message-ID (the relay reads it; the add-in never sees one)'),
  templateId: z.string().optional(),
  version: z.number().optional(),
  ruleId: z.string().optional().describe('The rule that matched; absent when a role default or nothing decided'),
  language: z.string().optional().describe("The template's language variant chosen; absent: its default body"),
  outcome: TrailOutcome,
  reason: z.string().optional().describe('Why it passed, was refused or failed (the relay’s and the gate’s reasons), or `stale`'),
  type: z.enum(['new', 'reply']).optional(),
  domains: z
    .array(z.string())
    .optional()
    .describe("The recipients' domains (never addresses), as the decision took them: what the simulation reproduces it with"),
  explanation: z
    .string()
    .describe('What was decided and why, in sentences in the reader’s language (their own choice, else Accept-Language)'),
});
export type TrailEntry = z.infer<typeof TrailEntry>;

/** An entry as kept: with the facts its explanation is written from when read (JSON; absent in entries kept before). */
export const StoredTrailEntry = TrailEntry.extend({ facts: z.string().optional() });
export type StoredTrailEntry = z.infer<typeof StoredTrailEntry>;

const Instant = z.iso
  .datetime({ offset: true, message: 'must be an ISO-8601 instant, e.g. 2026-12-01T08:00:00Z' })
  .transform((s) => new Date(s));

/** `GET /api/admin/trail`: any one filter is enough; none at all is refused. */
export const TrailQuery = z
  .object({
    mailbox: z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address')).optional(),
    messageId: z
      .string()
      .trim()
      .min(3, 'must be a Message-ID such as <id@host>')
      .max(998, 'at most 998 characters')
      .optional()
      .meta({ description: 'The Internet Message-ID, with or without its angle brackets' }),
    from: Instant.optional(),
    to: Instant.optional(),
    limit: z.coerce.number().int().min(1).max(500, 'at most 500').default(100),
  })
  .refine((q) => q.mailbox || q.messageId || q.from || q.to, { message: 'name a mailbox, a messageId, or a time range (from, to)' })
  // zod runs refinements past continuable issues: a `from` or `to` that did not parse is still its text here.
  .refine((q) => !(q.from instanceof Date) || !(q.to instanceof Date) || q.from.getTime() <= q.to.getTime(), {
    message: 'from must not be after to',
    path: ['from'],
  });
export type TrailQuery = z.infer<typeof TrailQuery>;

export const TrailAnswer = z.object({ entries: z.array(TrailEntry) });

/** The retention an organisation sets for its trail, in days (default 30, at most 90). */
export const TrailRetentionDays = z.number().int('must be a whole number of days').min(1, 'at least 1 day').max(90, 'at most 90 days');
export const DEFAULT_TRAIL_RETENTION_DAYS = 30;
