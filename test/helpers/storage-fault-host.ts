import { expect, inject } from 'vitest';
import { storageFaultProxy, type FaultMode, type StorageFaultProxy } from './fault-proxy.js';
import { startTestHost, type CallResult, type TestHost } from './host.js';
import { createPublished } from './templates.js';

/**
 * Waits small enough for a test to go through every fault mode in seconds, and long enough for Azurite on a busy
 * machine: a try is abandoned after 2 s, a call after 4 s. The modes below are chosen against them.
 */
export const TEST_STORAGE_WAITS = { STORAGE_TRY_TIMEOUT_MS: '2000', STORAGE_DEADLINE_MS: '4000', STORAGE_RETRIES: '2' } as const;

/**
 * Every way storage fails, by name: each one outlasts the deadline (a `Retry-After` past it, a delay past it).
 * `readsPass`: reads (no request body) go through this one whole, only writes are cut.
 */
export const STORAGE_OUTAGES: { name: string; mode: FaultMode; readsPass?: true }[] = [
  { name: 'refused connections', mode: { kind: 'refuse' } },
  { name: 'a black hole', mode: { kind: 'blackhole' } },
  { name: 'answers later than the deadline', mode: { kind: 'delay', ms: 6_000 } },
  { name: '503 with Retry-After', mode: { kind: 'status', status: 503, retryAfter: 5 } },
  { name: '429 with Retry-After', mode: { kind: 'status', status: 429, retryAfter: 5 } },
  { name: 'requests cut mid-body', mode: { kind: 'cut', direction: 'request', bodyBytes: 8 }, readsPass: true },
  { name: 'answers cut mid-body', mode: { kind: 'cut', direction: 'response', bodyBytes: 8 } },
];

/** Slower than usual, within a try: answered all the same. */
export const SLOW_STORAGE: FaultMode = { kind: 'delay', ms: 60 };

export interface StorageFaultHost {
  host: TestHost;
  proxy: StorageFaultProxy;
  close(): Promise<void>;
}

/**
 * A test host whose storage is the run's Azurite (or the one `storage` names) through a fault proxy (passing until a
 * test switches it).
 */
export async function startStorageFaultHost(
  env: Record<string, string> = {},
  storage = inject('storageConnectionString'),
): Promise<StorageFaultHost> {
  const proxy = await storageFaultProxy(storage);
  const host = await startTestHost({ connectionString: proxy.connectionString, env: { ...TEST_STORAGE_WAITS, ...env } });
  return {
    host,
    proxy,
    close: async () => {
      await host.close();
      await proxy.close();
    },
  };
}

/** The answer a request gets while storage is out: 503 `storage_unavailable` with `Retry-After`. */
export function expectStorageUnavailable(res: CallResult): void {
  expect([res.status, res.json?.code, res.headers.get('retry-after')]).toEqual([503, 'storage_unavailable', '5']);
}

/**
 * A storage fault host whose first organisation is onboarded and signs every new message with one published template
 * (`<p>{{displayName}}</p>`): what the add-in's tests while storage is out start from (`env`: more settings). Answers
 * the host and the tenant.
 */
export async function startSigningFaultHost(env: Record<string, string> = {}): Promise<{ faults: StorageFaultHost; tenant: string }> {
  const faults = await startStorageFaultHost(env);
  const { host } = faults;
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'faults.admin@fabrikam.test');
  const admin = await host.token({ tenant, user: 'faults.admin@fabrikam.test' });
  const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
  const template = await createPublished(call, { name: 'Standard', html: '<p>{{displayName}}</p>' });
  await host.succeed('PUT', '/api/admin/roles', { token: admin, body: { new: template.json.id, reply: null } });
  return { faults, tenant };
}
