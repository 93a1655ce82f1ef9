// The message trail at volume: `BENCH_TRAIL_ROWS` rows (a million by default) of one organisation written straight
// into Azurite in transactions of one partition, as the trail's writer writes them (each entry is kept twice, by
// mailbox and by time, and three times when the relay read a Message-ID), spread over 30 days and 50,000 mailboxes,
// with a second organisation beside it. Then lookups as `GET /api/admin/trail` makes them: by mailbox over the last
// 7 and the whole 30 days, by Message-ID over 30 days, and by one hour of time alone; p50/p99 of each and the table
// requests and entities each lookup reads. `BENCH_TRAIL_ROWS=100000` for a quick run on a busy machine.
import { startAzurite } from '../local/azurite.js';
import { StorageCounter } from '../shared/storage/request-counter.js';
import { Storage } from '../shared/storage/storage.js';
import { DEFAULT_STORAGE_WAITS } from '../shared/storage/bounded-waits.js';
import { daysBetween } from '../shared/trail/keys.js';
import type { TrailEntry } from '../shared/trail/schemas.js';
import { BATCH_ROWS, rowsOf, TrailStore, type TrailRow } from '../shared/trail/store.js';

const TENANTS = ['cccccccc-0000-4000-8000-000000000046', 'dddddddd-0000-4000-8000-000000000046'];
const MAILBOXES = 50_000;
const DAYS = 30;
const LOOKUPS = 100;
const DAY_MS = 86_400_000;
/** Transactions in flight while ingesting. */
const WRITERS = 4;
/** Entries generated (and written) at a time. */
const CHUNK = 5_000;
const ROWS = Number(process.env.BENCH_TRAIL_ROWS ?? 1_000_000);
/** One relayed message in three carries a Message-ID (the relay's); the rest are the add-in's composes. */
const RELAY_SHARE = 3;

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

/** Writes rows grouped by partition, 100 to a transaction, `WRITERS` transactions at once. */
async function writeRows(store: TrailStore, rows: TrailRow[]) {
  const byPartition = new Map<string, TrailRow[]>();
  for (const r of rows) byPartition.set(r.partitionKey, [...(byPartition.get(r.partitionKey) ?? []), r]);
  const batches: TrailRow[][] = [];
  for (const list of byPartition.values()) for (let i = 0; i < list.length; i += BATCH_ROWS) batches.push(list.slice(i, i + BATCH_ROWS));
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < batches.length) await store.writePartition(batches[next++]);
    }),
  );
  return batches.length;
}

async function measure(counter: StorageCounter, call: (i: number) => Promise<TrailEntry[]>) {
  await call(-1);
  const times: number[] = [];
  let requests = 0;
  let entities = 0;
  let found = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    counter.reset();
    const t = performance.now();
    found += (await call(i)).length;
    times.push(performance.now() - t);
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
  };
}

export async function trailLookupBench() {
  const azurite = await startAzurite();
  const counter = new StorageCounter();
  // Ingest sends transactions of 100 rows back to back: Azurite on a shared machine may take seconds for one.
  const waits = { ...DEFAULT_STORAGE_WAITS, tryTimeoutMs: 60_000, deadlineMs: 120_000 };
  const storage = new Storage({ connectionString: azurite.connectionString, counter, waits });
  const store = new TrailStore(storage);
  await storage.init();
  const now = Date.now();
  try {
    let rows = 0;
    let transactions = 0;
    let entries = 0;
    const started = performance.now();
    // The second organisation gets a tenth of the volume: its rows sit beside the first's, never read by its lookups.
    for (const [t, share] of [
      [TENANTS[0], 1],
      [TENANTS[1], 0.1],
    ] as const) {
      for (let written = 0; written < ROWS * share;) {
        const chunk: TrailRow[] = [];
        for (let i = 0; i < CHUNK && written + chunk.length < ROWS * share; i++) chunk.push(...rowsOf(t, entryOf(entries++, now)));
        transactions += await writeRows(store, chunk);
        if (process.env.BENCH_TRAIL_PROGRESS) console.log(`${rows + chunk.length} rows, ${Math.round(performance.now() - started)} ms`);
        written += chunk.length;
        rows += chunk.length;
      }
    }
    const ingestMs = Math.round(performance.now() - started);
    const tenant = TENANTS[0];
    const to = new Date(now);
    const since = (days: number) => new Date(now - days * DAY_MS);
    const month = daysBetween(since(DAYS), to, DAYS + 1);
    const week = daysBetween(since(7), to, 8);
    // Entries of the first organisation: every third one the relay's, with a Message-ID.
    const firstEntries = Math.floor(entries / 1.1);
    const someId = (i: number) => messageId((((i + 1) * 104_729) % Math.floor(firstEntries / RELAY_SHARE)) * RELAY_SHARE);
    const results = [
      {
        lookup: 'mailbox, last 7 days',
        ...(await measure(counter, (i) => store.byMailbox(tenant, mailbox((i + 1) * 13), week, since(7), to, 100))),
      },
      {
        lookup: 'mailbox, 30 days',
        ...(await measure(counter, (i) => store.byMailbox(tenant, mailbox((i + 1) * 17), month, since(DAYS), to, 100))),
      },
      { lookup: 'Message-ID, 30 days', ...(await measure(counter, (i) => store.byMessageId(tenant, someId(i), month, 100))) },
      {
        lookup: 'one hour, every mailbox',
        ...(await measure(counter, (i) => {
          const end = new Date(now - Math.max(0, i) * 3 * 3600_000);
          return store.byTime(
            tenant,
            daysBetween(new Date(end.getTime() - 3600_000), end, 2),
            new Date(end.getTime() - 3600_000),
            end,
            100,
          );
        })),
      },
    ];
    console.log(
      `\nMessage trail: ${rows} rows (${entries} entries, ${MAILBOXES} mailboxes, ${DAYS} days, two organisations) ingested in ` +
        `${ingestMs} ms in ${transactions} transactions; ${LOOKUPS} lookups each`,
    );
    console.table(results);
    const worst = Math.max(...results.map((r) => r.p99));
    console.log(`lookup p99 < 200 ms: ${worst < 200 ? 'met' : 'missed'} (worst ${worst} ms)`);
    return { rows, entries, ingestMs, transactions, results };
  } finally {
    await azurite.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  trailLookupBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
