import type { Platform, Wired } from '../wiring.js';
import { TenantService } from './service.js';
import { TenantStore } from './store.js';
import { DomainIndexStore, VerifiedDomains } from './domain-index.js';

/** Organisations: onboarding through admin consent, the tenant gate and lifecycle. Billing answers who pays. */
export function wire(
  p: Pick<Platform, 'config' | 'storage' | 'directory' | 'outbox' | 'clock' | 'events' | 'tokens' | 'log'>,
): Wired<{ tenants: TenantService }> {
  const { config } = p;
  const domains = new VerifiedDomains(new DomainIndexStore(p.storage), { clock: p.clock, log: p.log });
  const tenants = new TenantService(new TenantStore(p.storage), {
    directory: p.directory,
    outbox: p.outbox,
    clock: p.clock,
    consent: {
      authority: config.IDP_AUTHORITY,
      clientId: config.API_CLIENT_ID,
      clientSecret: config.API_CLIENT_SECRET,
      baseUrl: config.BASE_URL,
      signingSecret: config.SIGNING_SECRET,
      keys: (tenantId) => p.tokens.keySet(tenantId),
    },
    events: p.events,
    domains,
  });
  return { facade: { tenants } };
}
