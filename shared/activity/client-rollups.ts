import type { TableClient } from '@azure/data-tables';
import { addHistograms, bucketOf, emptyHistogram, type Histogram } from './clients.js';
import { kindFilters, rowsOf, unprefixed } from './report-counts.js';
import type { ApplyEvent } from './schemas.js';
import type { ApplyReason, ClientFamily } from './vocabulary.js';

type Counts = Record<ApplyEvent['outcome'], number>;
/** The client version the relay's events are counted under (an add-in's versions are numbers or empty). */
export const SERVER_VERSION = 'server';
export type ReasonCounts = Partial<Record<ApplyReason, number>>;

export interface ClientRow extends Counts {
  family: ClientFamily;
  version: string;
  /** ReasonCounts (JSON). */
  reasons: string;
  /** Histogram of the time from event to completed() (JSON). */
  durations: string;
}

/** One day's figures of one client version, every shard summed. */
export interface ClientDay {
  day: string;
  family: ClientFamily;
  version: string;
  counts: Counts;
  reasons: ReasonCounts;
  durations: Histogram;
}

const json = <T>(s: string | undefined, empty: T): T => {
  if (!s) return empty;
  try {
    return JSON.parse(s) as T;
  } catch {
    return empty;
  }
};

/** A client row with one report counted in it (`cur` undefined: the row's identity only, nothing counted before). */
export function nextClientRow(cur: Partial<ClientRow> | undefined, e: ApplyEvent): ClientRow {
  const family = e.clientFamily ?? 'other';
  // The relay's events are counted apart from each client's own versions: a version named `server`.
  const version = e.source === 'server' ? SERVER_VERSION : (e.clientVersion ?? '');
  const next: ClientRow = {
    family,
    version,
    applied: Number(cur?.applied) || 0,
    failed: Number(cur?.failed) || 0,
    skipped: Number(cur?.skipped) || 0,
    reasons: cur?.reasons ?? '{}',
    durations: cur?.durations ?? '',
  };
  next[e.outcome] += 1;
  // Failures and skips by reason (an applied outcome's reason, the relay's `footer_added`, is no failure).
  if (e.reason && e.outcome !== 'applied') {
    const reasons = json<ReasonCounts>(next.reasons, {});
    reasons[e.reason] = (reasons[e.reason] ?? 0) + 1;
    next.reasons = JSON.stringify(reasons);
  }
  if (e.durationMs !== null) {
    const h = addHistograms(emptyHistogram(), json<number[]>(next.durations, []));
    h[bucketOf(e.durationMs)] += 1;
    next.durations = JSON.stringify(h);
  }
  return next;
}

/**
 * Apply health per mail client: one row per day, family and version in each shard partition (`c|<day>|<family>|<version>`,
 * and `<day>|<family>|<version>|<shard>` in the `<tenant>|client` partition written before) with the outcome counts,
 * failures by reason and a duration histogram, so the median and 95th percentile come from a few rows whatever the
 * volume.
 */
export class ClientRollups {
  constructor(
    private readonly table: TableClient,
    private readonly shards: number,
  ) {}

  /** Figures per day and client version over whole UTC days `from`..`to` (inclusive). */
  async days(tenantId: string, from: string, to: string): Promise<ClientDay[]> {
    const filters = kindFilters(tenantId, this.shards, { legacy: 'client', prefix: 'c' }, `${from}|`, `${to}|~`);
    const merged = new Map<string, ClientDay>();
    for (const r of await rowsOf<ClientRow>(this.table, filters)) {
      const day = unprefixed(r).slice(0, 10);
      const key = `${day}|${r.family}|${r.version}`;
      const m = merged.get(key) ?? {
        day,
        family: r.family,
        version: r.version ?? '',
        counts: { applied: 0, failed: 0, skipped: 0 },
        reasons: {},
        durations: emptyHistogram(),
      };
      for (const k of ['applied', 'failed', 'skipped'] as const) m.counts[k] += Number(r[k]) || 0;
      for (const [reason, n] of Object.entries(json<ReasonCounts>(r.reasons, {})))
        m.reasons[reason as ApplyReason] = (m.reasons[reason as ApplyReason] ?? 0) + (Number(n) || 0);
      addHistograms(m.durations, json<number[]>(r.durations, []));
      merged.set(key, m);
    }
    return [...merged.values()];
  }
}
