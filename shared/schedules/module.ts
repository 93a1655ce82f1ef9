import type { RolloutService } from '../rollouts/service.js';
import type { TemplateService } from '../templates/service.js';
import type { Platform, Wired } from '../wiring.js';
import { ScheduleService } from './service.js';
import { ScheduleStore } from './store.js';

/** Publishes booked for later. A pending one refuses its template's deletion. */
export function wire(
  deps: Pick<Platform, 'storage' | 'outbox' | 'clock'> & { templates: TemplateService; rollouts: RolloutService },
): Wired<{ schedules: ScheduleService }> {
  const { storage, outbox, clock, templates, rollouts } = deps;
  const schedules = new ScheduleService(new ScheduleStore(storage), { templates, rollouts, outbox, clock });
  templates.links.blockers.register((tenantId, id) => schedules.blocksDeletion(tenantId, id));
  return { facade: { schedules } };
}
