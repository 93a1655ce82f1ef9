import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiKeyService } from '../../shared/apikeys/service.js';
import { ApiKeyStore } from '../../shared/apikeys/store.js';
import { RateLimiter } from '../../shared/auth/ratelimit.js';
import { Storage } from '../../shared/storage/storage.js';
import { TestClock } from '../helpers/clock.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/** The key store of one instance, counting the key records it reads. */
class CountingStore extends ApiKeyStore {
  reads = 0;
  override byHash(hash: string) {
    this.reads++;
    return super.byHash(hash);
  }
}

const clock = new TestClock();
let host: TestHost;
let tenant: string;

beforeAll(async () => {
  host = await startTestHost({ clock });
  tenant = host.tenants[0];
  await host.onboard(tenant);
});
afterAll(() => host.close());

/** One instance of the key service on the run's storage. */
function instance() {
  const storage = new Storage({ connectionString: inject('storageConnectionString') });
  const store = new CountingStore(storage);
  return { store, keys: new ApiKeyService(store, { limiter: new RateLimiter(storage, clock), outbox: host.services.outbox, clock }) };
}
const creator = { actor: 'test', capabilities: ['monitoring' as const], viaProvider: false };

describe('key records trusted between revocations', () => {
  it('reads a key record once while no key is revoked, and honours a revocation elsewhere within a second', async () => {
    clock.freeze(new Date());
    const one = instance();
    const two = instance();
    const key = await one.keys.create(tenant, creator, { name: 'trusted', access: ['monitoring'], readOnly: true });
    for (let i = 0; i < 5; i++) {
      expect((await one.keys.authenticate(key.secret)).keyId).toBe(key.id);
      clock.advance(2000);
    }
    expect(one.store.reads).toBe(1);

    await two.keys.revoke(tenant, { actor: 'test' }, key.id);
    await expect(two.keys.authenticate(key.secret)).rejects.toMatchObject({ status: 401, code: 'invalid_key' });
    clock.advance(1000);
    await expect(one.keys.authenticate(key.secret)).rejects.toMatchObject({ status: 401, code: 'invalid_key' });
    clock.reset();
  });
});
