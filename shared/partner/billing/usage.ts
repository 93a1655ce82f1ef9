import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { partnerAccount } from '../../billing/account.js';
import type { StripeAccounts } from '../../billing/stripe-accounts.js';
import type { Clock } from '../../clock.js';
import type { ExclusionService } from '../../exclusions/service.js';
import type { TenantService } from '../../tenants/service.js';
import type { ClientBillingState, ClientUsage, ReconciliationPeriods, Usage } from './schemas.js';
import type { ClientLink } from '../records.js';
import type { PartnerService } from '../service.js';

/** The parts of a Stripe invoice a reconciliation window is read from. */
const InvoicePeriod = z.looseObject({
  id: z.string(),
  number: z.string().nullish(),
  status: z.string().nullish(),
  period_start: z.number(),
  period_end: z.number(),
  amount_due: z.number(),
  amount_paid: z.number(),
  currency: z.string(),
  lines: z
    .looseObject({ data: z.array(z.looseObject({ period: z.looseObject({ start: z.number(), end: z.number() }).nullish() })) })
    .nullish(),
});
/** Drafts are not invoiced yet and voided invoices never were. */
const INVOICED = new Set(['open', 'paid', 'uncollectible']);
const iso = (unix: number) => new Date(unix * 1000).toISOString();

const CSV_COLUMNS = [
  { key: 'tenantId', header: 'Client tenant id' },
  { key: 'name', header: 'Client name' },
  { key: 'state', header: 'State' },
  { key: 'seats', header: 'Seats' },
  { key: 'seatsBilled', header: 'Seats billed' },
  { key: 'since', header: 'Managed since' },
] satisfies { key: keyof ClientUsage; header: string }[];

/** Usage rows as CSV; a function of its own so the writer can be fed its worst case without a partner's storage. */
export const usageCsv = (clients: readonly ClientUsage[]): string =>
  stringify([...clients], {
    header: true,
    columns: CSV_COLUMNS,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });

/**
 * A partner's usage for rebilling its clients: per client its seats and whether they are billed, as JSON or CSV,
 * and the periods already invoiced to the partner to reconcile against.
 */
export class PartnerUsage {
  constructor(
    private readonly deps: {
      partners: PartnerService;
      tenants: TenantService;
      exclusions: ExclusionService;
      accounts: StripeAccounts;
      clock: Clock;
    },
  ) {}

  /** One managed client: its own trial runs before it is billed; an organisation not served is neither. */
  private async client(link: ClientLink): Promise<ClientUsage> {
    const tenant = await this.deps.tenants.get(link.clientId);
    const row = { tenantId: link.clientId, name: tenant?.name ?? link.clientId, since: link.since };
    if (!tenant) return { ...row, state: 'not_onboarded', seats: 0, seatsBilled: 0 };
    if (tenant.state !== 'active') return { ...row, state: tenant.state, seats: 0, seatsBilled: 0 };
    const seats = (await this.deps.exclusions.overview(link.clientId)).seatsBilled;
    const state: ClientBillingState = Date.parse(tenant.trialEndsAt) > this.deps.clock.now().getTime() ? 'trial' : 'billed';
    return { ...row, state, seats, seatsBilled: state === 'billed' ? seats : 0 };
  }

  async usage(partnerId: string): Promise<Usage> {
    const links = await this.deps.partners.clientsOf(partnerId);
    const clients = (await Promise.all(links.map((l) => this.client(l)))).sort(
      (a, b) => a.name.localeCompare(b.name) || a.tenantId.localeCompare(b.tenantId),
    );
    return { clients, seatsBilled: clients.reduce((sum, c) => sum + c.seatsBilled, 0) };
  }

  /**
   * The usage as CSV (RFC 4180: CRLF between records, fields quoted where needed). A cell starting with `=`, `+`,
   * `-`, `@`, tab or carriage return is prefixed with `'` so a spreadsheet does not run it as a formula.
   */
  async csv(partnerId: string): Promise<string> {
    return usageCsv((await this.usage(partnerId)).clients);
  }

  /** Invoiced periods newest first; empty with a flag (not an error) when the invoices cannot be read. */
  async periods(partnerId: string): Promise<ReconciliationPeriods> {
    const list = await this.deps.accounts.listInvoices(partnerAccount(partnerId));
    const parsed = z.array(InvoicePeriod).safeParse(list);
    if (!list || !parsed.success) return { unavailable: true, periods: [] };
    const periods = parsed.data
      .filter((i) => INVOICED.has(i.status ?? ''))
      .map((i) => {
        // A subscription invoice bills its lines' service period; the invoice's own period is the fallback.
        const lines = (i.lines?.data ?? []).flatMap((l) => (l.period ? [l.period] : []));
        const start = lines.length ? Math.min(...lines.map((p) => p.start)) : i.period_start;
        const end = lines.length ? Math.max(...lines.map((p) => p.end)) : i.period_end;
        return {
          invoiceId: i.id,
          number: i.number ?? null,
          start: iso(start),
          end: iso(end),
          status: i.status ?? null,
          amountDue: i.amount_due,
          amountPaid: i.amount_paid,
          currency: i.currency,
        };
      })
      .sort((a, b) => b.start.localeCompare(a.start));
    return { unavailable: false, periods };
  }
}
