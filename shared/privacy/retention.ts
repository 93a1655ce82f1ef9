import { invalidSaid, type Reason } from '../http/said-reasons.js';
import { z } from 'zod';
import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import { DAY_MS, type Clock } from '../clock.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { SettingsService } from '../settings/service.js';
import { getOrNull, odata, writtenBefore } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import { deleteRows, tenantPartition } from './rows.js';
import type { PrivacyStore } from './store.js';
import { isTimePartition, SHARDS, shardTable } from '../trail/keys.js';

export const RETENTION_KINDS = ['click-events', 'apply-reports', 'message-trail', 'kept-messages', 'change-log', 'exports'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** The service's bounds for each kind (days), and what applies until the organisation sets one. */
export const RETENTION_BOUNDS: Record<RetentionKind, { min: number; max: number; standard: number }> = {
  'click-events': { min: 1, max: 90, standard: 90 },
  'apply-reports': { min: 1, max: 90, standard: 90 },
  'message-trail': { min: 1, max: 90, standard: 30 },
  'kept-messages': { min: 1, max: 7, standard: 7 },
  'change-log': { min: 365, max: 3650, standard: 3650 },
  exports: { min: 1, max: 7, standard: 7 },
};

export const RetentionRow = z.object({
  kind: z.enum(RETENTION_KINDS),
  days: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  records: z.number().int().describe('How many records of this kind the organisation holds now (counted up to 100,000)'),
});
export const RetentionAnswer = z.object({ kinds: z.array(RetentionRow) });
export type RetentionAnswer = z.infer<typeof RetentionAnswer>;

export const RetentionBody = z
  .object(
    Object.fromEntries(RETENTION_KINDS.map((k) => [k, z.number().int('must be a whole number of days').optional()])) as Record<
      RetentionKind,
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .strict();
export type RetentionBody = z.infer<typeof RetentionBody>;

const TABLE = 'privacyretention';
const ROW = 'retention';
const COUNT_CAP = 100_000;
const TABLES: Partial<Record<RetentionKind, string>> = { 'click-events': 'clicks', 'apply-reports': 'activity', 'change-log': 'changelog' };

/**
 * How long each kind of data is kept, set by the organisation within the service's bounds (the message trail's is the
 * trail's own setting), and the nightly job that removes what is older.
 */
export class Retention {
  private readonly table;
  constructor(
    private readonly storage: Storage,
    private readonly store: PrivacyStore,
    private readonly deps: { clock: Clock; settings: Pick<SettingsService, 'get' | 'update'>; changelog: Pick<ChangeLogService, 'record'> },
  ) {
    this.table = storage.table(TABLE);
  }

  async days(tenantId: string): Promise<Record<RetentionKind, number>> {
    const row = await getOrNull<Partial<Record<RetentionKind, number>>>(this.table, tenantId, ROW);
    const trail = (await this.deps.settings.get(tenantId)).trailRetentionDays;
    return Object.fromEntries(
      RETENTION_KINDS.map((k) => {
        const set = k === 'message-trail' ? trail : row?.[k];
        const b = RETENTION_BOUNDS[k];
        return [k, Math.min(Math.max(typeof set === 'number' ? set : b.standard, b.min), b.max)];
      }),
    ) as Record<RetentionKind, number>;
  }

  async describe(tenantId: string): Promise<RetentionAnswer> {
    const days = await this.days(tenantId);
    const kinds = [];
    for (const k of RETENTION_KINDS) kinds.push({ kind: k, days: days[k], ...RETENTION_BOUNDS[k], records: await this.size(tenantId, k) });
    return { kinds: kinds.map(({ standard: _s, ...k }) => k) };
  }

  /** Sets some kinds' retention; a value outside its bounds refuses the whole change. */
  async set(tenantId: string, actor: Actor, body: RetentionBody): Promise<RetentionAnswer> {
    const fields: Record<string, Reason> = {};
    for (const k of RETENTION_KINDS) {
      const v = body[k];
      const b = RETENTION_BOUNDS[k];
      if (v !== undefined && (v < b.min || v > b.max)) fields[k] = ['daysFromTo', { min: b.min, max: b.max }];
    }
    if (Object.keys(fields).length) throw invalidSaid(fields);
    const { 'message-trail': trail, ...own } = body;
    if (trail !== undefined) await this.deps.settings.update(tenantId, actor, { trailRetentionDays: trail });
    const patch = Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined));
    if (Object.keys(patch).length) {
      await this.table.upsertEntity({ partitionKey: tenantId, rowKey: ROW, ...patch }, 'Merge');
      const changed = Object.entries(patch).map(([k, v]) => `${k.replace('-', ' ')} for ${v === 1 ? '1 day' : `${v} days`}`);
      await this.deps.changelog.record(tenantId, actor, { scope: 'tenant', action: 'privacy.retention_changed', details: { changed } });
    }
    return this.describe(tenantId);
  }

  private async size(tenantId: string, kind: RetentionKind): Promise<number> {
    const count = async (table: string, filter: string) => {
      let n = 0;
      for await (const _ of this.storage.table(table).listEntities({ queryOptions: { filter, select: ['RowKey'] } }))
        if (++n >= COUNT_CAP) break;
      return n;
    };
    const name = TABLES[kind];
    if (name) return count(name, tenantPartition(tenantId));
    if (kind === 'exports') return (await this.store.exportRows(tenantId)).length;
    if (kind === 'kept-messages') return count('serversidechecks', odata`PartitionKey eq ${tenantId} and blob ne ${''}`);
    return this.trailSize(tenantId);
  }

  /** The trail's entries, counted by their copies by time (one per entry). */
  private async trailSize(tenantId: string): Promise<number> {
    let n = 0;
    for (let s = 0; s < SHARDS; s++) {
      const table = this.storage.table(shardTable(s));
      const filter = odata`PartitionKey ge ${`${tenantId}|`} and PartitionKey lt ${`${tenantId}}`}`;
      for await (const r of table.listEntities({ queryOptions: { filter, select: ['PartitionKey'] } })) {
        if (isTimePartition(r.partitionKey as string)) n++;
        if (n >= COUNT_CAP) return n;
      }
    }
    return n;
  }

  /** Timer job: each organisation's click events, apply reports, change log, kept messages and exports past its retention. */
  purgeExpired(log: Logger, tenants: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'privacyRetention',
      tenants,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        const days = await this.days(tenantId);
        const now = this.deps.clock.now().getTime();
        const cutoff = (k: RetentionKind) => new Date(now - days[k] * DAY_MS);
        let n = 0;
        for (const [kind, table] of Object.entries(TABLES) as [RetentionKind, string][])
          n += await deleteRows({
            table: this.storage.table(table),
            filter: `${tenantPartition(tenantId)} and ${writtenBefore(cutoff(kind))}`,
          });
        n += await this.store.dropExportsBefore(tenantId, cutoff('exports'));
        n += await this.dropKeptBefore(tenantId, cutoff('kept-messages'));
        return n ? 'purged' : 'skipped';
      },
    );
  }

  private async dropKeptBefore(tenantId: string, cutoff: Date): Promise<number> {
    const table = this.storage.table('serversidechecks');
    const row = await getOrNull<{ blob: string; receivedAt: string }>(table, tenantId, 'check');
    if (!row?.blob || !row.receivedAt || Date.parse(row.receivedAt) >= cutoff.getTime()) return 0;
    if (row.blob.startsWith(`${tenantId}/`))
      await this.storage
        .container('serverside')
        .deleteBlob(row.blob)
        .catch(() => undefined);
    await table.updateEntity(
      { partitionKey: tenantId, rowKey: 'check', blob: '', notKept: 'Removed after the time your organisation keeps such copies' },
      'Merge',
    );
    return 1;
  }
}
