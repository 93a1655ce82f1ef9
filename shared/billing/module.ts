import type { ExclusionService } from '../exclusions/service.js';
import type { TenantService } from '../tenants/service.js';
import type { Platform, Wired } from '../wiring.js';
import { BillingService } from './service.js';
import { BillingStore } from './store.js';
import { StripeAccounts } from './stripe-accounts.js';

/**
 * Direct billing, and the one Stripe account handler it shares with partner billing: a mirrored subscription
 * refreshes the answers that depend on it (the organisation's own, or every client of a partner). Tells organisations
 * whether one pays; partner billing tells it whether a partner's subscription pays for one (`consolidatedCheck`).
 */
export function wire(
  deps: Pick<Platform, 'config' | 'storage' | 'outbox' | 'clock' | 'log'> & { tenants: TenantService; exclusions: ExclusionService },
): Wired<{ accounts: StripeAccounts; billing: BillingService }> {
  const { config, storage, outbox, clock, log, tenants, exclusions } = deps;
  const accounts = new StripeAccounts(
    new BillingStore(storage),
    {
      tenants,
      outbox,
      clock,
      log,
      subscriptionChanged: (account) =>
        account.kind === 'direct'
          ? { type: 'billingChanged', tenantId: account.tenantId }
          : { type: 'partnerSubscriptionChanged', partnerId: account.tenantId },
    },
    {
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      priceId: config.STRIPE_PRICE_ID,
      waits: { tryTimeoutMs: config.STRIPE_TRY_TIMEOUT_MS, deadlineMs: config.STRIPE_DEADLINE_MS, maxRetries: config.STRIPE_RETRIES },
      portalUrl: `${config.BASE_URL}/admin`,
    },
  );
  const billing = new BillingService(accounts, { tenants, exclusions, clock, log });
  tenants.payingCheck.register((tenantId) => billing.paying(tenantId));
  return { facade: { accounts, billing } };
}
