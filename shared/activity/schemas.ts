import { z } from 'zod';

export const ReportBody = z.strictObject({
  type: z.enum(['new', 'reply']),
  outcome: z.enum(['applied', 'failed', 'skipped']),
  templateId: z.string().max(60).optional(),
  version: z.number().int().min(1).optional(),
  error: z.string().max(1000).optional(),
  client: z.string().max(200).optional(),
  /** Ignored: the mailbox comes from the verified token, never from the payload. */
  email: z.string().max(254).optional(),
  mailbox: z.string().max(254).optional(),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const ApplyEvent = z.object({
  /** The mailbox of the verified token. */
  mailbox: z.string(),
  reportedBy: z.string(),
  type: z.enum(['new', 'reply']),
  outcome: z.enum(['applied', 'failed', 'skipped']),
  templateId: z.string().nullable(),
  version: z.number().nullable(),
  error: z.string().nullable(),
  client: z.string().nullable(),
  at: z.string(),
});
export type ApplyEvent = z.infer<typeof ApplyEvent>;

const Outcome = ApplyEvent.shape.outcome;

/** `GET /api/admin/activity`: the 30-day rollup per mailbox, the recent feed and adoption. */
export const ActivityReport = z.object({
  days: z.number(),
  mailboxes: z.array(
    z.object({
      mailbox: z.string(),
      applied: z.number(),
      failed: z.number(),
      skipped: z.number(),
      lastOutcome: Outcome,
      lastAt: z.string(),
      lastClient: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
  feed: z.array(ApplyEvent),
  adoption: z.object({ mailboxes: z.number(), applying: z.number(), rate: z.number().nullable() }),
});
export type ActivityReport = z.infer<typeof ActivityReport>;

/** `GET /api/admin/audit`: directory attribute coverage of the mailboxes served. */
export const AttributeAudit = z.object({
  mailboxes: z.number(),
  leftOut: z.object({ external: z.number(), excluded: z.number() }),
  coverage: z.array(
    z.object({
      attribute: z.string(),
      label: z.string().meta({ description: 'The attribute as the editor’s placeholder list names it' }),
      present: z.number(),
      missing: z.number(),
      rate: z.number().nullable(),
    }),
  ),
});
export type AttributeAudit = z.infer<typeof AttributeAudit>;
