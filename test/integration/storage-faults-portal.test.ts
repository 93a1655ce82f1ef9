import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStorageUnavailable,
  SLOW_STORAGE,
  startStorageFaultHost,
  STORAGE_OUTAGES,
  type StorageFaultHost,
} from '../helpers/storage-fault-host.js';

/**
 * A portal write (PUT /api/admin/settings) while storage is out, through the fault proxy: 503 `storage_unavailable`
 * with `Retry-After`, within the deadline, nothing changed; and once storage passes again, the same write is answered
 * 200 and is there.
 */

let faults: StorageFaultHost;
let admin: string;
const settings = () => faults.host.call('GET', '/api/admin/settings', { token: admin });
const putSettings = (body: object) => faults.host.call('PUT', '/api/admin/settings', { token: admin, body });

beforeAll(async () => {
  faults = await startStorageFaultHost();
  const { host } = faults;
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'faults.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'faults.admin@fabrikam.test' });
  expect((await settings()).status).toBe(200);
});
afterAll(() => faults.close());

describe('a portal write while storage is out', () => {
  it.for(STORAGE_OUTAGES)(
    'with $name: 503 storage_unavailable, nothing changed, and the write lands after recovery',
    async ({ mode, readsPass }) => {
      const before = (await settings()).json;
      const wanted = { requireApproval: !before.requireApproval };

      await faults.proxy.set(mode);
      if (readsPass) {
        expectStorageUnavailable(await putSettings(wanted));
        expect((await settings()).json).toEqual(before);
      } else {
        // Both wait out the deadline of an outage that lets nothing through: side by side, not one after the other.
        const [write, read] = await Promise.all([putSettings(wanted), settings()]);
        expectStorageUnavailable(write);
        expectStorageUnavailable(read);
      }

      await faults.proxy.set({ kind: 'pass' });
      expect((await settings()).json).toEqual(before);
      const written = await putSettings(wanted);
      expect(written.status).toBe(200);
      expect((await settings()).json).toMatchObject(wanted);
    },
  );

  it('answers as usual while storage is slow but within its deadline', async () => {
    const before = (await settings()).json;
    await faults.proxy.set(SLOW_STORAGE);
    const wanted = { requireApproval: !before.requireApproval };
    expect((await putSettings(wanted)).status).toBe(200);
    expect((await settings()).json).toMatchObject(wanted);
    await faults.proxy.set({ kind: 'pass' });
  });
});
