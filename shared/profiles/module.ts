import type { Platform, Wired } from '../wiring.js';
import { ProfileService } from './service.js';
import { ProfileStore } from './store.js';

/** Custom profile fields and the values people and admins fill in. */
export function wire({
  storage,
  rateLimits,
  outbox,
  clock,
  directory,
}: Pick<Platform, 'storage' | 'rateLimits' | 'outbox' | 'clock' | 'directory'>): Wired<{ profiles: ProfileService }> {
  return { facade: { profiles: new ProfileService(new ProfileStore(storage), { limiter: rateLimits, outbox, clock, directory }) } };
}
