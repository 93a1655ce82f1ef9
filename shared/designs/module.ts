import { subscription } from '../events/bus.js';
import type { Platform, Wired } from '../wiring.js';
import { DesignService } from './service.js';
import { DesignStore } from './store.js';

/** What a design is rendered with, besides what the platform gives. */
type DesignReads = Omit<ConstructorParameters<typeof DesignService>[1], 'outbox' | 'clock' | 'iconBaseUrl'>;

/** Designs and the brand kit. A publish records the design its version was rendered from. */
export function wire({
  config,
  storage,
  outbox,
  clock,
  ...reads
}: Pick<Platform, 'config' | 'storage' | 'outbox' | 'clock'> & DesignReads): Wired<{ designs: DesignService }> {
  const designs = new DesignService(new DesignStore(storage), { ...reads, outbox, clock, iconBaseUrl: config.BASE_URL });
  return { facade: { designs }, subscriptions: [subscription('templatePublished', (e) => designs.onPublished(e))] };
}
