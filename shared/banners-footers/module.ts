import type { Platform, Wired } from '../wiring.js';
import { BannersFootersService } from './service.js';
import { BannersFootersStore } from './store.js';

/** Banners and footers added to signatures. */
export function wire({
  storage,
  outbox,
  clock,
}: Pick<Platform, 'storage' | 'outbox' | 'clock'>): Wired<{ bannersFooters: BannersFootersService }> {
  return { facade: { bannersFooters: new BannersFootersService(new BannersFootersStore(storage), { outbox, clock }) } };
}
