import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { Page } from '../storage/entities.js';
import type { ChangeEntry, Scope } from './schemas.js';
import { changeSentence, templateOf } from './sentences.js';
import type { ChangeLogStore } from './store.js';

export interface Change {
  scope: Scope;
  action: string;
  target?: string;
  details?: Record<string, unknown>;
}

/** Looks up a person's current display name (null when unknown). */
type NameLookup = (tenantId: string, address: string) => Promise<string | null>;
/** The organisation's templates by id, deleted ones included (`live` false): their current names. */
type TemplateNames = (tenantId: string) => Promise<Map<string, { name: string; live: boolean }>>;

/** The one change log every feature writes through. */
export class ChangeLogService {
  /** The users feature knows people's current names. */
  /** The templates feature knows their names, for entries that record ids. */

  constructor(
    private readonly store: ChangeLogStore,
    private readonly deps: { clock: Clock; currentName: NameLookup; templateNames: TemplateNames },
  ) {}

  /**
   * Writes one entry. Work that may run more than once (after-commit work retried from an outbox) passes the entry's
   * time and key, decided once, so the entry is written once.
   */
  async record(tenantId: string, actor: Actor, change: Change, once?: { at: string; key: string }): Promise<string> {
    return this.store.append(
      tenantId,
      {
        at: once?.at ?? this.deps.clock.now().toISOString(),
        actor: actor.actor,
        actorName: actor.actorName ?? null,
        keyId: actor.keyId ?? null,
        scope: change.scope,
        action: change.action,
        target: change.target ?? null,
        details: change.details ?? null,
      },
      once?.key,
    );
  }

  async list(tenantId: string, opts: { scope?: Scope; limit: number; cursor?: string }): Promise<Page<ChangeEntry>> {
    const page = await this.store.list(tenantId, opts);
    const actors = [...new Set(page.items.filter((e) => !e.keyId).map((e) => e.actor))];
    const names = new Map(await Promise.all(actors.map(async (a) => [a, await this.deps.currentName(tenantId, a)] as const)));
    // Read only when the page refers to templates: by id in a link, or by id alone (the default templates' roles).
    const refersToTemplates = page.items.some((e) => e.action === 'roles.changed' || templateOf(e) !== null);
    const templates = refersToTemplates ? await this.deps.templateNames(tenantId) : new Map<string, { name: string; live: boolean }>();
    return {
      cursor: page.cursor,
      items: page.items.map((e) => {
        const facts = { ...e, templateName: (id: string) => templates.get(id)?.name ?? null };
        const templateId = templateOf(e);
        return {
          ...e,
          actorName: names.get(e.actor) ?? e.actorName,
          summary: changeSentence(facts),
          // A link only where it leads somewhere: a template that still exists and is not in Recently deleted.
          templateId: templateId && templates.get(templateId)?.live ? templateId : null,
        };
      }),
    };
  }
}
