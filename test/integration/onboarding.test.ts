import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let admin: string;

const api = (token = admin) => host.api(token);
const done = async () => Object.fromEntries((await ok(api().GET('/api/admin/onboarding'))).steps.map((s) => [s.id, s.done]));

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'start.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'start.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('getting started', () => {
  it('reads each step from what the organisation has done', async () => {
    expect(await done()).toEqual({ consent: true, template: false, assign: false, addin: false, team: false, profile: false, dpa: false });
    const { id } = await ok(api().POST('/api/admin/templates', { body: { name: 'First', html: '<p>{{displayName}}</p>', publish: true } }));
    await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
    await ok(api().PUT('/api/admin/users', { body: { email: 'ann.lee@fabrikam.test', role: 'Editor' } }));
    await ok(api().POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
    const addin = api(await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' }));
    await ok(addin.POST('/api/signature/report', { body: { type: 'new', outcome: 'applied' } }));
    expect(await done()).toEqual({ consent: true, template: true, assign: true, addin: true, team: true, profile: true, dpa: false });
  });

  it('records the data processing agreement once, and the dismissal', async () => {
    const accepted = await ok(api().POST('/api/admin/dpa/accept'));
    const { dpaVersion } = await ok(api().GET('/api/admin/onboarding'));
    expect(accepted).toMatchObject({ acceptedBy: 'start.admin@fabrikam.test', version: dpaVersion });
    const log = async () =>
      (await ok(api().GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.filter((e) => e.action === 'dpa.accepted')
        .length;
    expect(await log()).toBe(1);
    await ok(api().POST('/api/admin/dpa/accept'));
    expect(await log()).toBe(1);
    expect((await done()).dpa).toBe(true);
    expect((await ok(api().POST('/api/admin/onboarding/dismiss'))).dismissed).toBe(true);
  });

  it('is for the Admin role, and never for a key', async () => {
    const editor = api(await host.token({ tenant, user: 'ann.lee@fabrikam.test' }));
    for (const send of [
      () => editor.GET('/api/admin/onboarding'),
      () => editor.POST('/api/admin/onboarding/dismiss'),
      () => editor.POST('/api/admin/dpa/accept'),
    ]) {
      expect(statusAndCode(await send())).toEqual([403, 'admin_role_required']);
    }
    const { secret } = await ok(api().POST('/api/admin/api-keys', { body: { name: 'k', access: ['settings'], readOnly: false } }));
    expect(statusAndCode(await api(secret).POST('/api/admin/dpa/accept'))).toEqual([404, 'not_available_to_api_keys']);
  });
});
