import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { storageFaults } from '../helpers/storage-faults.js';
import { createPublished } from '../helpers/templates.js';
// The features' cases run in this file, not beside it: both fire the outbox timer, which settles every organisation
// of the run's one storage, and a run of one in parallel would finish the other's deliberately unfinished work while
// that one checks it is still undone.
import './after-commit-features.js';

let host: TestHost;
let tenant: string;
let admin: string;
const MAILBOX = 'dev.patel@fabrikam.test';

const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
const compose = async () =>
  (
    await host.call('POST', '/api/signature', {
      token: await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' }),
      body: { type: 'new' },
    })
  ).json;
const publishEntries = async (id: string) =>
  ((await call('GET', '/api/admin/log?limit=500')).json.entries as { action: string; details: { id?: string; version?: number } }[]).filter(
    (e) => ['template.published', 'draft.published'].includes(e.action) && e.details.id === id,
  );

const { failTables, heal, inject: injectFaults } = storageFaults(() => host);

beforeAll(async () => {
  host = await startTestHost({ env: { SIGNATURE_CACHE: 'true' } });
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'outbox.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  for (const table of ['changelog', 'generations', 'templates']) injectFaults(table);
});
afterEach(heal);
afterAll(() => host.close());

describe('after-commit work of a publish', () => {
  it('survives storage failing right after the commit: the publish stands, a retry completes the change log and the cache', async () => {
    const id = (await createPublished(call, { name: 'Fragile', html: '<p>one {{displayName}}</p>' })).json.id;
    await call('PUT', '/api/admin/roles', { new: id, reply: null });
    expect(await compose()).toMatchObject({ version: 1, html: '<p>one Dev Patel</p>' });

    failTables({ changelog: null, generations: null });
    const first = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>two {{displayName}}</p>' });
    // The version is committed: the answer says so (or, were the answer itself unreadable, 503 to retry).
    expect([200, 503]).toContain(first.status);
    if (first.status === 503) expect(first.json.code).toBe('storage_unavailable');
    heal();
    expect((await call('GET', `/api/admin/templates/${id}`)).json).toMatchObject({ version: 2, html: '<p>two {{displayName}}</p>' });
    expect(await publishEntries(id)).toHaveLength(1); // only version 1's: version 2's entry is still to write
    expect((await compose()).version).toBe(1); // the cache has not heard of version 2 yet

    const retry = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>two {{displayName}}</p>' });
    expect(retry.status).toBe(200);
    expect(retry.json.version).toBe(2);
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([2, 1]);
    expect(await compose()).toMatchObject({ version: 2, html: '<p>two Dev Patel</p>' });

    // Again: nothing left to do, nothing written twice.
    await call('PUT', `/api/admin/templates/${id}`, { html: '<p>two {{displayName}}</p>' });
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([2, 1]);
  });

  it('is finished by the timer when nobody retries, once, even when the first attempt got halfway', async () => {
    const id = (await createPublished(call, { name: 'Timer', html: '<p>one</p>' })).json.id;
    await call('PUT', `/api/admin/templates/${id}/draft`, { html: '<p>two</p>' });

    // The entry is written and the cache bumped, but the outbox row cannot be deleted: the work looks undone.
    failTables({ templates: 'DELETE' });
    const halfway = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>two</p>' });
    expect(halfway.status).toBe(200);
    expect(halfway.json).toMatchObject({ version: 2, workingCopyCleared: true, draft: null });
    heal();
    expect(await publishEntries(id)).toHaveLength(2);

    failTables({ changelog: null });
    expect((await call('PUT', `/api/admin/templates/${id}`, { html: '<p>three</p>' })).status).toBe(200);
    heal();
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([2, 1]);

    const fired = await host.call('POST', '/admin/functions/outbox');
    expect(fired.status).toBe(200);
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([3, 2, 1]);
    expect((await host.call('POST', '/admin/functions/outbox')).status).toBe(200);
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([3, 2, 1]);
    expect(await host.services.outbox.settleAll(host.services.log)).toMatchObject({ failed: 0 });
  });
});
