import type { Actor } from '../auth/principal.js';
import type { Outbox } from '../outbox/outbox.js';
import { Registered } from '../registered.js';
import { retryOnConflict } from '../storage/update.js';
import type { Settings } from './schemas.js';
import { settingsWitness, type SettingsStore } from './store.js';

export class SettingsService {
  /** Features that keep an organisation's settings a while (the relay's decisions) forget them when they change here. */
  readonly changed = new Registered<(tenantId: string) => void>('who forgets settings when they change');

  constructor(
    private readonly store: SettingsStore,
    private readonly deps: { outbox: Pick<Outbox, 'commit'> },
  ) {}

  async get(tenantId: string): Promise<Settings> {
    return (await this.store.get(tenantId)).settings;
  }

  /** Applies the named settings; a setting already at its value is not logged again. */
  async update(tenantId: string, actor: Actor, patch: Partial<Settings>): Promise<Settings> {
    return retryOnConflict(
      async () => {
        const { settings, etag } = await this.store.get(tenantId);
        const changed = (Object.keys(patch) as (keyof Settings)[]).filter((k) => patch[k] !== settings[k]);
        if (changed.length === 0) return settings;
        const next = { ...settings, ...patch };
        const log = changed.map((key) => ({
          actor,
          change: { scope: 'tenant' as const, action: 'settings.changed', target: key, details: { from: settings[key], to: next[key] } },
        }));
        await this.deps.outbox.commit(tenantId, { log }, settingsWitness, (stamp) => this.store.put(tenantId, next, etag, stamp));
        for (const forget of this.changed.all) forget(tenantId);
        return next;
      },
      { what: 'the settings' },
    );
  }
}
