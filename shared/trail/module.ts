import type { SettingsService } from '../settings/service.js';
import type { Platform, Wired } from '../wiring.js';
import type { AddinReads } from './addin.js';
import { TrailService } from './service.js';
import { TrailStore } from './store.js';
import { TrailWriter } from './writer.js';

/** The message trail: what the add-in's compose route and the relay decided, message by message, and why. */
export function wire(
  p: Pick<Platform, 'storage' | 'clock' | 'log'> & AddinReads & { settings: Pick<SettingsService, 'get'> },
): Wired<{ trail: TrailService }> {
  const store = new TrailStore(p.storage);
  return { facade: { trail: new TrailService({ ...p, store, writer: new TrailWriter(store, p.log) }) } };
}
