// A CSV import of 50,000 rows (BENCH_IMPORT_ROWS to change it) run as the portal runs a large one: a job against its
// own Azurite, the file kept as a blob and read back as a stream, every row checked, then written chunk by chunk,
// its progress polled. The heap is sampled at every poll: what the import holds besides the file itself is the peak's
// growth over the heap with the file already built. It stays bounded by the chunk, the listed preview and the
// addresses seen, not by the file.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startAzurite } from '../local/azurite.js';
import type { DirectoryUser } from '../shared/directory/types.js';
import { ImportJobs } from '../shared/imports/job.js';
import { ImportJobStore } from '../shared/imports/job-store.js';
import type { ImportJob } from '../shared/imports/schemas.js';
import { ImportStore } from '../shared/imports/store.js';
import { consoleLogger, silentLogger } from '../shared/log.js';
import { Storage } from '../shared/storage/storage.js';
import { checked, goalLine } from './verdict.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const TENANT = 'bench-import';
const DOMAIN = 'bench.example';
/** The goal: what one import holds at its peak beyond the file's own bytes, whatever the number of rows. */
const PEAK_GOAL_MB = 64;
const POLL_MS = 250;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => process.memoryUsage().heapUsed / 2 ** 20;

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
    const storage = new Storage({ connectionString: azurite.connectionString });
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
    const started = performance.now();
    let job: ImportJob = await jobs.start(TENANT, { actor: 'bench' }, file, false);
    const seen = new Set<string>();
    let checkedMs = 0;
    while (job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      job = await jobs.get(TENANT, job.id);
      if (!checkedMs && job.progress.phase === 'applying') checkedMs = performance.now() - started;
      seen.add(`${job.progress.phase} ${job.progress.percent}%`);
      // Collected first: what is live at this moment, not the garbage the parser and the reads leave.
      gc();
      peak = Math.max(peak, heapMb());
    }
    await jobs.settled();
    const totalMs = performance.now() - started;
    const growth = peak - before;
    const answer = job.answer;
    const applied = answer?.applied === true && answer.counts.mailboxes === ROWS && answer.errors.length === 0 ? ROWS : 0;
    const verdict = checked({ name: `CSV import of ${ROWS} rows`, made: ROWS, succeeded: applied });
    console.log(
      `\nCSV import of ${ROWS.toLocaleString('en')} rows (${(file.length / 2 ** 20).toFixed(1)} MB) as a job: ` +
        `checked in ${(checkedMs / 1000).toFixed(1)} s, applied in ${((totalMs - checkedMs) / 1000).toFixed(1)} s more ` +
        `(${answer?.counts.mailboxes ?? 0} mailboxes, ${answer?.errors.length ?? 0} problems; ${seen.size} distinct progress states polled); ` +
        `peak heap growth ${growth.toFixed(1)} MB beyond the file`,
    );
    console.log(
      goalLine(`import ${ROWS / 1000}k rows, peak heap (MB)`, growth.toFixed(1), `< ${PEAK_GOAL_MB}`, growth < PEAK_GOAL_MB, verdict),
    );
  } finally {
    await azurite.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await csvImportBench();
