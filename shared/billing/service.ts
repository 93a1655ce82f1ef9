import type { Actor } from '../auth/principal.js';
import type { Change } from '../changelog/service.js';
import type { Clock } from '../clock.js';
import type { ExclusionService } from '../exclusions/service.js';
import { refuse } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { NO_CHANGE } from '../storage/update.js';
import { Registered } from '../registered.js';
import type { TenantService } from '../tenants/service.js';
import { directAccount } from './account.js';
import { isPaying, type StripeAccounts } from './stripe-accounts.js';
import type { Adjustments, BillingOverview, Invoices, ProfileBody, Reactivated } from './schemas.js';
import type { BillingState } from './store.js';

export type { BillingConfig } from './stripe-accounts.js';

const PAGE = 'billing';

/**
 * An organisation's own (direct) billing through Stripe: hosted checkout and portal, cancellation and reactivation,
 * the mirrored subscription, and whether the organisation is paid for (the billing half of the 402 check).
 */
export class BillingService {
  constructor(
    private readonly accounts: StripeAccounts,
    private readonly deps: {
      tenants: TenantService;
      exclusions: ExclusionService;
      clock: Clock;
      log: Logger;
    },
  ) {}

  /** How this instance's calls to Stripe (direct and partner billing alike) ended, for `/health`. */
  get stripeOutcomes() {
    return this.accounts.outcomes;
  }

  /** Partner billing, wired after billing, answers whether a partner's consolidated subscription pays for the organisation. */
  readonly consolidatedCheck = new Registered<(tenantId: string) => Promise<boolean>>(
    "whether a partner's consolidated subscription pays for an organisation",
  );

  private get consolidated(): (tenantId: string) => Promise<boolean> {
    return this.consolidatedCheck.one;
  }

  private state(tenantId: string): Promise<BillingState> {
    return this.accounts.state(directAccount(tenantId));
  }

  /** Inside the direct-billing grace that follows a partner's release. */
  private inGrace(state: BillingState): boolean {
    return !!state.graceEndsAt && Date.parse(state.graceEndsAt) > this.deps.clock.now().getTime();
  }

  /**
   * Whether the organisation is paid for (the trial is the tenant gate's business): its own running subscription,
   * the grace after a partner released it, or its partner's running consolidated subscription.
   */
  async paying(tenantId: string): Promise<boolean> {
    const state = await this.state(tenantId);
    return isPaying(state) || this.inGrace(state) || (await this.consolidated(tenantId));
  }

  async overview(tenantId: string): Promise<BillingOverview> {
    const [state, tenant, seats, consolidated] = await Promise.all([
      this.state(tenantId),
      this.deps.tenants.get(tenantId),
      this.deps.exclusions.overview(tenantId).then((o) => o.seatsBilled),
      this.consolidated(tenantId),
    ]);
    const inTrial = !!tenant && Date.parse(tenant.trialEndsAt) > this.deps.clock.now().getTime();
    const { customerId: _c, ...shown } = state;
    return {
      ...shown,
      trialEndsAt: tenant?.trialEndsAt ?? null,
      inTrial,
      consolidated,
      delivering: inTrial || isPaying(state) || this.inGrace(state) || consolidated,
      seatsToBill: seats,
    };
  }

  private async seats(tenantId: string): Promise<number> {
    return (await this.deps.exclusions.overview(tenantId)).seatsBilled;
  }

  /** A hosted card-capture page that starts the subscription for the seats billed now. */
  async checkout(tenantId: string): Promise<{ url: string }> {
    return this.accounts.checkout(directAccount(tenantId), await this.seats(tenantId), PAGE);
  }

  portal(tenantId: string): Promise<{ url: string }> {
    return this.accounts.portal(directAccount(tenantId), PAGE);
  }

  /** Ends the subscription at the close of the current period. */
  async cancel(tenantId: string, actor: Actor): Promise<BillingOverview> {
    await this.accounts.endAtPeriodEnd(directAccount(tenantId), true, (mirrored) =>
      logged(actor, { action: 'billing.cancelled', target: 'subscription', details: { endsAt: mirrored.currentPeriodEnd } }),
    );
    return this.overview(tenantId);
  }

  /** Inside the window: the scheduled end is lifted. After it: a new subscription starts (hosted checkout). */
  async reactivate(tenantId: string, actor: Actor): Promise<Reactivated> {
    const state = await this.state(tenantId);
    if (isPaying(state) && state.cancelAtPeriodEnd) {
      await this.accounts.endAtPeriodEnd(directAccount(tenantId), false, () =>
        logged(actor, { action: 'billing.reactivated', target: 'subscription' }),
      );
      return { ...(await this.overview(tenantId)), checkoutUrl: null };
    }
    if (isPaying(state)) throw refuse('not_cancelled');
    const { url } = await this.checkout(tenantId);
    return { ...(await this.overview(tenantId)), checkoutUrl: url };
  }

  async saveProfile(tenantId: string, actor: Actor, p: ProfileBody): Promise<ProfileBody> {
    return this.accounts.saveProfile(directAccount(tenantId), p, logged(actor, { action: 'billing.profile_saved', target: p.name }));
  }

  invoices(tenantId: string): Promise<Invoices> {
    return this.accounts.invoices(directAccount(tenantId));
  }

  adjustments(tenantId: string): Promise<Adjustments> {
    return this.accounts.adjustments(directAccount(tenantId));
  }

  /**
   * Direct billing after a partner released the organisation: delivery goes on without a subscription until `until`
   * (a grace already running longer is kept). Answers the end of the grace.
   */
  async startGrace(tenantId: string, until: Date): Promise<string> {
    const { state } = await this.accounts.update(
      directAccount(tenantId),
      (state) =>
        state.graceEndsAt && Date.parse(state.graceEndsAt) >= until.getTime()
          ? NO_CHANGE
          : { state: { ...state, graceEndsAt: until.toISOString(), updatedAt: this.deps.clock.now().toISOString() } },
      () => ({ events: [{ type: 'billingChanged', tenantId }] }),
    );
    return state.graceEndsAt ?? until.toISOString();
  }

  /** Brings the subscription's quantity in line with the seats billed now; answers whether it changed. */
  async syncSeats(tenantId: string): Promise<boolean> {
    const account = directAccount(tenantId);
    if (!isPaying(await this.accounts.state(account))) return false;
    const change = await this.accounts.setSeats(account, await this.seats(tenantId), (details) =>
      logged({ actor: 'Seat count' }, { action: 'billing.seats_changed', target: 'subscription', details }),
    );
    return change !== null;
  }

  /** Timer job: every paying organisation's seat quantity follows its cost list. */
  syncAllSeats(tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      this.deps.log,
      'billingSeatSync',
      tenantIds,
      (tenantId) => ({ tenantId }),
      async (tenantId) => ((await this.syncSeats(tenantId)) ? 'changed' : 'skipped'),
    );
  }

  /** The signed payment-provider call (direct and partner accounts alike). */
  webhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; type: string }> {
    return this.accounts.webhook(rawBody, signature);
  }
}

export type { BillingState };

/** One entry of the organisation's change log, as after-commit work. */
const logged = (actor: Actor, change: Omit<Change, 'scope'>) => ({ log: [{ actor, change: { scope: 'tenant' as const, ...change } }] });
