import { z } from 'zod';
import { APPLY_EVENTS, APPLY_REASONS, APPLY_SOURCES, CLIENT_FAMILIES } from './vocabulary.js';

const ClientHost = z
  .strictObject({
    name: z.string().max(60),
    version: z.string().max(60),
    platform: z.string().max(40),
  })
  .meta({ description: 'What Office reports: `mailbox.diagnostics.hostName`, `hostVersion` and `context.platform`' });

export const ReportBody = z.strictObject({
  type: z.enum(['new', 'reply']),
  outcome: z.enum(['applied', 'failed', 'skipped']),
  templateId: z.string().max(60).optional(),
  version: z.number().int().min(1).optional(),
  error: z.string().max(1000).optional(),
  client: z.string().max(200).optional(),
  host: ClientHost.optional(),
  event: z.enum(APPLY_EVENTS).optional().meta({ description: 'The launch event that started the attempt' }),
  reason: z.enum(APPLY_REASONS).optional().meta({ description: 'Why a failed or skipped attempt did not apply' }),
  durationMs: z.number().int().min(0).max(600_000).optional().meta({ description: 'From the event to `completed()`' }),
  stale: z
    .boolean()
    .optional()
    .meta({ description: 'The signature applied was served stale (`X-Signature-Stale`): the last good one, while storage was out' }),
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
  clientFamily: z.enum(CLIENT_FAMILIES).nullable(),
  clientVersion: z.string().nullable(),
  event: z.enum(APPLY_EVENTS).nullable(),
  reason: z.enum(APPLY_REASONS).nullable(),
  durationMs: z.number().nullable(),
  at: z.string(),
  source: z.enum(APPLY_SOURCES).meta({ description: 'Who applied it: the add-in, or the relay on the way out (`server`)' }),
  stale: z.boolean().optional().meta({ description: 'True when the add-in applied a signature served stale; absent otherwise' }),
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
export const SyncFailure = z
  .object({
    since: z.string().meta({ description: 'When the first of the failed runs in a row ran' }),
    lastAt: z.string(),
    runs: z.number().meta({ description: 'Failed runs in a row' }),
    cause: z.enum(['directory', 'service']).meta({ description: 'Microsoft 365 out or refusing, or the service itself' }),
  })
  .meta({ description: 'The nightly directory sync failing; null while it works' });

export const AttributeAudit = z.object({
  mailboxes: z.number(),
  syncFailure: SyncFailure.nullable(),
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

const ClientFigures = z.object({
  applied: z.number(),
  failed: z.number(),
  skipped: z.number(),
  /** Failed attempts over all attempts. */
  failureRate: z.number().nullable(),
  reasons: z.array(z.object({ reason: z.enum(APPLY_REASONS), label: z.string(), count: z.number() })),
  medianMs: z.number().nullable(),
  p95Ms: z.number().nullable(),
});

/** `GET /api/admin/activity/clients`: apply health per mail client and version, from the daily rollups. */
export const ClientHealthReport = z.object({
  days: z.number(),
  clients: z.array(
    ClientFigures.extend({
      client: z.enum(CLIENT_FAMILIES),
      label: z.string(),
      versions: z.array(ClientFigures.extend({ version: z.string() })),
    }),
  ),
});
export type ClientHealthReport = z.infer<typeof ClientHealthReport>;
