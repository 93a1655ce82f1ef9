import type { DirectorySnapshots } from '../directory/service.js';
import type { Platform, Wired } from '../wiring.js';
import { PhotoService } from './service.js';
import { PhotoStore } from './store.js';

/** People's photos: synced from the directory, or uploaded by the person. */
export function wire(
  deps: Pick<Platform, 'config' | 'storage' | 'directory' | 'events' | 'outbox' | 'clock' | 'images'> & { snapshots: DirectorySnapshots },
): Wired<{ photos: PhotoService }> {
  const { config, storage, directory, events, outbox, clock, images, snapshots } = deps;
  const photos = new PhotoService(new PhotoStore(storage), {
    directory,
    snapshots,
    events,
    outbox,
    clock,
    baseUrl: config.BASE_URL,
    images,
  });
  return { facade: { photos } };
}
