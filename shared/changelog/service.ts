import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { Page } from '../storage/entities.js';
import { Registered } from '../registered.js';
import { invertedTimeKey } from '../storage/entities.js';
import type { ChangeEntry, Scope, StoredChange } from './schemas.js';
import { changeSentence, templateOf } from './sentences.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
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
/** Entries an export reads from storage at a time (one table page). */
export const EXPORT_PAGE = 1000;

export class ChangeLogService {
  /** Who hears of each entry by its id before it is written (webhooks queue it): registered as they are wired. */
  readonly recorded = new Registered<(tenantId: string, id: string) => Promise<void>>('who hears of change-log entries');

  constructor(
    private readonly store: ChangeLogStore,
    private readonly deps: { clock: Clock; currentName: NameLookup; templateNames: TemplateNames },
  ) {}

  /**
   * Writes one entry. Work that may run more than once (after-commit work retried from an outbox) passes the entry's
   * time and key, decided once, so the entry is written once.
   */
  async record(tenantId: string, actor: Actor, change: Change, once?: { at: string; key: string }): Promise<string> {
    const at = once?.at ?? this.deps.clock.now().toISOString();
    const key = once?.key ?? invertedTimeKey(new Date(at));
    // Heard of before it is written: a crash in between leaves a queued id whose entry is written on the retry.
    for (const hear of this.recorded.all) await hear(tenantId, key);
    return this.store.append(
      tenantId,
      {
        at,
        actor: actor.actor,
        actorName: actor.actorName ?? null,
        keyId: actor.keyId ?? null,
        scope: change.scope,
        action: change.action,
        target: change.target ?? null,
        details: change.details ?? null,
      },
      key,
    );
  }

  async list(
    tenantId: string,
    opts: { scope?: Scope; limit: number; cursor?: string },
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Page<ChangeEntry>> {
    const page = await this.store.list(tenantId, opts);
    return { cursor: page.cursor, items: await this.explain(tenantId, page.items, language) };
  }

  /**
   * The entries written from `from` (included) to `to` (excluded), newest first, as the log answers them: read a page
   * at a time as the caller takes them, so an export of any length holds one page in memory.
   */
  async *range(
    tenantId: string,
    from: Date,
    to: Date,
    pageSize = EXPORT_PAGE,
    language: Language = DEFAULT_LANGUAGE,
  ): AsyncGenerator<ChangeEntry[]> {
    let cursor: string | undefined;
    do {
      const page = await this.store.range(tenantId, from, to, pageSize, cursor);
      if (page.items.length) yield await this.explain(tenantId, page.items, language);
      cursor = page.cursor ?? undefined;
    } while (cursor);
  }

  /** One entry as stored, or null (what a webhook delivers). */
  get(tenantId: string, id: string): Promise<StoredChange | null> {
    return this.store.get(tenantId, id);
  }

  /** Entries as a person reads them: current names, a sentence in their language, a link to the template while it exists. */
  private async explain(tenantId: string, items: StoredChange[], language: Language): Promise<ChangeEntry[]> {
    const actors = [...new Set(items.filter((e) => !e.keyId).map((e) => e.actor))];
    const names = new Map(await Promise.all(actors.map(async (a) => [a, await this.deps.currentName(tenantId, a)] as const)));
    // Read only when the page refers to templates: by id in a link, or by id alone (the default templates' roles).
    const refersToTemplates = items.some((e) => e.action === 'roles.changed' || templateOf(e) !== null);
    const templates = refersToTemplates ? await this.deps.templateNames(tenantId) : new Map<string, { name: string; live: boolean }>();
    return items.map((e) => {
      const facts = { ...e, templateName: (id: string) => templates.get(id)?.name ?? null };
      const templateId = templateOf(e);
      return {
        ...e,
        actorName: names.get(e.actor) ?? e.actorName,
        summary: changeSentence(facts, language),
        // A link only where it leads somewhere: a template that still exists and is not in Recently deleted.
        templateId: templateId && templates.get(templateId)?.live ? templateId : null,
      };
    });
  }
}
