// The directory snapshot at 50,000 users and 2,000 groups: build and delta refresh against a Graph stand-in, memory,
// and the reports that read it (activity, audit, cost list with seats billed), beside the per-request listing they
// replaced, measured in the same run.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync, gzipSync } from 'node:zlib';
import { loadConfig } from '../shared/config.js';
import { GraphDirectory } from '../shared/directory/graph.js';
import { DirectorySnapshot, SnapshotDocumentSchema } from '../shared/directory/snapshot.js';
import type { DirectoryUser } from '../shared/directory/types.js';
import { startAzurite } from '../local/azurite.js';
import { silentLogger } from '../shared/log.js';
import { createServices } from '../shared/services.js';
import { StorageCounter } from '../shared/storage/request-counter.js';
import { Storage } from '../shared/storage/storage.js';
import { startGraphStandin, type GraphStandin } from '../test/helpers/graph-standin.js';

const USERS = 50_000;
const GROUPS = 2_000;
const MEMBERS_PER_GROUP = 50;
const CALLS = 20;
const EXCLUDED = 200;
const DOMAIN = 'bench.example';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** A deterministic organisation: attributes filled unevenly (so coverage has gaps), a few guests and shared mailboxes. */
function organisation(tenantId: string) {
  const departments = ['Sales', 'Engineering', 'Finance', 'Support', 'Marketing', 'Legal'];
  const users = Array.from({ length: USERS }, (_, i) => {
    const mail = `user${i}@${DOMAIN}`;
    return {
      id: `u-${i}`,
      userPrincipalName: mail,
      mail,
      displayName: `User ${i}`,
      givenName: 'User',
      surname: String(i),
      jobTitle: i % 7 === 0 ? null : `Title ${i % 40}`,
      department: departments[i % departments.length],
      companyName: 'Bench Ltd',
      officeLocation: i % 3 === 0 ? null : `Office ${i % 12}`,
      city: `City ${i % 50}`,
      country: 'United Kingdom',
      mobilePhone: i % 2 === 0 ? `+44 7700 ${String(i).padStart(6, '0')}` : null,
      businessPhones: i % 5 === 0 ? [] : [`+44 20 ${String(i).padStart(8, '0')}`],
      proxyAddresses: [`SMTP:${mail}`],
      userType: i % 100 === 99 ? 'Guest' : 'Member',
      accountEnabled: i % 250 !== 0,
      mailboxType: (i % 250 === 0 ? 'shared' : 'user') as 'user' | 'shared',
    };
  });
  const groups = Array.from({ length: GROUPS }, (_, g) => ({
    id: `g-${g}`,
    displayName: `Group ${g}`,
    mail: `group${g}@${DOMAIN}`,
    // Every tenth group nests the next two, so transitive membership has work to do.
    members: [
      ...Array.from({ length: MEMBERS_PER_GROUP }, (_, k) => `u-${(g * 97 + k * 1009) % USERS}`),
      ...(g % 10 === 0 && g + 2 < GROUPS ? [`g-${g + 1}`, `g-${g + 2}`] : []),
    ],
  }));
  return { tenants: { [tenantId]: { displayName: 'Bench Ltd', domains: [DOMAIN], users, groups } } };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round = (n: number) => Math.round(n * 10) / 10;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { ms: performance.now() - t0, value };
}

/** One hundred directory changes, as a busy day might bring: 25 joiners, 50 changes, 10 leavers, 15 membership moves. */
function dayOfChanges(standin: GraphStandin, tenantId: string, day: number) {
  for (let k = 0; k < 25; k++) {
    const id = `new-${day}-${k}`;
    standin.addUser(tenantId, {
      id,
      mail: `${id}@${DOMAIN}`,
      displayName: `Joiner ${day}.${k}`,
      userType: 'Member',
      accountEnabled: true,
      jobTitle: 'New',
    });
  }
  for (let k = 0; k < 50; k++) standin.updateUser(tenantId, `u-${(day * 1000 + k * 37) % USERS}`, { jobTitle: `Changed ${day}` });
  for (let k = 0; k < 10; k++) standin.removeUser(tenantId, `u-${(day * 2000 + k * 4001 + 1) % USERS}`);
  for (let k = 0; k < 15; k++) standin.addMember(tenantId, `g-${(day * 31 + k) % GROUPS}`, `new-${day}-${k}`);
}

export async function directorySnapshotBench(): Promise<string> {
  const azurite = await startAzurite();
  const tenantId = crypto.randomUUID();
  const fixture = organisation(tenantId);
  const standin = await startGraphStandin(fixture, { pageSize: 999 });
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${t}`, maxRetries: 0 });
  const config = loadConfig({
    STORAGE_CONNECTION_STRING: azurite.connectionString,
    IDP_AUTHORITY: 'http://127.0.0.1:1/idp',
    API_CLIENT_ID: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
    BASE_URL: 'http://127.0.0.1:1',
    SIGNING_SECRET: 'bench-signing-secret-0123456789abcdef0123456789',
  });
  const counter = new StorageCounter();
  const instance = () =>
    createServices(config, {
      storage: new Storage({ connectionString: azurite.connectionString, counter }),
      directory: graph,
      log: silentLogger,
    });
  const services = instance();
  await services.ready();
  const lines: string[] = [];
  const say = (s = '') => {
    console.log(s);
    lines.push(s);
  };
  try {
    // Build: one full delta round for users and groups, written as one blob.
    const heapBefore = heapMb();
    const rssBefore = process.memoryUsage().rss / 2 ** 20;
    const build = await timed(() => services.snapshots.refresh(tenantId));
    const rssAfter = process.memoryUsage().rss / 2 ** 20;
    const heapAfter = heapMb();
    const blob = await services.storage.container('directory').getBlockBlobClient(`${tenantId}/snapshot.json.gz`).getProperties();

    // The cost list: 200 mailboxes and one group excluded (the group through an on-demand refresh).
    const excluded = Array.from({ length: EXCLUDED }, (_, k) => `user${k * 200 + 3}@${DOMAIN}`);
    await services.exclusions.add(tenantId, { actor: 'bench' }, excluded);
    await services.exclusions.addGroup(tenantId, { actor: 'bench' }, 'g-10');

    // Delta refreshes: five rounds of a hundred changes, and a round with none.
    const deltas: number[] = [];
    for (let day = 1; day <= 5; day++) {
      dayOfChanges(standin, tenantId, day);
      deltas.push((await timed(() => services.snapshots.refresh(tenantId))).ms);
    }
    const idle = await timed(() => services.snapshots.refresh(tenantId));

    // Reports on the instance that holds the snapshot (one blob ETag check a call), and on fresh instances (a blob read).
    const report = async (name: string, call: () => Promise<unknown>, before?: () => void) => {
      const ms: number[] = [];
      counter.reset();
      for (let i = 0; i < CALLS; i++) {
        before?.();
        ms.push((await timed(call)).ms);
      }
      const seen = counter.reset();
      return {
        name,
        p50: round(percentile(ms, 50)),
        p99: round(percentile(ms, 99)),
        'table requests/call': round(seen.requests / CALLS),
        'entities/call': round(seen.entitiesRead / CALLS),
      };
    };
    const warm = [
      await report('activity report', () => services.monitoring.activityReport(tenantId)),
      await report('audit coverage', () => services.monitoring.audit(tenantId)),
      await report('cost list + seats billed', () => services.exclusions.overview(tenantId)),
      await report('suggested exclusions', () => services.exclusions.suggestions(tenantId)),
    ];
    // A fresh instance on the same storage answering its first report: the snapshot is read from the blob (download,
    // gunzip, parse, users built), as after a scale-out, a restart or another instance's refresh. Each call gets a new
    // instance, made before the timed call (its start-up is timed apart), and the previous ones' snapshots are collected
    // first, as a new process would not carry them.
    const starts: number[] = [];
    let fresh = services;
    const freshInstance = () => {
      const t0 = performance.now();
      fresh = instance();
      starts.push(performance.now() - t0);
      gc();
    };
    const cold = await report(
      'activity report, fresh instance (first read)',
      () => fresh.monitoring.activityReport(tenantId),
      freshInstance,
    );
    const coldAudit = await report('audit coverage, fresh instance (first read)', () => fresh.monitoring.audit(tenantId), freshInstance);
    // The first read broken down: the blob's download, then its decoding (gunzip, parse, shape check, users and groups
    // built), beside the one-record-a-user form it replaced (gunzip, parse, users mapped), decoded in turns in this run.
    const stored = services.storage.container('directory').getBlockBlobClient(`${tenantId}/snapshot.json.gz`);
    const downloads: number[] = [];
    for (let i = 0; i < CALLS; i++) downloads.push((await timed(() => stored.downloadToBuffer())).ms);
    const bytes = await stored.downloadToBuffer();
    const json = gunzipSync(bytes).toString('utf8');
    const rows = gzipSync(
      JSON.stringify({
        users: build.value.snapshot.allUsers().map((u) => Object.fromEntries(Object.entries(u).filter(([, v]) => v != null))),
      }),
    );
    const columnReads: number[] = [];
    const rowReads: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      gc();
      columnReads.push(
        (
          await timed(async () =>
            DirectorySnapshot.fromDocument(SnapshotDocumentSchema.parse(JSON.parse(gunzipSync(bytes).toString('utf8')))),
          )
        ).ms,
      );
      gc();
      rowReads.push(
        (
          await timed(async () => {
            const parsed = JSON.parse(gunzipSync(rows).toString('utf8')) as { users: DirectoryUser[] };
            return new Map(parsed.users.map((u) => [u.id, u]));
          })
        ).ms,
      );
    }

    // The replaced way, for comparison: the whole directory listed from Graph, then each mailbox's exclusion read.
    const listing = await timed(async () => {
      const users: DirectoryUser[] = [];
      for await (const u of graph.listUsers(tenantId)) users.push(u);
      return users;
    });
    const sample = listing.value.filter((u) => u.mail).slice(0, 1000);
    counter.reset();
    const perUser = await timed(() => Promise.all(sample.map((u) => services.exclusions.isExcluded(tenantId, u.mail!))));
    const perUserRequests = counter.reset().requests;
    // The stand-in ends a `$top` listing after its first page, so the listing is timed per page and scaled to every user.
    const listingMs = listing.ms * (USERS / listing.value.length);
    const before = listingMs + perUser.ms * (USERS / sample.length);

    const snapshot = build.value.snapshot;
    say(`\nDirectory snapshot: ${snapshot.userCount} users, ${snapshot.groupCount} groups (Graph stand-in, pages of 999)`);
    console.table([
      { step: 'build (full delta round, users + groups, write)', ms: Math.round(build.ms) },
      { step: 'delta refresh, 100 changes (median of 5)', ms: Math.round(percentile(deltas, 50)) },
      { step: 'delta refresh, 100 changes (slowest of 5)', ms: Math.round(Math.max(...deltas)) },
      { step: 'delta refresh, no changes', ms: Math.round(idle.ms) },
    ]);
    say(
      `build ${Math.round(build.ms)} ms; delta of 100 changes ${Math.round(percentile(deltas, 50))} ms (median), ${Math.round(Math.max(...deltas))} ms (slowest); no changes ${Math.round(idle.ms)} ms`,
    );
    say(
      `snapshot in memory ${round(heapAfter - heapBefore)} MB of heap (RSS grew ${Math.round(rssAfter - rssBefore)} MB during the build); stored ${round((blob.contentLength ?? 0) / 2 ** 20)} MB gzipped (${round(Buffer.byteLength(json) / 2 ** 20)} MB of JSON)`,
    );
    say(
      `first read on a fresh instance: blob download p50 ${round(percentile(downloads, 50))} ms; decoding (gunzip, parse, users and groups built) p50 ${round(percentile(columnReads, 50))} ms, p99 ${round(percentile(columnReads, 99))} ms`,
    );
    say(
      `the same users as one record each (the form before): ${round(rows.length / 2 ** 20)} MB gzipped (${round(gunzipSync(rows).length / 2 ** 20)} MB of JSON); gunzip, parse, users mapped p50 ${round(percentile(rowReads, 50))} ms, p99 ${round(percentile(rowReads, 99))} ms`,
    );
    say(`a new instance (createServices, before its first request) p50 ${round(percentile(starts, 50))} ms`);
    say(`\nReports at ${snapshot.userCount} users, ${CALLS} calls each (ms)`);
    console.table([...warm, cold, coldAudit]);
    for (const r of [...warm, cold, coldAudit])
      say(
        `${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r['table requests/call']} table requests and ${r['entities/call']} entities a call`,
      );
    say(
      `\nBefore (per request): listing ${USERS} users from Graph ≈ ${Math.round(listingMs)} ms (${listing.value.length} in ${Math.round(listing.ms)} ms) + each mailbox's exclusion ` +
        `(${perUserRequests / sample.length} table requests a mailbox; ${Math.round(perUser.ms)} ms per 1,000) ≈ ${Math.round(before)} ms a report`,
    );
    const goal = warm[0].p99 < 1000;
    say(
      `Goal: activity report at ${USERS.toLocaleString('en')} users p99 < 1 s: ${warm[0].p99} ms warm, ${cold.p99} ms on a new instance: ${goal && cold.p99 < 1000 ? 'met' : 'missed'}`,
    );
    return lines.join('\n');
  } finally {
    await standin.close();
    await azurite.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  directorySnapshotBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
