import { signatureChanges, type DomainEvents } from '../events/bus.js';
import type { MailboxResolver } from '../directory/resolver.js';
import type { SignatureChanges } from '../rendering/generation.js';

/**
 * The signature cache follows every change to what signatures show: each bumps the tenant's generation, which keys
 * the cache. A change of an organisation's state also drops its cached directory resolutions.
 */
export function invalidateSignatures(
  events: DomainEvents,
  deps: { generations: SignatureChanges; resolver: Pick<MailboxResolver, 'forget'> },
): void {
  events.on('tenantStateChanged', (e) => deps.resolver.forget(e.tenantId));
  events.on(signatureChanges, (e) => deps.generations.bump(e.tenantId));
}
