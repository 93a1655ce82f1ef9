import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
const MAILBOX = 'dev.patel@fabrikam.test';

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const compose = async () =>
  host.call('POST', '/api/signature', {
    token: await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' }),
    body: { type: 'new' },
  });
const lastEntry = async () => (await call('GET', '/api/admin/log?limit=1')).json.entries[0];

beforeAll(async () => {
  host = await startTestHost({ env: { SIGNATURE_CACHE: 'true' } });
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'cache.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  await call('POST', '/api/admin/profile-fields', { key: 'pronouns', label: 'Pronouns', type: 'text' });
  const id = (await createPublished(call, { name: 'Cached', html: '<p>{{displayName}} {{custom.pronouns}}</p>' })).json.id;
  await call('PUT', '/api/admin/roles', { new: id, reply: null });
});
afterAll(() => host.close());

describe('the signature cache', () => {
  it('serves a repeated compose from cache: a change written behind the services is not seen', async () => {
    expect((await compose()).json.html).toBe('<p>Dev Patel </p>');
    await host.services.storage.table('profilevalues').upsertEntity(
      {
        partitionKey: tenant,
        rowKey: MAILBOX,
        values: JSON.stringify({ pronouns: 'behind' }),
        updatedAt: new Date().toISOString(),
        updatedBy: 'test',
      },
      'Replace',
    );
    expect((await compose()).json.html).toBe('<p>Dev Patel </p>');
  });

  it('sees a write whose change-log scope is not `template` at the next compose (an exclusion, logged as the cost list)', async () => {
    expect((await compose()).status).toBe(200);
    expect((await call('POST', '/api/admin/exclusions', { mailboxes: [MAILBOX] })).status).toBe(201);
    expect(await lastEntry()).toMatchObject({ action: 'exclusions.added', scope: 'tenant' });
    expect((await compose()).status).toBe(403);
    await call('DELETE', `/api/admin/exclusions/${MAILBOX}`);
    expect((await compose()).status).toBe(200);
  });

  it('sees a banner, a rule change and a profile save at the next compose', async () => {
    await compose();
    const banner = await call('POST', '/api/admin/banners', { name: 'News', html: '<p>News</p>' });
    expect(banner.status).toBe(201);
    expect((await compose()).json.html).toContain('<p>News</p>');

    const other = (await createPublished(call, { name: 'Finance', html: '<p>Finance {{displayName}}</p>' })).json.id;
    await call('PUT', '/api/admin/rules', { rules: [{ attribute: 'department', operator: 'equals', value: 'finance', new: other }] });
    expect((await compose()).json.templateId).toBe(other);
    await call('PUT', '/api/admin/rules', { rules: [] });

    const staff = await host.token({ tenant, user: MAILBOX });
    expect((await host.call('PUT', '/api/me/profile', { token: staff, body: { values: { pronouns: 'he/him' } } })).status).toBe(200);
    expect((await compose()).json.html).toContain('Dev Patel he/him');

    await call('DELETE', `/api/admin/banners/${banner.json.id}`);
    expect((await compose()).json.html).not.toContain('News');
  });
});
