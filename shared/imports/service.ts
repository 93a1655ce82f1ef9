import { randomUUID } from 'node:crypto';
import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { Directory, DirectoryUser } from '../directory/types.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { layerRows, layerSentence, shownRows, valuesUsed, type ShownSource } from './layers.js';
import { refuse } from '../http/errors.js';
import type { Outbox } from '../outbox/outbox.js';
import type { ProfileField } from '../profiles/schemas.js';
import type { ProfileService } from '../profiles/service.js';
import { ImportWalk, LISTED, type RowOutcome } from './run.js';
import type { ColumnMapping, ImportAnswer, ImportedValues, ImportLayer, LastImport, LayerRow, MailboxChange } from './schemas.js';
import { applyChunk, inParallel } from './apply.js';
import type { ImportJobs } from './job.js';
import { ImportStore } from './store.js';
import { errorsIn } from './row-errors.js';

export interface ImportDeps {
  outbox: Pick<Outbox, 'commit'>;
  clock: Clock;
  directory: Pick<Directory, 'findMailbox'>;
  profiles: Pick<ProfileService, 'fields' | 'values' | 'enabledFields'>;
}

/** CSV imports into the import layer: previewed, applied in one step, the last one undone; the column mapping kept. */
export class ImportService {
  constructor(
    readonly store: ImportStore,
    private readonly deps: ImportDeps,
    /** Imports of large files, run as jobs with their progress. */
    readonly jobs: ImportJobs,
  ) {}

  /**
   * Checks the file and works out every change; applies them unless `dryRun` or any row has a problem. The problems
   * are written in `language`.
   */
  async run(tenantId: string, actor: Actor, csv: string, dryRun: boolean, language: Language = DEFAULT_LANGUAGE): Promise<ImportAnswer> {
    const [fields, mapping] = await Promise.all([this.deps.profiles.fields(tenantId), this.store.mapping(tenantId)]);
    const at = this.deps.clock.now().toISOString();
    const changes: MailboxChange[] = [];
    const keep = async (outcomes: RowOutcome[]) => {
      for (const o of outcomes) if (changes.length < LISTED) changes.push(o.change);
    };
    const checked = await new ImportWalk(tenantId, { ...this.deps, store: this.store, by: actor.actor, at }).run(
      csv,
      fields,
      mapping,
      keep,
    );
    const answer = (applied: boolean): ImportAnswer => ({
      changes,
      errors: errorsIn(checked.errors, language),
      applied,
      counts: checked.counts,
      truncated: checked.counts.mailboxes > changes.length || checked.errorCount > checked.errors.length,
    });
    if (dryRun || checked.errorCount > 0 || checked.counts.mailboxes === 0) return answer(false);
    await this.jobs.assertIdle(tenantId);

    const id = randomUUID();
    const last: LastImport = { id, at, by: actor.actor, counts: checked.counts, undone: false };
    const work = {
      events: [{ type: 'profileSaved' as const, tenantId }],
      log: [{ actor, change: { scope: 'template' as const, action: 'import.applied', details: { ...checked.counts } } }],
    };
    await this.store.dropUndo(tenantId);
    await this.deps.outbox.commit(tenantId, work, ImportStore.runWitness(), async (stamp) => {
      const write = (outcomes: RowOutcome[]) => applyChunk(this.store, tenantId, id, outcomes);
      await new ImportWalk(tenantId, { ...this.deps, store: this.store, by: actor.actor, at }).run(csv, fields, mapping, write);
      await this.store.putLastImport(tenantId, last, stamp);
    });
    return answer(true);
  }

  /** The last import, as it was applied and whether it was undone (null: none yet). */
  last(tenantId: string): Promise<LastImport | null> {
    return this.store.lastImport(tenantId);
  }

  /** Puts every mailbox the last import changed back as it was before it. */
  async undo(tenantId: string, actor: Actor): Promise<LastImport> {
    const last = await this.store.lastImport(tenantId);
    if (!last || last.undone) throw refuse('nothing_to_undo');
    await this.jobs.assertIdle(tenantId);
    const work = {
      events: [{ type: 'profileSaved' as const, tenantId }],
      log: [
        {
          actor,
          change: { scope: 'template' as const, action: 'import.undone', details: { mailboxes: last.counts.mailboxes, at: last.at } },
        },
      ],
    };
    const undone: LastImport = { ...last, undone: true };
    await this.deps.outbox.commit(tenantId, work, ImportStore.runWitness(), async (stamp) => {
      const batch: { id: string; before: ImportLayer | null }[] = [];
      const flush = async () => {
        const entries = batch.splice(0);
        await this.store.writeMany(
          tenantId,
          entries.flatMap((e) => (e.before ? [e.before] : [])),
        );
        await inParallel(
          entries.filter((e) => !e.before),
          (e) => this.store.remove(tenantId, e.id),
        );
      };
      for await (const entry of this.store.undoEntries(tenantId, last.id)) {
        batch.push(entry);
        if (batch.length === 100) await flush();
      }
      await flush();
      await this.store.putLastImport(tenantId, undone, stamp);
    });
    return undone;
  }

  /** The active imported values of several mailboxes by directory object id (what signatures lay over the directory's). */
  async layersOf(tenantId: string, ids: readonly string[]): Promise<Map<string, ImportedValues>> {
    const found = await this.store.getMany(tenantId, [...new Set(ids)]);
    return new Map([...found.values()].filter((l) => l.active).map((l) => [l.id, { attributes: l.attributes, custom: l.custom }]));
  }

  /**
   * Where a mailbox's values come from, in sentences (null: nothing to say): for the values a template body fills when
   * it is given (what the signature used), else for those that do not come from the directory. `kept` answers from
   * what the caller read already (the compose path's organisation inputs), so that a body filling only directory
   * attributes in an organisation with no imported values costs no read. In the reader's `language` (English unless said).
   */
  async sourcesSentence(
    tenantId: string,
    mailbox: { primary: string; user: DirectoryUser },
    opts: { html?: string; kept?: { imported(): Promise<boolean>; fields(): Promise<readonly ProfileField[]> }; language?: Language } = {},
  ): Promise<string | null> {
    const { rows, used } = await this.sourceRows(tenantId, mailbox, opts);
    return layerSentence(rows, { used, language: opts.language });
  }

  /**
   * The values `sourcesSentence` speaks of, by name and source only (never the values): what the message trail keeps
   * to say them in its reader's language when read (see `layerSentence`).
   */
  async sourcesShown(
    tenantId: string,
    mailbox: { primary: string; user: DirectoryUser },
    opts: { html?: string; kept?: { imported(): Promise<boolean>; fields(): Promise<readonly ProfileField[]> } } = {},
  ): Promise<ShownSource[]> {
    const { rows, used } = await this.sourceRows(tenantId, mailbox, opts);
    return shownRows(rows, used).map(({ name, label, source }) => ({ name, label, source: source! }));
  }

  private async sourceRows(
    tenantId: string,
    mailbox: { primary: string; user: DirectoryUser },
    opts: { html?: string; kept?: { imported(): Promise<boolean>; fields(): Promise<readonly ProfileField[]> } },
  ): Promise<{ rows: LayerRow[]; used: Set<string> | undefined }> {
    const { html, kept } = opts;
    const used = html === undefined ? undefined : valuesUsed(html);
    const [fields, anyImported] = await Promise.all([
      kept ? kept.fields() : this.deps.profiles.enabledFields(tenantId),
      kept ? kept.imported() : true,
    ]);
    const usesFields = !used || fields.some((f) => used.has(f.key));
    const [layers, personal] = await Promise.all([
      anyImported ? this.layersOf(tenantId, [mailbox.user.id]) : new Map<string, ImportedValues>(),
      usesFields ? this.deps.profiles.values(tenantId, mailbox) : {},
    ]);
    return { rows: layerRows(mailbox.user, layers.get(mailbox.user.id) ?? null, personal, fields), used };
  }

  /** Whether the organisation has imported values at all (kept with its other inputs, so composes skip the read). */
  anyLayers(tenantId: string): Promise<boolean> {
    return this.store.any(tenantId);
  }

  /** An answer of `anyLayers` kept by another instance: the layers are in the current layout since it was given. */
  anyLayersKept(tenantId: string): void {
    this.store.knowMoved(tenantId);
  }

  mapping(tenantId: string): Promise<ColumnMapping['columns']> {
    return this.store.mapping(tenantId);
  }

  async saveMapping(tenantId: string, columns: ColumnMapping['columns']): Promise<ColumnMapping['columns']> {
    await this.store.putMapping(tenantId, columns);
    return columns;
  }
}
