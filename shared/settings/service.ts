import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import { ApiError } from '../http/errors.js';
import { isConflict, isPreconditionFailed } from '../storage/entities.js';
import type { Settings } from './schemas.js';
import type { SettingsStore } from './store.js';

export class SettingsService {
  constructor(
    private readonly store: SettingsStore,
    private readonly changelog: ChangeLogService,
  ) {}

  async get(tenantId: string): Promise<Settings> {
    return (await this.store.get(tenantId)).settings;
  }

  /** Applies the named settings; a setting already at its value is not logged again. */
  async update(tenantId: string, actor: Actor, patch: Partial<Settings>): Promise<Settings> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { settings, etag } = await this.store.get(tenantId);
      const changed = (Object.keys(patch) as (keyof Settings)[]).filter((k) => patch[k] !== settings[k]);
      if (changed.length === 0) return settings;
      const next = { ...settings, ...patch };
      try {
        await this.store.put(tenantId, next, etag);
      } catch (err) {
        if (isPreconditionFailed(err) || isConflict(err)) continue;
        throw err;
      }
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
    throw new ApiError(409, 'conflict', 'Settings changed at the same time; try again');
  }
}
