import type { Clock } from '../clock.js';
import type { Directory } from '../directory/types.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { isNotFound, isPreconditionFailed } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import { readmeOf, zipOf } from './archive.js';
import type { KindExport, PersonDataKind, PersonRef } from './kinds.js';
import { resolvePerson } from './person.js';
import { redactOthers } from './redact.js';
import type { ExportRow, PrivacyStore } from './store.js';

/** An export whose work has not moved on for this long was left by an instance that stopped: it is started again. */
export const EXPORT_STALL_MS = 5 * 60_000;
/** How many times an export's work is started before it is given up as failed (a kind that stops every instance). */
export const EXPORT_ATTEMPTS = 3;

/** Another instance took the work over (its claim changed the row): this one stops, leaving the row to it. */
class Superseded extends Error {}

const lostClaim = (err: unknown) => isPreconditionFailed(err) || isNotFound(err);

interface Deps {
  storage: Storage;
  directory: Directory;
  clock: Clock;
  log: Logger;
}

type StoredExport = ExportRow & { etag: string };

/**
 * Makes exports' archives in the background. Every write of the work is conditioned on the row's ETag its last write
 * answered, so the row is the work's lease: an instance recycled part-way leaves the row `running` with a heartbeat that
 * stops moving, and the next read of the export (or the timer) claims it with its own write and starts the work again
 * from the beginning; the instance that lost the claim, if it still runs, stops at its next write.
 */
export class ExportRunner {
  constructor(
    private readonly kinds: readonly PersonDataKind[],
    private readonly store: PrivacyStore,
    private readonly deps: Deps,
  ) {}

  /** Starts the work in the background; a failure marks the export failed (unless another instance took it over). */
  begin(tenantId: string, id: string, person: PersonRef, etag: string): void {
    const lease = { etag };
    void this.run(tenantId, id, person, lease).catch(async (err: unknown) => {
      if (err instanceof Superseded) return;
      this.deps.log.error('privacy export failed', { tenantId, id, err: String(err) });
      await this.store.updateExport(tenantId, id, { state: 'failed' }, lease.etag).catch(() => undefined);
    });
  }

  /** Gathers every kind (progress and heartbeat written after each), then stores the archive and marks it ready. */
  async run(tenantId: string, id: string, person: PersonRef, lease: { etag: string }): Promise<void> {
    const parts: { kind: string; data: KindExport }[] = [];
    const total = this.kinds.length;
    for (const k of this.kinds) {
      const data = await k.export(tenantId, person);
      parts.push({ kind: k.kind, data: { ...data, records: data.records.map((r) => redactOthers(r, person)) } });
      await this.write(tenantId, id, { progress: { done: parts.length, total } }, lease);
    }
    const counts = new Map(parts.map((p) => [p.kind, p.data.records.length]));
    const readme = readmeOf(person, this.deps.clock.now().toISOString(), this.kinds, counts);
    await this.store.putArchive(tenantId, id, await zipOf(readme, parts));
    try {
      await this.write(tenantId, id, { state: 'ready' }, lease);
    } catch (err) {
      // Superseded after its archive was stored: the archive stays only for an export still to be (or being) made.
      if (err instanceof Superseded) {
        const row = await this.store.getExport(tenantId, id);
        if (!row || (row.state !== 'running' && row.state !== 'ready')) await this.store.dropArchive(tenantId, id);
      }
      throw err;
    }
  }

  private async write(tenantId: string, id: string, patch: Parameters<PrivacyStore['updateExport']>[2], lease: { etag: string }) {
    try {
      const at = this.deps.clock.now().toISOString();
      lease.etag = await this.store.updateExport(tenantId, id, { ...patch, heartbeatAt: at }, lease.etag);
    } catch (err) {
      if (lostClaim(err)) throw new Superseded();
      throw err;
    }
  }

  /** Whether the export is `running` and its work has not moved on for EXPORT_STALL_MS. */
  stalled(row: ExportRow): boolean {
    const last = Date.parse(row.heartbeatAt || row.requestedAt);
    return row.state === 'running' && this.deps.clock.now().getTime() - last >= EXPORT_STALL_MS;
  }

  /**
   * A stalled export claimed (one instance wins) and its work started again, or given up as failed after
   * EXPORT_ATTEMPTS starts. Answers whether this call changed it.
   */
  async resume(tenantId: string, id: string, row: StoredExport): Promise<boolean> {
    if (!this.stalled(row)) return false;
    const attempt = (row.attempt ?? 1) + 1;
    const at = this.deps.clock.now().toISOString();
    const patch =
      attempt > EXPORT_ATTEMPTS
        ? { state: 'failed' as const, heartbeatAt: at }
        : { attempt, heartbeatAt: at, progress: { done: 0, total: this.kinds.length } };
    let etag: string;
    try {
      etag = await this.store.updateExport(tenantId, id, patch, row.etag);
    } catch (err) {
      if (lostClaim(err)) return false;
      throw err;
    }
    if (patch.state === 'failed') {
      this.deps.log.error('privacy export given up after repeated starts', { tenantId, id, attempts: row.attempt ?? 1 });
      return true;
    }
    this.deps.log.warn('privacy export started again after it stalled', { tenantId, id, attempt });
    const person = await resolvePerson(this.deps.storage, this.deps.directory, tenantId, row.subject);
    this.begin(tenantId, id, person, etag);
    return true;
  }

  /** Timer job: every organisation's stalled exports started again (or given up), so they finish unasked. */
  resumeStalled(log: Logger): Promise<JobCounts> {
    return eachItem(
      log,
      'privacyExportResume',
      this.store.running(),
      (r) => ({ tenantId: r.tenantId, id: r.id }),
      async (r) => ((await this.resume(r.tenantId, r.id, r)) ? 'resumed' : 'skipped'),
    );
  }
}
