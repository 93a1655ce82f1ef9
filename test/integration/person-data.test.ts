import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEvery } from '../helpers/expect-every.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { ANN, BEN, SHARED, seedPerson } from '../helpers/person-data-seed.js';

/** A person's data: found by address, former address and object id; exported once; erased with a receipt. */

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let otherAdmin: string;
let operator: string;
const operatorOid = crypto.randomUUID();
const operatorTenant = crypto.randomUUID();

type Counts = Record<string, number>;
const call = (method: string, path: string, token = admin): Promise<CallResult> => host.call(method, path, { token });
const dataPath = (who: string) => `/api/admin/people/${encodeURIComponent(who)}/data`;
async function counts(who = BEN.address, token = admin): Promise<Counts> {
  const res = await call('GET', dataPath(who), token);
  expect(res.status).toBe(200);
  return Object.fromEntries((res.json.kinds as { kind: string; count: number }[]).map((k) => [k.kind, k.count]));
}
async function untilReady(id: string, token = admin, base = '/api/admin'): Promise<CallResult> {
  for (let i = 0; i < 100; i++) {
    const res = await call('GET', `${base}/exports/${id}`, token);
    if (res.json?.state !== 'running') return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the export never finished');
}
const log = async (t = tenant) =>
  (await call('GET', '/api/admin/log?limit=500', t === tenant ? admin : otherAdmin)).json.entries as {
    action: string;
    actor: string;
    actorName: string | null;
    target: string | null;
    details: unknown;
  }[];
const stored = async () => ({ ben: await counts(), ann: await counts(ANN.address) });

beforeAll(async () => {
  host = await startTestHost({ env: { PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}` } });
  [tenant, other] = host.tenants;
  await host.onboard(tenant);
  await host.onboard(other);
  admin = await host.token({ tenant, user: host.adminOf(tenant) });
  otherAdmin = await host.token({ tenant: other, user: host.adminOf(other) });
  operator = await host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid });
  // Other files' digest timers go over every organisation in the run's storage: off, they leave the digest owed here.
  await host.succeed('PUT', '/api/admin/settings', { token: admin, body: { digestFrequency: 'off' } });
  await seedPerson(host, tenant, host.clock.now());
});
afterAll(() => host?.close());

describe("finding a person's data", () => {
  it('counts each kind, by current address, alias, former address and object id alike', async () => {
    const byAddress = await counts();
    expect(byAddress).toEqual({
      directory: 1,
      roles: 1,
      'profile-values': 1,
      'imported-values': 1,
      'automatic-replies': 2,
      preferences: 1,
      photos: 1,
      'apply-reports': 4,
      'message-trail': 2,
      'kept-messages': 1,
      exclusions: 1,
      'contact-cards': 1,
      notifications: 2,
      authorship: 2,
      'change-log': 2,
      exports: 0,
    });
    for (const who of [BEN.alias, BEN.former, BEN.oid]) expect(await counts(who)).toEqual(byAddress);
    const res = await call('GET', dataPath(BEN.former));
    expect(res.json.person.addresses).toEqual(expect.arrayContaining([BEN.address, BEN.alias, BEN.former]));
    expect(res.json.person.objectIds).toEqual([BEN.oid]);
  });

  it('does not count the shared mailbox he sends as among his own', async () => {
    expect((await counts(SHARED))['apply-reports']).toBe(1);
  });

  it('refuses what names no person, and finds nothing of another organisation', async () => {
    for (const bad of ['x', 'not an address', 'a'.repeat(300)]) {
      const res = await call('GET', dataPath(bad));
      expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    }
    const theirs = await counts(BEN.address, otherAdmin);
    expectEvery(Object.values(theirs), (n) => n === 0);
  });

  it('needs the privacy capability', async () => {
    const create = async (access: string[]) =>
      (await host.call('POST', '/api/admin/api-keys', { token: admin, body: { name: `k-${access[0]}`, access, readOnly: false } })).json
        .secret as string;
    const monitoring = await create(['monitoring']);
    const res = await host.call('GET', dataPath(BEN.address), { token: monitoring });
    expect([res.status, res.json.code]).toEqual([403, 'missing_capability']);
    const privacy = await create(['privacy']);
    expect((await host.call('GET', dataPath(BEN.address), { token: privacy })).status).toBe(200);
  });
});

describe("exporting a person's data", () => {
  let id: string;
  let zip: AdmZip;

  it('makes the archive in the background, then gives it once, to whoever asked', async () => {
    const started = await call('POST', `/api/admin/people/${BEN.address}/export`);
    expect(started.status).toBe(202);
    id = started.json.id;
    const ready = await untilReady(id);
    expect(ready.json).toMatchObject({ state: 'ready', progress: { done: 16, total: 16 }, downloadedAt: null });
    expect((await call('GET', `/api/admin/exports/${id}?download=true`, otherAdmin)).status).toBe(404);
    const got = await fetch(`${host.url}/api/admin/exports/${id}?download=true`, { headers: { authorization: `Bearer ${admin}` } });
    expect([got.status, got.headers.get('content-type')]).toEqual([200, 'application/zip']);
    zip = new AdmZip(Buffer.from(await got.arrayBuffer()));
    const again = await call('GET', `/api/admin/exports/${id}?download=true`);
    expect([again.status, again.json.code]).toEqual([404, 'not_found']);
    expect((await call('GET', `/api/admin/exports/${id}`)).json.state).toBe('downloaded');
  });

  it('holds every kind, his photo and kept message, a README, and nothing about anyone else', () => {
    const names = zip.getEntries().map((e) => e.entryName);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'photos/photo-directory.jpg', 'kept-messages/kept-message.eml']));
    for (const kind of [
      'directory',
      'roles',
      'profile-values',
      'imported-values',
      'automatic-replies',
      'preferences',
      'photos',
      'apply-reports',
      'message-trail',
      'kept-messages',
      'exclusions',
      'contact-cards',
      'notifications',
      'authorship',
      'change-log',
    ])
      expect([kind, (JSON.parse(zip.readAsText(`${kind}.json`)) as unknown[]).length > 0]).toEqual([kind, true]);
    const everything = zip
      .getEntries()
      .map((e) => zip.readAsText(e))
      .join('\n');
    for (const stranger of [ANN.address, ANN.oid, 'Ann Lee', '<a1@fabrikam.test>']) expect(everything).not.toContain(stranger);
    expect(zip.readAsText('README.txt')).toContain('message-trail.json');
  });

  it('writes the request and the download to the change log', async () => {
    const actions = (await log()).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['privacy.export_requested', 'privacy.export_downloaded']));
  });
});

describe("erasing a person's data", () => {
  it('refuses to erase the last Admin, changing nothing', async () => {
    const before = await stored();
    const res = await call('DELETE', dataPath(ANN.address));
    expect([res.status, res.json.code]).toEqual([409, 'last_admin']);
    expect(await stored()).toEqual(before);
  });

  it('leaves nothing findable but the directory, keeps the change log under a pseudonym, and answers a receipt', async () => {
    const annBefore = await counts(ANN.address);
    const generation = await host.services.generations.current(tenant);
    const res = await call('DELETE', dataPath(BEN.former));
    expect(res.status).toBe(200);
    // Signatures every instance cached from his data (his profile values) are rendered afresh.
    expect(await host.services.generations.current(tenant)).not.toBe(generation);
    expect(res.json.pseudonym).toMatch(/^Erased person /);
    expect(res.json.total).toBeGreaterThan(10);
    const after = await counts();
    expect(Object.entries(after).filter(([kind, n]) => n > 0 && kind !== 'directory')).toEqual([]);
    // Ann erased him: the change log's new entry names her; the records she made about him went with his.
    // She is no longer the contact his replies name, which went with them.
    const mine = (c: Counts) => ({ ...c, 'change-log': 0, authorship: 0 });
    expect(mine(await counts(ANN.address))).toEqual({ ...mine(annBefore), 'automatic-replies': annBefore['automatic-replies'] - 1 });
    // Her replies name no contact now, and are written again at the next sync.
    const replies = await host.services.storage
      .table('autoreplies')
      .getEntity<{ contact: string; version: number }>(tenant, `m|${ANN.address}`);
    expect([replies.contact, replies.version]).toEqual(['', 0]);
    const entries = await log();
    const text = JSON.stringify(entries);
    for (const trace of [BEN.address, BEN.alias, BEN.former, 'Ben Okafor']) expect(text.toLowerCase()).not.toContain(trace.toLowerCase());
    expect(entries.filter((e) => e.actor === res.json.pseudonym).length).toBeGreaterThan(0);
    expect(entries.some((e) => e.actor === ANN.address)).toBe(true);
    const shared = await call('GET', `/api/admin/activity?mailbox=${SHARED}`);
    if (shared.status === 200) expect(JSON.stringify(shared.json)).not.toContain(BEN.address);
  });

  it('erases nothing the second time, under the same pseudonym', async () => {
    const first = (await log()).find((e) => e.action === 'privacy.erased')!;
    const res = await call('DELETE', dataPath(BEN.address));
    expect([res.status, res.json.total, res.json.pseudonym]).toEqual([200, 0, first.target]);
  });

  it('keeps no new copy of his photo when the directory is synced again', async () => {
    const directory = host.services.directory as { photo?: unknown };
    directory.photo = () => Promise.resolve({ state: 'changed', bytes: Buffer.from('x'), etag: 'e2' });
    try {
      await host.services.photos.syncTenant(tenant).catch(() => undefined);
    } finally {
      delete directory.photo;
    }
    expect((await counts()).photos).toBe(0);
  });

  it('cannot reach another organisation: its Admin erases nothing of this one', async () => {
    const annBefore = await counts(ANN.address);
    const res = await call('DELETE', dataPath(ANN.address), otherAdmin);
    expect([res.status, res.json.total]).toEqual([200, 0]);
    expect(await counts(ANN.address)).toEqual(annBefore);
  });
});

describe('the service operator', () => {
  it("runs the same find, export and erasure for an organisation, written to its change log as the operator's", async () => {
    const base = `/api/admin/platform/tenants/${tenant}`;
    const found = await call('GET', `${base}/people/${ANN.address}/data`, operator);
    expect(found.json.kinds.find((k: { kind: string }) => k.kind === 'apply-reports').count).toBe(2);
    const started = await call('POST', `${base}/people/${ANN.address}/export`, operator);
    expect(started.status).toBe(202);
    expect((await untilReady(started.json.id, operator, base)).json.state).toBe('ready');
    expect((await call('GET', `/api/admin/exports/${started.json.id}`)).status).toBe(404);
    expect((await call('GET', `${base}/people/${ANN.address}/data`)).status).toBe(403);
    const entries = await log();
    expect(entries.find((e) => e.action === 'privacy.export_requested' && e.actor === 'Service operator')).toBeDefined();
  });
});
