// Several host instances against one storage emulator, driving the partitions that are hottest at scale: one
// organisation's apply-report rollups, one shared rate-limit counter, and cold composes of one organisation (the
// generation row and the organisation's configuration rows the signature cache depends on). Counts requests per
// operation and the rate one partition took; Azurite is one thread on a shared machine, so read the counts and the
// refusals, not the times. docs/performance.md (scale) is derived from what this prints.
import { loadConfig } from '../shared/config.js';
import { startAzurite } from '../local/azurite.js';
import { DEMO_TENANT_ID, localDefaults } from '../local/defaults.js';
import { demoIdp, seedDemo } from '../local/seed.js';
import { startLocalHost } from '../local/host.js';
import { silentLogger } from '../shared/log.js';
import { createServices, type Services } from '../shared/services.js';
import { StorageCounter } from '../shared/storage/request-counter.js';
import { Storage } from '../shared/storage/storage.js';
import type { Person } from '../shared/auth/principal.js';

const INSTANCES = 4;
const MAILBOXES = ['admin@contoso.example', 'alex.wilber@contoso.example', 'lena.vogel@contoso.example', 'info@contoso.example'];

interface SimRow {
  scenario: string;
  operations: number;
  refused: number;
  'table requests per op': number;
  'blob requests per op': number;
  ms: number;
  'requests/s on the partition': number;
  /** Why operations were refused: the refusal's code (or the error's first words), with how many. */
  'refused by': string;
}

/** Runs `total` operations spread over the instances, `inFlight` at a time per instance, counting what they sent. */
async function drive(
  counter: StorageCounter,
  scenario: string,
  total: number,
  inFlight: number,
  op: (instance: number, i: number) => Promise<unknown>,
) {
  counter.reset();
  let next = 0;
  let refused = 0;
  const reasons = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: INSTANCES * inFlight }, async (_, w) => {
      while (next < total) {
        const i = next++;
        await op(w % INSTANCES, i).catch((err: { code?: string; message?: string }) => {
          refused++;
          const reason = err.code ?? err.message?.slice(0, 60) ?? 'unknown';
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        });
      }
    }),
  );
  const ms = Math.round(performance.now() - started);
  const seen = counter.reset();
  return {
    scenario,
    operations: total,
    refused,
    'table requests per op': +(seen.requests / total).toFixed(2),
    'blob requests per op': +(seen.blobRequests / total).toFixed(2),
    ms,
    'requests/s on the partition': Math.round((seen.requests / ms) * 1000),
    'refused by': [...reasons].map(([reason, n]) => `${reason} x${n}`).join(', '),
  } satisfies SimRow;
}

export async function partitionSimBench(): Promise<SimRow[]> {
  const azurite = await startAzurite();
  const counter = new StorageCounter();
  const storage = new Storage({ connectionString: azurite.connectionString, counter });
  let instances: Services[] = [];
  // The demo is onboarded through its administrator's consent, which needs a host answering HTTP for the first instance.
  const host = await startLocalHost({
    services: (url) => {
      const port = Number(new URL(url).port);
      const config = loadConfig({ ...localDefaults(port), STORAGE_CONNECTION_STRING: azurite.connectionString, SIGNATURE_CACHE: 'false' });
      instances = Array.from({ length: INSTANCES }, () => createServices(config, { storage, log: silentLogger }));
      return instances[0];
    },
    // The identity provider answers at the authority the configuration names (localhost), as `npm start` runs it.
    idp: (url) => demoIdp(`http://localhost:${new URL(url).port}`),
  });
  const rows: SimRow[] = [];
  try {
    await instances[0].ready();
    const demo = await seedDemo(instances[0], { url: `http://localhost:${host.port}` });
    if (!demo.seeded) throw new Error(`the demo was not seeded: ${demo.reason}`);
    const sender = (email: string): Person => ({
      kind: 'person',
      tenantId: DEMO_TENANT_ID,
      oid: email,
      email,
      name: email,
      scopes: ['access_as_user'],
      guest: false,
      role: null,
      capabilities: [],
    });
    rows.push(
      await drive(counter, `apply reports, one organisation, ${INSTANCES} instances`, 400, 10, (n, i) =>
        instances[n].activity.report(DEMO_TENANT_ID, MAILBOXES[i % MAILBOXES.length], { type: 'new', outcome: 'applied' }),
      ),
    );
    rows.push(
      await drive(counter, `one rate-limit counter (limit 2,000/min), ${INSTANCES} instances`, 1000, 10, (n) =>
        instances[n].rateLimits.hit('sim:one-address', 2000),
      ),
    );
    rows.push(
      await drive(counter, `cold composes, one organisation, ${INSTANCES} instances x 8 at once`, 320, 8, (n, i) =>
        instances[n].signature.forAddin(DEMO_TENANT_ID, sender(MAILBOXES[0]), MAILBOXES[i % MAILBOXES.length], 'new'),
      ),
    );
  } finally {
    await host.close();
    await azurite.stop();
  }
  console.log(`\nHot partitions, ${INSTANCES} instances on one storage emulator (counts; times are Azurite's on this machine)`);
  console.table(rows);
  return rows;
}
