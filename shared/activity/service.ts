import type { Clock } from '../clock.js';
import { invertedTimeKey } from '../storage/entities.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { metrics } from '../metrics/instruments.js';
import type { ActivityStore } from './store.js';
import { dayOf, zero, MAILBOX_DAYS, type ApplyRollupStore, type Counts, type DayCounts } from './rollups.js';
import { clientFamily, clientLine, clientVersion, hostOf, reasonFromError } from './clients.js';
import type { ApplyEvent, ReportBody } from './schemas.js';
import type { ApplySource } from './vocabulary.js';

const DAY_MS = 86_400_000;
/** Raw apply events are kept this long (the event search); the README states it. */
const RAW_RETENTION_DAYS = 90;
/** Daily rollups are kept for the 365-day analytics window, with a margin. */
const ROLLUP_RETENTION_DAYS = 400;

/** Apply outcomes of the add-in, for monitoring and for deciding staged rollouts. */
export class ActivityService {
  constructor(
    private readonly store: ActivityStore,
    private readonly deps: { rollups: ApplyRollupStore; clock: Clock },
  ) {}

  /** Records one attempt against the token's mailbox; any mailbox named in the payload is ignored. */
  async report(tenantId: string, mailbox: string, report: ReportBody): Promise<ApplyEvent> {
    const host = hostOf(report);
    const event: ApplyEvent = {
      mailbox: mailbox.toLowerCase(),
      reportedBy: mailbox.toLowerCase(),
      type: report.type,
      outcome: report.outcome,
      templateId: report.templateId ?? null,
      version: report.version ?? null,
      error: report.error ?? null,
      client: clientLine(report, host),
      clientFamily: host ? clientFamily(host) : null,
      clientVersion: host ? clientVersion(host.version) || null : null,
      event: report.event ?? null,
      reason: report.outcome === 'applied' ? null : (report.reason ?? reasonFromError(report.outcome, report.error)),
      durationMs: report.durationMs ?? null,
      at: this.deps.clock.now().toISOString(),
      source: 'addin',
      ...(report.stale ? { stale: true } : {}),
    };
    return this.record(tenantId, event);
  }

  /**
   * Records one event as given (the relay's, `source: "server"`): every rollup, then the raw event, under one key
   * decided here. Counted first: a process stopped between the two leaves a count without its raw row (the event
   * search misses one report), never a report that a rollout's figures miss.
   */
  async record(tenantId: string, event: ApplyEvent): Promise<ApplyEvent> {
    if (event.outcome === 'failed') {
      // The build as the client reported it (bounded; the registry caps the label sets too).
      const labels = {
        source: event.source,
        client_family: event.clientFamily ?? 'unknown',
        build: event.clientVersion?.slice(0, 32) ?? 'unknown',
      };
      metrics.applyFailures.add(labels);
    }
    const key = invertedTimeKey(new Date(event.at));
    await this.deps.rollups.record(tenantId, event, key);
    await this.store.append(tenantId, event, key);
    return event;
  }

  /** Raw counts per version since an instant: only for rollouts started before rollups were written live. */
  outcomesSince(tenantId: string, templateId: string, since: string) {
    return this.store.outcomesSince(tenantId, templateId, since);
  }

  /** Counts of one template version since live counting began (a handful of rows, whatever the volume). */
  versionTotals(tenantId: string, templateId: string, version: number): Promise<Counts> {
    return this.deps.rollups.versionTotals(tenantId, templateId, version);
  }

  search(
    tenantId: string,
    opts: { mailbox?: string; outcome?: string; client?: string; source?: ApplySource; limit: number; cursor?: string },
  ) {
    return this.store.search(tenantId, opts);
  }

  since(tenantId: string, since: Date) {
    return this.store.since(tenantId, since);
  }

  async recent(tenantId: string, limit = 100) {
    return (await this.store.search(tenantId, { limit })).items;
  }

  /** The newest `limit` events since an instant (one page of raw events). */
  newest(tenantId: string, since: Date, limit: number) {
    return this.store.newest(tenantId, since, limit);
  }

  /** Per-mailbox rollups of the mailboxes that reported since an instant. */
  mailboxes(tenantId: string, since: Date) {
    return this.deps.rollups.mailboxes(tenantId, since.toISOString());
  }

  /** Mailboxes that applied a signature since an instant. */
  applyingSince(tenantId: string, since: Date) {
    return this.deps.rollups.applyingSince(tenantId, since.toISOString());
  }

  /** Apply health per mail client and version over whole UTC days `firstDay`..`lastDay`, from the client rollups. */
  clientDays(tenantId: string, firstDay: string, lastDay: string) {
    return this.deps.rollups.clients.days(tenantId, firstDay, lastDay);
  }

  /** Signatures applied on the UTC days `firstDay`..`lastDay` (`YYYY-MM-DD`, inclusive), from the daily rollups. */
  async appliedOnDays(tenantId: string, firstDay: string, lastDay: string): Promise<number> {
    const rows = await this.deps.rollups.days(tenantId, firstDay, lastDay);
    return rows.reduce((n, r) => n + r.counts.applied, 0);
  }

  /** Timer job: raw events past their retention are deleted, and daily rollups past theirs. */
  purgeExpired(log: Logger, tenants: AsyncIterable<string> | Iterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'activityRetention',
      tenants,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        const now = this.deps.clock.now().getTime();
        const raw = await this.store.purgeBefore(tenantId, new Date(now - RAW_RETENTION_DAYS * DAY_MS));
        const rollupCutoff = new Date(now - ROLLUP_RETENTION_DAYS * DAY_MS).toISOString();
        const rolled = await this.deps.rollups.purgeBefore(tenantId, dayOf(rollupCutoff), rollupCutoff);
        return raw + rolled ? 'purged' : 'skipped';
      },
    );
  }

  /**
   * Timer job, one-off in effect: builds the rollups of the events stored before rollups were written live. Per
   * tenant a marker row holds the phase and cursor (resumable) and finally `done`; what it writes replaces whole
   * values (the backfill shard, a mailbox's backfilled counts), so running it again gives the same rollups.
   */
  backfill(log: Logger, tenants: AsyncIterable<string> | Iterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'activityBackfill',
      tenants,
      (tenantId) => ({ tenantId }),
      (tenantId) => this.backfillTenant(tenantId),
    );
  }

  async backfillTenant(tenantId: string): Promise<'backfilled' | 'skipped'> {
    const state = await this.deps.rollups.backfillState(tenantId);
    if (state?.phase === 'done') return 'skipped';
    const cutoff = new Date(await this.deps.rollups.ensureLive(tenantId, this.deps.clock.now().toISOString()));
    if (!state || state.phase === 'mailboxes') {
      await this.backfillMailboxes(tenantId, cutoff);
      await this.deps.rollups.saveBackfillState(tenantId, 'days', '');
    }
    await this.backfillDays(tenantId, cutoff, (await this.deps.rollups.backfillState(tenantId))?.cursor ?? '');
    await this.deps.rollups.saveBackfillState(tenantId, 'done', '');
    return 'backfilled';
  }

  /** One pass over the stored events (at most the raw retention): each mailbox's last report and recent day counts. */
  private async backfillMailboxes(tenantId: string, cutoff: Date) {
    const keepFrom = dayOf(new Date(cutoff.getTime() - MAILBOX_DAYS * DAY_MS).toISOString());
    const found = new Map<string, { last: ApplyEvent; lastAppliedAt: string; past: DayCounts }>();
    for await (const e of this.store.before(tenantId, cutoff)) {
      const m = found.get(e.mailbox) ?? { last: e, lastAppliedAt: '', past: {} };
      if (e.outcome === 'applied' && !m.lastAppliedAt) m.lastAppliedAt = e.at;
      const day = dayOf(e.at);
      if (day >= keepFrom) {
        const c = (m.past[day] ??= zero());
        c[e.outcome] += 1;
      }
      found.set(e.mailbox, m);
    }
    for (const [mailbox, m] of found) await this.deps.rollups.writeBackfillMailbox(tenantId, mailbox, m.past, m.last, m.lastAppliedAt);
  }

  /** Day by day, newest first: each finished day's counts replace its backfill shard, then the cursor moves past it. */
  private async backfillDays(tenantId: string, cutoff: Date, doneThrough: string) {
    // Resume: the days at or after the cursor day are written already.
    const before = doneThrough ? new Date(Math.min(cutoff.getTime(), Date.parse(`${doneThrough}T00:00:00Z`))) : cutoff;
    let day = '';
    let counts = new Map<string, { templateId: string; version: number; counts: Counts }>();
    const flush = async () => {
      if (!day) return;
      await this.deps.rollups.writeBackfillDay(tenantId, day, [...counts.values()]);
      await this.deps.rollups.saveBackfillState(tenantId, 'days', day);
    };
    for await (const e of this.store.before(tenantId, before)) {
      const d = dayOf(e.at);
      if (d !== day) {
        await flush();
        day = d;
        counts = new Map();
      }
      const key = `${e.templateId ?? ''}|${e.version ?? 0}`;
      const c = counts.get(key) ?? { templateId: e.templateId ?? '', version: e.version ?? 0, counts: zero() };
      c.counts[e.outcome] += 1;
      counts.set(key, c);
    }
    await flush();
  }
}
