import type { Platform, Wired } from '../wiring.js';
import { ApiKeyService } from './service.js';
import { ApiKeyStore } from './store.js';

/** Tenant API keys: managed by admins, and the key steps of the request pipeline (`keyAuth`). */
export function wire({
  storage,
  rateLimits,
  outbox,
  clock,
}: Pick<Platform, 'storage' | 'rateLimits' | 'outbox' | 'clock'>): Wired<{ apiKeys: ApiKeyService; keyAuth: ApiKeyService }> {
  const apiKeys = new ApiKeyService(new ApiKeyStore(storage), { limiter: rateLimits, outbox, clock });
  return { facade: { apiKeys, keyAuth: apiKeys } };
}
