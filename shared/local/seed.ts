import type { Services } from '../services.js';
import { DEMO_TENANT_ID } from './defaults.js';

/** The demo organisation, onboarded as if its administrator had granted consent. Idempotent. */
export async function seedDemo(services: Services): Promise<void> {
  await services.tenants.provision(DEMO_TENANT_ID, { actor: 'Local host seed' });
}
