import type { z } from 'zod';
import type { SyncFailure as SyncFailureSchema } from '../activity/schemas.js';
import { ApiError } from '../http/errors.js';
import { deleteIfPresent, getOrNull } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';

/** A nightly directory sync that keeps failing: since when, how many runs, the last one's cause. */
export type SyncFailure = z.infer<typeof SyncFailureSchema>;
/** Why a sync failed, in words an Administrator reads: Microsoft 365 out or refusing, or the service itself. */
export type SyncFailureCause = SyncFailure['cause'];

const causeOf = (err: unknown): SyncFailureCause =>
  err instanceof ApiError && err.code === 'directory_unavailable' ? 'directory' : 'service';

/**
 * Each organisation's failing nightly directory sync (`directorySync`, one row per organisation while it fails): the
 * row goes when a sync succeeds again, so an organisation whose syncs work costs one delete a night.
 */
export class SyncStateStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('directorySync');
  }

  failure(tenantId: string): Promise<SyncFailure | null> {
    return getOrNull<SyncFailure>(this.table, tenantId, 'failure').then((row) =>
      row ? { since: row.since, lastAt: row.lastAt, runs: row.runs, cause: row.cause } : null,
    );
  }

  async failed(tenantId: string, err: unknown, at: Date): Promise<void> {
    const before = await this.failure(tenantId);
    const failure: SyncFailure = {
      since: before?.since ?? at.toISOString(),
      lastAt: at.toISOString(),
      runs: (before?.runs ?? 0) + 1,
      cause: causeOf(err),
    };
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: 'failure', ...failure }, 'Replace');
  }

  async succeeded(tenantId: string): Promise<void> {
    await deleteIfPresent(this.table, tenantId, 'failure');
  }
}
