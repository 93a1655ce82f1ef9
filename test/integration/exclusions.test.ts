import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;

const api = (token = admin) => host.api(token);
const overview = async () => ok(api().GET('/api/admin/exclusions'));
const list = (mailboxes: string[], note?: string) => api().POST('/api/admin/exclusions', { body: { mailboxes, note } });
const unlist = (email: string) => api().DELETE('/api/admin/exclusions/{email}', { params: { path: { email } } });
const mode = (mode: 'exclusion' | 'inclusion') => api().PUT('/api/admin/exclusions/mode', { body: { mode } });
const group = (id: string) => ({ params: { path: { id } } });
const suggested = () => api().GET('/api/admin/exclusions/suggested');
const signatureStatus = async (user: string) =>
  (await host.api(await host.token({ tenant, user, scope: 'access_as_user' })).POST('/api/signature', { body: {} })).response.status;

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'cost.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'cost.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  const { id } = await createPublishedWith(api(), { name: 'T', html: '<p>{{displayName}}</p>' });
  await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: id } }));
});
afterAll(() => host.close());

describe('cost management', () => {
  it('starts empty in exclusion mode with every member mailbox billed', async () => {
    expect(await overview()).toMatchObject({
      mode: 'exclusion',
      mailboxes: [],
      groups: [],
      seatsBilled: 7,
      monthlyCost: '€10.50',
      monthlyCostCents: 1050,
      currency: 'EUR',
      totals: { directoryMailboxes: 7, listed: 0 },
    });
  });

  it('writes the amounts in the reader’s language, with the cents and currency for clients that format them', async () => {
    const german = await host.call('GET', '/api/admin/exclusions', { token: admin, headers: { 'accept-language': 'de-DE' } });
    expect(german.json).toMatchObject({ monthlyCost: '10,50\u00a0€', monthlyCostCents: 1050, currency: 'EUR' });
    const french = await host.call('GET', '/api/admin/exclusions', { token: admin, headers: { 'accept-language': 'fr' } });
    expect(french.json.monthlyCost).toBe(new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(10.5));
  });

  it('adds mailboxes (aliases listed by their primary address), which then get no signature; removes one', async () => {
    const res = await ok(list(['info@fabrikam.test', 'BEN@fabrikam.test'], 'shared and on leave'));
    expect(res.added.sort()).toEqual(['ben.okafor@fabrikam.test', 'info@fabrikam.test']);
    const o = await overview();
    expect(o.seatsBilled).toBe(5);
    expect(o.mailboxes.find((m) => m.address === 'info@fabrikam.test')).toMatchObject({
      note: 'shared and on leave',
      resolves: true,
      billable: true,
    });
    expect(await signatureStatus('ben.okafor@fabrikam.test')).toBe(403);
    expect((await unlist('ben.okafor@fabrikam.test')).response.status).toBe(204);
    expect(await signatureStatus('ben.okafor@fabrikam.test')).toBe(200);
    expect(statusAndCode(await unlist('ben.okafor@fabrikam.test'))).toEqual([404, 'not_found']);
  });

  it('refuses addresses that are no mailbox of the organisation, listing nothing', async () => {
    const before = await overview();
    const res = await list(['ann.lee@fabrikam.test', 'gus@partner.example', 'x@elsewhere.example']);
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.error?.fields ?? {}).sort()).toEqual(['mailboxes.1', 'mailboxes.2']);
    expect(statusAndCode(await list([]))).toEqual([400, 'invalid_request']);
    expect(statusAndCode(await list(['not an address']))).toEqual([400, 'invalid_request']);
    expect(await overview()).toEqual(before);
  });

  it('refuses to switch mode while anything is on the list', async () => {
    const before = await overview();
    const res = await mode('inclusion');
    expect(statusAndCode(res)).toEqual([409, 'list_not_empty']);
    expect(res.error).toMatchObject({ mailboxes: 1, groups: 0 });
    expect(await overview()).toEqual(before);
    // Raw: a mode the schema does not name.
    const sideways = await host.call('PUT', '/api/admin/exclusions/mode', { token: admin, body: { mode: 'sideways' } });
    expect([sideways.status, sideways.json?.code]).toEqual([400, 'invalid_request']);
  });

  it('lists a group by its members (through nested groups), refreshes it, and reports what removing it released', async () => {
    const addGroup = (groupId: string, note?: string) => api().POST('/api/admin/exclusions/groups', { body: { groupId, note } });
    const added = await addGroup('a-g-sales', 'sales pays separately');
    expect(added.response.status).toBe(201);
    expect(added.data).toMatchObject({
      id: 'a-g-sales',
      displayName: 'Sales Team',
      memberCount: 2,
      members: ['ann.lee@fabrikam.test', 'finn.berg@fabrikam.test'],
    });
    expect(await signatureStatus('finn.berg@fabrikam.test')).toBe(403);
    expect((await overview()).seatsBilled).toBe(4);
    const synced = await ok(api().POST('/api/admin/exclusions/groups/{id}/sync', group('a-g-sales')));
    expect(synced).toMatchObject({ stillInDirectory: true, added: [], removed: [] });
    await ok(list(['ann.lee@fabrikam.test']));
    const removed = await ok(api().DELETE('/api/admin/exclusions/groups/{id}', group('a-g-sales')));
    expect(removed.released).toEqual(['finn.berg@fabrikam.test']);
    expect(await signatureStatus('finn.berg@fabrikam.test')).toBe(200);
    expect(await signatureStatus('ann.lee@fabrikam.test')).toBe(403);
    expect(statusAndCode(await addGroup('a-g-nope'))).toEqual([400, 'invalid_request']);
    expect(statusAndCode(await api().DELETE('/api/admin/exclusions/groups/{id}', group('a-g-nope')))).toEqual([404, 'not_found']);
    expect(statusAndCode(await api().POST('/api/admin/exclusions/groups/{id}/sync', group('a-g-nope')))).toEqual([404, 'not_found']);
    await ok(unlist('ann.lee@fabrikam.test'));
  });

  it('suggests billable mailboxes that never applied a signature, in exclusion mode only', async () => {
    const addin = host.api(await host.token({ tenant, user: 'dev.patel@fabrikam.test', scope: 'access_as_user' }));
    await ok(addin.POST('/api/signature/report', { body: { type: 'new', outcome: 'applied' } }));
    const s = await ok(suggested());
    const addresses = s.mailboxes.map((m) => m.address);
    expect(addresses).not.toContain('dev.patel@fabrikam.test');
    expect(addresses).not.toContain('info@fabrikam.test');
    expect(s.monthlySaving).toBe(`€${(addresses.length * 1.5).toFixed(2)}`);
    expect([s.monthlySavingCents, s.currency]).toEqual([addresses.length * 150, 'EUR']);
    const dutch = await host.call('GET', '/api/admin/exclusions/suggested', { token: admin, headers: { 'accept-language': 'nl' } });
    expect(dutch.json.monthlySaving).toBe(
      new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(addresses.length * 1.5),
    );
  });

  it('in inclusion mode serves only the listed mailboxes, and refuses suggestions', async () => {
    await ok(unlist('info@fabrikam.test'));
    expect(await ok(mode('inclusion'))).toEqual({ mode: 'inclusion' });
    expect(await signatureStatus('ann.lee@fabrikam.test')).toBe(403);
    await ok(list(['ann.lee@fabrikam.test']));
    expect(await signatureStatus('ann.lee@fabrikam.test')).toBe(200);
    expect((await overview()).seatsBilled).toBe(1);
    expect(statusAndCode(await suggested())).toEqual([409, 'inclusion_mode']);
    await ok(unlist('ann.lee@fabrikam.test'));
    await ok(mode('exclusion'));
  });

  it('searches directory groups from two characters, for the cost-management capability', async () => {
    const search = (q: string) => api().GET('/api/admin/groups/search', { params: { query: { q } } });
    expect((await ok(search('sa'))).groups.map((g) => g.id).sort()).toEqual(['a-g-sales', 'a-g-sales-uk']);
    expect(statusAndCode(await search('s'))).toEqual([400, 'invalid_request']);
    await ok(api().PUT('/api/admin/users', { body: { email: 'cleo.martin@fabrikam.test', role: 'Editor' } }));
    const editor = await host.token({ tenant, user: 'cleo.martin@fabrikam.test' });
    expect(statusAndCode(await api(editor).GET('/api/admin/exclusions'))).toEqual([403, 'missing_capability']);
    await ok(api().PUT('/api/admin/users', { body: { email: 'dev.patel@fabrikam.test', role: 'Billing' } }));
    const billing = await host.token({ tenant, user: 'dev.patel@fabrikam.test' });
    expect((await api(billing).GET('/api/admin/exclusions')).response.status).toBe(200);
  });
});
