// Apply-event reports at volume: the activity report and a rollout's detail, at 10k and 100k events per tenant with
// a second tenant of the same volume beside it. Data is written straight into storage (raw events in batches of
// 100, up to 10,000 a tenant), the rollups built by the backfill job (and its writers for events past those);
// each call's storage requests and entities read are counted.
import type { TransactionAction } from '@azure/data-tables';
import { ActivityStore } from '../shared/activity/store.js';
import { ApplyRollupStore, dayOf, MAILBOX_DAYS, SHARDS, zero, type Counts, type DayCounts } from '../shared/activity/rollups.js';
import type { ApplyEvent } from '../shared/activity/schemas.js';
import { loadConfig } from '../shared/config.js';
import { FixtureDirectory, type DirectoryFixture } from '../shared/directory/fixture.js';
import { startAzurite } from '../local/azurite.js';
import { consoleLogger } from '../shared/log.js';
import { createServices } from '../shared/services.js';
import { invertedTimeKey } from '../shared/storage/entities.js';
import { StorageCounter } from '../shared/storage/request-counter.js';
import { Storage } from '../shared/storage/storage.js';

const TENANTS = ['aaaaaaaa-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000002'];
const MAILBOXES = 500;
const DAYS = 60;
const CALLS = 20;
const OUTCOMES = ['applied', 'applied', 'applied', 'applied', 'failed', 'skipped'] as const;
const DAY_MS = 86_400_000;
/** Events per tenant at each stage; `BENCH_APPLY_EVENTS=1000,5000` for a quick run on a busy machine. */
const STAGES = (process.env.BENCH_APPLY_EVENTS ?? '10000,100000').split(',').map(Number);
/** Events a tenant stored raw; the rest of a stage goes straight into the rollups (see `fill`). */
const RAW_EVENTS = 10_000;

const mailbox = (tenant: string, i: number) => `user${i}@${tenant.slice(0, 8)}.example`;

function fixture(): DirectoryFixture {
  const tenants: DirectoryFixture['tenants'] = {};
  for (const t of TENANTS) {
    tenants[t] = {
      displayName: `Bench ${t.slice(0, 8)}`,
      domains: [`${t.slice(0, 8)}.example`],
      users: Array.from({ length: MAILBOXES }, (_, i) => ({
        id: `${t.slice(0, 8)}-${i}`,
        userPrincipalName: mailbox(t, i),
        mail: mailbox(t, i),
        accountEnabled: true,
        userType: 'Member',
        mailboxType: 'user' as const,
        businessPhones: [],
        proxyAddresses: [`SMTP:${mailbox(t, i)}`],
        displayName: `User ${i}`,
      })),
      groups: [],
    };
  }
  return { tenants };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50/p99 of `CALLS` calls, and the storage requests and entities read per call (the same on every call). */
async function measureCall(counter: StorageCounter, call: () => Promise<unknown>) {
  await call();
  const times: number[] = [];
  let seen = { requests: 0, entitiesRead: 0 };
  for (let i = 0; i < CALLS; i++) {
    counter.reset();
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
    seen = counter.reset();
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)), ...seen };
}

/**
 * The counter choice: `REPORTS` reports of one tenant at once from two instances, all on one template version,
 * counted into one row per counter, or spread over shards. Requests per report show the retries lost races cost.
 */
async function counterContention(connectionString: string) {
  const REPORTS = 200;
  const out: Record<string, unknown>[] = [];
  for (const shards of [1, SHARDS]) {
    const counter = new StorageCounter();
    const storage = new Storage({ connectionString, counter });
    const instances = [new ApplyRollupStore(storage, shards), new ApplyRollupStore(storage, shards)];
    await storage.init();
    const tenant = crypto.randomUUID();
    counter.reset();
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: REPORTS }, (_, i) =>
        instances[i % 2].record(
          tenant,
          {
            mailbox: `m${i % 50}@x.example`,
            reportedBy: '',
            type: 'new',
            outcome: 'applied',
            templateId: 't',
            version: 1,
            error: null,
            client: null,
            clientFamily: null,
            clientVersion: null,
            event: null,
            reason: null,
            durationMs: null,
            at: new Date().toISOString(),
            source: 'addin',
          },
          `report-${i}`,
        ),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const { requests } = counter.reset();
    const total = await instances[0].versionTotals(tenant, 't', 1);
    out.push({
      shards,
      reports: REPORTS,
      ms,
      requestsPerReport: +(requests / REPORTS).toFixed(1),
      refused: results.filter((r) => r.status === 'rejected').length,
      counted: total.applied,
    });
  }
  console.log('\nCounter contention: 200 reports at once from two instances, one template version');
  console.table(out);
  return out;
}

export async function applyReportsBench() {
  const azurite = await startAzurite();
  const counter = new StorageCounter();
  const storage = new Storage({ connectionString: azurite.connectionString, counter });
  const config = loadConfig({
    STORAGE_CONNECTION_STRING: azurite.connectionString,
    SIGNING_SECRET: 'bench-signing-secret-0123456789abcdef',
    DIRECTORY_FIXTURE: undefined,
    API_CLIENT_SECRET: 'unused',
  });
  const services = createServices(config, {
    storage,
    directory: new FixtureDirectory(fixture()),
    log: { ...consoleLogger, info: () => undefined },
  });
  await storage.init();
  const activity = storage.table('activity');
  const rollupTable = storage.table('applyrollups');
  const now = Date.now();
  const templates = new Map<string, string>();
  const rollupStore = new ApplyRollupStore(storage);
  const rows: Record<string, unknown>[] = [];
  try {
    await counterContention(azurite.connectionString);
    for (const t of TENANTS) {
      const actor = { actor: 'bench@example' };
      const tpl = await services.templates.create(t, actor, 'Bench', '<p>v1 {{displayName}}</p>');
      // A created template is an unpublished working copy: version 1 is its first publish.
      await services.templates.review.publishDraft(t, actor, tpl.id);
      templates.set(t, tpl.id);
    }
    let written = 0;
    /** The `j`th event of a tenant: spread over DAYS days and MAILBOXES mailboxes, half on each template version. */
    const eventOf = (t: string, j: number): ApplyEvent => {
      const outcome = OUTCOMES[j % OUTCOMES.length];
      return {
        mailbox: mailbox(t, j % MAILBOXES),
        reportedBy: mailbox(t, j % MAILBOXES),
        type: 'new',
        outcome,
        templateId: templates.get(t)!,
        version: 1 + (j % 2),
        error: outcome === 'failed' ? 'bench failure' : null,
        client: 'Outlook',
        clientFamily: 'windows-classic',
        clientVersion: '16.0.18025',
        event: 'newMessage',
        reason: outcome === 'failed' ? 'client_error' : null,
        durationMs: 150 + (j % 7) * 40,
        at: new Date(now - 60_000 - ((j * 7919) % DAYS) * DAY_MS - (j % 80_000) * 1000).toISOString(),
        source: 'addin',
      };
    };
    /**
     * Brings each tenant to `target` events. Up to RAW_EVENTS they are stored raw (in transactions of 100) and rolled
     * up by the backfill job; beyond, Azurite's ingest is too slow (100,000 raw rows a tenant do not finish in 20
     * minutes here), so the events past RAW_EVENTS are tallied here and written with the backfill's own writers: the
     * rows the backfill would write had they been stored raw.
     */
    const fill = async (target: number) => {
      const started = performance.now();
      const rawTarget = Math.min(target, RAW_EVENTS);
      for (const t of TENANTS) {
        for (let i = written; i < rawTarget; i += 100) {
          const batch: TransactionAction[] = [];
          for (let j = i; j < Math.min(rawTarget, i + 100); j++) {
            const e = eventOf(t, j);
            batch.push(['create', { partitionKey: t, rowKey: invertedTimeKey(new Date(e.at)), ...e, error: e.error ?? '' }]);
          }
          await activity.submitTransaction(batch);
        }
      }
      written = target;
      const ingestMs = Math.round(performance.now() - started);
      console.log(`apply events: ${target} per tenant (${rawTarget} raw) written in ${ingestMs} ms; building rollups`);
      const backfillStarted = performance.now();
      for (const t of TENANTS) {
        // The rollups of what is stored: the backfill job, forced to run again from the start.
        await rollupTable.upsertEntity({ partitionKey: `${t}|state`, rowKey: 'backfill', phase: 'mailboxes', cursor: '' }, 'Replace');
        await services.activity.backfillTenant(t);
        if (target > RAW_EVENTS) await tallyBeyondRaw(t, target);
        // Version totals as live reports would have left them: spread over the shards.
        const versionTotals = new Map<number, Counts>();
        for (let j = 0; j < target; j++) {
          const e = eventOf(t, j);
          const c = versionTotals.get(e.version!) ?? zero();
          c[e.outcome]++;
          versionTotals.set(e.version!, c);
        }
        for (const [version, c] of versionTotals) {
          for (let s = 0; s < SHARDS; s++) {
            const share = (n: number) => Math.floor(n / SHARDS) + (s < n % SHARDS ? 1 : 0);
            await rollupTable.upsertEntity(
              {
                partitionKey: `${t}|version`,
                rowKey: `${templates.get(t)}|${version}|${s}`,
                templateId: templates.get(t)!,
                version,
                applied: share(c.applied),
                failed: share(c.failed),
                skipped: share(c.skipped),
              },
              'Replace',
            );
          }
        }
      }
      return { ingestMs, backfillMs: Math.round(performance.now() - backfillStarted) };
    };

    /** Every event 0..target tallied as the backfill tallies stored ones, written with its writers (whole values). */
    const tallyBeyondRaw = async (t: string, target: number) => {
      const cutoff = now;
      const keepFrom = dayOf(new Date(cutoff - MAILBOX_DAYS * DAY_MS).toISOString());
      const days = new Map<string, Map<number, Counts>>();
      const boxes = new Map<string, { last: ApplyEvent; lastAppliedAt: string; past: DayCounts }>();
      for (let j = 0; j < target; j++) {
        const e = eventOf(t, j);
        const day = dayOf(e.at);
        const perVersion = days.get(day) ?? new Map<number, Counts>();
        const c = perVersion.get(e.version!) ?? zero();
        c[e.outcome]++;
        perVersion.set(e.version!, c);
        days.set(day, perVersion);
        const m = boxes.get(e.mailbox) ?? { last: e, lastAppliedAt: '', past: {} };
        if (e.at > m.last.at) m.last = e;
        if (e.outcome === 'applied' && e.at > m.lastAppliedAt) m.lastAppliedAt = e.at;
        if (day >= keepFrom) (m.past[day] ??= zero())[e.outcome]++;
        boxes.set(e.mailbox, m);
      }
      for (const [day, perVersion] of days) {
        await rollupStore.writeBackfillDay(
          t,
          day,
          [...perVersion].map(([version, counts]) => ({ templateId: templates.get(t)!, version, counts })),
        );
      }
      for (const [box, m] of boxes) await rollupStore.writeBackfillMailbox(t, box, m.past, m.last, m.lastAppliedAt);
    };

    let rolloutStarted = false;
    for (const target of STAGES) {
      const { ingestMs, backfillMs } = await fill(target);
      const t = TENANTS[0];
      if (!rolloutStarted) {
        // Started with a zero baseline (before any live report), so its results are the version totals.
        await services.rollouts.start(t, { actor: 'bench@example' }, templates.get(t)!, '<p>v2 {{displayName}}</p>', {
          percentage: 10,
          minHours: 0,
          minApplies: 50,
          maxFailureRateIncrease: 0.02,
          autoPromote: false,
        });
        await storage.table('rollouts').updateEntity(
          {
            partitionKey: t,
            rowKey: templates.get(t)!,
            baseline: JSON.stringify({ base: { applied: 0, failed: 0, skipped: 0 }, candidate: { applied: 0, failed: 0, skipped: 0 } }),
          },
          'Merge',
        );
        rolloutStarted = true;
      }
      const report = await measureCall(counter, () => services.monitoring.activityReport(t));
      const detail = await measureCall(counter, () => services.rollouts.detail(t, templates.get(t)!));
      const check = await services.rollouts.detail(t, templates.get(t)!);
      const raw = await measureCall(counter, () => new ActivityStore(storage).since(t, new Date(now - 30 * DAY_MS)));
      rows.push(
        {
          events: target,
          report: 'activity report',
          p50: report.p50,
          p99: report.p99,
          requests: report.requests,
          entities: report.entitiesRead,
          ingestMs,
          backfillMs,
        },
        {
          events: target,
          report: 'rollout detail',
          p50: detail.p50,
          p99: detail.p99,
          requests: detail.requests,
          entities: detail.entitiesRead,
          attempts: check.results.current.applied + check.results.candidate.applied,
        },
        {
          events: target,
          report: '(before: raw 30-day read)',
          p50: raw.p50,
          p99: raw.p99,
          requests: raw.requests,
          entities: raw.entitiesRead,
        },
      );
      console.table(rows.filter((r) => r.events === target));
    }
    console.log(
      `\nApply-event reports (${MAILBOXES} mailboxes a tenant, events over ${DAYS} days, two tenants of the same volume; ${CALLS} calls each)`,
    );
    console.table(rows);
    const at = (events: number, report: string) => rows.find((r) => r.events === events && r.report === report)!;
    const goals = ['activity report', 'rollout detail'].map((report) => {
      const [small, large] = [at(STAGES[0], report), at(STAGES[STAGES.length - 1], report)];
      return { report, sameEntities: small.entities === large.entities, under500: (large.p99 as number) < 500 };
    });
    for (const g of goals)
      console.log(
        `${g.report}: entities read the same at ${STAGES.join(' and ')} events ${g.sameEntities ? 'met' : 'missed'}; p99 < 500 ms ${g.under500 ? 'met' : 'missed'}`,
      );
    return rows;
  } finally {
    await azurite.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  applyReportsBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
