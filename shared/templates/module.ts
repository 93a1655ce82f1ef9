import type { AssetService } from '../assets/service.js';
import { PartitionOutbox } from '../outbox/partition.js';
import type { RenderingService } from '../rendering/service.js';
import type { Platform, Wired } from '../wiring.js';
import { TemplateService } from './service.js';
import { TemplateStore } from './store.js';

/**
 * The template library, versions, review and delivery. Tells assets which templates use an image; rollouts, schedules
 * and rules tell it theirs (`templates.links`). Publishes keep their work in the templates table, drained by the timer.
 */
export function wire(
  deps: Pick<Platform, 'storage' | 'clock' | 'outbox' | 'log'> & { assets: AssetService; rendering: RenderingService },
): Wired<{ templates: TemplateService }> {
  const { storage, clock, outbox, log, assets, rendering } = deps;
  const store = new TemplateStore(storage);
  const publishes = new PartitionOutbox(store.outbox, { name: 'templates', outbox, log });
  const templates = new TemplateService(store, { assets, rendering, clock, outbox, publishes });
  assets.usageCheck.register((tenantId, name) => templates.usingImage(tenantId, name));
  return { facade: { templates }, outbox: { drains: [publishes] } };
}
