import Stripe from 'stripe';
import type { z } from 'zod';
import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import type { Clock } from '../clock.js';
import type { ExclusionService } from '../exclusions/service.js';
import { ApiError } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { Generations } from '../rendering/generation.js';
import type { TenantService } from '../tenants/service.js';
import { StripeEventObject, StripeInvoice, StripeSubscription, type Adjustments, type BillingOverview, type Invoices, type ProfileBody, type Reactivated } from './schemas.js';
import { NO_CHANGE } from '../storage/update.js';
import type { BillingState, BillingStore } from './store.js';

export interface BillingConfig {
  secretKey?: string;
  webhookSecret?: string;
  apiBase?: string;
  priceId: string;
  portalUrl: string;
}

/** Subscription statuses under which signatures are delivered (past due keeps them while Stripe retries). */
const PAYING = new Set(['active', 'past_due']);

const unavailable = () => new ApiError(503, 'billing_unavailable', 'Billing is not configured in this deployment');
const providerError = (err: unknown) =>
  new ApiError(502, 'payment_provider_error', `The payment provider refused: ${(err as Error).message}`, { reason: (err as Error).message });

/** Stripe's answer as the service reads it; anything else is the provider's fault (502), never a 500. */
function fromStripe<S extends z.ZodType>(schema: S, answer: unknown): z.infer<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw providerError(new Error('unexpected answer'));
  return parsed.data;
}

/** A signed event whose object is not what its type says is refused, changing nothing. */
function fromEvent<S extends z.ZodType>(schema: S, object: unknown): z.infer<S> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw new ApiError(400, 'invalid_event', 'The event does not carry the object its type names');
  return parsed.data;
}

function stripeClient(cfg: BillingConfig): Stripe | null {
  if (!cfg.secretKey) return null;
  if (!cfg.apiBase) return new Stripe(cfg.secretKey, { maxNetworkRetries: 1, timeout: 10_000 });
  const u = new URL(cfg.apiBase);
  return new Stripe(cfg.secretKey, {
    host: u.hostname,
    port: u.port || (u.protocol === 'http:' ? 80 : 443),
    protocol: u.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
    timeout: 10_000,
  });
}

/** Billing through Stripe: hosted checkout and portal, cancellation and reactivation, and the mirrored subscription. */
export class BillingService {
  private readonly stripe: Stripe | null;

  constructor(
    private readonly store: BillingStore,
    private readonly deps: { tenants: TenantService; exclusions: ExclusionService; generations: Generations; changelog: ChangeLogService; clock: Clock; log: Logger },
    private readonly cfg: BillingConfig,
  ) {
    this.stripe = stripeClient(cfg);
  }

  private client(): Stripe {
    if (!this.stripe) throw unavailable();
    return this.stripe;
  }

  /** Whether the organisation pays (the trial is the tenant gate's business). */
  async paying(tenantId: string): Promise<boolean> {
    return PAYING.has((await this.store.get(tenantId)).status);
  }

  async overview(tenantId: string): Promise<BillingOverview> {
    const [state, tenant, seats] = await Promise.all([
      this.store.get(tenantId),
      this.deps.tenants.get(tenantId),
      this.deps.exclusions.overview(tenantId).then((o) => o.seatsBilled),
    ]);
    const inTrial = !!tenant && Date.parse(tenant.trialEndsAt) > this.deps.clock.now().getTime();
    const { customerId: _c, ...shown } = state;
    return { ...shown, trialEndsAt: tenant?.trialEndsAt ?? null, inTrial, delivering: inTrial || PAYING.has(state.status), seatsToBill: seats };
  }

  /**
   * The organisation's Stripe customer, created on first need. Calls racing here send the same idempotency key, so
   * Stripe creates one customer; the id is recorded by a conditional write, and one recorded first is kept.
   */
  private async customer(tenantId: string): Promise<string> {
    const state = await this.store.get(tenantId);
    if (state.customerId) return state.customerId;
    const tenant = await this.deps.tenants.get(tenantId);
    const c = await this.client()
      // The organisation's onboarding time keeps the key apart from a purged and re-onboarded organisation's.
      .customers.create({ name: tenant?.name, metadata: { tenantId } }, { idempotencyKey: `customer-${tenantId}-${tenant?.createdAt ?? ''}` })
      .catch((e) => Promise.reject(providerError(e)));
    const { state: recorded } = await this.store.update(tenantId, (current) =>
      current.customerId ? NO_CHANGE : { state: { ...current, customerId: c.id, updatedAt: this.deps.clock.now().toISOString() } },
    );
    return recorded.customerId ?? c.id;
  }

  /** A hosted card-capture page that starts the subscription for the seats billed now. */
  async checkout(tenantId: string): Promise<{ url: string }> {
    const stripe = this.client();
    const customer = await this.customer(tenantId);
    const seats = Math.max(1, (await this.deps.exclusions.overview(tenantId)).seatsBilled);
    const session = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        customer,
        client_reference_id: tenantId,
        line_items: [{ price: this.cfg.priceId, quantity: seats }],
        subscription_data: { metadata: { tenantId } },
        success_url: `${this.cfg.portalUrl}#/billing?checkout=done`,
        cancel_url: `${this.cfg.portalUrl}#/billing?checkout=cancelled`,
      })
      .catch((e) => Promise.reject(providerError(e)));
    if (!session.url) throw providerError(new Error('no checkout page was returned'));
    return { url: session.url };
  }

  async portal(tenantId: string): Promise<{ url: string }> {
    const stripe = this.client();
    const session = await stripe.billingPortal.sessions
      .create({ customer: await this.customer(tenantId), return_url: `${this.cfg.portalUrl}#/billing` })
      .catch((e) => Promise.reject(providerError(e)));
    return { url: session.url };
  }

  private async subscription(tenantId: string) {
    const state = await this.store.get(tenantId);
    if (!state.subscriptionId || !PAYING.has(state.status)) throw new ApiError(409, 'no_subscription', 'The organisation has no running subscription');
    return state;
  }

  /** Ends the subscription at the close of the current period. */
  async cancel(tenantId: string, actor: Actor): Promise<BillingOverview> {
    const state = await this.subscription(tenantId);
    const sub = await this.client().subscriptions.update(state.subscriptionId!, { cancel_at_period_end: true }).catch((e) => Promise.reject(providerError(e)));
    const mirrored = await this.mirror(tenantId, sub);
    await this.deps.changelog.record(tenantId, actor, { scope: 'tenant', action: 'billing.cancelled', target: 'subscription', details: { endsAt: mirrored.currentPeriodEnd } });
    return this.overview(tenantId);
  }

  /** Inside the window: the scheduled end is lifted. After it: a new subscription starts (hosted checkout). */
  async reactivate(tenantId: string, actor: Actor): Promise<Reactivated> {
    const state = await this.store.get(tenantId);
    if (state.subscriptionId && PAYING.has(state.status) && state.cancelAtPeriodEnd) {
      const sub = await this.client().subscriptions.update(state.subscriptionId, { cancel_at_period_end: false }).catch((e) => Promise.reject(providerError(e)));
      await this.mirror(tenantId, sub);
      await this.deps.changelog.record(tenantId, actor, { scope: 'tenant', action: 'billing.reactivated', target: 'subscription' });
      return { ...(await this.overview(tenantId)), checkoutUrl: null };
    }
    if (state.subscriptionId && PAYING.has(state.status)) throw new ApiError(409, 'not_cancelled', 'The subscription is running and not set to end');
    const { url } = await this.checkout(tenantId);
    return { ...(await this.overview(tenantId)), checkoutUrl: url };
  }

  async saveProfile(tenantId: string, actor: Actor, p: ProfileBody): Promise<ProfileBody> {
    const customer = await this.customer(tenantId);
    await this.client()
      .customers.update(customer, {
        name: p.name,
        email: p.email,
        address: { line1: p.address.line1, line2: p.address.line2, city: p.address.city, postal_code: p.address.postalCode, country: p.address.country },
        metadata: { vatId: p.vatId ?? '' },
      })
      .catch((e) => Promise.reject(providerError(e)));
    await this.deps.changelog.record(tenantId, actor, { scope: 'tenant', action: 'billing.profile_saved', target: p.name });
    return p;
  }

  /** Newest first; an empty list and a flag (not an error) when the provider cannot be read. */
  async invoices(tenantId: string): Promise<Invoices> {
    const state = await this.store.get(tenantId);
    if (!state.customerId || !this.stripe) return { invoices: [], unavailable: !this.stripe };
    try {
      const list = await this.stripe.invoices.list({ customer: state.customerId, limit: 24 });
      return {
        unavailable: false,
        invoices: list.data
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
    } catch (err) {
      this.deps.log.warn('invoices not read', { tenantId, error: (err as Error).message });
      return { invoices: [], unavailable: true };
    }
  }

  /** Credits and corrections (credit notes), newest first, each with its category and reason. */
  async adjustments(tenantId: string): Promise<Adjustments> {
    const state = await this.store.get(tenantId);
    if (!state.customerId) return { adjustments: [] };
    const list = await this.client().creditNotes.list({ customer: state.customerId, limit: 100 }).catch((e) => Promise.reject(providerError(e)));
    return {
      adjustments: list.data
        .map((c) => ({ id: c.id, date: new Date(c.created * 1000).toISOString(), amount: c.total, currency: c.currency, category: c.reason ?? 'other', reason: c.memo ?? null }))
        .sort((a, b) => b.date.localeCompare(a.date)),
    };
  }

  /** Brings the subscription's quantity in line with the seats billed now; answers whether it changed. */
  async syncSeats(tenantId: string): Promise<boolean> {
    const state = await this.store.get(tenantId);
    if (!this.stripe || !state.subscriptionId || !state.itemId || !PAYING.has(state.status)) return false;
    const seats = Math.max(1, (await this.deps.exclusions.overview(tenantId)).seatsBilled);
    if (seats === state.seats) return false;
    const sub = await this.stripe.subscriptions.update(state.subscriptionId, { items: [{ id: state.itemId, quantity: seats }], proration_behavior: 'create_prorations' });
    await this.mirror(tenantId, sub);
    await this.deps.changelog.record(tenantId, { actor: 'Seat count' }, { scope: 'tenant', action: 'billing.seats_changed', target: 'subscription', details: { from: state.seats, to: seats } });
    return true;
  }

  /** Timer job: every paying organisation's seat quantity follows its cost list. */
  syncAllSeats(tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(this.deps.log, 'billingSeatSync', tenantIds, (tenantId) => ({ tenantId }), async (tenantId) =>
      (await this.syncSeats(tenantId)) ? 'changed' : 'skipped',
    );
  }

  /** The signed payment-provider call: verifies the signature, then mirrors what it says. */
  async webhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; type: string }> {
    if (!this.stripe || !this.cfg.webhookSecret) throw unavailable();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody ?? Buffer.alloc(0), signature ?? '', this.cfg.webhookSecret);
    } catch {
      throw new ApiError(400, 'invalid_signature', 'The payment provider signature does not verify');
    }
    const object = fromEvent(StripeEventObject, event.data.object);
    const customerId = typeof object.customer === 'string' ? object.customer : object.customer?.id;
    const tenantId = customerId ? await this.store.tenantOf(customerId) : null;
    if (!tenantId) return { received: true, type: event.type };
    // Stripe delivers at least once: an event seen before is acknowledged and not applied again.
    if (!(await this.store.markEvent(tenantId, event.id, this.deps.clock.now().toISOString()))) return { received: true, type: event.type };
    try {
      await this.apply(tenantId, event);
    } catch (err) {
      await this.store.unmarkEvent(tenantId, event.id);
      throw err;
    }
    return { received: true, type: event.type };
  }

  /** Applies one event; an event older than the state it would replace (events arrive out of order) is ignored. */
  private async apply(tenantId: string, event: Stripe.Event) {
    const stripe = this.client();
    const object = fromEvent(StripeEventObject, event.data.object);
    if (event.type.startsWith('customer.subscription.')) {
      await this.mirror(tenantId, fromEvent(StripeSubscription, event.data.object), event.created);
    } else if (event.type === 'checkout.session.completed' && object.subscription) {
      await this.mirror(tenantId, await stripe.subscriptions.retrieve(object.subscription), event.created);
    } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed' || event.type === 'invoice.finalized') {
      const i = fromEvent(StripeInvoice, event.data.object);
      await this.store.update(tenantId, (state, stamps) =>
        event.created < stamps.invoiceEventAt
          ? NO_CHANGE
          : {
              state: {
                ...state,
                latestInvoice: { id: i.id, status: i.status, amountDue: i.amount_due, currency: i.currency, hostedUrl: i.hosted_invoice_url ?? null },
                updatedAt: this.deps.clock.now().toISOString(),
              },
              stamps: { invoiceEventAt: event.created },
            },
      );
    }
  }

  /**
   * Mirrors a subscription; delivery depends on it, so rendered answers are refreshed. `eventAt` is the creation time
   * of the event that carried it: an event older than the one last mirrored is ignored. A subscription read from
   * the API (no event) is current and always mirrored.
   */
  private async mirror(tenantId: string, answer: unknown, eventAt?: number): Promise<BillingState> {
    const sub = fromStripe(StripeSubscription, answer);
    const item = sub.items?.data?.[0];
    const pm = sub.default_payment_method;
    const { state, changed } = await this.store.update(tenantId, (state, stamps) => {
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
    });
    if (changed) await this.deps.generations.bump(tenantId);
    return state;
  }
}

export type { BillingState };
