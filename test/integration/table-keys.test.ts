import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

/** Path parameters that become Table keys are refused with a 400 before storage sees them, changing nothing. */

let host: TestHost;
let tenant: string;
let admin: string;

const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
const expectInvalid = (res: CallResult, field: string) => {
  expect([res.status, res.json?.code]).toEqual([400, 'invalid_request']);
  expect(Object.keys(res.json.fields)).toEqual([field]);
};
const state = async () => ({
  exclusions: (await call('GET', '/api/admin/exclusions')).json,
  log: (await call('GET', '/api/admin/log?limit=500')).json.entries,
});

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'keys.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'keys.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  expect((await call('POST', '/api/admin/exclusions/groups', { groupId: 'a-g-sales' })).status).toBe(201);
});
afterAll(() => host.close());

describe('keys from the path', () => {
  it('refuses a group id with an encoded slash on remove and sync, and the listed group stays', async () => {
    const before = await state();
    expectInvalid(await call('DELETE', '/api/admin/exclusions/groups/a%2Fb'), 'id');
    expectInvalid(await call('POST', '/api/admin/exclusions/groups/a%2Fb/sync'), 'id');
    expect(await state()).toEqual(before);
    expect(before.exclusions.groups.map((g: { id: string }) => g.id)).toEqual(['a-g-sales']);
  });

  it('refuses a link slug with an encoded slash', async () => {
    const before = await state();
    expectInvalid(await call('GET', '/api/admin/links/detail/a%2Fb'), 'slug');
    expect(await state()).toEqual(before);
  });

  it('refuses the other characters and lengths storage cannot take as a key, saying why in words', async () => {
    const before = await state();
    for (const bad of ['a%5Cb', 'a%23b', 'a%3Fb', 'a%00b', 'a%7Fb', 'a%C2%85b', 'x'.repeat(101)]) {
      const res = await call('DELETE', `/api/admin/exclusions/groups/${bad}`);
      expectInvalid(res, 'id');
      expect(res.json.fields.id).toMatch(/^must (not contain|be at most)/);
    }
    expectInvalid(await call('POST', '/api/admin/exclusions/groups', { groupId: 'a/b' }), 'groupId');
    expect(await state()).toEqual(before);
  });

  it('still serves a well-formed id that is not listed: 404', async () => {
    expect([(await call('DELETE', '/api/admin/exclusions/groups/a-g-nope')).json.code]).toEqual(['not_found']);
  });
});
