import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TemplatePublished } from '../../shared/events/bus.js';
import { invertedTimeKey } from '../../shared/storage/entities.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { capturingLogger } from '../helpers/log.js';
import { storageFaults } from '../helpers/storage-faults.js';
import { createPublishedWith } from '../helpers/templates.js';
// The features' cases run in this file, not beside it: both fire the outbox timer, which settles every organisation
// of the run's one storage, and a run of one in parallel would finish the other's deliberately unfinished work while
// that one checks it is still undone.
import './after-commit-features.js';
import { expectEvery } from '../helpers/expect-every.js';

let host: TestHost;
let tenant: string;
let admin: string;
const MAILBOX = 'dev.patel@fabrikam.test';

const api = () => host.api(admin);
const path = (id: string) => ({ params: { path: { id } } });
const compose = async () =>
  ok(host.api(await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' })).POST('/api/signature', { body: { type: 'new' } }));
const publishEntries = async (id: string) =>
  (await ok(api().GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries
    .map((e) => ({ action: e.action, details: (e.details ?? {}) as { id?: string; version?: number } }))
    .filter((e) => ['template.published', 'draft.published'].includes(e.action) && e.details.id === id);
const publish = (id: string, html: string) => api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html } });
/** The published version a publish answered (none for a 202 rollout, which these tests never start). */
const versionOf = (data: object | undefined) => (data && 'version' in data ? data.version : undefined);
// The local host's timer trigger is no operation of the OpenAPI document: raw.
const outboxRun = () => host.call('POST', '/admin/functions/outbox');

const { failTables, heal, inject: injectFaults } = storageFaults(() => host);
const logged = capturingLogger();

beforeAll(async () => {
  host = await startTestHost({ env: { SIGNATURE_CACHE: 'true' }, log: logged.logger });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'outbox.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'outbox.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  for (const table of ['changelog', 'generations', 'templates']) injectFaults(table);
});
afterEach(heal);
afterAll(() => host.close());

describe('after-commit work of a publish', () => {
  it('survives storage failing right after the commit: the publish stands, a retry completes the change log and the cache', async () => {
    const { id } = await createPublishedWith(api(), { name: 'Fragile', html: '<p>one {{displayName}}</p>' });
    await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
    expect(await compose()).toMatchObject({ version: 1, html: '<p>one Dev Patel</p>' });

    failTables({ changelog: null, generations: null });
    const first = await publish(id, '<p>two {{displayName}}</p>');
    // The version is committed: the answer says so (or, were the answer itself unreadable, 503 to retry).
    expect([200, 503]).toContain(first.response.status);
    if (first.response.status === 503) expect(statusAndCode(first)).toEqual([503, 'storage_unavailable']);
    heal();
    expect(await ok(api().GET('/api/admin/templates/{id}', path(id)))).toMatchObject({ version: 2, html: '<p>two {{displayName}}</p>' });
    expect(await publishEntries(id)).toHaveLength(1); // only version 1's: version 2's entry is still to write
    expect((await compose()).version).toBe(1); // the cache has not heard of version 2 yet

    const retry = await publish(id, '<p>two {{displayName}}</p>');
    expect(retry.response.status).toBe(200);
    expect(versionOf(retry.data)).toBe(2);
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([2, 1]);
    expect(await compose()).toMatchObject({ version: 2, html: '<p>two Dev Patel</p>' });

    // Again: nothing left to do, nothing written twice.
    await ok(publish(id, '<p>two {{displayName}}</p>'));
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([2, 1]);
  });

  it('is finished by the timer when nobody retries, once, even when the first attempt got halfway', async () => {
    const { id } = await createPublishedWith(api(), { name: 'Timer', html: '<p>one</p>' });
    await ok(api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { html: '<p>two</p>' } }));

    // The entry is written and the cache bumped, but the outbox row cannot be deleted: the work looks undone.
    failTables({ templates: 'DELETE' });
    const halfway = await publish(id, '<p>two</p>');
    expect(halfway.response.status).toBe(200);
    expect(halfway.data).toMatchObject({ version: 2, workingCopyCleared: true, draft: null });
    heal();
    expect(await publishEntries(id)).toHaveLength(2);

    failTables({ changelog: null });
    expect((await publish(id, '<p>three</p>')).response.status).toBe(200);
    heal();
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([2, 1]);

    expect((await outboxRun()).status).toBe(200);
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([3, 2, 1]);
    expect((await outboxRun()).status).toBe(200);
    expect((await publishEntries(id)).map((e) => e.details.version)).toEqual([3, 2, 1]);
    expect(await host.services.outbox.settleAll(host.services.log)).toMatchObject({ failed: 0 });
  });

  it('finishes work that publishes kept before they used the shared outbox rows: the key o|<template>|<version>, either shape', async () => {
    const { id } = await createPublishedWith(api(), { name: 'Earlier', html: '<p>one</p>' });
    const table = host.services.storage.table('templates');
    const bodies = host.services.storage.container('templates');
    const event = (version: number): TemplatePublished => {
      const at = new Date();
      const actor = { actor: 'outbox.admin@fabrikam.test' };
      const when = { at: at.toISOString(), entryKey: invertedTimeKey(at) };
      return { type: 'templatePublished', tenantId: tenant, actor, templateId: id, name: 'Earlier', version, source: 'publish', ...when };
    };
    const earlierRows = async () => {
      const filter = `PartitionKey eq '${tenant}' and RowKey ge 'o|${id}|' and RowKey lt 'o|${id}}'`;
      const keys: string[] = [];
      for await (const r of table.listEntities({ queryOptions: { filter } })) keys.push(r.rowKey as string);
      return keys;
    };
    const oldBody = `${tenant}/${id}/earlier-draft.html`;
    await bodies.getBlockBlobClient(oldBody).upload('<p>old</p>', 10);
    // The first shape held the work's parts; the next held the work whole. Both were keyed by template and version.
    await table.createEntity({
      partitionKey: tenant,
      rowKey: `o|${id}|000007`,
      event: JSON.stringify(event(7)),
      dropBlobs: JSON.stringify([oldBody]),
    });
    const work = { events: [event(8)], entries: [], dropBlobs: [] };
    await table.createEntity({ partitionKey: tenant, rowKey: `o|${id}|000008`, work: JSON.stringify(work) });
    expect(await earlierRows()).toHaveLength(2);

    // The next publish of the organisation finishes them (its own work too), once.
    const { id: other } = await createPublishedWith(api(), { name: 'Next', html: '<p>next</p>' });
    expect(await earlierRows()).toEqual([]);
    expect((await publishEntries(id)).map((e) => e.details.version).sort()).toEqual([1, 7, 8]);
    expect(await publishEntries(other)).toHaveLength(1);
    expect(await bodies.getBlockBlobClient(oldBody).exists()).toBe(false);

    // Left over, they are the timer's.
    await table.createEntity({ partitionKey: tenant, rowKey: `o|${id}|000009`, event: JSON.stringify(event(9)), dropBlobs: '' });
    expect((await outboxRun()).status).toBe(200);
    expect(await earlierRows()).toEqual([]);
    expect((await publishEntries(id)).map((e) => e.details.version).sort()).toEqual([1, 7, 8, 9]);
    expect((await outboxRun()).status).toBe(200);
    expect((await publishEntries(id)).map((e) => e.details.version).sort()).toEqual([1, 7, 8, 9]);
  });

  it('passes over a row it cannot read, naming it, and finishes the work beside it', async () => {
    const { id } = await createPublishedWith(api(), { name: 'Beside', html: '<p>one</p>' });
    const templates = host.services.storage.table('templates');
    const intents = host.services.storage.table('outbox');
    const unreadable = [
      { table: templates, row: { partitionKey: tenant, rowKey: `o|${crypto.randomUUID()}`, work: '{"events": [' } },
      { table: intents, row: { partitionKey: tenant, rowKey: crypto.randomUUID(), work: 'not json', witness: '{}' } },
    ];
    for (const { table, row } of unreadable) await table.createEntity(row);
    // Work of the same organisation, after the unreadable rows in key order or not: it is finished all the same.
    const at = new Date();
    const event: TemplatePublished = {
      type: 'templatePublished',
      tenantId: tenant,
      actor: { actor: 'outbox.admin@fabrikam.test' },
      templateId: id,
      name: 'Beside',
      version: 5,
      source: 'publish',
      at: at.toISOString(),
      entryKey: invertedTimeKey(at),
    };
    const work = { events: [event], entries: [], dropBlobs: [] };
    await templates.createEntity({ partitionKey: tenant, rowKey: `o|${crypto.randomUUID()}`, work: JSON.stringify(work) });

    logged.entries.length = 0;
    const run = await outboxRun();
    expect(run.status).toBe(200);
    // The run counts them as items it failed, so its summary shows them too (the run's storage is shared with the other
    // files, whose work it may find as well: at least these two).
    expect(run.json.result.failed).toBeGreaterThanOrEqual(unreadable.length);
    expect((await publishEntries(id)).map((e) => e.details.version).sort()).toEqual([1, 5]);
    // The unreadable rows stay for an operator, each named once in an error line; a second run finds them again.
    for (const { table, row } of unreadable) expect(await table.getEntity(row.partitionKey, row.rowKey)).toBeTruthy();
    const errors = logged.entries.filter((e) => e.level === 'error' && e.message.startsWith('after-commit work unreadable'));
    expect(errors.map((e) => e.id).sort()).toEqual(unreadable.map((u) => u.row.rowKey).sort());
    expectEvery(errors, (e) => e.tenantId === tenant);
    for (const { table, row } of unreadable) await table.deleteEntity(row.partitionKey, row.rowKey);
  });
});
