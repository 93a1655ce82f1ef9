import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { BEN, seedPerson } from '../helpers/person-data-seed.js';

/**
 * Exports whose work stopped (their row left `running` by an instance that is gone), as storage holds them: started
 * again by the next look at them once five minutes passed without progress, given up as failed after three starts.
 * test/integration/service-killed-export.test.ts kills a real instance part-way.
 */

let host: TestHost;
let tenant: string;
let admin: string;
let requester: string;

const job = (id: string): Promise<CallResult> => host.call('GET', `/api/admin/exports/${id}`, { token: admin });
const minutesAgo = (n: number) => new Date(host.clock.now().getTime() - n * 60_000).toISOString();

async function leftRunning(id: string, attempt: number, heartbeatMinutesAgo: number) {
  await host.services.storage.table('privacyexports').createEntity({
    partitionKey: tenant,
    rowKey: id,
    state: 'running',
    progress: JSON.stringify({ done: 4, total: 15 }),
    requestedAt: minutesAgo(30),
    expiresAt: new Date(host.clock.now().getTime() + 6 * 86_400_000).toISOString(),
    downloadedAt: '',
    subject: BEN.address,
    subjectAddresses: BEN.address,
    requester,
    heartbeatAt: minutesAgo(heartbeatMinutesAgo),
    attempt,
  });
}

beforeAll(async () => {
  host = await startTestHost();
  [tenant] = host.tenants;
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: host.adminOf(tenant) });
  await seedPerson(host, tenant, host.clock.now());
  // The requester as the routes name the Admin: their object id, read from a request of theirs.
  const started = await host.call('POST', `/api/admin/people/${BEN.address}/export`, { token: admin });
  const row = await host.services.storage.table('privacyexports').getEntity<{ requester: string }>(tenant, started.json.id);
  requester = row.requester;
});
afterAll(() => host?.close());

describe('an export whose work stopped', () => {
  it('is left alone while it moved on less than five minutes ago', async () => {
    await leftRunning('recent', 1, 2);
    expect((await job('recent')).json).toMatchObject({ state: 'running', progress: { done: 4 } });
    const row = await host.services.storage.table('privacyexports').getEntity<{ attempt: number }>(tenant, 'recent');
    expect(row.attempt).toBe(1);
  });

  it('is started again from the beginning by the next look at it, and becomes ready', async () => {
    await leftRunning('stalled', 1, 6);
    expect((await job('stalled')).json).toMatchObject({ state: 'running', progress: { done: 0, total: 15 } });
    let state = 'running';
    for (let i = 0; i < 100 && state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await job('stalled')).json.state;
    }
    expect(state).toBe('ready');
  });

  it('is given up as failed after three starts, and says to start a new one', async () => {
    await leftRunning('hopeless', 3, 6);
    expect((await job('hopeless')).json.state).toBe('failed');
    const download = await host.call('GET', '/api/admin/exports/hopeless?download=true', { token: admin });
    expect([download.status, download.json.code, download.json.message]).toEqual([
      404,
      'not_found',
      'The archive could not be made; start a new export',
    ]);
  });
});
