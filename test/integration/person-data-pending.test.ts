import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../shared/log.js';
import { invertedTimeKey } from '../../shared/storage/entities.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { ANN, BEN, seedPerson } from '../helpers/person-data-seed.js';

/**
 * What still names a person on its way somewhere when they are erased: a change-log entry waiting in the outbox for
 * its change to commit, a webhook delivery of an entry about them queued before the erasure, the alerts and digests
 * mailed to them. Found and exported with the rest; after the erasure, what is sent later names the pseudonym only,
 * and what names others stays as it was.
 */

let host: TestHost;
let tenant: string;
let admin: string;
let receiver: Server;
const received: string[] = [];
const WITNESS = 'pending-rule';
let pendingKey: string;

const call = (method: string, path: string, body?: unknown): Promise<CallResult> => host.call(method, path, { token: admin, body });
const dataPath = (who: string) => `/api/admin/people/${encodeURIComponent(who)}/data`;
async function counts(who: string) {
  const res = await call('GET', dataPath(who));
  expect(res.status).toBe(200);
  return Object.fromEntries((res.json.kinds as { kind: string; count: number }[]).map((k) => [k.kind, k.count]));
}
const traces = [BEN.address, BEN.alias, BEN.former, BEN.oid, 'Ben Okafor'];
const namesBen = (text: string) => traces.some((t) => text.toLowerCase().includes(t.toLowerCase()));

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  host = await startTestHost();
  [tenant] = host.tenants;
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: host.adminOf(tenant) });
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  expect((await call('POST', '/api/admin/webhooks', { url, events: ['changelog'] })).status).toBe(201);
  await seedPerson(host, tenant, host.clock.now());
  await host.services.webhooks.deliverDue(silentLogger);
  received.length = 0;
  // His change-log entry queued for the webhook, not delivered yet when he is erased.
  await host.services.changelog.record(
    tenant,
    { actor: BEN.address, actorName: 'Ben Okafor' },
    { scope: 'tenant', action: 'settings.changed', target: BEN.alias, details: { keys: ['signature'] } },
  );
  // A change of his being committed as he is erased: its intent written, its change not yet (the witness unstamped).
  const at = host.clock.now();
  pendingKey = `${invertedTimeKey(at)}-pending`;
  const entry = {
    actor: { actor: BEN.address, actorName: 'Ben Okafor' },
    change: { scope: 'tenant', action: 'settings.changed', target: BEN.former, details: { keys: ['pending'], by: BEN.oid } },
    at: at.toISOString(),
    key: pendingKey,
  };
  await host.services.storage.table('outbox').createEntity({
    partitionKey: tenant,
    rowKey: pendingKey,
    work: JSON.stringify({ events: [], entries: [entry], dropBlobs: [] }),
    witness: JSON.stringify({ table: 'rules', rowKey: WITNESS }),
    openedAt: at.toISOString(),
  });
});
afterAll(async () => {
  await host?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('what is on its way when a person is erased', () => {
  it('is counted and exported with the rest: the waiting entry, the alerts he receives, the digest owed him', async () => {
    const before = await counts(BEN.address);
    expect(before.notifications).toBe(2);
    const started = await call('POST', `/api/admin/people/${BEN.address}/export`);
    let job = started.json;
    while (job.state === 'running') job = (await call('GET', `/api/admin/exports/${started.json.id}`)).json;
    const got = await fetch(`${host.url}/api/admin/exports/${job.id}?download=true`, { headers: { authorization: `Bearer ${admin}` } });
    const zip = new AdmZip(Buffer.from(await got.arrayBuffer()));
    const log = JSON.parse(zip.readAsText('change-log.json')) as { details: string | null; written?: boolean }[];
    expect(log.some((e) => e.written === false && e.details?.includes('pending'))).toBe(true);
    const notifications = JSON.parse(zip.readAsText('notifications.json')) as unknown[];
    expect(notifications).toEqual([{ receivesAlerts: ['clientFailures'], at: BEN.address }, { digestOwedTo: BEN.address }]);
    expect(zip.readAsText('notifications.json')).not.toContain(ANN.address);
  });

  it('sends later only under the pseudonym, and keeps what names others', async () => {
    const erased = await call('DELETE', dataPath(BEN.address));
    expect(erased.status).toBe(200);
    const pseudonym = erased.json.pseudonym as string;
    expect(Object.entries(await counts(BEN.address)).filter(([kind, n]) => n > 0 && kind !== 'directory')).toEqual([]);

    // The waiting change commits after the erasure: the entry the outbox writes names the pseudonym.
    const rules = host.services.storage.table('rules');
    await rules.createTable();
    await rules.upsertEntity({ partitionKey: tenant, rowKey: WITNESS, outbox: pendingKey });
    await host.services.outbox.settleTenant(tenant);
    const entries = (await call('GET', '/api/admin/log?limit=500')).json.entries as { details: unknown; actor: string; target: string }[];
    const late = entries.find((e) => JSON.stringify(e.details).includes('pending'));
    expect(late).toMatchObject({ actor: pseudonym, target: pseudonym, details: { keys: ['pending'], by: pseudonym } });
    expect(namesBen(JSON.stringify(entries))).toBe(false);

    // The webhook delivery queued before the erasure sends the entry as the log now holds it.
    await host.services.webhooks.deliverDue(silentLogger);
    expect(received.length).toBeGreaterThan(0);
    expect(received.filter(namesBen)).toEqual([]);
    expect(received.some((body) => body.includes(pseudonym))).toBe(true);

    // Ann still receives her alerts and the digest owed her.
    const alerts = await call('GET', '/api/admin/alerts');
    expect(JSON.stringify(alerts.json)).not.toContain(BEN.address);
    const digest = await host.services.storage.table('digests').getEntity<{ owed: string }>(tenant, 'state');
    expect(JSON.parse(digest.owed)).toEqual([ANN.address]);
    const recipients = await host.services.storage.table('alerts').getEntity<{ recipients: string }>(tenant, 'recipients');
    expect(JSON.parse(recipients.recipients)).toEqual([{ email: ANN.address, kinds: ['clientFailures', 'directorySync'] }]);
  });
});
