import { signatureChanges, subscription, type Subscription } from '../events/bus.js';
import type { MailboxResolver } from '../directory/resolver.js';
import type { SignatureChanges } from '../rendering/generation.js';

/**
 * The signature cache follows every change to what signatures show: each bumps the tenant's generation, which keys
 * the cache. A change of an organisation's state also drops its cached directory resolutions.
 */
export function signatureInvalidation(deps: { generations: SignatureChanges; resolver: Pick<MailboxResolver, 'forget'> }): Subscription[] {
  return [
    subscription('tenantStateChanged', (e) => deps.resolver.forget(e.tenantId)),
    subscription(signatureChanges, (e) => deps.generations.bump(e.tenantId)),
  ];
}
