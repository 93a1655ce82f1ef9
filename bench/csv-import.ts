// A CSV import of 50,000 rows (BENCH_IMPORT_ROWS to change it) run as the portal runs a large one: a job against its
// own Azurite, started and polled as POST /api/admin/imports/jobs and GET /api/admin/imports/jobs/:id do, the file
// kept as a blob and read back as a stream, every row checked, then written chunk by chunk. The heap and the
// process's resident memory are sampled at every poll: what the import holds besides the file itself is the heap's
// peak growth over the heap with the file already built, bounded by the chunk, the listed preview and the addresses
// seen, not by the file. Table requests are counted (per row, for the whole import: the check and the apply).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startAzurite } from '../local/azurite.js';
import type { DirectoryUser } from '../shared/directory/types.js';
import { ImportJobs } from '../shared/imports/job.js';
import { ImportJobStore } from '../shared/imports/job-store.js';
import type { ImportJob } from '../shared/imports/schemas.js';
import { ImportStore } from '../shared/imports/store.js';
import { consoleLogger, silentLogger } from '../shared/log.js';
import { DEFAULT_STORAGE_WAITS } from '../shared/storage/bounded-waits.js';
import { StorageCounter } from '../shared/storage/request-counter.js';
import { Storage } from '../shared/storage/storage.js';
import { checked, goalLine, reportBroken } from './verdict.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const TENANT = 'bench-import';
const DOMAIN = 'bench.example';
/** The goal: what one import holds at its peak beyond the file's own bytes, whatever the number of rows. */
const PEAK_GOAL_MB = 64;
/** The whole process's resident memory at its peak (the service in it, Azurite apart): well inside a 1.5 GB instance. */
const RSS_GOAL_MB = 512;
/** Rows checked and written a second, the whole import through: 50,000 rows in under two minutes. */
const ROWS_PER_SECOND_GOAL = 400;
/** Table requests a row costs, the check and the apply together: the writes, and a read for many rows at once. */
const REQUESTS_PER_ROW_GOAL = 1.2;
const POLL_MS = 250;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => process.memoryUsage().heapUsed / 2 ** 20;
const rssMb = () => process.memoryUsage().rss / 2 ** 20;

const csvOf = (rows: number) => {
  const lines = ['mail,jobTitle,department,city,mobilePhone'];
  for (let i = 0; i < rows; i++)
    lines.push(`user${i}@${DOMAIN},Title ${i % 40},Department ${i % 9},City ${i % 50},+44 7700 ${String(i).padStart(6, '0')}`);
  return Buffer.from(lines.join('\n'), 'utf8');
};

/** The directory as an import reads it: one mailbox per generated address, made when asked (no list kept). */
const directory = {
  findMailbox: async (_tenantId: string, address: string): Promise<DirectoryUser | null> => {
    const m = /^user(\d+)@/.exec(address);
    return m ? ({ id: `u-${m[1]}`, mail: address, businessPhones: [], proxyAddresses: [], mailboxType: 'user' } as DirectoryUser) : null;
  },
};

export async function csvImportBench(): Promise<void> {
  const azurite = await startAzurite();
  try {
    const counter = new StorageCounter();
    // The waits the tests give storage: on a loaded machine Azurite answers slowly, and a poll timing out is no figure.
    const storage = new Storage({
      connectionString: azurite.connectionString,
      counter,
      waits: { ...DEFAULT_STORAGE_WAITS, tryTimeoutMs: 30_000, deadlineMs: 60_000 },
    });
    // The stores name their tables and container before they are created.
    const store = new ImportStore(storage);
    const jobs = new ImportJobs(store, new ImportJobStore(storage), {
      // The change log's entry is the outbox's work: the import's own row is what the bench writes.
      outbox: { commit: (_tenantId, _work, _witness, run) => run({ outbox: 'bench' }) },
      clock: { now: () => new Date() },
      directory,
      profiles: { fields: async () => [], values: async () => ({}), enabledFields: async () => [] },
      log: process.env.BENCH_LOG ? consoleLogger : silentLogger,
    });
    await storage.init();
    const file = csvOf(ROWS);
    gc();
    const before = heapMb();
    let peak = before;
    let peakRss = rssMb();
    counter.reset();
    const started = performance.now();
    let job: ImportJob = await jobs.start(TENANT, { actor: 'bench' }, file, false);
    const seen = new Set<string>();
    let polls = 0;
    let checkedMs = 0;
    while (job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      job = await jobs.get(TENANT, job.id);
      polls++;
      if (!checkedMs && job.progress.phase === 'applying') checkedMs = performance.now() - started;
      seen.add(`${job.progress.phase} ${job.progress.percent}%`);
      // Collected first: what is live at this moment, not the garbage the parser and the reads leave.
      gc();
      peak = Math.max(peak, heapMb());
      peakRss = Math.max(peakRss, rssMb());
    }
    await jobs.settled();
    const totalMs = performance.now() - started;
    // The polls' own reads of the job's row are the portal's, not the import's: the job's work is what is left.
    const tableRequests = counter.reset().requests - polls;
    const rowsPerSecond = Math.round(ROWS / (totalMs / 1000));
    const perRow = tableRequests / ROWS;
    const growth = peak - before;
    const answer = job.answer;
    const applied = answer?.applied === true && answer.counts.mailboxes === ROWS && answer.errors.length === 0 ? ROWS : 0;
    const verdict = checked({ name: `CSV import of ${ROWS} rows`, made: ROWS, succeeded: applied });
    console.log(
      `\nCSV import of ${ROWS.toLocaleString('en')} rows (${(file.length / 2 ** 20).toFixed(1)} MB) as a job: ` +
        `checked in ${(checkedMs / 1000).toFixed(1)} s, applied in ${((totalMs - checkedMs) / 1000).toFixed(1)} s more ` +
        `(${answer?.counts.mailboxes ?? 0} mailboxes, ${answer?.errors.length ?? 0} problems; ${seen.size} distinct progress states polled); ` +
        `peak heap growth ${growth.toFixed(1)} MB beyond the file, peak resident memory ${peakRss.toFixed(0)} MB; ` +
        `${rowsPerSecond.toLocaleString('en')} rows a second, ${tableRequests.toLocaleString('en')} table requests (${perRow.toFixed(2)} a row)`,
    );
    const label = `import ${ROWS / 1000}k rows`;
    console.log(goalLine(`${label}, peak heap (MB)`, growth.toFixed(1), `< ${PEAK_GOAL_MB}`, growth < PEAK_GOAL_MB, verdict));
    console.log(goalLine(`${label}, peak RSS (MB)`, peakRss.toFixed(0), `< ${RSS_GOAL_MB}`, peakRss < RSS_GOAL_MB, verdict));
    console.log(
      goalLine(`${label}, rows a second`, rowsPerSecond, `>= ${ROWS_PER_SECOND_GOAL}`, rowsPerSecond >= ROWS_PER_SECOND_GOAL, verdict),
    );
    console.log(
      goalLine(
        `${label}, table requests a row`,
        perRow.toFixed(2),
        `<= ${REQUESTS_PER_ROW_GOAL}`,
        perRow <= REQUESTS_PER_ROW_GOAL,
        verdict,
      ),
    );
  } finally {
    await azurite.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await csvImportBench();
  reportBroken();
}
