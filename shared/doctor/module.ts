import type { ActivityService } from '../activity/service.js';
import type { AssetService } from '../assets/service.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { ProfileService } from '../profiles/service.js';
import type { RenderingService } from '../rendering/service.js';
import type { TemplateService } from '../templates/service.js';
import type { Platform, Wired } from '../wiring.js';
import { DoctorService } from './service.js';
import { DoctorStore } from './store.js';

/** The signature doctor: findings on a body before it is published, and the findings recorded with each version. */
export function wire(
  deps: Pick<Platform, 'storage' | 'log' | 'images'> & {
    assets: AssetService;
    snapshots: DirectorySnapshots;
    profiles: ProfileService;
    activity: ActivityService;
    rendering: RenderingService;
    templates: TemplateService;
  },
): Wired<{ doctor: DoctorService }> {
  const { storage, log, images, assets, snapshots, profiles, activity, rendering, templates } = deps;
  return {
    facade: {
      doctor: new DoctorService(new DoctorStore(storage), { assets, snapshots, profiles, activity, rendering, templates, log, images }),
    },
  };
}
