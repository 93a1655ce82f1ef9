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
