import type { Platform, Wired } from '../wiring.js';
import { ApplyRollupStore } from './rollups.js';
import { ActivityService } from './service.js';
import { ActivityStore } from './store.js';

/** What the add-in reports it applied, and its daily rollups. */
export function wire({ storage, clock }: Pick<Platform, 'storage' | 'clock'>): Wired<{ activity: ActivityService }> {
  return { facade: { activity: new ActivityService(new ActivityStore(storage), { rollups: new ApplyRollupStore(storage), clock }) } };
}
