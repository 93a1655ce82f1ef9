import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let admin: string;

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const done = async () =>
  Object.fromEntries(
    ((await call('GET', '/api/admin/onboarding')).json.steps as { id: string; done: boolean }[]).map((s) => [s.id, s.done]),
  );

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'start.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
});
afterAll(() => host.close());

describe('getting started', () => {
  it('reads each step from what the organisation has done', async () => {
    expect(await done()).toEqual({ consent: true, template: false, assign: false, addin: false, team: false, profile: false, dpa: false });
    const id = (await call('POST', '/api/admin/templates', { name: 'First', html: '<p>{{displayName}}</p>' })).json.id;
    await call('PUT', '/api/admin/roles', { new: id, reply: null });
    await call('PUT', '/api/admin/users', { email: 'ann.lee@fabrikam.test', role: 'Editor' });
    await call('POST', '/api/admin/profile-fields', { key: 'pronouns', label: 'Pronouns', type: 'text' });
    await host.call('POST', '/api/signature/report', {
      token: await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' }),
      body: { type: 'new', outcome: 'applied' },
    });
    expect(await done()).toEqual({ consent: true, template: true, assign: true, addin: true, team: true, profile: true, dpa: false });
  });

  it('records the data processing agreement once, and the dismissal', async () => {
    const accepted = await call('POST', '/api/admin/dpa/accept');
    const { dpaVersion } = (await call('GET', '/api/admin/onboarding')).json;
    expect(accepted.json).toMatchObject({ acceptedBy: 'start.admin@fabrikam.test', version: dpaVersion });
    const log = async () =>
      (await call('GET', '/api/admin/log?limit=500')).json.entries.filter((e: { action: string }) => e.action === 'dpa.accepted').length;
    expect(await log()).toBe(1);
    await call('POST', '/api/admin/dpa/accept');
    expect(await log()).toBe(1);
    expect((await done()).dpa).toBe(true);
    expect((await call('POST', '/api/admin/onboarding/dismiss')).json.dismissed).toBe(true);
  });

  it('is for the Admin role, and never for a key', async () => {
    const editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
    for (const [m, p] of [
      ['GET', '/api/admin/onboarding'],
      ['POST', '/api/admin/onboarding/dismiss'],
      ['POST', '/api/admin/dpa/accept'],
    ]) {
      expectCode(await call(m, p, undefined, editor), 403, 'admin_role_required');
    }
    const key = (await call('POST', '/api/admin/api-keys', { name: 'k', access: ['settings'], readOnly: false })).json.secret;
    expectCode(
      await host.call('POST', '/api/admin/dpa/accept', { headers: { authorization: `Bearer ${key}` } }),
      404,
      'not_available_to_api_keys',
    );
  });
});
