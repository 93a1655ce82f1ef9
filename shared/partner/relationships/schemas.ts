import { z } from 'zod';
import { domainOfAddress } from '../../directory/types.js';
import { LinkOrigin } from '../records.js';

/** How long an invitation's consent link can be used. */
export const INVITE_VALID_DAYS = 14;

/**
 * An invitation token: the inviting partner's organisation id, a dot, and 192 random bits. The partner id inside it
 * finds the invitation in the partner's own partition (no global index to keep consistent); it is no secret.
 */
export const INVITE_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{32})$/;
const InviteToken = z.string().regex(INVITE_TOKEN, 'must be an invitation token');

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** A domain name a person writes (`contoso.com`), in lower case. */
const DomainName = z.string().trim().toLowerCase().regex(DOMAIN, 'must be a domain name such as contoso.com');

export const InviteState = z.enum(['pending', 'accepted', 'revoked', 'expired']);
export type InviteState = z.infer<typeof InviteState>;

export const Invite = z.object({
  token: z.string(),
  /** The consent link to hand to the client's administrator. */
  link: z.string(),
  email: z.string().nullable(),
  /** Only an organisation whose directory verified this domain can accept it (the address's, or the one named); null: any. */
  domain: z.string().nullable(),
  note: z.string().nullable(),
  state: InviteState,
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string(),
  mailedAt: z.string().nullable(),
  /** The organisation that consented through it. */
  acceptedBy: z.object({ tenantId: z.string(), name: z.string() }).nullable(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type Invite = z.infer<typeof Invite>;

export const CreateInviteBody = z
  .strictObject({
    email: z.email('must be an e-mail address').max(254).optional(),
    /** The client's domain, for an invitation handed over without an address: only an organisation that verified it accepts. */
    domain: DomainName.optional(),
    note: z.string().trim().max(500, 'at most 500 characters').optional(),
    /** Mail the link to `email` (the default when an address is given). */
    send: z.boolean().optional(),
  })
  .optional()
  .superRefine((b, ctx) => {
    if (b?.send && !b.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'is needed to mail the invitation' });
    if (b?.email && b.domain && domainOfAddress(b.email) !== b.domain)
      ctx.addIssue({ code: 'custom', path: ['domain'], message: "must be the address's domain (or left out)" });
  });
export type CreateInviteBody = z.infer<typeof CreateInviteBody>;

/** Whether the link was mailed; a mail failure loses nothing, the invitation stands. */
const InviteMail = z.object({ sent: z.boolean(), to: z.string().nullable(), reason: z.string().nullable() });
export const CreatedInvite = Invite.extend({ mail: InviteMail });

export const InviteParams = z.object({ token: InviteToken });

export const TransferState = z.enum(['pending', 'approved', 'declined']);

export const Transfer = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  state: TransferState,
  requestedAt: z.string(),
  requestedBy: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
});
export type Transfer = z.infer<typeof Transfer>;

/** A takeover request names the organisation by one verified domain or by its directory tenant id. */
export const TransferRequestBody = z
  .strictObject({
    domain: DomainName.optional(),
    tenantId: z
      .guid('must be a directory tenant id')
      .transform((s) => s.toLowerCase())
      .optional(),
  })
  .refine((b) => (b.domain === undefined) !== (b.tenantId === undefined), {
    message: 'name the organisation by domain or by tenantId (one of them)',
  });
export type TransferRequestBody = z.infer<typeof TransferRequestBody>;

/** The partner managing an organisation, as the organisation sees it. */
const ManagedBy = z.object({ partnerId: z.string(), partnerName: z.string(), since: z.string(), via: LinkOrigin });

export const ManagedStatus = z.object({ managedBy: ManagedBy.nullable(), pendingTransfers: z.array(Transfer) });

export const TransferAnswer = z.object({
  transfer: Transfer,
  /** After an approval: the organisation's partner now, and the one it moved from. */
  managedBy: ManagedBy.nullable(),
  previous: z.object({ partnerId: z.string(), partnerName: z.string() }).nullable(),
});

/** The relationship ended; the organisation is on direct billing, delivering without a subscription until `graceEndsAt`. */
export const RevokedPartner = z.object({
  revoked: z.object({ partnerId: z.string(), partnerName: z.string() }),
  billing: z.literal('direct'),
  graceEndsAt: z.string(),
});
