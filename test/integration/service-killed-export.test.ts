import { TableClient } from '@azure/data-tables';
import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzurite, type AzuriteInstance } from '../../local/azurite.js';
import { storageFaultProxy } from '../helpers/fault-proxy.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { ANN, BEN, seedPerson } from '../helpers/person-data-seed.js';
import { killServiceProcesses, startServiceProcess, type ServiceProcess, type ServiceProcessOptions } from '../helpers/service-kill.js';

/**
 * An export of a person's data whose instance is killed (SIGKILL to the service's process group) part-way through its
 * work, on storage slowed down so that the kill lands between two kinds: the export stays `running` while its work
 * might still be going on, and once it has not moved on for five minutes the next read of it, or the timer, starts it
 * again, once, by one of two instances. It finishes with the archive an uninterrupted export makes.
 */

afterAll(killServiceProcesses);

const STALLED_MS = 6 * 60_000;
/**
 * An Azurite of its own: other test files' digest timers go over every organisation of the storage they share, and one
 * of them sending the digest owed to Ben between the counting and the export took it from his archive.
 */
let azurite: AzuriteInstance;
const storage = () => azurite.connectionString;
/** A service process on this file's Azurite. */
const startService = (options: Omit<ServiceProcessOptions, 'storage'>) => startServiceProcess({ ...options, storage: storage() });
const exportsTable = () => TableClient.fromConnectionString(storage(), 'privacyexports', { allowInsecureConnection: true });
interface Row {
  state: string;
  progress: string;
  attempt?: number;
  heartbeatAt?: string;
  rowKey?: string;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let seeder: TestHost;
let tenants: string[];
let tenant: string;
let counts: Record<string, number>;

beforeAll(async () => {
  azurite = await startAzurite();
  // The tenants' first process only onboards them; the person is seeded through the stores, as the features write.
  const first = await startService({ onboard: 1 });
  tenants = first.tenants;
  tenant = tenants[0];
  await first.kill();
  seeder = await startTestHost({ tenantIds: tenants, connectionString: storage() });
  await seedPerson(seeder, tenant, seeder.clock.now());
});
afterAll(async () => {
  await seeder?.close();
  await azurite?.stop();
});

/** Starts an export on a process whose storage answers slowly, and kills it once two kinds are gathered. */
async function exportCut(): Promise<string> {
  // What an earlier export left to the outbox (its notification that the archive is ready) is written first: written
  // while this export runs, it would land after the notifications were gathered and before they are counted.
  await seeder.services.outbox.settleTenant(tenant);
  const proxy = await storageFaultProxy(storage());
  const svc = await startServiceProcess({ tenants, storage: proxy.connectionString });
  await proxy.set({ kind: 'delay', ms: 120 });
  const before = new Set<string>();
  for await (const r of exportsTable().listEntities<Row>({ queryOptions: { filter: `PartitionKey eq '${tenant}'` } }))
    before.add(r.rowKey!);
  const starting = svc.call('POST', `/api/admin/people/${BEN.address}/export`, { token: svc.tokens[tenant] }).catch(() => null);
  let cut: (Row & { rowKey?: string }) | undefined;
  while (!cut) {
    for await (const r of exportsTable().listEntities<Row>({ queryOptions: { filter: `PartitionKey eq '${tenant}'` } }))
      if (!before.has(r.rowKey!) && (JSON.parse(r.progress) as { done: number }).done >= 2) cut = r;
    if (!cut) await sleep(20);
  }
  await svc.kill();
  await starting;
  await proxy.close();
  const row = await exportsTable().getEntity<Row>(tenant, cut.rowKey!);
  const progress = JSON.parse(row.progress) as { done: number; total: number };
  expect([row.state, progress.done < progress.total, row.attempt]).toEqual(['running', true, 1]);
  // What the archive must hold: what finding him counts now (the export itself and its request included).
  counts = Object.fromEntries((await seeder.services.privacy.find(tenant, BEN.address)).kinds.map((k) => [k.kind, k.count]));
  return cut.rowKey!;
}

async function untilReady(svc: ServiceProcess, id: string) {
  for (let i = 0; i < 200; i++) {
    const job = await svc.succeed('GET', `/api/admin/exports/${id}`, { token: svc.tokens[tenant] });
    if (job.state !== 'running') return job;
    await sleep(100);
  }
  throw new Error('the export never finished');
}

/** The archive, downloaded once, checked against the counts: every kind whole, his files, nobody else. */
async function expectRightArchive(svc: ServiceProcess, id: string) {
  const got = await fetch(`${svc.url}/api/admin/exports/${id}?download=true`, {
    headers: { authorization: `Bearer ${svc.tokens[tenant]}` },
  });
  expect([got.status, got.headers.get('content-type')]).toEqual([200, 'application/zip']);
  const zip = new AdmZip(Buffer.from(await got.arrayBuffer()));
  const lengths = Object.fromEntries(
    Object.keys(counts).map((kind) => [kind, (JSON.parse(zip.readAsText(`${kind}.json`)) as unknown[]).length]),
  );
  expect(lengths).toEqual(counts);
  const names = zip.getEntries().map((e) => e.entryName);
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'photos/photo-directory.jpg', 'kept-messages/kept-message.eml']));
  const everything = zip
    .getEntries()
    .map((e) => zip.readAsText(e))
    .join('\n');
  for (const stranger of [ANN.address, ANN.oid, 'Ann Lee']) expect(everything).not.toContain(stranger);
}

describe('an export whose instance was killed part-way', () => {
  it('is left alone while its work might still be going on', async () => {
    const id = await exportCut();
    const early = await startService({ tenants });
    const job = await early.succeed('GET', `/api/admin/exports/${id}`, { token: early.tokens[tenant] });
    await sleep(500);
    const row = await exportsTable().getEntity<Row>(tenant, id);
    expect([job.state, row.state, row.attempt]).toEqual(['running', 'running', 1]);
    await early.kill();
  });

  it('is started again by the next read once it has stalled, by one of two instances, and finishes with the right archive', async () => {
    const id = await exportCut();
    const [a, b] = await Promise.all([
      startService({ tenants, clockOffsetMs: STALLED_MS }),
      startService({ tenants, clockOffsetMs: STALLED_MS }),
    ]);
    const reads = await Promise.all([a, b].map((s) => s.succeed('GET', `/api/admin/exports/${id}`, { token: s.tokens[tenant] })));
    expect(reads.map((j) => j.state)).toEqual(['running', 'running']);
    const job = await untilReady(a, id);
    const kinds = Object.keys(counts).length;
    expect(job).toMatchObject({ state: 'ready', progress: { done: kinds, total: kinds } });
    expect((await exportsTable().getEntity<Row>(tenant, id)).attempt).toBe(2);
    await expectRightArchive(a, id);
    // Downloaded once: nothing of it is left in storage but its row.
    expect((await b.call('GET', `/api/admin/exports/${id}?download=true`, { token: b.tokens[tenant] })).status).toBe(404);
    expect(await seeder.services.storage.container('privacyexports').getBlockBlobClient(`${tenant}/${id}.zip`).exists()).toBe(false);
    await Promise.all([a.kill(), b.kill()]);
  });

  it('is started again by the timer, unasked, and is ready when the Admin looks', async () => {
    const id = await exportCut();
    const svc = await startService({ tenants, clockOffsetMs: STALLED_MS });
    const counted = await svc.runJob('privacyExportResume');
    // Exports other tests left stalled are started again too.
    expect(counted.resumed).toBeGreaterThanOrEqual(1);
    let row = await exportsTable().getEntity<Row>(tenant, id);
    for (let i = 0; i < 200 && row.state === 'running'; i++) {
      await sleep(100);
      row = await exportsTable().getEntity<Row>(tenant, id);
    }
    expect([row.state, row.attempt]).toEqual(['ready', 2]);
    await expectRightArchive(svc, id);
    await svc.kill();
  });
});
