import type { Platform, Wired } from '../wiring.js';
import { AssetService } from './service.js';
import { AssetStore } from './store.js';

/** Uploaded images. The templates feature answers which templates use one (`usageCheck`). */
export function wire({ storage, outbox, images }: Pick<Platform, 'storage' | 'outbox' | 'images'>): Wired<{ assets: AssetService }> {
  return { facade: { assets: new AssetService(new AssetStore(storage), { outbox, images }) } };
}
