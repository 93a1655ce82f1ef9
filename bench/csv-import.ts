// A CSV import of 50,000 rows (BENCH_IMPORT_ROWS to change it): checked, previewed and applied against its own
// Azurite, with the heap sampled at every chunk. What the import holds besides the file itself is the peak's growth
// over the heap with the file already read: it stays bounded by the chunk and the listed preview, not the rows.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startAzurite } from '../local/azurite.js';
import type { DirectoryUser } from '../shared/directory/types.js';
import { ImportWalk } from '../shared/imports/run.js';
import { ImportStore } from '../shared/imports/store.js';
import { Storage } from '../shared/storage/storage.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const TENANT = 'bench-import';
const DOMAIN = 'bench.example';
/** The goal: what one import holds at its peak, beyond the file's own text. */
const PEAK_GOAL_MB = 64;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => process.memoryUsage().heapUsed / 2 ** 20;

const csvOf = (rows: number) => {
  const lines = ['mail,jobTitle,department,city,mobilePhone'];
  for (let i = 0; i < rows; i++)
    lines.push(`user${i}@${DOMAIN},Title ${i % 40},Department ${i % 9},City ${i % 50},+44 7700 ${String(i).padStart(6, '0')}`);
  return lines.join('\n');
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
    // The store names its tables before they are created.
    const store = new ImportStore(storage);
    await storage.init();
    const text = csvOf(ROWS);
    gc();
    const before = heapMb();
    let peak = before;
    // Collected first: what is live at the end of each chunk, not the garbage the parser and the reads leave.
    const sample = async () => {
      gc();
      peak = Math.max(peak, heapMb());
    };
    const walk = (write: boolean) =>
      new ImportWalk(TENANT, { store, directory, by: 'bench', at: new Date().toISOString() }).run(text, [], {}, async (outcomes) => {
        if (write) await Promise.all(outcomes.map((o) => store.write(TENANT, o.after)));
        await sample();
      });
    const started = performance.now();
    const preview = await walk(false);
    const previewMs = performance.now() - started;
    const applying = performance.now();
    await walk(true);
    const applyMs = performance.now() - applying;
    const growth = peak - before;
    console.log(
      `\nCSV import of ${ROWS.toLocaleString('en')} rows (${(text.length / 2 ** 20).toFixed(1)} MB): ` +
        `preview ${(previewMs / 1000).toFixed(1)} s (${preview.counts.mailboxes} mailboxes, ${preview.errorCount} problems), ` +
        `apply ${(applyMs / 1000).toFixed(1)} s; peak heap growth ${growth.toFixed(1)} MB beyond the file ` +
        `(goal: under ${PEAK_GOAL_MB} MB) ${growth < PEAK_GOAL_MB ? 'met' : 'NOT met'}`,
    );
  } finally {
    await azurite.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await csvImportBench();
