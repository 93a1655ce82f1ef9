import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/clock.js';
import { silentLogger } from '../../shared/log.js';
import { invertedTimeKey } from '../../shared/storage/entities.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { BEN, seedPerson } from '../helpers/person-data-seed.js';

/**
 * The nightly retention, kind by kind, beside a record just inside each setting: change-log entries, exports (rows
 * and archives), link clicks and kept messages older than the organisation's setting go, the newer stay.
 */

let host: TestHost;
let tenant: string;
let admin: string;
const ago = (days: number) => new Date(host.clock.now().getTime() - days * DAY_MS);
const records = async () =>
  Object.fromEntries(
    ((await host.call('GET', '/api/admin/privacy/retention', { token: admin })).json.kinds as { kind: string; records: number }[]).map(
      (k) => [k.kind, k.records],
    ),
  );
async function* ours() {
  yield tenant;
}

async function seedExport(id: string, requestedAt: Date) {
  const s = host.services.storage;
  await s.table('privacyexports').createEntity({
    partitionKey: tenant,
    rowKey: id,
    state: 'ready',
    progress: JSON.stringify({ done: 14, total: 14 }),
    requestedAt: requestedAt.toISOString(),
    expiresAt: new Date(requestedAt.getTime() + 7 * DAY_MS).toISOString(),
    downloadedAt: '',
    subject: BEN.address,
    subjectAddresses: BEN.address,
    requester: 'person:a-ann',
  });
  await s.container('privacyexports').getBlockBlobClient(`${tenant}/${id}.zip`).uploadData(Buffer.from('zip'));
}
const archiveExists = (id: string) => host.services.storage.container('privacyexports').getBlockBlobClient(`${tenant}/${id}.zip`).exists();

beforeAll(async () => {
  host = await startTestHost();
  [tenant] = host.tenants;
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: host.adminOf(tenant) });
  await seedPerson(host, tenant, host.clock.now());
  const actor = { actor: BEN.address, actorName: 'Ben Okafor' };
  for (const days of [400, 300]) {
    const at = ago(days);
    const change = { scope: 'tenant' as const, action: 'settings.changed', details: { keys: [`${days}`] } };
    await host.services.changelog.record(tenant, actor, change, { at: at.toISOString(), key: invertedTimeKey(at) });
  }
  await seedExport('old-export', ago(3));
  await seedExport('new-export', ago(0.5));
  const clicks = host.services.storage.table('clicks');
  for (const days of [3, 0.5]) {
    const at = ago(days);
    await clicks.createEntity({ partitionKey: tenant, rowKey: invertedTimeKey(at), at: at.toISOString(), linkId: 'l1', device: 'desktop' });
  }
});
afterAll(() => host?.close());

describe('retention, kind by kind', () => {
  it('removes what is older than each setting and keeps what is newer', async () => {
    const set = await host.call('PUT', '/api/admin/privacy/retention', {
      token: admin,
      body: { 'change-log': 365, exports: 1, 'click-events': 1, 'kept-messages': 1 },
    });
    expect(set.status).toBe(200);
    const before = await records();
    await host.services.retention.purgeExpired(silentLogger, ours());
    const after = await records();
    expect({
      'change-log': before['change-log'] - after['change-log'],
      exports: before.exports - after.exports,
      'click-events': before['click-events'] - after['click-events'],
      'kept-messages': before['kept-messages'] - after['kept-messages'],
    }).toEqual({ 'change-log': 1, exports: 1, 'click-events': 1, 'kept-messages': 0 });
    const { entries } = (await host.call('GET', '/api/admin/log?limit=500', { token: admin })).json as {
      entries: { details: unknown; action: string; summary: string }[];
    };
    const kept = entries.map((e) => JSON.stringify(e.details));
    // The change of the settings is the organisation's record too.
    expect(entries[0]).toMatchObject({
      action: 'privacy.retention_changed',
      summary: 'Set how long data is kept: click events for 1 day, kept messages for 1 day, change log for 365 days and exports for 1 day',
    });
    expect([kept.some((d) => d.includes('"300"')), kept.some((d) => d.includes('"400"'))]).toEqual([true, false]);
    expect([await archiveExists('old-export'), await archiveExists('new-export')]).toEqual([false, true]);
  });

  it('removes the kept message once it is older than its setting', async () => {
    expect((await records())['kept-messages']).toBe(1);
    host.clock.advance(2 * DAY_MS);
    await host.services.retention.purgeExpired(silentLogger, ours());
    expect((await records())['kept-messages']).toBe(0);
  });
});
