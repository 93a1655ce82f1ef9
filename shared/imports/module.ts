import type { ProfileService } from '../profiles/service.js';
import type { Platform, Wired } from '../wiring.js';
import { ImportJobs } from './job.js';
import { ImportJobStore } from './job-store.js';
import { ImportService } from './service.js';
import { ImportStore } from './store.js';

/** The import layer: values from CSV imports and provisioning clients, laid over the directory's. */
export function wire({
  storage,
  outbox,
  clock,
  directory,
  log,
  profiles,
}: Pick<Platform, 'storage' | 'outbox' | 'clock' | 'directory' | 'log'> & { profiles: ProfileService }): Wired<{ imports: ImportService }> {
  const store = new ImportStore(storage);
  const deps = { outbox, clock, directory, profiles };
  const jobs = new ImportJobs(store, new ImportJobStore(storage), { ...deps, log });
  return { facade: { imports: new ImportService(store, deps, jobs) } };
}
