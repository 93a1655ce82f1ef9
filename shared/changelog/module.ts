import type { TemplateService } from '../templates/service.js';
import type { UserService } from '../users/service.js';
import type { Platform, Wired } from '../wiring.js';
import { ChangeLogService } from './service.js';
import { ChangeLogStore } from './store.js';
import { changeLogSubscriptions } from './subscriptions.js';

/**
 * The organisation's change log, which shows people's and templates' current names. Features write to it only through
 * the outbox, whose change-log writer it registers, so it is wired after the features whose names it shows.
 */
export function wire({
  storage,
  clock,
  users,
  templates,
}: Pick<Platform, 'storage' | 'clock'> & { users: UserService; templates: TemplateService }): Wired<{ changelog: ChangeLogService }> {
  const changelog = new ChangeLogService(new ChangeLogStore(storage), {
    clock,
    currentName: (tenantId, address) => users.nameOf(tenantId, address),
    templateNames: async (tenantId) => {
      const [live, gone] = await Promise.all([templates.library(tenantId), templates.deleted(tenantId)]);
      return new Map<string, { name: string; live: boolean }>([
        ...gone.templates.map((t) => [t.id, { name: t.name, live: false }] as const),
        ...live.templates.map((t) => [t.id, { name: t.name, live: true }] as const),
      ]);
    },
  });
  return { facade: { changelog }, subscriptions: changeLogSubscriptions(changelog), outbox: { changeLog: changelog } };
}
