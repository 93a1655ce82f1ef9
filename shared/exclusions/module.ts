import type { ActivityService } from '../activity/service.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { Platform, Wired } from '../wiring.js';
import { ExclusionService } from './service.js';
import { ExclusionStore } from './store.js';

/** The mailboxes left out of signatures and billing (or, in inclusion mode, the only ones in). */
export function wire({
  storage,
  directory,
  outbox,
  clock,
  activity,
  snapshots,
}: Pick<Platform, 'storage' | 'directory' | 'outbox' | 'clock'> & { activity: ActivityService; snapshots: DirectorySnapshots }): Wired<{
  exclusions: ExclusionService;
}> {
  return { facade: { exclusions: new ExclusionService(new ExclusionStore(storage), { directory, outbox, clock, activity, snapshots }) } };
}
