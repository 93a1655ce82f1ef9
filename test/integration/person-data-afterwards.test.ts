import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../shared/log.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { BEN, seedPerson } from '../helpers/person-data-seed.js';

/**
 * A person's data across organisations and after an erasure: another organisation's Admin exports nothing of them,
 * every sync the timers run afterwards brings nothing back, and an operator's erasure is the organisation's record.
 */

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let otherAdmin: string;
let operator: string;
const operatorOid = crypto.randomUUID();
const operatorTenant = crypto.randomUUID();
const CLEO = { oid: 'a-cleo', address: 'cleo.martin@fabrikam.test' };

const call = (method: string, path: string, token = admin): Promise<CallResult> => host.call(method, path, { token });
const dataPath = (who: string) => `/api/admin/people/${encodeURIComponent(who)}/data`;
async function counts(who: string, token = admin) {
  const res = await call('GET', dataPath(who), token);
  expect(res.status).toBe(200);
  return Object.fromEntries((res.json.kinds as { kind: string; count: number }[]).map((k) => [k.kind, k.count]));
}
const held = (c: Record<string, number>) => Object.entries(c).filter(([kind, n]) => n > 0 && kind !== 'directory');
async function* ours() {
  yield tenant;
}

beforeAll(async () => {
  host = await startTestHost({ env: { PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}` } });
  [tenant, other] = host.tenants;
  await host.onboard(tenant);
  await host.onboard(other);
  admin = await host.token({ tenant, user: host.adminOf(tenant) });
  otherAdmin = await host.token({ tenant: other, user: host.adminOf(other) });
  operator = await host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid });
  await seedPerson(host, tenant, host.clock.now());
  await host.services.storage.table('profilevalues').upsertEntity({
    partitionKey: tenant,
    rowKey: `o:${CLEO.oid}`,
    address: CLEO.address,
    values: JSON.stringify({ pronouns: 'she/her' }),
    updatedAt: host.clock.now().toISOString(),
    updatedBy: CLEO.address,
  });
});
afterAll(() => host?.close());

describe("a person's data, from another organisation", () => {
  it("gives its Admin an export that holds nothing of this organisation's person", async () => {
    const started = await call('POST', `/api/admin/people/${BEN.address}/export`, otherAdmin);
    expect(started.status).toBe(202);
    let job = started.json;
    while (job.state === 'running') job = (await call('GET', `/api/admin/exports/${job.id}`, otherAdmin)).json;
    expect(job.state).toBe('ready');
    // Not this organisation's Admin's to read or download.
    expect((await call('GET', `/api/admin/exports/${job.id}`)).status).toBe(404);
    const got = await fetch(`${host.url}/api/admin/exports/${job.id}?download=true`, {
      headers: { authorization: `Bearer ${otherAdmin}` },
    });
    const zip = new AdmZip(Buffer.from(await got.arrayBuffer()));
    const files = zip.getEntries().filter((e) => e.entryName.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    const notEmpty = files.filter((e) => (JSON.parse(zip.readAsText(e)) as unknown[]).length > 0).map((e) => e.entryName);
    // Only the other organisation's own record of this request, in its own change log.
    expect(notEmpty.filter((name) => !['change-log.json', 'exports.json'].includes(name))).toEqual([]);
    expect(zip.readAsText('change-log.json')).not.toContain('Ben Okafor');
    expect(held(await counts(BEN.address)).length).toBeGreaterThan(5);
  });
});

describe('after an erasure', () => {
  it('brings nothing back: the directory refresh, the photo, reply, exclusion and activity syncs run again', async () => {
    expect((await call('DELETE', dataPath(BEN.address))).status).toBe(200);
    expect(held(await counts(BEN.address))).toEqual([]);
    const s = host.services;
    const directory = s.directory as { photo?: unknown };
    directory.photo = () => Promise.resolve({ state: 'changed', bytes: Buffer.from('x'), etag: 'e9' });
    try {
      await s.snapshots.refreshAll(silentLogger, ours());
      await s.photos.syncAll(silentLogger, ours());
      await s.automaticReplies.syncAll(silentLogger, ours());
      await s.exclusions.syncAll(silentLogger);
      await s.activity.backfill(silentLogger, ours());
      await s.outbox.settleAll(silentLogger);
    } finally {
      delete directory.photo;
    }
    expect(held(await counts(BEN.address))).toEqual([]);
    const found = await call('GET', dataPath(BEN.address));
    expect([found.json.erased, found.json.kinds.find((k: { kind: string }) => k.kind === 'directory').count]).toEqual([true, 1]);
  });
});

describe("an operator's erasure", () => {
  it("is written to the organisation's change log as the operator's, under the person's pseudonym", async () => {
    expect((await counts(CLEO.address))['profile-values']).toBe(1);
    const res = await call('DELETE', `/api/admin/platform/tenants/${tenant}/people/${CLEO.address}/data`, operator);
    expect(res.status).toBe(200);
    expect(held(await counts(CLEO.address))).toEqual([]);
    const { entries } = (await call('GET', '/api/admin/log?limit=500')).json as {
      entries: { action: string; actor: string; target: string }[];
    };
    const erased = entries.filter((e) => e.action === 'privacy.erased' && e.target === res.json.pseudonym);
    expect(erased.map((e) => e.actor)).toEqual(['Service operator']);
    expect(JSON.stringify(entries)).not.toContain(CLEO.address);
  });
});
