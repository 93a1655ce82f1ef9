import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../portal/src/api/schema.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
const MAILBOX = 'dev.patel@fabrikam.test';

const api = (token = admin) => host.api(token);
const compose = async () =>
  api(await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' })).POST('/api/signature', { body: { type: 'new' } });
const composed = async () => (await ok(compose())).html;
const lastEntry = async () => (await ok(api().GET('/api/admin/log', { params: { query: { limit: 1 } } }))).entries[0];
const rules = (body: operations['putApiAdminRules']['requestBody']['content']['application/json']) =>
  ok(api().PUT('/api/admin/rules', { body }));

beforeAll(async () => {
  host = await startTestHost({ env: { SIGNATURE_CACHE: 'true' } });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'cache.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'cache.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  await ok(api().POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
  const { id } = await createPublishedWith(api(), { name: 'Cached', html: '<p>{{displayName}} {{custom.pronouns}}</p>' });
  await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
});
afterAll(() => host.close());

describe('the signature cache', () => {
  it('serves a repeated compose from cache: a change written behind the services is not seen', async () => {
    expect(await composed()).toBe('<p>Dev Patel </p>');
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
    expect(await composed()).toBe('<p>Dev Patel </p>');
  });

  it('sees a write whose change-log scope is not `template` at the next compose (an exclusion, logged as the cost list)', async () => {
    expect((await compose()).response.status).toBe(200);
    expect((await api().POST('/api/admin/exclusions', { body: { mailboxes: [MAILBOX] } })).response.status).toBe(201);
    expect(await lastEntry()).toMatchObject({ action: 'exclusions.added', scope: 'tenant' });
    expect((await compose()).response.status).toBe(403);
    await ok(api().DELETE('/api/admin/exclusions/{email}', { params: { path: { email: MAILBOX } } }));
    expect((await compose()).response.status).toBe(200);
  });

  it('sees a banner, a rule change and a profile save at the next compose', async () => {
    await compose();
    const banner = await api().POST('/api/admin/banners', { body: { name: 'News', html: '<p>News</p>' } });
    expect(banner.response.status).toBe(201);
    expect(await composed()).toContain('<p>News</p>');

    const other = (await createPublishedWith(api(), { name: 'Finance', html: '<p>Finance {{displayName}}</p>' })).id;
    await rules({ rules: [{ attribute: 'department', operator: 'equals', value: 'finance', new: other }] });
    expect((await ok(compose())).templateId).toBe(other);
    await rules({ rules: [] });

    const staff = api(await host.token({ tenant, user: MAILBOX }));
    expect((await staff.PUT('/api/me/profile', { body: { values: { pronouns: 'he/him' } } })).response.status).toBe(200);
    expect(await composed()).toContain('Dev Patel he/him');

    await ok(api().DELETE('/api/admin/banners/{id}', { params: { path: { id: banner.data!.id } } }));
    expect(await composed()).not.toContain('News');
  });
});
