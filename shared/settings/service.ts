import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import { retryOnConflict } from '../storage/update.js';
import type { Settings } from './schemas.js';
import type { SettingsStore } from './store.js';

export class SettingsService {
  private readonly changelog: ChangeLogService;

  constructor(
    private readonly store: SettingsStore,
    deps: { changelog: ChangeLogService },
  ) {
    ({ changelog: this.changelog } = deps);
  }

  async get(tenantId: string): Promise<Settings> {
    return (await this.store.get(tenantId)).settings;
  }

  /** Applies the named settings; a setting already at its value is not logged again. */
  async update(tenantId: string, actor: Actor, patch: Partial<Settings>): Promise<Settings> {
    const { settings, changed, next } = await retryOnConflict(
      async () => {
        const { settings, etag } = await this.store.get(tenantId);
        const changed = (Object.keys(patch) as (keyof Settings)[]).filter((k) => patch[k] !== settings[k]);
        const next = { ...settings, ...patch };
        if (changed.length) await this.store.put(tenantId, next, etag);
        return { settings, changed, next };
      },
      { what: 'the settings' },
    );
    if (changed.length === 0) return settings;
    {
      for (const key of changed) {
        await this.changelog.record(tenantId, actor, {
          scope: 'tenant',
          action: 'settings.changed',
          target: key,
          details: { from: settings[key], to: next[key] },
        });
      }
      return next;
    }
  }
}
