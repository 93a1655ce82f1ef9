import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import type { Clock } from '../clock.js';
import type { ExclusionMode, ExclusionStore } from './store.js';

/**
 * Which mailboxes the organisation does not pay for, and so gets no signature: in exclusion mode the listed ones,
 * in inclusion mode every one not listed. (The management routes come with the cost management feature; the
 * signature path reads the list now.)
 */
export class ExclusionService {
  constructor(
    private readonly store: ExclusionStore,
    private readonly changelog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  async isExcluded(tenantId: string, primaryAddress: string): Promise<boolean> {
    const [mode, listed] = await Promise.all([this.store.mode(tenantId), this.store.isListed(tenantId, primaryAddress)]);
    return mode === 'exclusion' ? listed : !listed;
  }

  async add(tenantId: string, actor: Actor, address: string, note = ''): Promise<void> {
    await this.store.add(tenantId, address, note, actor.actor, this.clock.now().toISOString());
    // Who gets a signature changes: logged with the scope that refreshes rendered signatures.
    await this.changelog.record(tenantId, actor, { scope: 'template', action: 'exclusions.added', target: address });
  }

  async remove(tenantId: string, actor: Actor, address: string): Promise<void> {
    await this.store.remove(tenantId, address);
    await this.changelog.record(tenantId, actor, { scope: 'template', action: 'exclusions.removed', target: address });
  }

  mode(tenantId: string): Promise<ExclusionMode> {
    return this.store.mode(tenantId);
  }

  purgeTenant(tenantId: string) {
    return this.store.purgeTenant(tenantId);
  }
}
