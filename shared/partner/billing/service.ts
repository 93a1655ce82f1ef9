import type { Actor } from '../../auth/principal.js';
import { partnerAccount } from '../../billing/account.js';
import { isPaying, type StripeAccounts } from '../../billing/stripe-accounts.js';
import type { ProfileBody } from '../../billing/schemas.js';
import type { BillingService } from '../../billing/service.js';
import { addDays, type Clock } from '../../clock.js';
import { refuse } from '../../http/errors.js';
import { eachItem, type JobCounts } from '../../job-items.js';
import type { Logger } from '../../log.js';
import type { PartnerBillingOverview, Released, SeatSync } from './schemas.js';
import { coverChanged } from '../relationships/service.js';
import { partnerTrail, type PartnerChange, type PartnerService } from '../service.js';
import type { PartnerUsage } from './usage.js';

/** A released client delivers on direct billing for this long before it needs its own subscription (DESIGN §11). */
const RELEASE_GRACE_DAYS = 30;
const PAGE = 'partner/billing';

const notAClient = () => refuse('client_not_found');

/**
 * Consolidated billing: one Stripe subscription for the partner (its own billing account beside the organisation's
 * direct one) whose quantity is the sum of its clients' billed seats, the 402 check's answer for managed clients,
 * and releasing a client to direct billing.
 */
export class PartnerBillingService {
  constructor(
    private readonly accounts: StripeAccounts,
    private readonly deps: {
      partners: PartnerService;
      usage: PartnerUsage;
      billing: BillingService;
      events: { emit(event: { type: 'billingChanged'; tenantId: string }): Promise<void> };
      clock: Clock;
      log: Logger;
    },
  ) {}

  /**
   * Whether the client's partner pays for it: the partner's consolidated subscription is running (active, or past
   * due while Stripe retries). The partner's own trial does not cover clients; each client has its own trial.
   */
  async covers(clientId: string): Promise<boolean> {
    const link = await this.deps.partners.managerOf(clientId);
    return !!link && isPaying(await this.accounts.state(partnerAccount(link.partnerId)));
  }

  /** The partner's subscription changed: every client's delivery depends on it, so their cached answers go. */
  async subscriptionChanged(partnerId: string): Promise<void> {
    for (const link of await this.deps.partners.clientsOf(partnerId))
      await this.deps.events.emit({ type: 'billingChanged', tenantId: link.clientId });
  }

  async overview(partnerId: string): Promise<PartnerBillingOverview> {
    const [state, usage] = await Promise.all([this.accounts.state(partnerAccount(partnerId)), this.deps.usage.usage(partnerId)]);
    const { subscriptionId, status, cancelAtPeriodEnd, currentPeriodEnd, seats, card, latestInvoice, updatedAt } = state;
    return {
      subscriptionId,
      status,
      cancelAtPeriodEnd,
      currentPeriodEnd,
      seats,
      card,
      latestInvoice,
      updatedAt,
      seatsToBill: usage.seatsBilled,
      clients: usage.clients.length,
    };
  }

  /** A hosted card-capture page that starts the consolidated subscription for the clients' billed seats now. */
  async checkout(partnerId: string): Promise<{ url: string }> {
    const { seatsBilled } = await this.deps.usage.usage(partnerId);
    return this.accounts.checkout(partnerAccount(partnerId), seatsBilled, PAGE);
  }

  portal(partnerId: string): Promise<{ url: string }> {
    return this.accounts.portal(partnerAccount(partnerId), PAGE);
  }

  /** Sets the subscription's quantity to the clients' billed seats now; 409 `no_subscription` without one running. */
  async sync(partnerId: string, actor: Actor): Promise<SeatSync> {
    const account = partnerAccount(partnerId);
    await this.accounts.running(account);
    const change = await this.accounts.setSeats(account, (await this.deps.usage.usage(partnerId)).seatsBilled, (details) =>
      trailed(partnerId, actor, { action: 'billing.seats_synced', details }),
    );
    return { ...(await this.overview(partnerId)), change };
  }

  /** Timer job: every partner with a running consolidated subscription is billed for its clients' seats. */
  syncAll(tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      this.deps.log,
      'partnerSeatSync',
      tenantIds,
      (tenantId) => ({ tenantId }),
      async (partnerId) => {
        if (!isPaying(await this.accounts.state(partnerAccount(partnerId)))) return 'skipped';
        const change = await this.accounts.setSeats(
          partnerAccount(partnerId),
          (await this.deps.usage.usage(partnerId)).seatsBilled,
          (details) => trailed(partnerId, { actor: 'Seat count' }, { action: 'billing.seats_synced', details }),
        );
        return change ? 'changed' : 'skipped';
      },
    );
  }

  async saveProfile(partnerId: string, actor: Actor, p: ProfileBody): Promise<ProfileBody> {
    return this.accounts.saveProfile(
      partnerAccount(partnerId),
      p,
      trailed(partnerId, actor, { action: 'billing.profile_saved', details: { name: p.name } }),
    );
  }

  invoices(partnerId: string) {
    return this.accounts.invoices(partnerAccount(partnerId));
  }

  adjustments(partnerId: string) {
    return this.accounts.adjustments(partnerAccount(partnerId));
  }

  /** A client leaving consolidated billing (released or revoking its partner) delivers on direct billing's grace. */
  startDirectGrace(clientId: string): Promise<string> {
    return this.deps.billing.startGrace(clientId, addDays(this.deps.clock.now(), RELEASE_GRACE_DAYS));
  }

  /**
   * Hands a client to direct billing: the relationship ends and the client delivers for RELEASE_GRACE_DAYS without a
   * subscription. Refused before the agreement; a client this partner does not manage is 404 whatever it is. The
   * grace is granted before the relationship ends, so the client is never left between the two uncovered.
   */
  async release(partnerId: string, actor: Actor, clientId: string): Promise<Released> {
    const partner = await this.deps.partners.requireAgreement(partnerId);
    if ((await this.deps.partners.managerOf(clientId))?.partnerId !== partnerId) throw notAClient();
    const now = this.deps.clock.now();
    const graceEndsAt = await this.startDirectGrace(clientId);
    const ended = await this.deps.partners.unlink(partnerId, clientId, {
      events: [coverChanged(clientId)],
      trail: [partnerTrail(partnerId, actor, { action: 'client.released', clientId, details: { graceEndsAt } })],
      log: [
        {
          actor: { actor: actor.actor, actorName: `${actor.actorName ?? actor.actor} via ${partner.name}` },
          change: { scope: 'tenant', action: 'managed.released', target: partner.name, details: { partnerId, graceEndsAt } },
        },
      ],
    });
    if (!ended) throw notAClient();
    return { clientId, releasedAt: now.toISOString(), billing: 'direct', graceEndsAt };
  }
}

/** One entry of the partner's audit trail, as after-commit work. */
const trailed = (partnerId: string, actor: Actor, change: PartnerChange) => ({ trail: [partnerTrail(partnerId, actor, change)] });
