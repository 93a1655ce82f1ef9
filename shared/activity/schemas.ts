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
