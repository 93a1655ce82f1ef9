import type { ChangeLogService } from '../changelog/service.js';
import type { Platform, Wired } from '../wiring.js';
import { runsOnLoopback } from './address.js';
import { WebhookSecrets } from './secrets.js';
import { WebhookService } from './service.js';
import { WebhookStore } from './store.js';

/** Webhooks: wired after the change log, whose entries it queues as they are recorded. */
export function wire({
  config,
  storage,
  clock,
  changelog,
}: Pick<Platform, 'config' | 'storage' | 'clock'> & { changelog: ChangeLogService }): Wired<{ webhooks: WebhookService }> {
  const webhooks = new WebhookService(new WebhookStore(storage), {
    clock,
    secrets: new WebhookSecrets(config.SIGNING_SECRET),
    allowLoopback: runsOnLoopback(config.BASE_URL),
    changelog,
  });
  changelog.recorded.register((tenantId, id) => webhooks.enqueueEntry(tenantId, id));
  return { facade: { webhooks } };
}
