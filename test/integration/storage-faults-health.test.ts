import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageFaultHost, STORAGE_OUTAGES, type StorageFaultHost } from '../helpers/storage-fault-host.js';

/**
 * `/health` while storage is out, through the fault proxy: 503 `degraded` with `Retry-After` within the deadline, the
 * status alone to anyone and the storage check named to a platform operator; `ok` again once storage passes, with no
 * restart.
 */

let faults: StorageFaultHost;
const operatorTenant = crypto.randomUUID();
const operatorOid = crypto.randomUUID();
const health = () => faults.host.call('GET', '/health');
const operatorHealth = async () =>
  faults.host.call('GET', '/health', {
    token: await faults.host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid }),
  });

beforeAll(async () => {
  faults = await startStorageFaultHost({ PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}` });
  expect((await health()).json).toEqual({ status: 'ok' });
});
afterAll(() => faults.close());

describe('/health while storage is out', () => {
  it.for(STORAGE_OUTAGES.filter((o) => !o.readsPass))(
    'with $name: degraded, naming storage to an operator; ok once it is back',
    async ({ mode }) => {
      await faults.proxy.set(mode);
      // Both wait out the deadline of the outage: side by side, not one after the other.
      const [down, operatorDown] = await Promise.all([health(), operatorHealth()]);
      expect([down.status, down.json, down.headers.get('retry-after')]).toEqual([503, { status: 'degraded' }, '5']);
      expect(operatorDown.status).toBe(503);
      expect(operatorDown.json).toMatchObject({
        status: 'degraded',
        checks: { storage: { status: 'unavailable', detail: expect.any(String) }, configuration: { status: 'ok' } },
      });

      await faults.proxy.set({ kind: 'pass' });
      expect([(await health()).status, (await health()).json]).toEqual([200, { status: 'ok' }]);
      expect((await operatorHealth()).json.checks.storage.status).toBe('ok');
    },
  );
});
