import type { Platform, Wired } from '../wiring.js';
import { UserService } from './service.js';
import { UserStore } from './store.js';

/** The organisation's portal users and their roles. */
export function wire({
  storage,
  directory,
  outbox,
  clock,
}: Pick<Platform, 'storage' | 'directory' | 'outbox' | 'clock'>): Wired<{ users: UserService }> {
  return { facade: { users: new UserService(new UserStore(storage), { directory, outbox, clock }) } };
}
