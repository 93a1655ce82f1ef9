import type { ActivityService } from '../activity/service.js';
import type { TemplateService } from '../templates/service.js';
import type { Platform, Wired } from '../wiring.js';
import { RolloutService } from './service.js';
import { RolloutStore } from './store.js';

/** Staged rollouts of a template's new version. Tells templates when one is in flight, and refuses their deletion then. */
export function wire(
  deps: Pick<Platform, 'storage' | 'outbox' | 'clock'> & { templates: TemplateService; activity: ActivityService },
): Wired<{ rollouts: RolloutService }> {
  const { storage, outbox, clock, templates, activity } = deps;
  const rollouts = new RolloutService(new RolloutStore(storage), { templates, activity, outbox, clock });
  templates.links.rollouts.register(async (tenantId, id) => (await rollouts.running(tenantId, id)) !== null);
  templates.links.blockers.register((tenantId, id) => rollouts.blocksDeletion(tenantId, id));
  return { facade: { rollouts } };
}
