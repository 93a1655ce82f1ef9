import type { ServerSideSigning } from '../../shared/server-side/contract.js';

/** Until the service side is there, a relay that serves nobody: every sender is refused `550 5.7.1` at MAIL FROM. */
export const SERVES_NOBODY: ServerSideSigning = {
  served: async () => false,
  decide: async () => ({ action: 'pass', tenantId: null, reason: 'service_side_missing' }),
  record: async () => {},
};

/**
 * The service's `ServerSideSigning` from the services `createServices` built.
 * MERGE(srv-core): becomes `services.serverSide` once shared/server-side lands (the name agreed with it); until then
 * the relay starts and serves nobody.
 */
export function signingOf(services: object): ServerSideSigning {
  return (services as { serverSide?: ServerSideSigning }).serverSide ?? SERVES_NOBODY;
}
