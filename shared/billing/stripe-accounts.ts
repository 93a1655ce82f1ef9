import { DependencyOutcomes } from '../dependency-outcomes.js';
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { Clock } from '../clock.js';
import type { DomainEvent } from '../events/bus.js';
import { refuse } from '../http/errors.js';
import type { Logger } from '../log.js';
import type { Outbox, WorkInput } from '../outbox/outbox.js';
import { NO_CHANGE, retryOnConflict, type NoChange } from '../storage/update.js';
import type { TenantService } from '../tenants/service.js';
import { StripeEventObject, StripeInvoice, StripeSubscription, type Adjustments, type Invoices, type ProfileBody } from './schemas.js';
import type { BillingAccount } from './account.js';
import {
  billingUnavailable,
  fromEvent,
  fromStripe,
  providerError,
  stripeClient,
  UnexpectedAnswer,
  type StripeApi,
} from './stripe-client.js';
import type { StripeWaits } from './stripe-waits.js';
import { billingWitness, type BillingState, type BillingStore, type EventStamps } from './store.js';

export interface BillingConfig {
  secretKey?: string;
  webhookSecret?: string;
  apiBase?: string;
  priceId: string;
  portalUrl: string;
  waits: StripeWaits;
}

/** Subscription statuses under which signatures are delivered (past due keeps them while Stripe retries). */
const PAYING = new Set(['active', 'past_due']);
export const isPaying = (state: BillingState) => !!state.subscriptionId && PAYING.has(state.status);

interface AccountDeps {
  tenants: TenantService;
  outbox: Pick<Outbox, 'commit'>;
  clock: Clock;
  log: Logger;
  /** What announces that an account's mirrored subscription changed (delivery, and so cached answers, depend on it). */
  subscriptionChanged(account: BillingAccount): DomainEvent;
}

/** A change of an account's mirror: the next state (and event stamps), or NO_CHANGE. */
type AccountChange = (state: BillingState, stamps: EventStamps) => { state: BillingState; stamps?: Partial<EventStamps> } | NoChange;
/** The after-commit work of a change, given the state it left. */
type AccountWork = (after: BillingState) => WorkInput;

/**
 * The one place that talks to Stripe, for every billing account (an organisation's direct billing and a partner's
 * consolidated billing): customers, hosted pages, the subscription's seat quantity, invoices and credit notes, and
 * the signed webhook that mirrors them. What an account bills and who is told is its owner's business.
 */
export class StripeAccounts {
  private readonly stripe: StripeApi | null;
  /** How this instance's calls to Stripe ended, for `/health`. */
  readonly outcomes = new DependencyOutcomes();

  constructor(
    readonly store: BillingStore,
    private readonly deps: AccountDeps,
    private readonly cfg: BillingConfig,
  ) {
    this.stripe = stripeClient(cfg, this.outcomes);
  }

  private client(): StripeApi {
    if (!this.stripe) throw billingUnavailable();
    return this.stripe;
  }

  state(account: BillingAccount): Promise<BillingState> {
    return this.store.get(account);
  }

  /**
   * Changes the account's mirror without losing a concurrent change. A change with after-commit work (`work`, given
   * the state committed) commits through the outbox; one without keeps the outbox stamp the row carries, so that
   * earlier work is still found committed. Answers the state committed and whether it changed.
   */
  async update(account: BillingAccount, change: AccountChange, work?: AccountWork): Promise<{ state: BillingState; changed: boolean }> {
    return retryOnConflict(
      async () => {
        const { state, stamps, etag, stamp } = await this.store.read(account);
        const next = change(state, stamps);
        if (next === NO_CHANGE) return { state, changed: false };
        const write = (s: typeof stamp) => this.store.write(account, next.state, { ...stamps, ...next.stamps }, etag, s);
        if (work) await this.deps.outbox.commit(account.tenantId, work(next.state), billingWitness(account), write);
        else await write(stamp);
        return { state: next.state, changed: true };
      },
      { what: 'the billing state' },
    );
  }

  /** A change made at the payment provider (`run`) whose after-commit work must not be lost: the account's row witnesses it. */
  async provided<T>(account: BillingAccount, work: WorkInput, run: () => Promise<T>): Promise<T> {
    return this.deps.outbox.commit(account.tenantId, work, billingWitness(account), async (stamp) => {
      const done = await run();
      await this.store.stamp(account, stamp);
      return done;
    });
  }

  /**
   * The account's Stripe customer, created on first need. Calls racing here send the same idempotency key, so
   * Stripe creates one customer; the id is recorded by a conditional write, and one recorded first is kept.
   */
  private async customer(account: BillingAccount): Promise<string> {
    const state = await this.store.get(account);
    if (state.customerId) return state.customerId;
    const { tenantId, kind } = account;
    const tenant = await this.deps.tenants.get(tenantId);
    // The organisation's onboarding time keeps the key apart from a purged and re-onboarded organisation's.
    const key = `${kind === 'direct' ? 'customer' : 'partner-customer'}-${tenantId}-${tenant?.createdAt ?? ''}`;
    const c = await this.client().call((s, o) => s.customers.create({ name: tenant?.name, metadata: { tenantId, account: kind } }, o), key);
    const { state: recorded } = await this.update(account, (current) =>
      current.customerId ? NO_CHANGE : { state: { ...current, customerId: c.id, updatedAt: this.deps.clock.now().toISOString() } },
    );
    return recorded.customerId ?? c.id;
  }

  /** A hosted card-capture page that starts the account's subscription for `seats`; `page` is the portal page to return to. */
  async checkout(account: BillingAccount, seats: number, page: string): Promise<{ url: string }> {
    const stripe = this.client();
    const customer = await this.customer(account);
    const metadata = { tenantId: account.tenantId, account: account.kind };
    const session = await stripe.call(
      (s, o) =>
        s.checkout.sessions.create(
          {
            mode: 'subscription',
            customer,
            client_reference_id: account.tenantId,
            line_items: [{ price: this.cfg.priceId, quantity: Math.max(1, seats) }],
            subscription_data: { metadata },
            success_url: `${this.cfg.portalUrl}#/${page}?checkout=done`,
            cancel_url: `${this.cfg.portalUrl}#/${page}?checkout=cancelled`,
          },
          o,
        ),
      randomUUID(),
    );
    if (!session.url) throw providerError(new UnexpectedAnswer('no checkout page was returned'));
    return { url: session.url };
  }

  async portal(account: BillingAccount, page: string): Promise<{ url: string }> {
    const stripe = this.client();
    const customer = await this.customer(account);
    const session = await stripe.call(
      (s, o) => s.billingPortal.sessions.create({ customer, return_url: `${this.cfg.portalUrl}#/${page}` }, o),
      randomUUID(),
    );
    return { url: session.url };
  }

  /** The account's running subscription, or 409 `no_subscription`. */
  async running(account: BillingAccount): Promise<BillingState & { subscriptionId: string }> {
    const state = await this.store.get(account);
    if (!state.subscriptionId || !PAYING.has(state.status)) throw refuse('no_subscription');
    return { ...state, subscriptionId: state.subscriptionId };
  }

  /** Sets whether the running subscription ends at the close of its period; answers the mirrored state. */
  async endAtPeriodEnd(account: BillingAccount, end: boolean, work?: AccountWork): Promise<BillingState> {
    const { subscriptionId } = await this.running(account);
    const sub = await this.client().call((s, o) => s.subscriptions.update(subscriptionId, { cancel_at_period_end: end }, o), randomUUID());
    return this.mirror(account, sub, { work });
  }

  /**
   * Brings the running subscription's quantity to `seats` (at least one); answers the change, or null when there was
   * nothing to change or no running subscription. `work` is the change's own after-commit work besides the mirror's.
   */
  async setSeats(
    account: BillingAccount,
    seats: number,
    work?: (change: { from: number | null; to: number }) => WorkInput,
  ): Promise<{ from: number | null; to: number } | null> {
    const state = await this.store.get(account);
    if (!this.stripe || !state.subscriptionId || !state.itemId || !PAYING.has(state.status)) return null;
    const to = Math.max(1, seats);
    if (to === state.seats) return null;
    const { subscriptionId, itemId } = state;
    const sub = await this.stripe.call(
      (s, o) =>
        s.subscriptions.update(subscriptionId, { items: [{ id: itemId, quantity: to }], proration_behavior: 'create_prorations' }, o),
      randomUUID(),
    );
    const change = { from: state.seats, to };
    await this.mirror(account, sub, { work: work && (() => work(change)) });
    return change;
  }

  /** Saves the customer's billing profile at the provider; `work` is done after (the account's row witnesses it). */
  async saveProfile(account: BillingAccount, p: ProfileBody, work: WorkInput): Promise<ProfileBody> {
    const customer = await this.customer(account);
    await this.provided(account, work, () => this.updateCustomer(customer, p));
    return p;
  }

  private async updateCustomer(customer: string, p: ProfileBody): Promise<void> {
    const address = {
      line1: p.address.line1,
      line2: p.address.line2,
      city: p.address.city,
      postal_code: p.address.postalCode,
      country: p.address.country,
    };
    await this.client().call(
      (s, o) => s.customers.update(customer, { name: p.name, email: p.email, address, metadata: { vatId: p.vatId ?? '' } }, o),
      randomUUID(),
    );
  }

  /** The account's invoices as Stripe answers them; null when they cannot be read (not configured, provider down). */
  async listInvoices(account: BillingAccount): Promise<Stripe.Invoice[] | null> {
    if (!this.stripe) return null;
    const state = await this.store.get(account);
    if (!state.customerId) return [];
    try {
      const customer = state.customerId;
      return (await this.stripe.call((s, o) => s.invoices.list({ customer, limit: 24 }, o))).data;
    } catch (err) {
      this.deps.log.warn('invoices not read', { tenantId: account.tenantId, account: account.kind, error: (err as Error).message });
      return null;
    }
  }

  /** Newest first; an empty list and a flag (not an error) when the provider cannot be read. */
  async invoices(account: BillingAccount): Promise<Invoices> {
    const list = await this.listInvoices(account);
    if (!list) return { invoices: [], unavailable: true };
    return {
      unavailable: false,
      invoices: list
        .map((i) => ({
          id: i.id,
          number: i.number,
          date: new Date(i.created * 1000).toISOString(),
          amountDue: i.amount_due,
          amountPaid: i.amount_paid,
          currency: i.currency,
          status: i.status,
          hostedUrl: i.hosted_invoice_url ?? null,
          pdfUrl: i.invoice_pdf ?? null,
        }))
        .sort((a, b) => b.date.localeCompare(a.date)),
    };
  }

  /** Credits and corrections (credit notes), newest first, each with its category and reason. */
  async adjustments(account: BillingAccount): Promise<Adjustments> {
    const state = await this.store.get(account);
    if (!state.customerId) return { adjustments: [] };
    const customer = state.customerId;
    const list = await this.client().call((s, o) => s.creditNotes.list({ customer, limit: 100 }, o));
    return {
      adjustments: list.data
        .map((c) => ({
          id: c.id,
          date: new Date(c.created * 1000).toISOString(),
          amount: c.total,
          currency: c.currency,
          category: c.reason ?? 'other',
          reason: c.memo ?? null,
        }))
        .sort((a, b) => b.date.localeCompare(a.date)),
    };
  }

  /** The signed payment-provider call: verifies the signature, then mirrors what it says into the customer's account. */
  async webhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; type: string }> {
    if (!this.stripe || !this.cfg.webhookSecret) throw billingUnavailable();
    const sdk = await this.stripe.sdk();
    let event: Stripe.Event;
    try {
      event = sdk.webhooks.constructEvent(rawBody ?? Buffer.alloc(0), signature ?? '', this.cfg.webhookSecret);
    } catch {
      throw refuse('invalid_signature');
    }
    const object = fromEvent(StripeEventObject, event.data.object);
    const customerId = typeof object.customer === 'string' ? object.customer : object.customer?.id;
    const account = customerId ? await this.store.accountOf(customerId) : null;
    if (!account) return { received: true, type: event.type };
    // Stripe delivers at least once: an event applied before is acknowledged and not applied again. It counts as
    // applied only once its change committed (its after-commit work is then the outbox's), so a delivery that failed
    // anywhere before is applied again by the redelivery; applying is idempotent (the event stamps).
    if (await this.store.seenEvent(account.tenantId, event.id)) return { received: true, type: event.type };
    await this.apply(account, event);
    await this.store.markEvent(account.tenantId, event.id, this.deps.clock.now().toISOString());
    return { received: true, type: event.type };
  }

  /** Applies one event; an event older than the state it would replace (events arrive out of order) is ignored. */
  private async apply(account: BillingAccount, event: Stripe.Event) {
    const stripe = this.client();
    const object = fromEvent(StripeEventObject, event.data.object);
    if (event.type.startsWith('customer.subscription.')) {
      await this.mirror(account, fromEvent(StripeSubscription, event.data.object), { eventAt: event.created });
    } else if (event.type === 'checkout.session.completed' && object.subscription) {
      const id = object.subscription;
      await this.mirror(account, await stripe.call((s, o) => s.subscriptions.retrieve(id, undefined, o)), { eventAt: event.created });
    } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed' || event.type === 'invoice.finalized') {
      const i = fromEvent(StripeInvoice, event.data.object);
      await this.update(account, (state, stamps) =>
        event.created < stamps.invoiceEventAt
          ? NO_CHANGE
          : {
              state: {
                ...state,
                latestInvoice: {
                  id: i.id,
                  status: i.status,
                  amountDue: i.amount_due,
                  currency: i.currency,
                  hostedUrl: i.hosted_invoice_url ?? null,
                },
                updatedAt: this.deps.clock.now().toISOString(),
              },
              stamps: { invoiceEventAt: event.created },
            },
      );
    }
  }

  /**
   * Mirrors a subscription; delivery depends on it, so the account's owner is told (after the commit, through the
   * outbox, with the change's own `work`). `eventAt` is the creation time of the event that carried it: an event
   * older than the one last mirrored is ignored. A subscription read from the API (no event) is current and always
   * mirrored.
   */
  private async mirror(
    account: BillingAccount,
    answer: unknown,
    opts: { eventAt?: number; work?: AccountWork } = {},
  ): Promise<BillingState> {
    const { eventAt, work } = opts;
    const sub = fromStripe(StripeSubscription, answer);
    const item = sub.items?.data?.[0];
    const pm = sub.default_payment_method;
    const told = this.deps.subscriptionChanged(account);
    const { state } = await this.update(
      account,
      (state, stamps) => {
        if (eventAt !== undefined && eventAt < stamps.subscriptionEventAt) return NO_CHANGE;
        const card = pm && typeof pm === 'object' && pm.card ? { brand: pm.card.brand, last4: pm.card.last4 } : state.card;
        return {
          state: {
            ...state,
            subscriptionId: sub.id,
            status: sub.status,
            cancelAtPeriodEnd: sub.cancel_at_period_end,
            currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000).toISOString() : state.currentPeriodEnd,
            seats: item?.quantity ?? state.seats,
            itemId: item?.id ?? state.itemId,
            card,
            updatedAt: this.deps.clock.now().toISOString(),
          },
          ...(eventAt !== undefined ? { stamps: { subscriptionEventAt: eventAt } } : {}),
        };
      },
      (after) => {
        const own = work?.(after) ?? {};
        return { ...own, events: [told, ...(own.events ?? [])] };
      },
    );
    return state;
  }
}
