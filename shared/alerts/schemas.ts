import type { AlertWords } from './message.js';
import { z } from 'zod';
import { Address } from '../users/schemas.js';

/** What an organisation is alerted to. */
export const AlertKind = z.enum(['clientFailures', 'rolloutPaused', 'directorySync', 'relayPasses']);
export type AlertKind = z.infer<typeof AlertKind>;

export const MAX_RECIPIENTS = 50;

export const AlertRecipient = z.strictObject({
  email: Address,
  kinds: z
    .array(AlertKind)
    .min(1, 'at least one kind')
    .max(AlertKind.options.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'each kind once'),
});
export type AlertRecipient = z.infer<typeof AlertRecipient>;

export const AlertRecipientsBody = z.strictObject({
  recipients: z
    .array(AlertRecipient)
    .max(MAX_RECIPIENTS, `at most ${MAX_RECIPIENTS} recipients`)
    .refine((rs) => new Set(rs.map((r) => r.email)).size === rs.length, 'each address once'),
});
export type AlertRecipientsBody = z.infer<typeof AlertRecipientsBody>;

export const AlertRecipients = z.object({
  recipients: z.array(z.object({ email: z.string(), kinds: z.array(AlertKind) })),
  configured: z.boolean().describe('false: no Admin has set them yet, and every Admin receives every kind'),
});
export type AlertRecipients = z.infer<typeof AlertRecipients>;

/** One alert as it is mailed and delivered to webhooks subscribed to `alert`. */
export interface Alert {
  kind: AlertKind;
  /** Names the occurrence: the same key is alerted once while it lasts. */
  key: string;
  subject: string;
  sentences: string[];
  /** The same subject and sentences in the catalogue's terms, for readers of other languages than English. */
  words?: AlertWords;
  /** The portal page that shows it, below the portal's root (`monitoring`). */
  page: string;
}
