import type { Platform, Wired } from '../wiring.js';
import { MailboxResolver } from './resolver.js';
import { RoundProgressStore } from './round-progress.js';
import { DirectorySnapshots } from './service.js';
import { SnapshotStore } from './store.js';
import { SyncStateStore } from './sync-state.js';

/** Resolving mailboxes against the directory (cached unless SIGNATURE_CACHE is off), and its nightly snapshots. */
export function wire({
  config,
  storage,
  directory,
  clock,
}: Pick<Platform, 'config' | 'storage' | 'directory' | 'clock'>): Wired<{ resolver: MailboxResolver; snapshots: DirectorySnapshots }> {
  return {
    facade: {
      resolver: new MailboxResolver(directory, clock, config.SIGNATURE_CACHE ? undefined : 0),
      snapshots: new DirectorySnapshots(new SnapshotStore(storage), {
        directory,
        clock,
        progress: new RoundProgressStore(storage),
        syncState: new SyncStateStore(storage),
      }),
    },
  };
}
