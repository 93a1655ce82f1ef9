import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStorageUnavailable, startStorageFaultHost, STORAGE_OUTAGES, type StorageFaultHost } from '../helpers/storage-fault-host.js';

/**
 * A script with a writing API key while storage is out, through the fault proxy: its read and its write are answered
 * 503 `storage_unavailable` with `Retry-After` within the deadline, the write changed nothing, and once storage passes
 * the same write is answered 200 and is there.
 */

let faults: StorageFaultHost;
let key: string;
const templates = () => faults.host.call('GET', '/api/admin/templates', { token: key });
const names = async () => ((await templates()).json.templates as { name: string }[]).map((t) => t.name).sort();
const create = (name: string) =>
  faults.host.call('POST', '/api/admin/templates', { token: key, body: { name, html: '<p>{{displayName}}</p>' } });

beforeAll(async () => {
  faults = await startStorageFaultHost();
  const { host } = faults;
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'faults.admin@fabrikam.test');
  const admin = await host.token({ tenant, user: 'faults.admin@fabrikam.test' });
  const created = await host.succeed('POST', '/api/admin/api-keys', {
    token: admin,
    body: { name: 'fault script', access: ['templates'], readOnly: false },
  });
  key = created.secret;
  expect((await templates()).status).toBe(200);
});
afterAll(() => faults.close());

describe('a key script while storage is out', () => {
  it.for(STORAGE_OUTAGES)(
    'with $name: 503 storage_unavailable, nothing created, and the write lands after recovery',
    async ({ name, mode }) => {
      const before = await names();

      await faults.proxy.set(mode);
      expectStorageUnavailable(await create(`During ${name}`));

      await faults.proxy.set({ kind: 'pass' });
      expect(await names()).toEqual(before);
      expect((await create(`After ${name}`)).status).toBe(201);
      expect(await names()).toEqual([...before, `After ${name}`].sort());
    },
  );

  it.for(STORAGE_OUTAGES.filter((o) => !o.readsPass))('with $name: its read is answered 503 storage_unavailable', async ({ mode }) => {
    await faults.proxy.set(mode);
    expectStorageUnavailable(await templates());
    await faults.proxy.set({ kind: 'pass' });
    expect((await templates()).status).toBe(200);
  });
});
