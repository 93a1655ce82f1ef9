import type { ProfileService } from '../profiles/service.js';
import type { Platform, Wired } from '../wiring.js';
import { ImportService } from './service.js';
import { ImportStore } from './store.js';

/** The import layer: values from CSV imports and provisioning clients, laid over the directory's. */
export function wire({
  storage,
  outbox,
  clock,
  directory,
  profiles,
}: Pick<Platform, 'storage' | 'outbox' | 'clock' | 'directory'> & { profiles: ProfileService }): Wired<{ imports: ImportService }> {
  return { facade: { imports: new ImportService(new ImportStore(storage), { outbox, clock, directory, profiles }) } };
}
