// The message trail at volume: `BENCH_TRAIL_ROWS` rows (a million by default) of one organisation written straight
// into Azurite in transactions of one partition, as the trail's writer writes them (each entry is kept twice, by
// mailbox and by time, and three times when the relay read a Message-ID), spread over 30 days and 50,000 mailboxes,
// with a second organisation of a tenth of the rows beside it. Then lookups as `GET /api/admin/trail` makes them: by
// mailbox over the last 7 and the whole 30 days, by Message-ID over 30 days, and by one hour of time alone; p50/p99 of
// each and the table requests and entities each lookup reads. Azurite holds them in memory (its heap raised for it).
import { startAzurite } from '../local/azurite.js';
import { StorageCounter } from '../shared/storage/request-counter.js';
import { Storage } from '../shared/storage/storage.js';
import { DEFAULT_STORAGE_WAITS } from '../shared/storage/bounded-waits.js';
import type { TrailEntry } from '../shared/trail/schemas.js';
import { BATCH_ROWS, rowsOf, TrailStore, type TrailRow } from '../shared/trail/store.js';
import { checked, goalLine } from './verdict.js';

const TENANTS = ['cccccccc-0000-4000-8000-000000000046', 'dddddddd-0000-4000-8000-000000000046'];
const MAILBOXES = 50_000;
const DAYS = 30;
const LOOKUPS = 100;
const DAY_MS = 86_400_000;
/** Transactions in flight while ingesting. */
const WRITERS = Number(process.env.BENCH_TRAIL_WRITERS ?? 2);
/** Entries generated at a time: enough that most partitions fill whole transactions of 100 rows. */
const CHUNK = 20_000;
const ROWS = Number(process.env.BENCH_TRAIL_ROWS ?? 1_000_000);
/** One relayed message in three carries a Message-ID (the relay's); the rest are the add-in's composes. */
const RELAY_SHARE = 3;
/** The goal: a lookup's p99 among a million rows, every kind of lookup. */
export const TRAIL_LOOKUP_GOAL_MS = 200;

const mailbox = (i: number) => `user${i}@bench.example`;
const messageId = (n: number) => `<${n}.bench@mail.example>`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function entryOf(n: number, now: number): TrailEntry {
  const relay = n % RELAY_SHARE === 0;
  return {
    at: new Date(now - ((n * 7919) % (DAYS * DAY_MS - 60_000))).toISOString(),
    mailbox: mailbox((n * 31) % MAILBOXES),
    source: relay ? 'server' : 'addin',
    ...(relay ? { messageId: messageId(n) } : {}),
    templateId: 't_bench',
    version: 3,
    outcome: 'signed',
    type: 'new',
    domains: ['contoso.example', 'fabrikam.example'],
    explanation:
      "Signed by the add-in with 'Sales' version 3 because the rule 'Sales team' matched (department is Sales). " +
      "Writing to external recipients (fabrikam.example), so the banner 'External notice' was added.",
  };
}

/**
 * Ingest as the writer does it at volume: rows gathered by partition, each full hundred one transaction, `WRITERS`
 * transactions in flight. What does not fill a transaction waits for the next chunk (`flushAll` writes the rest).
 */
class Ingest {
  private readonly waiting = new Map<string, TrailRow[]>();
  rows = 0;
  transactions = 0;
  constructor(private readonly store: TrailStore) {}

  async add(rows: readonly TrailRow[]): Promise<void> {
    const full: TrailRow[][] = [];
    for (const r of rows) {
      let list = this.waiting.get(r.partitionKey);
      if (!list) this.waiting.set(r.partitionKey, (list = []));
      list.push(r);
      if (list.length === BATCH_ROWS) {
        full.push(list);
        this.waiting.delete(r.partitionKey);
      }
    }
    await this.write(full);
  }

  async flushAll(): Promise<void> {
    const rest = [...this.waiting.values()];
    this.waiting.clear();
    await this.write(rest);
  }

  private async write(batches: TrailRow[][]): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < batches.length) {
          const batch = batches[next++];
          const requests = await this.store.writePartition(batch);
          this.transactions += requests;
          this.rows += batch.length;
        }
      }),
    );
  }
}

async function measure(counter: StorageCounter, call: (i: number) => Promise<TrailEntry[]>) {
  await call(-1).catch(() => []);
  const times: number[] = [];
  let requests = 0;
  let entities = 0;
  let found = 0;
  let answered = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    counter.reset();
    const t = performance.now();
    const entries = await call(i).catch(() => null);
    times.push(performance.now() - t);
    if (entries) answered++;
    found += entries?.length ?? 0;
    const seen = counter.reset();
    requests += seen.requests;
    entities += seen.entitiesRead;
  }
  times.sort((a, b) => a - b);
  const avg = (n: number) => +(n / LOOKUPS).toFixed(1);
  return {
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    requests: avg(requests),
    entities: avg(entities),
    found: avg(found),
    answered,
  };
}

export async function trailLookupBench() {
  const azurite = await startAzurite({ heapMb: 8192 });
  const counter = new StorageCounter();
  // Ingest keeps transactions of 100 rows in flight back to back: Azurite on a shared machine may take seconds for one.
  const waits = { ...DEFAULT_STORAGE_WAITS, tryTimeoutMs: 60_000, deadlineMs: 120_000 };
  const storage = new Storage({ connectionString: azurite.connectionString, counter, waits });
  const store = new TrailStore(storage);
  await storage.init();
  const now = Date.now();
  try {
    const ingest = new Ingest(store);
    let entries = 0;
    const started = performance.now();
    // The second organisation gets a tenth of the volume: its rows sit beside the first's, never read by its lookups.
    for (const [t, share] of [
      [TENANTS[0], 1],
      [TENANTS[1], 0.1],
    ] as const) {
      for (let generated = 0; generated < ROWS * share;) {
        const chunk: TrailRow[] = [];
        for (let i = 0; i < CHUNK && generated + chunk.length < ROWS * share; i++) chunk.push(...rowsOf(t, entryOf(entries++, now)));
        await ingest.add(chunk);
        generated += chunk.length;
        if (process.env.BENCH_TRAIL_PROGRESS) console.log(`${ingest.rows} rows written, ${Math.round(performance.now() - started)} ms`);
      }
      // Each organisation's remainders before the next: a writer flushes every second.
      await ingest.flushAll();
    }
    const ingestMs = Math.round(performance.now() - started);
    // More requests than transactions: some were sent again (Azurite refusing a transaction that overlaps another).
    const ingestRequests = counter.reset().requests;
    const tenant = TENANTS[0];
    const to = new Date(now);
    const since = (days: number) => new Date(now - days * DAY_MS);
    // Entries of the first organisation: every third one the relay's, with a Message-ID.
    const firstEntries = Math.floor(entries / 1.1);
    const someId = (i: number) => messageId((((i + 1) * 104_729) % Math.floor(firstEntries / RELAY_SHARE)) * RELAY_SHARE);
    // Mailboxes that have entries: entry n writes as mailbox (n * 31) % MAILBOXES.
    const someMailbox = (i: number, step: number) => mailbox(((((i + 1) * step) % Math.min(firstEntries, MAILBOXES)) * 31) % MAILBOXES);
    const results = [
      {
        lookup: 'mailbox, last 7 days',
        ...(await measure(counter, (i) => store.byMailbox(tenant, someMailbox(i, 13), since(7), to, 100))),
      },
      { lookup: 'mailbox, 30 days', ...(await measure(counter, (i) => store.byMailbox(tenant, someMailbox(i, 17), since(DAYS), to, 100))) },
      { lookup: 'Message-ID, 30 days', ...(await measure(counter, (i) => store.byMessageId(tenant, someId(i), since(DAYS), to, 100))) },
      {
        lookup: 'one hour, every mailbox',
        ...(await measure(counter, (i) => {
          const end = new Date(now - Math.max(0, i) * 3 * 3600_000);
          return store.byTime(tenant, new Date(end.getTime() - 3600_000), end, 100, 2);
        })),
      },
    ];
    const rows = ingest.rows;
    console.log(
      `\nMessage trail: ${rows} rows (${entries} entries, ${MAILBOXES} mailboxes, ${DAYS} days, two organisations) ingested in ` +
        `${ingestMs} ms (${Math.round(rows / (ingestMs / 1000))} rows/s) in ${ingest.transactions} transactions (${ingestRequests} requests), ` +
        `${WRITERS} in flight; ${LOOKUPS} lookups each`,
    );
    console.table(results);
    const verdict = checked({
      name: 'message trail lookups',
      made: results.length * LOOKUPS,
      // A kind of lookup that found nothing in any of its lookups measured nothing (a layout that lost the rows).
      succeeded: results.reduce((n, r) => n + (r.found > 0 ? r.answered : 0), 0),
    });
    const worst = Math.max(...results.map((r) => r.p99));
    const among = rows >= 1_000_000 ? '1M' : `${Math.round(rows / 1000)}k`;
    console.log(
      goalLine(`trail lookup p99 among ${among} rows (ms)`, worst, `< ${TRAIL_LOOKUP_GOAL_MS}`, worst < TRAIL_LOOKUP_GOAL_MS, verdict),
    );
    return { rows, entries, ingestMs, transactions: ingest.transactions, results, worst, verdict };
  } finally {
    await azurite.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  trailLookupBench()
    .then(({ verdict }) => {
      if (verdict.verdict === 'broken') process.exitCode = 1;
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
