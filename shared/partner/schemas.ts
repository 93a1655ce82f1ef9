import { z } from 'zod';
import { PartnerRole } from '../auth/roles.js';
import { JsonValue } from '../changelog/schemas.js';
import { TenantState } from '../tenants/schemas.js';
import { Address } from '../users/schemas.js';
import { Agreement, LinkOrigin, PartnerEvent, PartnerStaff } from './records.js';

/** The person accepts the version they were shown; a stale page naming an older one is refused. */
export const AcceptAgreementBody = z.strictObject({ version: z.string().trim().min(1, 'is required').max(40) });

export const AcceptedAgreement = z.object({
  partner: z.object({ id: z.string(), name: z.string(), agreement: Agreement }),
  /** The caller's partner role afterwards (the first acceptance makes them the first Owner). */
  role: PartnerRole,
});

/** A person's place on their organisation's partner staff, as the portal shows it. */
export const PartnerMembership = z.object({
  id: z.string(),
  name: z.string(),
  role: PartnerRole,
  agreement: Agreement.extend({ current: z.boolean().describe('Whether the accepted version is the one in force') }),
});
export type PartnerMembership = z.infer<typeof PartnerMembership>;

export const PutStaffBody = z.strictObject({ email: Address, role: PartnerRole });
export const StaffList = z.object({ staff: z.array(PartnerStaff) });

const EVENTS_LIMIT_DEFAULT = 50;
const EVENTS_LIMIT_MAX = 200;
export const EventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(EVENTS_LIMIT_MAX, `at most ${EVENTS_LIMIT_MAX}`).default(EVENTS_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
/** As stored, with the details typed as the JSON they are written as. */
const PartnerEventOut = PartnerEvent.extend({
  details: z.record(z.string(), JsonValue).nullable(),
  summary: z.string().describe('What happened, as a sentence: names rather than ids, dates for people'),
});
export const EventsPage = z.object({ events: z.array(PartnerEventOut), cursor: z.string().nullable() });

/** The window the health of a client is judged over. */
export const HEALTH_DAYS = 7;

export const ClientSummary = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** The organisation's state for the service; `not_onboarded` when its record is gone. */
  state: z.union([TenantState, z.literal('not_onboarded')]),
  since: z.string(),
  via: LinkOrigin,
  /** Seats the organisation is billed for now; null when its directory could not be read. */
  seatsBilled: z.number().nullable(),
  billing: z.object({
    /** The organisation's own subscription status ('none' when it has none). */
    status: z.string(),
    inTrial: z.boolean(),
    trialEndsAt: z.string().nullable(),
    delivering: z.boolean(),
  }),
  health: z.object({
    days: z.number(),
    applied: z.number(),
    failed: z.number(),
    skipped: z.number(),
    /** applied / (applied + failed); null without attempts. */
    successRate: z.number().nullable(),
    lastActivityAt: z.string().nullable(),
  }),
});
export type ClientSummary = z.infer<typeof ClientSummary>;
export const ClientList = z.object({ clients: z.array(ClientSummary) });
