import type { Actor } from '../auth/principal.js';
import type { Change, ChangeLogService } from '../changelog/service.js';
import type { Clock } from '../clock.js';
import type { DomainEvent, Emit } from '../events/bus.js';
import { ApiError } from '../http/errors.js';
import { eachItem, type ItemOutcome, type ItemRef, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { metrics } from '../metrics/instruments.js';
import { deleteIfPresent, getOrNull, invertedTimeKey, odata } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';

/** A change-log entry decided once (its time and key), so that writing it again changes nothing. */
interface PlannedEntry {
  actor: Actor;
  change: Change;
  at: string;
  key: string;
}

/**
 * An entry of an audit trail kept outside the organisation's change log (a partner's, in the partner's partition),
 * decided once like a change-log entry: the feature that keeps the trail writes it under its key.
 */
export interface TrailEntry {
  trail: string;
  owner: string;
  actor: Actor;
  change: Record<string, unknown>;
  at: string;
  key: string;
}
/** Writes one entry of a trail; writing it again under the same key changes nothing. */
type TrailWriter = (entry: TrailEntry) => Promise<void>;

/**
 * The work a commit leaves to do: announce it (signature cache), log it (in the organisation's change log, and in
 * trails that may live in another organisation's partition), drop blobs no row points at any more.
 */
export interface Work {
  events: DomainEvent[];
  entries: PlannedEntry[];
  dropBlobs: { container: string; name: string }[];
  /** Absent in work written before trails existed. */
  trails?: TrailEntry[];
}

export interface WorkInput {
  events?: DomainEvent[];
  log?: { actor: Actor; change: Change }[];
  trail?: Omit<TrailEntry, 'at' | 'key'>[];
  dropBlobs?: Work['dropBlobs'];
}

/**
 * Where the change lands, so that the timer can tell a commit that happened from one that did not: a row of the
 * tenant's partition (`<tenant>|<partition>` when one is named) or a blob, stamped with the intent's key, or (`gone`)
 * one that a delete removed.
 */
export type Witness = ({ table: string; partition?: string; rowKey: string } | { container: string; blob: string }) & { gone?: boolean };

/** What a store writes with its commit when the witness is not `gone`: the intent's key. */
export interface Stamp {
  outbox: string;
}

/** Another outbox kept in a feature's own partition (written in the change's own transaction); the timer drains it too. */
export interface OutboxSource {
  name: string;
  settleAll(log: Logger): Promise<JobCounts>;
}

/** Writes the organisation's change-log entries that work names (the change-log feature). */
type ChangeLogWriter = Pick<ChangeLogService, 'record'>;

/** What a feature's module registers with the one outbox when it is wired. */
export interface OutboxRegistrations {
  /** The writer of the organisation's own change log. */
  changeLog?: ChangeLogWriter;
  /** The writers of audit trails kept outside the change log, by trail (see TrailEntry). */
  trails?: Readonly<Record<string, TrailWriter>>;
  /** Outboxes kept in the feature's own partitions, which the timer drains too. */
  drains?: readonly OutboxSource[];
}

interface IntentRow {
  work: string;
  witness: string;
  openedAt: string;
}
interface Intent {
  tenantId: string;
  key: string;
  work: Work;
  witness: Witness;
  openedAt: string;
}

/** How long a commit may take: an intent whose change is not found after this never committed (or was superseded). */
const GRACE_MS = 10 * 60_000;
/** A storage refusal (conflict, precondition, not found) or a refusal of the feature: the commit certainly did not happen. */
const refused = (err: unknown) => {
  if (err instanceof ApiError) return true;
  const status = (err as { statusCode?: number } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The one outbox of after-commit work. A change that cannot carry its work in its own transaction commits through
 * `commit`: an intent (the work, decided before) is written first, the change is made stamped with the intent's key,
 * and the work is done right after. If storage fails after the commit the answer stands and the work is finished by
 * the next change of the organisation or the timer (`settleAll`), which do only work whose change they find
 * committed. A change of a row whose earlier work is committed but still undone carries that work in its own intent,
 * since its stamp replaces the one that witnessed it. Every step of the work is idempotent: events only move caches
 * on, entries are written under their key.
 */
export class Outbox {
  private readonly table;
  private readonly storage: Storage;
  private readonly events: Emit;
  private readonly clock: Clock;
  private readonly log: Logger;
  /** Registered by the change-log feature, which is wired after the features whose names its entries show. */
  private changelog: ChangeLogWriter | null = null;
  private readonly sources: OutboxSource[] = [];
  private readonly trails = new Map<string, TrailWriter>();

  constructor(storage: Storage, deps: { events: Emit; clock: Clock; log: Logger }) {
    this.storage = storage;
    this.table = storage.table('outbox');
    ({ events: this.events, clock: this.clock, log: this.log } = deps);
  }

  /** A feature's writers and outboxes, registered once as it is wired (see shared/wiring.ts). */
  register(registrations: OutboxRegistrations): void {
    if (registrations.changeLog) {
      if (this.changelog) throw new Error('the change log has a writer already');
      this.changelog = registrations.changeLog;
    }
    for (const [trail, write] of Object.entries(registrations.trails ?? {})) this.trails.set(trail, write);
    this.sources.push(...(registrations.drains ?? []));
  }

  /** Decides the work's entries (time and key) once. */
  plan(input: WorkInput, dropBlobs: Work['dropBlobs'] = []): Work {
    const now = this.clock.now();
    const once = () => ({ at: now.toISOString(), key: invertedTimeKey(now) });
    return {
      events: input.events ?? [],
      entries: (input.log ?? []).map(({ actor, change }) => ({ actor: actorOf(actor), change, ...once() })),
      dropBlobs: [...dropBlobs, ...(input.dropBlobs ?? [])],
      trails: (input.trail ?? []).map((t) => ({ ...t, actor: actorOf(t.actor), ...once() })),
    };
  }

  /**
   * Commits a change through the outbox. `run` makes the change, writing `stamp` with it (unless the witness is
   * `gone`); it answers whether anything changed (`changed`, default: always). A refused commit leaves no intent.
   */
  async commit<T>(
    tenantId: string,
    input: WorkInput,
    witness: Witness,
    run: (stamp: Stamp) => Promise<T>,
    opts: { changed?: (result: T) => boolean } = {},
  ): Promise<T> {
    // Committed work on the row this change stamps again is carried along: the new stamp would hide its witness.
    const carried = (await this.settleOpen(tenantId)).filter((i) => placeOf(i.witness) === placeOf(witness));
    const key = invertedTimeKey(this.clock.now());
    const work = [...carried.map((i) => i.work), this.plan(input)].reduce((a, b) => ({
      events: [...a.events, ...b.events],
      entries: [...a.entries, ...b.entries],
      dropBlobs: [...a.dropBlobs, ...b.dropBlobs],
      trails: [...(a.trails ?? []), ...(b.trails ?? [])],
    }));
    const intent: Intent = { tenantId, key, work, witness, openedAt: this.clock.now().toISOString() };
    await this.table.createEntity<IntentRow>({
      partitionKey: tenantId,
      rowKey: key,
      work: JSON.stringify(intent.work),
      witness: JSON.stringify(witness),
      openedAt: intent.openedAt,
    });
    let result: T;
    try {
      result = await run({ outbox: key });
    } catch (err) {
      // Whether a commit that failed otherwise happened is for the timer to find out (from the witness).
      if (refused(err)) await this.drop(intent);
      throw err;
    }
    if (opts.changed && !opts.changed(result)) await this.drop(intent);
    else await this.settle(intent, carried);
    return result;
  }

  /** Performs work; each step may run again without effect. */
  async perform(tenantId: string, work: Work): Promise<void> {
    for (const event of work.events) await this.events.emit(event);
    for (const e of work.entries) {
      if (!this.changelog) throw new Error('no writer of the change log');
      await this.changelog.record(tenantId, e.actor, e.change, { at: e.at, key: e.key });
    }
    for (const t of work.trails ?? []) {
      const write = this.trails.get(t.trail);
      if (!write) throw new Error(`no writer of the ${t.trail} trail`);
      await write(t);
    }
    for (const b of work.dropBlobs) await this.storage.container(b.container).deleteBlob(b.name).catch(ignoreMissing);
  }

  /** Timer job: every organisation's unfinished work, here and in the outboxes kept elsewhere. */
  async settleAll(log: Logger): Promise<JobCounts> {
    let oldestMs = 0;
    const counts = await settleListed(
      log,
      (passedOver) => this.intents(undefined, passedOver),
      (i) => ({ tenantId: i.tenantId, id: i.key }),
      (i) => {
        oldestMs = Math.max(oldestMs, this.ageMs(i));
        return this.finishIfCommitted(i);
      },
    );
    metrics.outboxOldest.set(undefined, oldestMs / 1000);
    for (const source of this.sources) {
      const more = await source.settleAll(log);
      for (const [k, v] of Object.entries(more)) counts[k] = (counts[k] ?? 0) + v;
    }
    return counts;
  }

  /**
   * The organisation's unfinished work whose change is committed (best effort): before a change, while the witness of
   * earlier work still stands, and right after each change request.
   */
  async settleTenant(tenantId: string): Promise<void> {
    await this.settleOpen(tenantId);
  }

  /** `settleTenant`, answering the work whose change it found committed but could not finish. */
  private async settleOpen(tenantId: string): Promise<Intent[]> {
    const unfinished: Intent[] = [];
    try {
      for await (const i of this.intents(tenantId)) {
        try {
          await this.finishIfCommitted(i, unfinished);
        } catch (err) {
          if (!unfinished.includes(i)) throw err;
          this.warn(tenantId, err);
        }
      }
    } catch (err) {
      this.warn(tenantId, err);
    }
    return unfinished;
  }

  /** Does an intent's work, and drops it and the intents whose work it carried. */
  private async settle(intent: Intent, carried: Intent[] = []): Promise<void> {
    try {
      await this.perform(intent.tenantId, intent.work);
      for (const i of [intent, ...carried]) await this.drop(i);
    } catch (err) {
      this.warn(intent.tenantId, err);
    }
  }

  private async finishIfCommitted(i: Intent, unfinished: Intent[] = []): Promise<'skipped' | 'done' | 'abandoned'> {
    if (await this.committed(i)) {
      await this.perform(i.tenantId, i.work).catch((err: unknown) => {
        unfinished.push(i);
        throw err;
      });
      await this.drop(i);
      metrics.outboxLag.record(undefined, this.ageMs(i) / 1000);
      return 'done';
    }
    if (this.ageMs(i) < GRACE_MS) return 'skipped';
    await this.drop(i);
    return 'abandoned';
  }

  private ageMs(i: Intent): number {
    return Math.max(0, this.clock.now().getTime() - Date.parse(i.openedAt));
  }

  private async committed(i: Intent): Promise<boolean> {
    const w = i.witness;
    if ('table' in w) {
      const pk = w.partition ? `${i.tenantId}|${w.partition}` : i.tenantId;
      const row = await getOrNull<Partial<Stamp>>(this.storage.table(w.table), pk, w.rowKey);
      return w.gone ? row === null : row?.outbox === i.key;
    }
    try {
      const props = await this.storage.container(w.container).getBlobClient(w.blob).getProperties();
      return !w.gone && props.metadata?.outbox === i.key;
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return !!w.gone;
      throw err;
    }
  }

  private async drop(i: Intent): Promise<void> {
    await deleteIfPresent(this.table, i.tenantId, i.key).catch((err: unknown) => this.warn(i.tenantId, err));
  }

  private async *intents(tenantId?: string, passedOver?: PassedOver): AsyncIterable<Intent> {
    const filter = tenantId ? odata`PartitionKey eq ${tenantId}` : undefined;
    for await (const r of this.table.listEntities<IntentRow>({ queryOptions: { filter } })) {
      const at = { partitionKey: r.partitionKey as string, key: r.rowKey as string };
      const read = readOrReport(
        this.log,
        at,
        () => ({ work: JSON.parse(r.work) as Work, witness: JSON.parse(r.witness) as Witness }),
        passedOver,
      );
      if (read) yield { tenantId: at.partitionKey, key: at.key, ...read, openedAt: r.openedAt };
    }
  }

  private warn(tenantId: string, err: unknown) {
    this.log.warn('after-commit work left for the next change or the timer', {
      tenantId,
      error: (err as Error)?.message ?? String(err),
    });
  }
}

/** How many rows a listing passed over because they could not be read: the timer counts them as failed items. */
export interface PassedOver {
  count: number;
}

/** The outbox timer's run over one listing of work: every item on its own, and the rows passed over as failed items. */
export async function settleListed<T>(
  log: Logger,
  list: (passedOver: PassedOver) => AsyncIterable<T>,
  ref: (item: T) => ItemRef,
  work: (item: T) => Promise<ItemOutcome>,
): Promise<JobCounts> {
  const passedOver = { count: 0 };
  const counts = await eachItem(log, 'outbox', list(passedOver), ref, work);
  counts.failed += passedOver.count;
  return counts;
}

/**
 * What `read` makes of an outbox row, or null when reading it throws (its work or witness is not JSON, or a row of
 * an earlier shape cannot be read): logged as an error naming the row, which is left where it is for an operator.
 */
export function readOrReport<T>(log: Logger, at: { partitionKey: string; key: string }, read: () => T, passedOver?: PassedOver): T | null {
  try {
    return read();
  } catch (err) {
    if (passedOver) passedOver.count++;
    log.error('after-commit work unreadable: passed over, left in place', {
      tenantId: at.partitionKey,
      id: at.key,
      error: (err as Error)?.message ?? String(err),
    });
    return null;
  }
}

/** Where a witness is (whatever it expects to find there). */
const placeOf = (w: Witness) => ('table' in w ? `table|${w.table}|${w.partition ?? ''}|${w.rowKey}` : `blob|${w.container}|${w.blob}`);
/** The actor as an entry records it (nothing else of a principal goes into the outbox). */
const actorOf = (a: Actor): Actor => ({
  actor: a.actor,
  ...(a.actorName ? { actorName: a.actorName } : {}),
  ...(a.keyId ? { keyId: a.keyId } : {}),
});
const ignoreMissing = (err: unknown) => {
  if ((err as { statusCode?: number }).statusCode !== 404) throw err;
};
