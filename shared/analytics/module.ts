import type { ActivityService } from '../activity/service.js';
import type { TemplateService } from '../templates/service.js';
import type { Platform, Wired } from '../wiring.js';
import { ClickRollupStore } from './rollup-store.js';
import { LinkService } from './service.js';
import { LinkStore } from './store.js';

/** Tracked links: slugs, the click redirect and the click reports. */
export function wire(
  deps: Pick<Platform, 'config' | 'storage' | 'clock' | 'log'> & { activity: ActivityService; templates: TemplateService },
): Wired<{ links: LinkService }> {
  const { config, storage, clock, log, activity, templates } = deps;
  const links = new LinkService(new LinkStore(storage), {
    rollups: new ClickRollupStore(storage),
    clock,
    log,
    clickUrl: config.CLICK_URL,
    activity,
    templates,
  });
  return { facade: { links } };
}
