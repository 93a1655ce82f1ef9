import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageUnreachable } from '../../shared/http/errors.js';
import { withinRequestDeadline } from '../../shared/http/request-deadline.js';
import { expectStorageUnavailable, startStorageFaultHost, type StorageFaultHost } from '../helpers/storage-fault-host.js';

/**
 * A request's own deadline (REQUEST_DEADLINE_MS) over its storage calls: storage slow but answering each call within
 * its try makes a portal write that needs several calls take longer than the request's deadline; it is answered 503
 * `storage_unavailable` by that deadline (plus a margin), nothing is sent to storage after it, and the write is either
 * there whole or not at all.
 */

const REQUEST_DEADLINE_MS = 2_500;
/** Each storage request reaches storage this late: within a try (2 s), so no single call fails. */
const SLOW = { kind: 'delay', ms: 900 } as const;

let faults: StorageFaultHost;
let admin: string;
const settings = () => faults.host.call('GET', '/api/admin/settings', { token: admin });
const putSettings = (body: object) => faults.host.call('PUT', '/api/admin/settings', { token: admin, body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  faults = await startStorageFaultHost({ REQUEST_DEADLINE_MS: String(REQUEST_DEADLINE_MS) });
  const { host } = faults;
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'faults.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'faults.admin@fabrikam.test' });
  expect((await settings()).status).toBe(200);
});
afterAll(() => faults.close());

describe("a request's own deadline", () => {
  it('answers a write that slow storage would carry past the deadline 503 by the deadline, then sends nothing more, and leaves the write whole or absent', async () => {
    const before = (await settings()).json;
    const wanted = { requireApproval: !before.requireApproval };

    await faults.proxy.set(SLOW);
    const started = Date.now();
    const answer = await putSettings(wanted);
    const took = Date.now() - started;
    const sent = faults.proxy.requests;
    expectStorageUnavailable(answer);
    // Loosely: by the deadline, with a generous margin for a loaded machine; well before the calls' own deadlines.
    expect(took).toBeLessThan(REQUEST_DEADLINE_MS + 3_000);
    await sleep(1_500);
    expect(faults.proxy.requests - sent).toBe(0);

    await faults.proxy.set({ kind: 'pass' });
    const after = (await settings()).json;
    // All or nothing: what a call abandoned at the deadline committed is the whole change (the "answer lost" case).
    expect([before, { ...before, ...wanted }]).toContainEqual(after);
    expect((await putSettings(wanted)).status).toBe(200);
    expect((await settings()).json).toMatchObject(wanted);
  });

  it('fails a storage call started past the deadline at once, as storage unavailable, without sending it', async () => {
    const sent = faults.proxy.requests;
    const table = faults.host.services.storage.table('settings');
    const failure = await withinRequestDeadline(1, async () => {
      await sleep(20);
      return table.getEntity('nobody', 'nothing').then(
        () => null,
        (err: unknown) => err,
      );
    });
    expect(isStorageUnreachable(failure)).toBe(true);
    expect(faults.proxy.requests).toBe(sent);
  });

  it('leaves a request with time to spare answered as usual while storage is slow', async () => {
    await faults.proxy.set({ kind: 'delay', ms: 60 });
    const before = (await settings()).json;
    const wanted = { requireApproval: !before.requireApproval };
    expect((await putSettings(wanted)).status).toBe(200);
    expect((await settings()).json).toMatchObject(wanted);
    await faults.proxy.set({ kind: 'pass' });
  });
});
