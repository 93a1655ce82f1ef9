import { z } from 'zod';
import { APPLY_REASONS, CLIENT_FAMILIES } from '../activity/vocabulary.js';
import { ServerSideMode } from './contract.js';

export const SetupStep = z.object({
  id: z.string(),
  title: z.string(),
  explanation: z.string(),
  script: z.string().meta({ description: 'Exchange Online PowerShell, values quoted for this organisation' }),
});
export type SetupStep = z.infer<typeof SetupStep>;

const Reasons = z.array(z.object({ reason: z.enum(APPLY_REASONS), label: z.string(), count: z.number() }));

/** `GET /api/admin/server-side`: what the portal's page shows. */
export const ServerSidePage = z.object({
  mode: ServerSideMode,
  meetings: z.boolean(),
  relayHost: z.string().meta({ description: 'The relay’s public host: the smart host and the name on its certificate' }),
  domains: z.array(z.string()).meta({ description: 'The organisation’s verified domains (the senders the relay serves)' }),
  steps: z.array(SetupStep),
  counts: z.object({
    days: z.number(),
    signed: z.number(),
    unchanged: z.number(),
    failed: z.number(),
    reasons: Reasons,
    clients: z.array(
      z.object({ client: z.enum(CLIENT_FAMILIES), label: z.string(), signed: z.number(), unchanged: z.number(), failed: z.number() }),
    ),
  }),
});
export type ServerSidePage = z.infer<typeof ServerSidePage>;

/** A message as the portal shows it: parsed, its HTML through the service's sanitiser with its images inlined. */
export const MessageView = z.object({
  subject: z.string().nullable(),
  from: z.string().nullable(),
  to: z.array(z.string()),
  html: z.string().nullable(),
  text: z.string().nullable(),
  /** Set when the message is not shown whole: only its first bytes were kept, or it could not be read within the bounds. */
  problem: z.string().nullable(),
});
export type MessageView = z.infer<typeof MessageView>;

export const CheckOutcome = z.object({
  status: z.enum(['signed', 'unchanged', 'refused']),
  reason: z.string().nullable(),
  reasonLabel: z.string().nullable(),
  nextHop: z.string().nullable(),
  placement: z.string().nullable(),
  placementLabel: z.string().nullable().meta({ description: 'Where the signature went, in words' }),
});

/** `GET`/`POST /api/admin/server-side/check`. */
export const CheckState = z
  .object({
    state: z.enum(['none', 'waiting', 'received', 'expired']),
    code: z.string().nullable().meta({ description: 'What the test message’s subject must contain' }),
    startedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    receivedAt: z.string().nullable(),
    mailbox: z.string().nullable(),
    outcome: CheckOutcome.nullable(),
    message: MessageView.nullable().meta({ description: 'The message as it was handed on; null when it was not kept' }),
    kept: z
      .object({
        messageBytes: z.number().meta({ description: 'The size of the message as it was handed on' }),
        keptBytes: z.number().meta({ description: 'How many of its first bytes were kept (2 MB at most)' }),
        cut: z.boolean().meta({ description: 'Only the first `keptBytes` were kept: `message` shows what they hold, never the whole' }),
      })
      .nullable()
      .meta({ description: 'How much of the message was kept; null when none of it was' }),
    notKept: z.string().nullable().meta({ description: 'Why the message itself was not kept, when it was not' }),
  })
  .meta({ id: 'ServerSideCheck' });
export type CheckState = z.infer<typeof CheckState>;

/** `GET /api/admin/server-side/sink`: what the local mail sink received from this organisation. */
export const SinkMessages = z.object({
  running: z.boolean(),
  messages: z.array(
    z.object({ at: z.string(), sender: z.string(), recipients: z.array(z.string()), size: z.number(), message: MessageView }),
  ),
});
export type SinkMessages = z.infer<typeof SinkMessages>;
