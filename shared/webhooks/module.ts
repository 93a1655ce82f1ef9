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
  outbox,
  changelog,
}: Pick<Platform, 'config' | 'storage' | 'clock' | 'outbox'> & { changelog: ChangeLogService }): Wired<{ webhooks: WebhookService }> {
  const webhooks = new WebhookService(new WebhookStore(storage), {
    clock,
    secrets: new WebhookSecrets(config.SIGNING_SECRET),
    allowLoopback: runsOnLoopback(config.BASE_URL),
    changelog,
    outbox,
  });
  changelog.recorded.register((tenantId, id) => webhooks.enqueueEntry(tenantId, id));
  return { facade: { webhooks } };
}
