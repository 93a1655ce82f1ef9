import type { Actor } from '../auth/principal.js';
import { listChange } from '../changelog/list-change.js';
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
        const changed = (Object.keys(patch) as (keyof Settings)[]).filter((k) => !same(patch[k], settings[k]));
        if (changed.length === 0) return settings;
        const next = { ...settings, ...patch };
        const log = changed.map((key) => ({
          actor,
          change: { scope: 'tenant' as const, action: 'settings.changed', target: key, details: detailsOf(key, settings, next) },
        }));
        // Partner domains decide which recipients are inside the organisation: signatures that test recipients follow.
        const events = changed.includes('partnerDomains') ? [{ type: 'partnerDomainsChanged' as const, tenantId }] : [];
        await this.deps.outbox.commit(tenantId, { log, events }, settingsWitness, (stamp) => this.store.put(tenantId, next, etag, stamp));
        for (const forget of this.changed.all) forget(tenantId);
        return next;
      },
      { what: 'the settings' },
    );
  }
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What the change log keeps of a setting's change: its old and new value; for the partner domains, the ones added and removed. */
function detailsOf(key: keyof Settings, before: Settings, after: Settings) {
  if (key !== 'partnerDomains') return { from: before[key], to: after[key] };
  return { ...listChange(before.partnerDomains, after.partnerDomains), count: new Set(after.partnerDomains).size };
}
