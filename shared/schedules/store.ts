import type { Storage } from '../storage/storage.js';
import { getOrNull, odata, partition, mapRow } from '../storage/entities.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { Schedule, ScheduleState } from './schemas.js';

interface Row {
  publishAt: string;
  state: ScheduleState;
  blob: string;
  bookedBy: string;
  bookedAt: string;
  version?: number;
  reason?: string;
  /** The rollout gates, as JSON, when the booking publishes as a staged rollout. */
  rollout?: string;
  /** When the timer last claimed it (state `publishing`). */
  claimedAt?: string;
}

export type StoredSchedule = Omit<Schedule, 'templateName'> & { tenantId: string; blob: string; etag: string; claimedAt?: string };

const toSchedule = (tenantId: string, templateId: string, r: Row & { etag: string }): StoredSchedule => ({
  tenantId,
  templateId,
  publishAt: r.publishAt,
  state: r.state,
  blob: r.blob,
  bookedBy: r.bookedBy,
  bookedAt: r.bookedAt,
  version: r.version || null,
  reason: r.reason || null,
  rollout: r.rollout ? (JSON.parse(r.rollout) as Schedule['rollout']) : null,
  etag: r.etag,
  ...(r.claimedAt ? { claimedAt: r.claimedAt } : {}),
});

const TABLE = 'schedules';
/** The row a booking or cancellation of a template's schedule lands on (see Outbox.commit). */
export const scheduleWitness = (templateId: string): Witness => ({ table: TABLE, rowKey: templateId });

/** One schedule row per template (the latest booking, whatever its state); the body is a blob of the template. */
export class ScheduleStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async get(tenantId: string, templateId: string): Promise<StoredSchedule | null> {
    return mapRow(await getOrNull<Row>(this.table, tenantId, templateId), (r) => toSchedule(tenantId, templateId, r));
  }

  /**
   * Books a schedule in place of `current` (the row as read, or none), conditioned on it so that a claim by the timer
   * in between is never overwritten (a lost race, for the caller to retry).
   */
  async book(tenantId: string, templateId: string, row: Row, current: StoredSchedule | null, stamp: Stamp): Promise<void> {
    const entity = { partitionKey: tenantId, rowKey: templateId, ...row, version: row.version ?? 0, reason: row.reason ?? '', ...stamp };
    if (current) await this.table.updateEntity(entity, 'Replace', { etag: current.etag });
    else await this.table.createEntity(entity);
  }

  /** Moves a schedule on only if nobody else did since it was read (the claim that makes firing happen once). */
  async update(s: StoredSchedule, patch: Partial<Row>, stamp?: Stamp): Promise<void> {
    await this.table.updateEntity({ partitionKey: s.tenantId, rowKey: s.templateId, ...patch, ...stamp }, 'Merge', { etag: s.etag });
  }

  async pending(tenantId: string): Promise<StoredSchedule[]> {
    const out: StoredSchedule[] = [];
    for await (const r of partition<Row>(this.table, tenantId, "state eq 'pending'")) out.push(toSchedule(tenantId, r.rowKey as string, r));
    return out.sort((a, b) => a.publishAt.localeCompare(b.publishAt));
  }

  /**
   * Pending schedules of every organisation whose time has come, and those claimed before `staleClaim` and still
   * publishing (the firing that claimed them died, or storage failed it and its state too).
   */
  async *due(now: string, staleClaim: string): AsyncIterable<StoredSchedule> {
    const filter = odata`(state eq 'pending' and publishAt le ${now}) or (state eq 'publishing' and claimedAt le ${staleClaim})`;
    for await (const r of this.table.listEntities<Row>({ queryOptions: { filter } })) {
      yield toSchedule(r.partitionKey as string, r.rowKey as string, r);
    }
  }
}
