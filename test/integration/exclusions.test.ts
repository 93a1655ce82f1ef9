import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const overview = async () => (await call('GET', '/api/admin/exclusions')).json;
const signatureStatus = async (user: string) =>
  (await host.call('POST', '/api/signature', { token: await host.token({ tenant, user, scope: 'access_as_user' }), body: {} })).status;

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'cost.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  const id = (await createPublished(call, { name: 'T', html: '<p>{{displayName}}</p>' })).json.id;
  await call('PUT', '/api/admin/roles', { new: id, reply: id });
});
afterAll(() => host.close());

describe('cost management', () => {
  it('starts empty in exclusion mode with every member mailbox billed', async () => {
    expect(await overview()).toMatchObject({
      mode: 'exclusion',
      mailboxes: [],
      groups: [],
      seatsBilled: 7,
      monthlyCost: 'EUR 10.50',
      totals: { directoryMailboxes: 7, listed: 0 },
    });
  });

  it('adds mailboxes (aliases listed by their primary address), which then get no signature; removes one', async () => {
    const res = await call('POST', '/api/admin/exclusions', {
      mailboxes: ['info@fabrikam.test', 'BEN@fabrikam.test'],
      note: 'shared and on leave',
    });
    expect(res.json.added.sort()).toEqual(['ben.okafor@fabrikam.test', 'info@fabrikam.test']);
    const o = await overview();
    expect(o.seatsBilled).toBe(5);
    expect(o.mailboxes.find((m: { address: string }) => m.address === 'info@fabrikam.test')).toMatchObject({
      note: 'shared and on leave',
      resolves: true,
      billable: true,
    });
    expect(await signatureStatus('ben.okafor@fabrikam.test')).toBe(403);
    expect((await call('DELETE', '/api/admin/exclusions/ben.okafor%40fabrikam.test')).status).toBe(204);
    expect(await signatureStatus('ben.okafor@fabrikam.test')).toBe(200);
    expectCode(await call('DELETE', '/api/admin/exclusions/ben.okafor%40fabrikam.test'), 404, 'not_found');
  });

  it('refuses addresses that are no mailbox of the organisation, listing nothing', async () => {
    const before = await overview();
    const res = await call('POST', '/api/admin/exclusions', {
      mailboxes: ['ann.lee@fabrikam.test', 'gus@partner.example', 'x@elsewhere.example'],
    });
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields).sort()).toEqual(['mailboxes.1', 'mailboxes.2']);
    expectCode(await call('POST', '/api/admin/exclusions', { mailboxes: [] }), 400, 'invalid_request');
    expectCode(await call('POST', '/api/admin/exclusions', { mailboxes: ['not an address'] }), 400, 'invalid_request');
    expect(await overview()).toEqual(before);
  });

  it('refuses to switch mode while anything is on the list', async () => {
    const before = await overview();
    const res = await call('PUT', '/api/admin/exclusions/mode', { mode: 'inclusion' });
    expectCode(res, 409, 'list_not_empty');
    expect(res.json).toMatchObject({ mailboxes: 1, groups: 0 });
    expect(await overview()).toEqual(before);
    expectCode(await call('PUT', '/api/admin/exclusions/mode', { mode: 'sideways' }), 400, 'invalid_request');
  });

  it('lists a group by its members (through nested groups), refreshes it, and reports what removing it released', async () => {
    const added = await call('POST', '/api/admin/exclusions/groups', { groupId: 'a-g-sales', note: 'sales pays separately' });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      id: 'a-g-sales',
      displayName: 'Sales Team',
      memberCount: 2,
      members: ['ann.lee@fabrikam.test', 'finn.berg@fabrikam.test'],
    });
    expect(await signatureStatus('finn.berg@fabrikam.test')).toBe(403);
    expect((await overview()).seatsBilled).toBe(4);
    const synced = await call('POST', '/api/admin/exclusions/groups/a-g-sales/sync');
    expect(synced.json).toMatchObject({ stillInDirectory: true, added: [], removed: [] });
    await call('POST', '/api/admin/exclusions', { mailboxes: ['ann.lee@fabrikam.test'] });
    const removed = await call('DELETE', '/api/admin/exclusions/groups/a-g-sales');
    expect(removed.json.released).toEqual(['finn.berg@fabrikam.test']);
    expect(await signatureStatus('finn.berg@fabrikam.test')).toBe(200);
    expect(await signatureStatus('ann.lee@fabrikam.test')).toBe(403);
    expectCode(await call('POST', '/api/admin/exclusions/groups', { groupId: 'a-g-nope' }), 400, 'invalid_request');
    expectCode(await call('DELETE', '/api/admin/exclusions/groups/a-g-nope'), 404, 'not_found');
    expectCode(await call('POST', '/api/admin/exclusions/groups/a-g-nope/sync'), 404, 'not_found');
    await call('DELETE', '/api/admin/exclusions/ann.lee%40fabrikam.test');
  });

  it('suggests billable mailboxes that never applied a signature, in exclusion mode only', async () => {
    await host.call('POST', '/api/signature/report', {
      token: await host.token({ tenant, user: 'dev.patel@fabrikam.test', scope: 'access_as_user' }),
      body: { type: 'new', outcome: 'applied' },
    });
    const s = await call('GET', '/api/admin/exclusions/suggested');
    const addresses = s.json.mailboxes.map((m: { address: string }) => m.address);
    expect(addresses).not.toContain('dev.patel@fabrikam.test');
    expect(addresses).not.toContain('info@fabrikam.test');
    expect(s.json.monthlySaving).toBe(`EUR ${(addresses.length * 1.5).toFixed(2)}`);
  });

  it('in inclusion mode serves only the listed mailboxes, and refuses suggestions', async () => {
    await call('DELETE', '/api/admin/exclusions/info%40fabrikam.test');
    expect((await call('PUT', '/api/admin/exclusions/mode', { mode: 'inclusion' })).json).toEqual({ mode: 'inclusion' });
    expect(await signatureStatus('ann.lee@fabrikam.test')).toBe(403);
    await call('POST', '/api/admin/exclusions', { mailboxes: ['ann.lee@fabrikam.test'] });
    expect(await signatureStatus('ann.lee@fabrikam.test')).toBe(200);
    expect((await overview()).seatsBilled).toBe(1);
    expectCode(await call('GET', '/api/admin/exclusions/suggested'), 409, 'inclusion_mode');
    await call('DELETE', '/api/admin/exclusions/ann.lee%40fabrikam.test');
    await call('PUT', '/api/admin/exclusions/mode', { mode: 'exclusion' });
  });

  it('searches directory groups from two characters, for the cost-management capability', async () => {
    const res = await call('GET', '/api/admin/groups/search?q=sa');
    expect(res.json.groups.map((g: { id: string }) => g.id).sort()).toEqual(['a-g-sales', 'a-g-sales-uk']);
    expectCode(await call('GET', '/api/admin/groups/search?q=s'), 400, 'invalid_request');
    await call('PUT', '/api/admin/users', { email: 'cleo.martin@fabrikam.test', role: 'Editor' });
    const editor = await host.token({ tenant, user: 'cleo.martin@fabrikam.test' });
    expectCode(await call('GET', '/api/admin/exclusions', undefined, editor), 403, 'missing_capability');
    await call('PUT', '/api/admin/users', { email: 'dev.patel@fabrikam.test', role: 'Billing' });
    const billing = await host.token({ tenant, user: 'dev.patel@fabrikam.test' });
    expect((await call('GET', '/api/admin/exclusions', undefined, billing)).status).toBe(200);
  });
});
