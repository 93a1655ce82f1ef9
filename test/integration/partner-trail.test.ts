import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { storageFaults } from '../helpers/storage-faults.js';

/**
 * The partner's audit trail of writes its staff make inside a client, written ahead of the write: every write inside
 * appears once with its outcome, a write whose entry cannot be written is refused before anything changes, and a
 * write whose outcome cannot be recorded stands with an entry that says so.
 */

const id = { partner: crypto.randomUUID(), client: crypto.randomUUID() };
const fabrikam = testDirectoryFixture.tenants[TENANT_A];
const northwind = testDirectoryFixture.tenants[TENANT_B];
const fixture = { tenants: { [id.partner]: fabrikam, [id.client]: northwind } };
const directory = new FixtureDirectory(fixture);
const OWNER = { tenant: id.partner, user: 'ann.lee@fabrikam.test', name: 'Ann Lee' };
const CLIENT_ADMIN = { tenant: id.client, user: 'nia.ross@northwind.test', name: 'Nia Ross' };

let host: TestHost;
let owner: string;
let clientAdmin: string;
const { failTables, heal, inject: injectFaults } = storageFaults(() => host);

const inside = () => host.api(owner, { 'x-client-tenant': id.client });
/** The client's own view: its templates and its change log, which a refused write must leave as they were. */
const clientState = async () => ({
  templates: (await ok(host.api(clientAdmin).GET('/api/admin/templates'))).templates.map((t) => t.id).sort(),
  log: (await ok(host.api(clientAdmin).GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.map((e) => e.id),
});
/** The partner's trail as its console reads it (each entry with its sentence), newest first. */
const trail = async () => (await ok(host.api(owner).GET('/api/admin/partner/events', { params: { query: { limit: 200 } } }))).events;
const work = async () => (await trail()).filter((e) => e.action === 'client.work');
const createTemplate = (name: string) => inside().POST('/api/admin/templates', { body: { name, html: '<p>{{displayName}}</p>' } });

beforeAll(async () => {
  host = await startTestHost({ directory, people: fixture });
  for (const t of Object.values(id)) await host.onboard(t);
  owner = await host.token(OWNER);
  clientAdmin = await host.token(CLIENT_ADMIN);
  expect((await ok(host.api(owner).GET('/api/admin/me'))).role).toBe('Admin');
  expect((await ok(host.api(clientAdmin).GET('/api/admin/me'))).role).toBe('Admin');
  await ok(host.api(owner).POST('/api/admin/partner/agreement/accept', { body: { version: PARTNER_AGREEMENT_VERSION } }));
  await host.services.partners.link((await host.services.partners.partner(id.partner))!, id.client, 'invite');
  for (const table of ['partnerevents', 'templates']) injectFaults(table);
});
afterEach(heal);
afterAll(() => host?.close());

describe("the partner's audit trail of work inside a client", () => {
  it('records a write once, with its status, naming the client; a read records nothing', async () => {
    const before = (await trail()).length;
    const created = await createTemplate('Made inside');
    expect(created.response.status).toBe(201);
    expect(await ok(inside().GET('/api/admin/templates'))).toBeTruthy();
    const entries = await trail();
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      action: 'client.work',
      clientId: id.client,
      actor: OWNER.user,
      actorName: `${OWNER.name} via ${fabrikam.displayName}`,
      details: {
        operation: 'POST /api/admin/templates',
        clientName: northwind.displayName,
        outcome: 'applied',
        status: 201,
      },
      summary: `Worked inside “${northwind.displayName}”: create a template`,
    });
    expect((await clientState()).templates).toContain(created.data!.id);
  });

  it('records a refused write as refused, never as applied, and the client is unchanged', async () => {
    const state = await clientState();
    const refused = await inside().POST('/api/admin/templates', { body: { name: '', html: '<p>x</p>' } });
    expect(statusAndCode(refused)).toEqual([400, 'invalid_request']);
    const missing = await inside().DELETE('/api/admin/templates/{id}', { params: { path: { id: 't_nosuchtemplate' } } });
    expect(missing.response.status).toBe(404);
    expect(await clientState()).toEqual(state);
    const [gone, invalid] = await work();
    expect(invalid.details).toMatchObject({ operation: 'POST /api/admin/templates', outcome: 'refused', status: 400 });
    expect(gone.details).toMatchObject({ operation: 'DELETE /api/admin/templates/:id', outcome: 'refused', status: 404 });
    for (const e of [gone, invalid]) {
      expect(e.summary).toMatch(/^Tried to work inside “.+”: .+; it was refused and nothing was changed$/);
      expect(e.summary).not.toMatch(/^Worked/);
    }
  });

  it('records a write the service failed in as of unknown outcome, never as applied or refused', async () => {
    failTables({ templates: null });
    const failed = await createTemplate('Storage gone');
    expect(statusAndCode(failed)).toEqual([503, 'storage_unavailable']);
    heal();
    const [entry] = await work();
    expect(entry.details).toMatchObject({ operation: 'POST /api/admin/templates', outcome: 'unknown' });
    expect(entry.summary).toBe(
      `Tried to work inside “${northwind.displayName}”: create a template; the service failed, so whether it took effect is not known`,
    );
  });

  it('refuses a write whose trail entry cannot be written, 503 storage_unavailable, before anything changes', async () => {
    const [state, entries] = [await clientState(), await trail()];
    failTables({ partnerevents: 'POST' });
    const refused = await createTemplate('Never made');
    expect(statusAndCode(refused)).toEqual([503, 'storage_unavailable']);
    expect(refused.response.headers.get('retry-after')).toBe('5');
    // A read inside the client needs no entry and is served.
    expect((await inside().GET('/api/admin/templates')).response.status).toBe(200);
    heal();
    expect(await clientState()).toEqual(state);
    expect(await trail()).toEqual(entries);
  });

  it('keeps a write whose outcome cannot be recorded, with an entry that reads as outcome not recorded', async () => {
    const entries = (await trail()).length;
    failTables({ partnerevents: 'PATCH' });
    const created = await createTemplate('Made, outcome lost');
    expect(created.response.status).toBe(201);
    heal();
    expect((await clientState()).templates).toContain(created.data!.id);
    const after = await trail();
    expect(after.length).toBe(entries + 1);
    expect(after[0]).toMatchObject({
      action: 'client.work',
      clientId: id.client,
      details: { operation: 'POST /api/admin/templates', outcome: 'pending' },
      summary: `Began work inside “${northwind.displayName}”: create a template (outcome not recorded)`,
    });
    expect(after[0].details).not.toHaveProperty('status');
  });

  it('names the operation in the reader’s language, by the operation id the entry keeps', async () => {
    const created = await createTemplate('Named in German');
    expect(created.response.status).toBe(201);
    const newest = async (language: string) =>
      (await ok(host.api(owner, { 'accept-language': language }).GET('/api/admin/partner/events', { params: { query: { limit: 200 } } })))
        .events[0];
    const german = await newest('de-DE,de;q=0.9');
    expect(german).toMatchObject({
      action: 'client.work',
      details: { operation: 'POST /api/admin/templates', operationId: 'createTemplate', outcome: 'applied', status: 201 },
      summary: `In der Kundenorganisation „${northwind.displayName}“ gearbeitet: Vorlage erstellen`,
    });
    const english = await newest('en');
    expect(english.summary).toBe(`Worked inside “${northwind.displayName}”: create a template`);
    expect({ ...german, summary: '' }).toEqual({ ...english, summary: '' });
  });
});
