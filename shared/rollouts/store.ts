import type { Storage } from '../storage/storage.js';
import { getOrNull, odata, mapRow } from '../storage/entities.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { Rollout, RolloutState } from './schemas.js';

interface Row {
  state: RolloutState;
  gates: string;
  startedBy: string;
  startedAt: string;
  baseVersion: number;
  candidateVersion: number;
  blob: string;
  decidedAt?: string;
  decidedBy?: string;
  reason?: string;
  /** JSON RolloutBaseline; absent on rollouts started before apply rollups were written live. */
  baseline?: string;
}

type Counts = { applied: number; failed: number; skipped: number };
/** The version totals as they stood when the rollout started; its results are the totals since. */
type RolloutBaseline = { base: Counts; candidate: Counts };

export type StoredRollout = Rollout & { tenantId: string; blob: string; etag: string; baseline: RolloutBaseline | null };

const toRollout = (tenantId: string, templateId: string, r: Row & { etag: string }): StoredRollout => ({
  tenantId,
  templateId,
  state: r.state,
  gates: JSON.parse(r.gates) as Rollout['gates'],
  startedBy: r.startedBy,
  startedAt: r.startedAt,
  baseVersion: r.baseVersion,
  candidateVersion: r.candidateVersion,
  blob: r.blob,
  decidedAt: r.decidedAt || null,
  decidedBy: (r.decidedBy || null) as Rollout['decidedBy'],
  reason: r.reason || null,
  etag: r.etag,
  baseline: r.baseline ? (JSON.parse(r.baseline) as RolloutBaseline) : null,
});

const TABLE = 'rollouts';
/** The row a start or an abandon of a template's rollout lands on (see Outbox.commit). */
export const rolloutWitness = (templateId: string): Witness => ({ table: TABLE, rowKey: templateId });

/** The latest rollout of each template (whatever its state); the candidate body is a blob of the template. */
export class RolloutStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async get(tenantId: string, templateId: string): Promise<StoredRollout | null> {
    return mapRow(await getOrNull<Row>(this.table, tenantId, templateId), (r) => toRollout(tenantId, templateId, r));
  }

  /** Starts a rollout unless one is running (the previous row is replaced only when it was decided). */
  async start(tenantId: string, templateId: string, row: Omit<Row, 'state'>, previous: StoredRollout | null, stamp: Stamp): Promise<void> {
    const entity = {
      ...stamp,
      partitionKey: tenantId,
      rowKey: templateId,
      ...row,
      state: 'running' as const,
      decidedAt: '',
      decidedBy: '',
      reason: '',
    };
    if (previous) await this.table.updateEntity(entity, 'Replace', { etag: previous.etag });
    else await this.table.createEntity(entity);
  }

  /** Records the decision, only if the rollout is still as it was read (one decision wins). */
  async decide(
    r: StoredRollout,
    state: RolloutState,
    decidedBy: 'person' | 'automatic',
    reason: string,
    at: string,
    stamp?: Stamp,
  ): Promise<void> {
    const entity = { partitionKey: r.tenantId, rowKey: r.templateId, state, decidedBy, reason, decidedAt: at, ...stamp };
    await this.table.updateEntity(entity, 'Merge', { etag: r.etag });
  }

  async running(tenantId: string): Promise<StoredRollout[]> {
    const out: StoredRollout[] = [];
    const filter = odata`PartitionKey eq ${tenantId} and state eq 'running'`;
    for await (const r of this.table.listEntities<Row>({ queryOptions: { filter } })) out.push(toRollout(tenantId, r.rowKey as string, r));
    return out;
  }

  /** The organisation's rollouts the decision timer rolled back since `since` (alerts name them). */
  async rolledBackItself(tenantId: string, since: string): Promise<StoredRollout[]> {
    const out: StoredRollout[] = [];
    const filter = odata`PartitionKey eq ${tenantId} and state eq 'rolled_back' and decidedBy eq 'automatic' and decidedAt ge ${since}`;
    for await (const r of this.table.listEntities<Row>({ queryOptions: { filter } })) out.push(toRollout(tenantId, r.rowKey as string, r));
    return out;
  }

  /** Running rollouts of every organisation, and those promoted since `promotedSince` (the decision timer). */
  async *toDecide(promotedSince: string): AsyncIterable<StoredRollout> {
    const filter = odata`state eq 'running' or (state eq 'promoted' and decidedAt ge ${promotedSince})`;
    for await (const r of this.table.listEntities<Row>({ queryOptions: { filter } })) {
      yield toRollout(r.partitionKey as string, r.rowKey as string, r);
    }
  }
}
