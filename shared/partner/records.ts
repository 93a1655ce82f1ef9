import { z } from 'zod';
import { PartnerRole } from '../auth/roles.js';

/** The partner agreement in force; accepting an older version does not count. */
export const PARTNER_AGREEMENT_VERSION = '2026-11';

export const Agreement = z.object({ version: z.string(), acceptedAt: z.string(), acceptedBy: z.string() });
export type Agreement = z.infer<typeof Agreement>;

/** An organisation that accepted the partner agreement. */
export const Partner = z.object({ id: z.string(), name: z.string(), agreement: Agreement });
export type Partner = z.infer<typeof Partner>;

export const PartnerStaff = z.object({
  /** The person's directory object id; null for a seat given to an address before people were kept by id, until they sign in. */
  oid: z.string().nullable(),
  email: z.string(),
  role: PartnerRole,
  name: z.string().nullable(),
  addedAt: z.string(),
  addedBy: z.string(),
});
export type PartnerStaff = z.infer<typeof PartnerStaff>;

/** How a client came to be managed. */
export const LinkOrigin = z.enum(['invite', 'transfer']);
export type LinkOrigin = z.infer<typeof LinkOrigin>;

/** A managed client: recorded on the client's side (the truth) and indexed on the partner's side. */
export const ClientLink = z.object({
  partnerId: z.string(),
  partnerName: z.string(),
  clientId: z.string(),
  since: z.string(),
  via: LinkOrigin,
});
export type ClientLink = z.infer<typeof ClientLink>;

/** One entry of the partner-level audit trail. */
export const PartnerEvent = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  /** The client organisation the event concerns, if any. */
  clientId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type PartnerEvent = z.infer<typeof PartnerEvent>;

/**
 * What became of a write inside a client, as its `client.work` entry records it: `pending` until the answer is known
 * (and for good when recording it failed), `applied` (answered below 400), `refused` (answered 4xx: nothing changed),
 * `unknown` (the service failed: whether anything changed cannot be told). Entries written before outcomes were
 * recorded have none and were all applied.
 */
export const ClientWorkOutcome = z.enum(['pending', 'applied', 'refused', 'unknown']);
export type ClientWorkOutcome = z.infer<typeof ClientWorkOutcome>;

/**
 * The entry's details: the operation by its route, its id (named in the reader's language when read; entries written
 * before ids were kept have none) and its English summary, the client by name, and the outcome.
 */
export const ClientWorkDetails = z.object({
  operation: z.string(),
  operationId: z.string().optional(),
  summary: z.string(),
  clientName: z.string(),
  outcome: ClientWorkOutcome,
  /** The answer's status, once known. */
  status: z.number().optional(),
});
export type ClientWorkDetails = z.infer<typeof ClientWorkDetails>;
