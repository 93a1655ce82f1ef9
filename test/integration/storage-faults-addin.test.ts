import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublished } from '../helpers/templates.js';
import {
  expectStorageUnavailable,
  SLOW_STORAGE,
  startStorageFaultHost,
  STORAGE_OUTAGES,
  type StorageFaultHost,
} from '../helpers/storage-fault-host.js';

/**
 * The add-in's signature route (POST /api/signature) while storage is out, through the fault proxy: 503
 * `storage_unavailable` with `Retry-After` within the deadline (the add-in then keeps the signature the person
 * already has), and the signature again once storage passes.
 */

let faults: StorageFaultHost;
let tenant: string;
const MAILBOX = 'ann.lee@fabrikam.test';
/** Past every read this instance trusts for a while (the rendered answer's ten minutes the longest). */
const PAST_TRUSTED_READS = 11 * 60_000;
const signature = async () => {
  const token = await faults.host.token({ tenant, user: MAILBOX, scope: 'access_as_user' });
  return faults.host.call('POST', '/api/signature', { token, body: { type: 'new' } });
};

beforeAll(async () => {
  faults = await startStorageFaultHost();
  const { host } = faults;
  tenant = host.tenants[0];
  await host.onboard(tenant, 'faults.admin@fabrikam.test');
  const admin = await host.token({ tenant, user: 'faults.admin@fabrikam.test' });
  const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
  const template = await createPublished(call, { name: 'Standard', html: '<p>{{displayName}}</p>' });
  await host.succeed('PUT', '/api/admin/roles', { token: admin, body: { new: template.json.id, reply: null } });
  expect((await signature()).json.html).toBe('<p>Ann Lee</p>');
});
afterAll(() => faults.close());

describe("the add-in's signature while storage is out", () => {
  it.for(STORAGE_OUTAGES)('with $name: 503 storage_unavailable, then the signature once it is back', async ({ mode }) => {
    // The service's clock stands still but where the test moves it: what the route read last stays trusted until then.
    faults.host.clock.freeze(faults.host.clock.now());
    expect((await signature()).status).toBe(200);
    await faults.proxy.set(mode);
    // Within the reads it trusts for a while the route may answer from memory, unless the rate limits' shared counter
    // needs storage for its next block of requests right then (docs/reliability.md): either way, never a hang or a 500.
    const meanwhile = await signature();
    if (meanwhile.status !== 200) expectStorageUnavailable(meanwhile);
    faults.host.clock.advance(PAST_TRUSTED_READS);
    expectStorageUnavailable(await signature());
    await faults.proxy.set({ kind: 'pass' });
    const back = await signature();
    expect([back.status, back.json.html]).toEqual([200, '<p>Ann Lee</p>']);
  });

  it('is answered while storage is slow within its deadline', async () => {
    await faults.proxy.set(SLOW_STORAGE);
    faults.host.clock.advance(PAST_TRUSTED_READS);
    const res = await signature();
    expect([res.status, res.json.html]).toEqual([200, '<p>Ann Lee</p>']);
    await faults.proxy.set({ kind: 'pass' });
  });
});
