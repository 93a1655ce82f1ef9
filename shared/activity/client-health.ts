import type { ClientDay, ReasonCounts } from './client-rollups.js';
import { addHistograms, emptyHistogram, quantile, type Histogram } from './clients.js';
import type { ClientHealthReport } from './schemas.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { clientLabel, reasonLabel } from './messages.js';
import { CLIENT_FAMILIES, type ApplyReason, type ClientFamily } from './vocabulary.js';

interface Tally {
  applied: number;
  failed: number;
  skipped: number;
  reasons: ReasonCounts;
  durations: Histogram;
}

const empty = (): Tally => ({ applied: 0, failed: 0, skipped: 0, reasons: {}, durations: emptyHistogram() });

function add(into: Tally, d: ClientDay): Tally {
  into.applied += d.counts.applied;
  into.failed += d.counts.failed;
  into.skipped += d.counts.skipped;
  for (const [r, n] of Object.entries(d.reasons)) into.reasons[r as ApplyReason] = (into.reasons[r as ApplyReason] ?? 0) + (n ?? 0);
  addHistograms(into.durations, d.durations);
  return into;
}

const attempts = (t: Tally) => t.applied + t.failed + t.skipped;

function figures(t: Tally, language: Language) {
  const total = attempts(t);
  return {
    applied: t.applied,
    failed: t.failed,
    skipped: t.skipped,
    failureRate: total ? t.failed / total : null,
    reasons: Object.entries(t.reasons)
      .map(([reason, count]) => ({ reason: reason as ApplyReason, label: reasonLabel(reason as ApplyReason, language), count: count ?? 0 }))
      .filter((r) => r.count > 0)
      .sort((a, b) => b.count - a.count),
    medianMs: quantile(t.durations, 0.5),
    p95Ms: quantile(t.durations, 0.95),
  };
}

/** Compares version strings numerically part by part, newest first. */
const newestFirst = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true });

/** Per client (most attempts first) and per version of it (newest first): the figures monitoring shows, named in `language`. */
export function clientHealth(days: ClientDay[], language: Language = DEFAULT_LANGUAGE): ClientHealthReport['clients'] {
  const byClient = new Map<ClientFamily, { total: Tally; versions: Map<string, Tally> }>();
  for (const d of days) {
    const c = byClient.get(d.family) ?? { total: empty(), versions: new Map<string, Tally>() };
    add(c.total, d);
    c.versions.set(d.version, add(c.versions.get(d.version) ?? empty(), d));
    byClient.set(d.family, c);
  }
  return [...byClient.entries()]
    .filter(([family]) => (CLIENT_FAMILIES as readonly string[]).includes(family))
    .sort(([, a], [, b]) => attempts(b.total) - attempts(a.total))
    .map(([family, c]) => ({
      client: family,
      label: clientLabel(family, language),
      ...figures(c.total, language),
      versions: [...c.versions.entries()]
        .sort(([a], [b]) => newestFirst(a, b))
        .map(([version, t]) => ({ version: version || 'unknown', ...figures(t, language) })),
    }));
}

/** A client whose share of failed attempts rose from one period to the next. */
interface RisingFailures {
  client: ClientFamily;
  label: string;
  failed: number;
  rate: number;
  previousRate: number;
}

/** Needed before a rise is named: a handful of failures and five points more of all attempts. */
const MIN_FAILURES = 3;
const MIN_RISE = 0.05;

/** The clients whose failure rate in `current` rose notably over `previous` (the digest names them). */
export function risingFailures(current: ClientDay[], previous: ClientDay[]): RisingFailures[] {
  const now = clientHealth(current);
  const before = new Map(clientHealth(previous).map((c) => [c.client, c.failureRate ?? 0]));
  return now
    .filter((c) => c.failed >= MIN_FAILURES && (c.failureRate ?? 0) - (before.get(c.client) ?? 0) >= MIN_RISE)
    .map((c) => ({
      client: c.client,
      label: c.label,
      failed: c.failed,
      rate: c.failureRate ?? 0,
      previousRate: before.get(c.client) ?? 0,
    }));
}
