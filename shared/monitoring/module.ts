import type { ActivityService } from '../activity/service.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { ExclusionService } from '../exclusions/service.js';
import type { Platform, Wired } from '../wiring.js';
import { MonitoringService } from './service.js';

/** What administrators watch, read from activity, the directory snapshot and the exclusion list. */
export function wire(
  deps: Pick<Platform, 'clock'> & { activity: ActivityService; snapshots: DirectorySnapshots; exclusions: ExclusionService },
): Wired<{ monitoring: MonitoringService }> {
  const { activity, snapshots, exclusions, clock } = deps;
  return { facade: { monitoring: new MonitoringService({ activity, snapshots, exclusions, clock }) } };
}
