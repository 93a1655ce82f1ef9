import type { Platform, Wired } from '../wiring.js';
import { PublishApproval } from './approval.js';
import { SettingsService } from './service.js';
import { SettingsStore } from './store.js';

/** The organisation's settings, and the publish-approval gate of the request pipeline that reads them. */
export function wire({
  storage,
  outbox,
}: Pick<Platform, 'storage' | 'outbox'>): Wired<{ settings: SettingsService; publishApproval: PublishApproval }> {
  const settings = new SettingsService(new SettingsStore(storage), { outbox });
  return { facade: { settings, publishApproval: new PublishApproval(settings) } };
}
