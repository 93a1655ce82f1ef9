import { z } from 'zod';
import { BillingOverview } from '../../billing/schemas.js';

/**
 * Where a client stands in the partner's consolidated billing: `billed` (its seats are in the partner's quantity),
 * `trial` (its own trial still runs: not billed yet), or not served (suspended, pending deletion, not onboarded:
 * nothing delivered, nothing billed).
 */
export const ClientBillingState = z.enum(['billed', 'trial', 'suspended', 'pending_deletion', 'not_onboarded']);
export type ClientBillingState = z.infer<typeof ClientBillingState>;

export const ClientUsage = z.object({
  tenantId: z.string(),
  name: z.string(),
  state: ClientBillingState,
  /** Seats billable on the client's cost list. */
  seats: z.number(),
  /** Seats this client adds to the partner's quantity (its seats when billed, else 0). */
  seatsBilled: z.number(),
  /** Managed since. */
  since: z.string(),
});
export type ClientUsage = z.infer<typeof ClientUsage>;

/** `GET /usage`: per client, and the total the consolidated subscription bills. */
export const Usage = z.object({ clients: z.array(ClientUsage), seatsBilled: z.number() });
export type Usage = z.infer<typeof Usage>;

/** `GET /billing`: the partner's mirrored subscription, and the seats its clients add up to now. */
export const PartnerBillingOverview = BillingOverview.pick({
  subscriptionId: true,
  status: true,
  cancelAtPeriodEnd: true,
  currentPeriodEnd: true,
  seats: true,
  card: true,
  latestInvoice: true,
  updatedAt: true,
}).extend({
  /** The sum of the clients' billed seats (what a sync sets the quantity to, at least one). */
  seatsToBill: z.number(),
  clients: z.number(),
});
export type PartnerBillingOverview = z.infer<typeof PartnerBillingOverview>;

/** `POST /billing/sync`: the overview afterwards, and the quantity change made (null when it already matched). */
export const SeatSync = PartnerBillingOverview.extend({ change: z.object({ from: z.number().nullable(), to: z.number() }).nullable() });
export type SeatSync = z.infer<typeof SeatSync>;

/** `GET /usage/periods`: already-invoiced periods of the partner, newest first, as reconciliation windows. */
export const ReconciliationPeriods = z.object({
  /** True when the invoices could not be read (the list is then empty). */
  unavailable: z.boolean(),
  periods: z.array(
    z.object({
      invoiceId: z.string(),
      number: z.string().nullable(),
      start: z.string(),
      end: z.string(),
      status: z.string().nullable(),
      amountDue: z.number(),
      amountPaid: z.number(),
      currency: z.string(),
    }),
  ),
});
export type ReconciliationPeriods = z.infer<typeof ReconciliationPeriods>;

/** `POST /clients/:tenantId/release`: the client is on direct billing, delivering until the grace ends. */
export const Released = z.object({ clientId: z.string(), releasedAt: z.string(), billing: z.literal('direct'), graceEndsAt: z.string() });
export type Released = z.infer<typeof Released>;
