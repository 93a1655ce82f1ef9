import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { Page } from '../storage/entities.js';
import type { ChangeEntry, Scope } from './schemas.js';
import type { ChangeLogStore } from './store.js';

export interface Change {
  scope: Scope;
  action: string;
  target?: string;
  details?: Record<string, unknown>;
}

/** Looks up a person's current display name (null when unknown). */
export type NameLookup = (tenantId: string, address: string) => Promise<string | null>;

/** The one change log every feature writes through. */
export class ChangeLogService {
  constructor(
    private readonly store: ChangeLogStore,
    private readonly clock: Clock,
    /** The users feature knows people's current names. */
    private readonly currentName: NameLookup,
  ) {}

  /**
   * Writes one entry. Work that may run more than once (after-commit work retried from an outbox) passes the entry's
   * time and key, decided once, so the entry is written once.
   */
  async record(tenantId: string, actor: Actor, change: Change, once?: { at: string; key: string }): Promise<string> {
    return this.store.append(tenantId, {
      at: once?.at ?? this.clock.now().toISOString(),
      actor: actor.actor,
      actorName: actor.actorName ?? null,
      keyId: actor.keyId ?? null,
      scope: change.scope,
      action: change.action,
      target: change.target ?? null,
      details: change.details ?? null,
    }, once?.key);
  }

  async list(tenantId: string, opts: { scope?: Scope; limit: number; cursor?: string }): Promise<Page<ChangeEntry>> {
    const page = await this.store.list(tenantId, opts);
    const actors = [...new Set(page.items.filter((e) => !e.keyId).map((e) => e.actor))];
    const names = new Map(await Promise.all(actors.map(async (a) => [a, await this.currentName(tenantId, a)] as const)));
    return {
      cursor: page.cursor,
      items: page.items.map((e) => ({ ...e, actorName: names.get(e.actor) ?? e.actorName })),
    };
  }
}
